import type { IDataObject } from 'n8n-workflow';
import { acrossFields, choice, strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { clientIdentifier, optional, uuid } from '../../engine/values';
import { batchInputModeProperty, clientIdField, idField } from '../../engine/fields';
import { PRICING_API } from './paths';

/** A link as the platform takes it: the pricing and exactly one of client or client group. */
type PricingLink = { pricingId: string } & ({ clientId: string } | { clientGroupId: string });

/** In a JSON link, an empty or null member counts as not given (rows often carry both columns). */
const jsonLink = acrossFields(
	z.object(
		{
			pricingId: uuid,
			clientId: optional(clientIdentifier),
			clientGroupId: optional(uuid),
		},
		{ error: wrongType('must be an object like {"pricingId": "…", "clientId": "org:…"}') },
	),
	(link, ctx) => {
		// A target given but refused is named by its own problem.
		if (ctx.failed('clientId') || ctx.failed('clientGroupId')) return;
		if ((link.clientId === undefined) === (link.clientGroupId === undefined)) {
			ctx.problem(
				link.clientId === undefined
					? 'needs a clientId or a clientGroupId'
					: 'must have a clientId or a clientGroupId, not both',
			);
		}
	},
).transform(
	(link): PricingLink =>
		link.clientId !== undefined
			? { clientId: link.clientId, pricingId: link.pricingId }
			: { clientGroupId: link.clientGroupId!, pricingId: link.pricingId },
);

const input = choice('inputMode', [
	strippingObject({
		inputMode: z.literal('fields'),
		pricingId: uuid,
		assignTo: z.enum(['client', 'clientGroup']),
		clientId: clientIdentifier.optional(),
		clientGroupId: uuid.optional(),
	}),
	strippingObject({
		inputMode: z.literal('json'),
		links: z
			.array(jsonLink, {
				error: wrongType('must be a JSON list like [{"pricingId": "…", "clientId": "org:…"}]'),
			})
			.min(1, 'must hold at least one link'),
	}),
]);

/** In field mode the field of the chosen target is required (the other one is hidden). */
const checked = acrossFields(input, (value, ctx) => {
	if (value.inputMode !== 'fields' || value.assignTo === undefined) return;
	const field = value.assignTo === 'client' ? 'clientId' : 'clientGroupId';
	if (value[field] === undefined && !ctx.failed(field)) ctx.problem('is required', [field]);
});
type Input = z.infer<typeof input>;

function linksOf(value: Input): PricingLink[] {
	if (value.inputMode === 'json') return value.links;
	return value.assignTo === 'client'
		? [{ clientId: value.clientId!, pricingId: value.pricingId }]
		: [{ clientGroupId: value.clientGroupId!, pricingId: value.pricingId }];
}

export const assign = batched(
	defineOperation({
		resource: 'clientPricing',
		value: 'assign',
		name: 'Assign',
		action: 'Assign a price list to a client',
		description:
			'Assign a pricing (price list) to a client or a client group. A later assignment replaces an earlier one.',
		properties: [
			{
				...batchInputModeProperty('assignment', 'assignments'),
				description:
					'How the assignments come in: one per input item from the fields, or a JSON list',
			},
			{
				...idField('pricingId', 'Pricing ID', 'ID of the pricing to assign (a UUID)'),
				displayOptions: { show: { inputMode: ['fields'] } },
			},
			{
				displayName: 'Assign To',
				name: 'assignTo',
				type: 'options',
				default: 'client',
				required: true,
				description: 'Whether the pricing goes to one client or to a client group',
				options: [
					{ name: 'Client', value: 'client', description: 'One client (organization)' },
					{ name: 'Client Group', value: 'clientGroup', description: 'A group of clients' },
				],
				displayOptions: { show: { inputMode: ['fields'] } },
			},
			{
				...clientIdField('ID of the client, in the form org:UUID'),
				displayOptions: { show: { inputMode: ['fields'], assignTo: ['client'] } },
			},
			{
				...idField('clientGroupId', 'Client Group ID', 'ID of the client group (a UUID)'),
				displayOptions: { show: { inputMode: ['fields'], assignTo: ['clientGroup'] } },
			},
			{
				displayName: 'Links (JSON)',
				name: 'links',
				type: 'json',
				default: '[\n  {\n    "pricingId": "",\n    "clientId": "org:"\n  }\n]',
				required: true,
				description:
					'List of assignments, each with pricingId and exactly one of clientId or clientGroupId. Each input item sends its own list, unless Send Items Together is on.',
				displayOptions: { show: { inputMode: ['json'] } },
			},
		],
		input: checked,
		endpoint: {
			method: 'PUT',
			paths: [`${PRICING_API}/client-to-pricing`, `${PRICING_API}/clients-to-pricings`],
		},
		request: (value: Input) => ({ body: linksOf(value) }),
		output: (_response, value: Input): IDataObject[] =>
			linksOf(value).map((link) => ({ ...link, assigned: true })),
		/** One item per link: `clientId` or `clientGroupId`, exactly one of them. */
		outputSchema: out.obj({
			clientId: out.str('Client the pricing is assigned to'),
			clientGroupId: out.str('Client group the pricing is assigned to'),
			pricingId: out.req(out.str('Pricing ID')),
			...out.marked('assigned', 'assignment'),
		}),
	}),
	{
		entry: 'assignment',
		entries: 'assignments',
		size: 500,
		count: (value) => linksOf(value).length,
		ids: {
			label: 'Client or client group',
			of: (value) =>
				linksOf(value).map((link) =>
					'clientId' in link ? link.clientId : `group ${link.clientGroupId}`,
				),
		},
		merge: (values): Input => ({ inputMode: 'json', links: values.flatMap(linksOf) }),
		output: 'entry',
	},
);
