import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { z } from '../schemas/zod';

import { batched } from '../batch';
import { nodeParameter } from '../parameters';
import type { ResourceDef } from '../operation';
import { defineOperation } from '../operation';
import { num, optional, text, uuid } from '../schemas/common';
import {
	compact,
	fixedEntries,
	inputModeProperty,
	quantityType,
	quantityTypeOptions,
} from './fieldHelpers';

const PREFIX = '/api/v1/orderpath/integrations/auth-required/carts/{cartId}';

const PRICE_CHANGE_FIELDS = [
	'FIXED_DISCOUNT',
	'FIXED_MARGIN',
	'FIXED_PRICE',
	'PERCENT_DISCOUNT',
	'PERCENT_MARGIN',
	'PURCHASE_PRICE',
] as const;

const cartId: INodeProperties = {
	displayName: 'Cart ID',
	name: 'cartId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
	description: 'ID of the cart, for example from a CartOpened webhook event',
};

const operatorIdField: INodeProperties = {
	displayName: 'Operator ID',
	name: 'operatorId',
	type: 'string',
	default: '',
	placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
	description: 'Back-office operator on whose behalf the change is made',
};

const positiveQuantity = num.refine((value) => value > 0, 'must be greater than 0');

/** The three line flags: all default to true on the platform. */
const lineFlags: INodeProperties[] = [
	{
		displayName: 'Allow Quantity Change',
		name: 'allowQuantityChange',
		type: 'boolean',
		default: true,
		description: 'Whether the buyer may change the quantity of the line',
	},
	{
		displayName: 'Allow Quantity Splitting',
		name: 'allowQuantitySplitting',
		type: 'boolean',
		default: true,
		description: 'Whether the line may be split across shipments',
	},
	{
		displayName: 'Removable',
		name: 'removable',
		type: 'boolean',
		default: true,
		description:
			'Whether the buyer may remove the line (removing a main line removes its children)',
	},
];

const flagsSchema = {
	allowQuantityChange: z.boolean().optional(),
	allowQuantitySplitting: z.boolean().optional(),
	removable: z.boolean().optional(),
};

/** A cart line as the platform takes it (JSON input). */
const apiLine = z.object({
	productId: text,
	quantity: z.object(
		{ type: quantityType, value: positiveQuantity },
		{ required_error: 'is required' },
	),
	...flagsSchema,
});

/** A child line as the Children fields give it. */
const childFields = z.object({
	productId: text,
	quantityType,
	quantity: positiveQuantity,
	...flagsSchema,
});

type ChildFields = z.infer<typeof childFields>;

function lineBody(productId: string, type: string, value: number, flags: Partial<ChildFields>) {
	return compact({
		productId,
		quantity: { type, value },
		allowQuantityChange: flags.allowQuantityChange,
		allowQuantitySplitting: flags.allowQuantitySplitting,
		removable: flags.removable,
	});
}

const configurableFields = z.object({
	productsInput: z.literal('fields'),
	cartId: uuid,
	mainProductId: text,
	mainQuantityType: quantityType,
	mainQuantity: positiveQuantity,
	children: z.array(childFields).default([]),
	externalId: optional(z.string()),
	operatorId: optional(uuid),
	...flagsSchema,
});

const configurableJson = z.object({
	productsInput: z.literal('json'),
	cartId: uuid,
	configurableProducts: z
		.array(
			z.object({
				main: apiLine,
				children: z.array(apiLine).default([]),
				externalId: optional(z.string()),
			}),
			{
				required_error: 'is required',
				invalid_type_error: 'must be an array of configurable products',
			},
		)
		.min(1, 'must hold at least one configurable product'),
	operatorId: optional(uuid),
});

const configurableInput = z.discriminatedUnion('productsInput', [
	configurableFields,
	configurableJson,
]);
type ConfigurableInput = z.infer<typeof configurableInput>;

function configurableBody(input: ConfigurableInput): IDataObject {
	if (input.productsInput === 'json') {
		return compact({
			configurableProducts: input.configurableProducts.map((product) => compact(product)),
			operatorId: input.operatorId,
		}) as IDataObject;
	}
	return compact({
		configurableProducts: [
			compact({
				main: lineBody(input.mainProductId, input.mainQuantityType, input.mainQuantity, input),
				children: input.children.map((child) =>
					lineBody(child.productId, child.quantityType, child.quantity, child),
				),
				externalId: input.externalId,
			}),
		],
		operatorId: input.operatorId,
	}) as IDataObject;
}

