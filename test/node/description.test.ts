/**
 * What n8n's editor shows of the action node: checked on the assembled description, the way n8n
 * reads it; and the field names its validation messages use.
 */
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

type Option = INodeProperties | INodePropertyOptions | INodePropertyCollection;

function everyProperty(properties: INodeProperties[]): INodeProperties[] {
	const all: INodeProperties[] = [];
	const visit = (options: Option[] | undefined) => {
		for (const option of options ?? []) {
			if ('type' in option && 'displayName' in option) {
				all.push(option);
				visit(option.options as Option[] | undefined);
			} else if ('values' in option) {
				visit(option.values);
			}
		}
	};
	visit(properties);
	return all;
}

const { description } = new B2bCommerce();
const properties = everyProperty(description.properties);

describe('action node description', () => {
	it("shows every JSON field's example as a hint: n8n's JSON editor shows no placeholder", () => {
		const json = properties.filter((property) => property.type === 'json');
		expect(json.length).toBeGreaterThan(5);
		expect(
			json
				.filter((property) => property.placeholder !== undefined)
				.map((property) => property.name),
		).toEqual([]);
		// The JSON mode's Document field of a document operation.
		const invoiceDocument = description.properties.find(
			(property) =>
				property.name === 'document' &&
				property.displayOptions?.show?.resource?.[0] === 'invoice' &&
				property.displayOptions?.show?.operation?.[0] === 'createOrReplace',
		);
		expect(invoiceDocument?.hint).toMatch(/^Example: \{"number": "FV\/2024\/0001"/);
	});

	it('puts Return All and Limit before the Filters of a list, as n8n does', () => {
		const shown = (resource: string, operation: string) =>
			description.properties
				.filter(
					(property) =>
						property.displayOptions?.show?.resource?.[0] === resource &&
						property.displayOptions?.show?.operation?.[0] === operation,
				)
				.map((property) => property.displayName);
		expect(shown('complaint', 'getAll')).toEqual(['Return All', 'Limit', 'Filters']);
		expect(shown('webhook', 'getAll')).toEqual(['Return All', 'Limit', 'Filters']);
	});

	it('gives every operation an action label and can be used as an AI tool', () => {
		expect(description.usableAsTool).toBe(true);
		const operations = description.properties.filter((property) => property.name === 'operation');
		const labels = operations.flatMap((property) =>
			(property.options as INodePropertyOptions[]).map((option) => option.action),
		);
		expect(labels.length).toBeGreaterThan(60);
		expect(labels.filter((label) => typeof label !== 'string' || label === '')).toEqual([]);
	});
});

describe('validation messages use the field names the user sees', () => {
	const fx = usePlatform();

	it.each([
		['returnAll', '={{ "yes" }}', '"Return All" (returnAll) must be true or false'],
		['limit', '={{ "ten" }}', '"Limit" (limit) must be a number'],
	])(
		'a wrong %s from an expression names the field, and nothing is sent',
		async (name, value, message) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource: 'segment',
					operation: 'getAll',
					returnAll: false,
					limit: 5,
					[name]: value,
				},
			});
			expect(error?.message).toBe(message);
			expect(fx.platform.control.requests()).toEqual([]);
		},
	);
});
