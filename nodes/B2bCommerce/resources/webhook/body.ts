/** The request bodies of the webhook operations, with the webhook type resolved. */
import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { RunContext } from '../../engine/operation';
import type { AuthenticationInput, ExampleInput, WebhookInput } from './fields';
import { exchangeNames } from './types';
import { endpointOf } from '../../engine/operation';
import { getTypes } from './getTypes.operation';
import { itemName } from '../../engine/numbering';

/** The platform's type list, asked once per run (the checks of many items share it). */
function listTypesOnce(ctx: RunContext): Promise<unknown> {
	const { scope } = ctx;
	if (!scope.webhookTypes) {
		const list = ctx.send(endpointOf(getTypes));
		scope.webhookTypes = list;
		list.catch(() => {
			if (scope.webhookTypes === list) scope.webhookTypes = undefined;
		});
	}
	return scope.webhookTypes;
}

/**
 * Before anything is sent: the type must be one the platform knows. Its exchange name, kept in
 * the input for run, comes from the user, else from the spec's mapping, else from the platform's
 * list of types.
 */
export async function resolveTypeFirst(
	ctx: RunContext,
	input: { webhookType: string; exchangeName?: string },
): Promise<void> {
	if (input.exchangeName) return;
	const name = input.webhookType;
	const { found, offered } = await exchangeNames([name], () => listTypesOnce(ctx));
	input.exchangeName = found.get(name);
	if (input.exchangeName) return;
	throw new NodeOperationError(
		ctx.fn.getNode(),
		`"Webhook Type Name or ID": ${name} is not a webhook type the platform knows`,
		{
			itemIndex: ctx.itemIndex,
			description: `${itemName(ctx.itemIndex)}: choose one of ${offered.join(', ')}, or set its "Exchange Name" under "Additional Fields" (or "Update Fields"). Nothing was sent for this item.`,
		},
	);
}

function callbackAuthentication(input: AuthenticationInput): IDataObject {
	return input.authentication === 'HTTP_BASIC'
		? { type: 'HTTP_BASIC', username: input.username, password: input.password }
		: { type: 'NONE' };
}

/** What we show of a webhook we wrote: everything but the callback password. */
export function withoutPassword(body: IDataObject): IDataObject {
	const auth = { ...(body.callbackAuthentication as IDataObject) };
	delete auth.password;
	return { ...body, callbackAuthentication: auth };
}

/** The body of Create and Update. */
export function webhookBody(input: WebhookInput): IDataObject {
	return { name: input.name, status: input.status, ...callbackBody(input) };
}

/**
 * The type, callback URL and authentication: Send Example's body, and the rest of Create's and
 * Update's. The type's exchange name is known by then: the precheck resolved it
 * (resolveTypeFirst), or the caller gave it (the webhook trigger).
 */
export function callbackBody(input: ExampleInput): IDataObject {
	return {
		webhookType: { name: input.webhookType, exchangeName: input.exchangeName },
		callbackUrl: input.callbackUrl,
		callbackAuthentication: callbackAuthentication(input),
	};
}

export function parseRequestBody(raw: unknown): unknown {
	if (typeof raw !== 'string') return raw;
	try {
		return JSON.parse(raw);
	} catch {
		return raw;
	}
}