const priceLine = z.object({
	lineId: uuid,
	purchasePrice: num,
	salePrice: num,
	changeField: z.enum([...PRICE_CHANGE_FIELDS, 'none']).default('none'),
	changeValue: optional(num),
});

const priceFields = z.object({
	pricesInput: z.literal('fields'),
	cartId: uuid,
	prices: z
		.array(priceLine)
		.min(1, 'must hold at least one line')
		.superRefine((lines, ctx) => {
			const seen = new Set<string>();
			lines.forEach((line, index) => {
				if (seen.has(line.lineId)) {
					ctx.addIssue({
						code: z.ZodIssueCode.custom,
						path: [index, 'lineId'],
						message: 'is given twice',
					});
				}
				seen.add(line.lineId);
				if (line.changeField !== 'none' && line.changeValue === undefined) {
					ctx.addIssue({
						code: z.ZodIssueCode.custom,
						path: [index, 'changeValue'],
						message: 'is required when a price change is chosen',
					});
				}
			});
		}),
	operatorId: optional(uuid),
});

const priceJson = z.object({
	pricesInput: z.literal('json'),
	cartId: uuid,
	pricesJson: z
		.record(
			uuid,
			z.object({
				purchasePrice: num,
				salePrice: num,
				change: z.object({ field: z.enum(PRICE_CHANGE_FIELDS), value: num }).optional(),
			}),
			{
				required_error: 'is required',
				invalid_type_error: 'must be a JSON object keyed by line ID',
			},
		)
		.refine((prices) => Object.keys(prices).length > 0, 'must hold at least one line'),
	operatorId: optional(uuid),
});

const priceInput = z.discriminatedUnion('pricesInput', [priceFields, priceJson]);
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

