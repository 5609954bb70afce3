/**
 * Output of the Product Tax, Client Pricing, Minimal Price, External Reservation
 * and Cart operations, from the spec's sections of the same names. Writes the spec describes no
 * answer of return what was sent, marked with what happened (`updated`, `assigned`, `added`).
 */
import type { JsonSchema, OperationSchemas } from '../../engine/outputSchema';
import {
	arr,
	bool,
	marked,
	num,
	obj,
	oneOf,
	readShape,
	req,
	str,
	uuid,
} from '../../engine/outputSchema';

// ---- Product tax

export const productTaxOutput: OperationSchemas = {
	set: obj({
		productId: req(str('Product ID')),
		tax: req(num('Tax rate in percent')),
		...marked('updated', 'tax rate'),
	}),
};

// ---- Client pricing

export const clientPricingOutput: OperationSchemas = {
	/** One item per link: `clientId` or `clientGroupId`, exactly one of them. */
	assign: obj({
		clientId: str('Client the pricing is assigned to'),
		clientGroupId: str('Client group the pricing is assigned to'),
		pricingId: req(str('Pricing ID')),
		...marked('assigned', 'assignment'),
	}),
};

// ---- Minimal price

/** Level name (any name) to price; the spec's sample gives the values as numeric strings. */
const levels = (description: string, values: JsonSchema): JsonSchema => ({
	type: 'object',
	description,
	additionalProperties: values,
});

const minimalPriceRecord = readShape(
	obj({
		skuId: str('SKU'),
		levels: levels('Price levels: level name to price (at most 10)', {
			type: ['number', 'string'],
			description: 'Price of the level (a number, or a numeric text as in the spec sample)',
		}),
		default: num('Default purchase price'),
		perWarehouse: { type: 'object', description: 'Purchase price per warehouse' },
	}),
);

export const minimalPriceOutput: OperationSchemas = {
	getAll: minimalPriceRecord,
	get: minimalPriceRecord,
	set: obj({
		skuId: req(str('SKU')),
		levels: req(levels('Price levels as sent: level name to price', num('Price of the level'))),
		...marked('updated', 'minimal prices'),
	}),
};

// ---- External reservation

const reservedLine = (required: boolean) => {
	const member = required ? req : (schema: JsonSchema) => schema;
	return obj(
		{
			productId: member(str('Product ID (SKU)')),
			lineNumber: member(str('Line in the sales order')),
			reservedQuantity: member(num('Reserved quantity')),
		},
		'Reserved product line',
	);
};

export const externalReservationOutput: OperationSchemas = {
	get: readShape(
		obj({
			salesOrderNumber: str('Number of the sales order'),
			products: arr(reservedLine(false), 'Reserved product lines'),
		}),
	),
	update: obj({
		salesOrderNumber: req(str('Number of the sales order')),
		products: req(arr(reservedLine(true), 'Product lines as sent')),
		...marked('updated', 'reservations'),
	}),
};

// ---- Cart

const quantity = obj(
	{
		type: req(oneOf(['CONTENT_QUANTITY', 'ORDER_QUANTITY'], 'Unit of the quantity')),
		value: req(num('Quantity')),
	},
	'Quantity',
);

const cartLine = (description: string) =>
	obj(
		{
			productId: req(str('Product ID (SKU)')),
			quantity: req(quantity),
			allowQuantityChange: bool('Whether the quantity may be changed'),
			allowQuantitySplitting: bool('Whether the line may be split across shipments'),
			removable: bool('Whether the line may be removed'),
		},
		description,
	);

const PRICE_CHANGES = [
	'FIXED_DISCOUNT',
	'PERCENT_DISCOUNT',
	'FIXED_MARGIN',
	'PERCENT_MARGIN',
	'FIXED_PRICE',
	'PURCHASE_PRICE',
];

export const cartOutput: OperationSchemas = {
	addProduct: obj({
		cartId: req(uuid('Cart ID')),
		productId: req(str('Product ID (SKU)')),
		quantity: req(quantity),
		...marked('added', 'product'),
	}),
	addConfigurableProducts: obj({
		cartId: req(uuid('Cart ID')),
		configurableProducts: req(
			arr(
				obj(
					{
						main: req(cartLine('Main line')),
						children: req(arr(cartLine('Child line'), 'Child lines (may be empty)')),
						externalId: str('External ID (accepted and ignored by the platform)'),
					},
					'Configurable product',
				),
				'Configurable products, as sent',
			),
		),
		operatorId: uuid('Operator on whose behalf the products were added'),
		...marked('added', 'products'),
	}),
	changePrices: obj({
		cartId: req(uuid('Cart ID')),
		prices: req({
			type: 'object',
			description: 'New prices, keyed by cart line ID, as sent',
			additionalProperties: obj(
				{
					purchasePrice: req(num('Purchase price')),
					salePrice: req(num('Sale price')),
					change: obj(
						{
							field: req(oneOf(PRICE_CHANGES, 'What the change sets')),
							value: req(num('Value of the change')),
						},
						'Price change',
					),
				},
				'Prices of one line',
			),
		}),
		operatorId: uuid('Operator on whose behalf the prices were changed'),
		...marked('updated', 'prices'),
	}),
};
