import type { IDataObject } from 'n8n-workflow';
import { choice, wrongType, z } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import type { JsonSchema } from '../../engine/outputSchema';
import * as out from '../../engine/outputSchema';
import { optional, text, uuid } from '../../engine/values';
import {
	additionalFields,
	compact,
	fieldsList,
	inputModeProperty,
	quantityType,
	readFieldsList,
	textField,
} from '../../engine/fields';
import {
	cartId,
	flagsSchema,
	lineFlags,
	operatorIdField,
	positiveQuantity,
	quantityField,
} from './fields';
import { CART } from './paths';
import { quantitySent } from './output';

/** A cart line as the platform takes it (JSON input). */
const apiLine = z.object({
	productId: text,
	quantity: z.object({ type: quantityType, value: positiveQuantity }),
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
	externalId: optional(text),
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
				externalId: optional(text),
			}),
			{ error: wrongType('must be an array of configurable products') },
		)
		.min(1, 'must hold at least one configurable product'),
	operatorId: optional(uuid),
});

const configurableInput = choice('productsInput', [configurableFields, configurableJson]);
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
/** A line as sent, in the output. */
const cartLine = (description: string): JsonSchema =>
	out.obj(
		{
			productId: out.req(out.str('Product ID (SKU)')),
			quantity: out.req(quantitySent),
			allowQuantityChange: out.bool('Whether the quantity may be changed'),
			allowQuantitySplitting: out.bool('Whether the line may be split across shipments'),
			removable: out.bool('Whether the line may be removed'),
		},
		description,
	);

export const addConfigurableProducts = defineOperation({
	resource: 'cart',
	value: 'addConfigurableProducts',
	name: 'Add Configurable Products',
	action: 'Add configurable products to a cart',
	description: 'Add a main product with its child products to a cart',
	properties: [
		cartId,
		{
			...inputModeProperty('productsInput', 'Products Input', 'configurable products'),
			description:
				'How the products come in: a main product and its children from the fields, or a JSON list of configurable products',
		},
		...[
			textField('mainProductId', 'Main Product ID', 'SKU of the main product'),
			quantityField(
				'unit',
				'mainQuantityType',
				'Main Quantity Type',
				'Which unit the main quantity counts',
			),
			quantityField(
				'value',
				'mainQuantity',
				'Main Quantity',
				'How many of the main product to add',
			),
		].map((field) => ({ ...field, displayOptions: { show: { productsInput: ['fields'] } } })),
		fieldsList({
			mode: 'productsInput',
			name: 'children',
			displayName: 'Children',
			placeholder: 'Add Child Product',
			description: 'Products that belong to the main product (may be empty)',
			required: false,
			entry: { displayName: 'Child', name: 'child' },
			values: [
				...lineFlags.slice(0, 2),
				textField('productId', 'Product ID', 'SKU of the child product', { required: false }),
				quantityField('value', 'quantity', 'Quantity', 'How many to add', false),
				quantityField(
					'unit',
					'quantityType',
					'Quantity Type',
					'Which unit the quantity counts',
					false,
				),
				lineFlags[2],
			],
		}),
		additionalFields(
			[
				...lineFlags.slice(0, 2),
				textField(
					'externalId',
					'External ID',
					'Identifier of the configurable product in your own system (the platform ignores it today)',
					{ required: false },
				),
				operatorIdField,
				lineFlags[2],
			],
			{ productsInput: ['fields'] },
		),
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
		additionalFields([operatorIdField], { productsInput: ['json'] }),
	],
	readInput: readFieldsList('productsInput', 'children', 'child'),
	input: configurableInput,
	// Each call adds lines: never repeated automatically.
	endpoint: {
		method: 'PUT',
		paths: [`${CART}/add-configurable-products`],
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
	outputSchema: out.obj({
		cartId: out.req(out.uuid('Cart ID')),
		configurableProducts: out.req(
			out.arr(
				out.obj(
					{
						main: out.req(cartLine('Main line')),
						children: out.req(out.arr(cartLine('Child line'), 'Child lines (may be empty)')),
						externalId: out.str('External ID (accepted and ignored by the platform)'),
					},
					'Configurable product',
				),
				'Configurable products, as sent',
			),
		),
		operatorId: out.uuid('Operator on whose behalf the products were added'),
		...out.marked('added', 'products'),
	}),
});