export const cart: ResourceDef = {
	value: 'cart',
	name: 'Cart',
	description: 'Cart changes made on behalf of a back-office operator',
	operations: [
		defineOperation({
			value: 'addProduct',
			name: 'Add Product',
			action: 'Add a product to a cart',
			description: 'Add a product line to a cart',
			properties: [
				cartId,
				{
					displayName: 'Product ID',
					name: 'productId',
					type: 'string',
					default: '',
					required: true,
					description: 'SKU of the product to add',
				},
				{
					displayName: 'Quantity Type',
					name: 'quantityType',
					type: 'options',
					options: quantityTypeOptions,
					default: 'CONTENT_QUANTITY',
					required: true,
					description: 'Which unit the quantity counts',
				},
				{
					displayName: 'Quantity',
					name: 'quantity',
					type: 'number',
					typeOptions: { minValue: 0 },
					default: 1,
					required: true,
					description: 'How many to add',
				},
			],
			input: z.object({ cartId: uuid, productId: text, quantityType, quantity: positiveQuantity }),
			// Each call adds a line: never repeated automatically.
			endpoint: {
				key: 'cart.addProduct',
				method: 'PUT',
				paths: [`${PREFIX}/add-product`],
				idempotent: false,
			},
			request: ({ cartId, productId, quantityType, quantity }) => ({
				pathParams: { cartId },
				body: { productId, quantity: { type: quantityType, value: quantity } },
			}),
			output: (_response, { cartId, productId, quantityType, quantity }) => ({
				cartId,
				productId,
				quantity: { type: quantityType, value: quantity },
				added: true,
			}),
		}),
		defineOperation({
			value: 'addConfigurableProducts',
			name: 'Add Configurable Products',
			action: 'Add configurable products to a cart',
			description: 'Add a main product with its child products to a cart',
			properties: [
				cartId,
				inputModeProperty('productsInput', 'Products Input', 'configurable products'),
				{
					displayName: 'Main Product ID',
					name: 'mainProductId',
					type: 'string',
					default: '',
					required: true,
					description: 'SKU of the main product',
					displayOptions: { show: { productsInput: ['fields'] } },
				},
				{
					displayName: 'Main Quantity Type',
					name: 'mainQuantityType',
					type: 'options',
					options: quantityTypeOptions,
					default: 'CONTENT_QUANTITY',
					required: true,
					description: 'Which unit the main quantity counts',
					displayOptions: { show: { productsInput: ['fields'] } },
				},
				{
					displayName: 'Main Quantity',
					name: 'mainQuantity',
					type: 'number',
					typeOptions: { minValue: 0 },
					default: 1,
					required: true,
					description: 'How many of the main product to add',
					displayOptions: { show: { productsInput: ['fields'] } },
				},
				{
					displayName: 'Children',
					name: 'children',
					type: 'fixedCollection',
					typeOptions: { multipleValues: true },
					placeholder: 'Add Child Product',
					default: {},
					description: 'Products that belong to the main product (may be empty)',
					displayOptions: { show: { productsInput: ['fields'] } },
					options: [
						{
							displayName: 'Child',
							name: 'child',
							values: [
								...lineFlags.slice(0, 2),
								{
									displayName: 'Product ID',
									name: 'productId',
									type: 'string',
									default: '',
									description: 'SKU of the child product',
								},
								{
									displayName: 'Quantity',
									name: 'quantity',
									type: 'number',
									typeOptions: { minValue: 0 },
									default: 1,
									description: 'How many to add',
								},
								{
									displayName: 'Quantity Type',
									name: 'quantityType',
									type: 'options',
									options: quantityTypeOptions,
									default: 'CONTENT_QUANTITY',
									description: 'Which unit the quantity counts',
								},
								lineFlags[2],
							],
						},
					],
				},
				{
					displayName: 'Additional Fields',
					name: 'additionalFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					displayOptions: { show: { productsInput: ['fields'] } },
					options: [
						...lineFlags.slice(0, 2),
						{
							displayName: 'External ID',
							name: 'externalId',
							type: 'string',
							default: '',
							description:
								'Identifier of the configurable product in your own system (the platform ignores it today)',
						},
						operatorIdField,
						lineFlags[2],
					],
				},
				{
					displayName: 'Configurable Products (JSON)',
					name: 'configurableProducts',
					type: 'json',
					default: '[]',
					required: true,
					description:
						'Array of {"main": line, "children": [lines], "externalId": "..."}; a line is {"productId": "SKU-1", "quantity": {"type": "CONTENT_QUANTITY", "value": 1}}',
					displayOptions: { show: { productsInput: ['json'] } },
				},
				{
					displayName: 'Additional Fields',
					name: 'additionalFields',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					displayOptions: { show: { productsInput: ['json'] } },
					options: [operatorIdField],
				},
			],
			readInput: (_fn, _itemIndex, read) => {
				const raw = read();
				return raw.productsInput === 'json'
					? raw
					: { ...raw, children: fixedEntries(raw.children, 'child') };
			},
			input: configurableInput,
			// Each call adds lines: never repeated automatically.
			endpoint: {
				key: 'cart.addConfigurableProducts',
				method: 'PUT',
				paths: [`${PREFIX}/add-configurable-products`],
				idempotent: false,
			},
			request: (input: ConfigurableInput) => ({
				pathParams: { cartId: input.cartId },
				body: configurableBody(input),
			}),
			output: (_response, input: ConfigurableInput) => ({
				cartId: input.cartId,
				...configurableBody(input),
				added: true,
			}),
		}),
		batched<PriceInput>(
			{
				value: 'changePrices',
				name: 'Change Prices',
				action: 'Change prices in a cart',
				description: 'Set the purchase and sale price of cart lines',
				properties: [
					cartId,
					inputModeProperty('pricesInput', 'Prices Input', 'prices'),
					{
						displayName: 'Prices',
						name: 'prices',
						type: 'fixedCollection',
						typeOptions: { multipleValues: true },
						placeholder: 'Add Line',
						default: {},
						required: true,
						description: 'The cart lines to price',
						displayOptions: { show: { pricesInput: ['fields'] } },
						options: [
							{
								displayName: 'Line',
								name: 'line',
								values: [
									{
										displayName: 'Line ID',
										name: 'lineId',
										type: 'string',
										default: '',
										placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
										description: 'ID of the cart line',
									},
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
										description: 'Purchase price of the line',
									},
									{
										displayName: 'Sale Price',
										name: 'salePrice',
										type: 'number',
										typeOptions: { numberPrecision: 2 },
										default: 0,
										description: 'Sale price of the line',
									},
								],
							},
						],
					},
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
					{
						displayName: 'Additional Fields',
						name: 'additionalFields',
						type: 'collection',
						placeholder: 'Add Field',
						default: {},
						options: [operatorIdField],
					},
				],
				readInput: (_fn, _itemIndex, read) => {
					const raw = read();
					return raw.pricesInput === 'json'
						? raw
						: { ...raw, prices: fixedEntries(raw.prices, 'line') };
				},
				input: priceInput,
				// It sets prices: sending it twice gives the same result.
				endpoint: {
					key: 'cart.changePrice',
					method: 'POST',
					paths: [`${PREFIX}/products/change-price`],
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
			},
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
				merge: (inputs) => ({
					pricesInput: 'json',
					cartId: inputs[0].cartId,
					pricesJson: Object.assign({}, ...inputs.map(pricesBody)),
					operatorId: inputs[0].operatorId,
				}),
				output: 'request',
			},
		),
	],
};
