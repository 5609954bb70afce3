import type { IDataObject } from 'n8n-workflow';
import { choice, strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { num, text } from '../../engine/values';
import { locator } from '../../engine/resourceHelpers';
import { batchInputModeProperty } from '../../engine/fields';
import { PRICING_API } from './paths';

/** The platform's default VAT of every product, in percent. */
const DEFAULT_TAX = 23;

/** Product IDs are free strings; one read from a sheet may arrive as a number. */
const productId = text;

const percent = num.pipe(
	z
		.number()
		.min(0, 'must be a percentage from 0 to 100')
		.max(100, 'must be a percentage from 0 to 100'),
);

const taxEntry = strippingObject({ productId, tax: percent });
type TaxEntry = z.infer<typeof taxEntry>;

const input = choice('inputMode', [
	strippingObject({ inputMode: z.literal('fields'), productId, tax: percent }),
	strippingObject({
		inputMode: z.literal('json'),
		taxes: z
			.array(taxEntry, {
				error: wrongType('must be a JSON list like [{"productId": "SKU-1", "tax": 8}]'),
			})
			.min(1, 'must hold at least one product'),
	}),
]);
type Input = z.infer<typeof input>;

const taxesOf = (value: Input): TaxEntry[] =>
	value.inputMode === 'fields' ? [{ productId: value.productId, tax: value.tax }] : value.taxes;

export const set = batched(
	defineOperation({
		resource: 'productTax',
		value: 'set',
		name: 'Set',
		action: 'Set the tax of products',
		description: `Set the VAT percentage of products. Products never set have ${DEFAULT_TAX}%.`,
		properties: [
			{
				...batchInputModeProperty('product', 'products'),
				description:
					'How the products and their VAT come in: one product per input item from the fields, or a JSON list',
			},
			{
				...locator({
					name: 'productId',
					displayName: 'Product',
					searchListMethod: 'searchProducts',
					description: 'The product (its ID, often the SKU)',
					placeholder: 'e.g. SKU-1',
				}),
				displayOptions: { show: { inputMode: ['fields'] } },
			},
			{
				displayName: 'Tax (%)',
				name: 'tax',
				type: 'number',
				typeOptions: { minValue: 0, maxValue: 100, numberPrecision: 2 },
				default: DEFAULT_TAX,
				required: true,
				description: 'VAT in percent, for example 8 for 8%',
				displayOptions: { show: { inputMode: ['fields'] } },
			},
			{
				displayName: 'Taxes (JSON)',
				name: 'taxes',
				type: 'json',
				default: '[\n  {\n    "productId": "SKU-1",\n    "tax": 8\n  }\n]',
				required: true,
				description:
					'List of products and their VAT in percent. Each input item sends its own list, unless Send Items Together is on.',
				displayOptions: { show: { inputMode: ['json'] } },
			},
		],
		input,
		endpoint: { method: 'PUT', paths: [`${PRICING_API}/products/tax`] },
		request: (value: Input) => ({ body: { taxes: taxesOf(value) } }),
		output: (_response, value: Input): IDataObject[] =>
			taxesOf(value).map((entry) => ({
				productId: entry.productId,
				tax: entry.tax,
				updated: true,
			})),
		outputSchema: out.obj({
			productId: out.req(out.str('Product ID')),
			tax: out.req(out.num('Tax rate in percent')),
			...out.marked('updated', 'tax rate'),
		}),
	}),
	{
		entry: 'product',
		entries: 'products',
		size: 500,
		count: (value) => taxesOf(value).length,
		ids: { label: 'Product', of: (value) => taxesOf(value).map((entry) => entry.productId) },
		merge: (values): Input => ({ inputMode: 'json', taxes: values.flatMap(taxesOf) }),
		output: 'entry',
	},
);
