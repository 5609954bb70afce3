import type { IDataObject } from 'n8n-workflow';
import { acrossFields, choice, keyedRecord, strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { nodeParameter } from '../../engine/parameters';
import { num, optional, uuid } from '../../engine/values';
import {
	additionalFields,
	compact,
	fieldsList,
	idField,
	inputModeProperty,
	readFieldsList,
	refuseRepeats,
} from '../../engine/fields';
import { cartId, operatorIdField } from './fields';
import { CART } from './paths';

const changeFieldOptions = [
	{
		name: 'Fixed Discount',
		value: 'FIXED_DISCOUNT',
		description: 'Lower the price by a fixed amount',
	},
	{ name: 'Fixed Margin', value: 'FIXED_MARGIN', description: 'Set the margin to a fixed amount' },
	{ name: 'Fixed Price', value: 'FIXED_PRICE', description: 'Set the price to a fixed amount' },
	{ name: 'No Change', value: 'none', description: 'Send the prices without a price change rule' },
	{
		name: 'Percent Discount',
		value: 'PERCENT_DISCOUNT',
		description: 'Lower the price by a percentage',
	},
	{
		name: 'Percent Margin',
		value: 'PERCENT_MARGIN',
		description: 'Set the margin to a percentage',
	},
	{
		name: 'Purchase Price',
		value: 'PURCHASE_PRICE',
		description: 'Base the price on the purchase price',
	},
];

/** The price change rules the platform takes: the options but No Change. */
const PRICE_CHANGE_FIELDS = changeFieldOptions
	.map((option) => option.value)
	.filter((value) => value !== 'none');

const priceLine = strippingObject({
	lineId: uuid,
	purchasePrice: num,
	salePrice: num,
	changeField: z.enum([...PRICE_CHANGE_FIELDS, 'none']).default('none'),
	changeValue: optional(num),
});

const priceFields = strippingObject({
	pricesInput: z.literal('fields'),
	cartId: uuid,
	prices: acrossFields(z.array(priceLine).min(1, 'must hold at least one line'), (lines, ctx) =>
		refuseRepeats(lines, 'lineId', ctx, (line, index) => {
			const chosen = line.changeField !== undefined && line.changeField !== 'none';
			if (chosen && line.changeValue === undefined && !ctx.failed(index, 'changeValue'))
				ctx.problem('is required when a price change is chosen', [index, 'changeValue']);
		}),
	),
	operatorId: optional(uuid),
});

const priceJson = strippingObject({
	pricesInput: z.literal('json'),
	cartId: uuid,
	pricesJson: keyedRecord(
		uuid,
		strippingObject({
			purchasePrice: num,
			salePrice: num,
			change: strippingObject({
				field: z.enum(PRICE_CHANGE_FIELDS),
				value: num,
			}).optional(),
		}),
		{ error: wrongType('must be a JSON object keyed by line ID') },
	).refine((prices) => Object.keys(prices).length > 0, 'must hold at least one line'),
	operatorId: optional(uuid),
});

const priceInput = choice('pricesInput', [priceFields, priceJson]);
type PriceInput = z.infer<typeof priceInput>;

function pricesBody(input: PriceInput): IDataObject {
	if (input.pricesInput === 'json') return input.pricesJson as IDataObject;
	return Object.fromEntries(
		input.prices.map((line) => [
			line.lineId,
			compact({
				purchasePrice: line.purchasePrice,
				salePrice: line.salePrice,
				change:
					line.changeField === 'none'
						? undefined
						: { field: line.changeField, value: line.changeValue as number },
			}),
		]),
	);
}

/** The price change rules, in the order the output schema lists them. */
const PRICE_CHANGES = [
	'FIXED_DISCOUNT',
	'PERCENT_DISCOUNT',
	'FIXED_MARGIN',
	'PERCENT_MARGIN',
	'FIXED_PRICE',
	'PURCHASE_PRICE',
];

export const changePrices = batched(
	defineOperation({
		resource: 'cart',
		value: 'changePrices',
		name: 'Change Prices',
		action: 'Change prices in a cart',
		description: 'Set the purchase and sale price of cart lines',
		properties: [
			cartId,
			{
				...inputModeProperty('pricesInput', 'Prices Input', 'prices'),
				description:
					'How the prices come in: cart lines from the fields, or a JSON object keyed by cart line ID',
			},
			fieldsList({
				mode: 'pricesInput',
				name: 'prices',
				displayName: 'Prices',
				placeholder: 'Add Line',
				description: 'The cart lines to price',
				entry: { displayName: 'Line', name: 'line' },
				values: [
					idField('lineId', 'Line ID', 'ID of the cart line (a UUID)', false),
					{
						displayName: 'Price Change Rule',
						name: 'changeField',
						type: 'options',
						options: changeFieldOptions,
						default: 'none',
						description: 'Which price change rule to apply to the line',
					},
					{
						displayName: 'Price Change Value',
						name: 'changeValue',
						type: 'number',
						default: 0,
						description: 'Amount or percentage of the price change',
						displayOptions: { hide: { changeField: ['none'] } },
					},
					{
						displayName: 'Purchase Price',
						name: 'purchasePrice',
						type: 'number',
						typeOptions: { numberPrecision: 2 },
						default: 0,
						description: 'Purchase price of the line, as a decimal number',
					},
					{
						displayName: 'Sale Price',
						name: 'salePrice',
						type: 'number',
						typeOptions: { numberPrecision: 2 },
						default: 0,
						description: 'Sale price of the line, as a decimal number',
					},
				],
			}),
			{
				displayName: 'Prices (JSON)',
				name: 'pricesJson',
				type: 'json',
				default: '{}',
				required: true,
				description:
					'Object keyed by line ID: {"LINE_ID": {"purchasePrice": 10, "salePrice": 12, "change": {"field": "FIXED_PRICE", "value": 12}}}',
				displayOptions: { show: { pricesInput: ['json'] } },
			},
			additionalFields([operatorIdField]),
		],
		readInput: readFieldsList('pricesInput', 'prices', 'line'),
		input: priceInput,
		// It sets prices: sending it twice gives the same result.
		endpoint: {
			method: 'POST',
			paths: [`${CART}/products/change-price`],
			idempotent: true,
		},
		request: (input: PriceInput) => ({
			pathParams: { cartId: input.cartId },
			body: compact({ prices: pricesBody(input), operatorId: input.operatorId }),
		}),
		output: (_response, input: PriceInput) => ({
			cartId: input.cartId,
			...compact({ prices: pricesBody(input), operatorId: input.operatorId }),
			updated: true,
		}),
		outputSchema: out.obj({
			cartId: out.req(out.uuid('Cart ID')),
			prices: out.req({
				type: 'object',
				description: 'New prices, keyed by cart line ID, as sent',
				additionalProperties: out.obj(
					{
						purchasePrice: out.req(out.num('Purchase price')),
						salePrice: out.req(out.num('Sale price')),
						change: out.obj(
							{
								field: out.req(out.oneOf(PRICE_CHANGES, 'What the change sets')),
								value: out.req(out.num('Value of the change')),
							},
							'Price change',
						),
					},
					'Prices of one line',
				),
			}),
			operatorId: out.uuid('Operator on whose behalf the prices were changed'),
			...out.marked('updated', 'prices'),
		}),
	}),
	{
		entry: 'cart line',
		entries: 'cart lines',
		size: 500,
		// One cart per request; items of one cart with different operators go in separate requests.
		key: {
			label: 'Cart ID',
			noun: 'cart',
			read: (fn, itemIndex) => {
				const id = String(nodeParameter(fn, 'cartId', itemIndex, '') ?? '').trim();
				const operator = String(
					nodeParameter(fn, 'additionalFields.operatorId', itemIndex, '') ?? '',
				).trim();
				return id && operator ? `${id} (operator ${operator})` : id;
			},
		},
		count: (input) => Object.keys(pricesBody(input)).length,
		ids: { label: 'Line ID', of: (input) => Object.keys(pricesBody(input)) },
		merge: (inputs): PriceInput => ({
			pricesInput: 'json',
			cartId: inputs[0].cartId,
			pricesJson: Object.assign({}, ...inputs.map(pricesBody)),
			operatorId: inputs[0].operatorId,
		}),
		output: 'request',
	},
);
