import type { IDataObject } from 'n8n-workflow';
import { strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { nodeParameter } from '../../engine/parameters';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { nonNegative, text } from '../../engine/values';
import { fieldsList, fixedEntries, inputModeProperty, textField } from '../../engine/fields';
import { salesOrderNumber } from './fields';
import { reservedLine } from './output';
import { EXTERNAL_RESERVATIONS } from './paths';

/** The spec types the line number as a string; a number from a sheet is taken as its text. */
const lineNumber = text;

const productLine = strippingObject({
	productId: text,
	lineNumber,
	reservedQuantity: nonNegative,
});

export const update = batched(
	defineOperation({
		resource: 'externalReservation',
		value: 'update',
		name: 'Update',
		action: 'Update an external reservation',
		description:
			'Set the reserved quantity of product lines of a sales order; lines not sent are kept (partial update)',
		properties: [
			salesOrderNumber,
			{
				...inputModeProperty('productsInput', 'Products Input', 'product lines'),
				description: 'How the product lines come in: from the fields, or a JSON list',
			},
			fieldsList({
				mode: 'productsInput',
				name: 'products',
				displayName: 'Products',
				placeholder: 'Add Product Line',
				description:
					'Product lines to reserve. One line per item works too: lines not sent are kept.',
				entry: { displayName: 'Line', name: 'line' },
				values: [
					textField('lineNumber', 'Line Number', 'Line of the sales order', { required: false }),
					textField('productId', 'Product ID', 'SKU of the product', { required: false }),
					{
						displayName: 'Reserved Quantity',
						name: 'reservedQuantity',
						type: 'number',
						typeOptions: { minValue: 0 },
						default: 0,
						description: 'Quantity reserved for this line',
					},
				],
			}),
			{
				displayName: 'Products (JSON)',
				name: 'productsJson',
				type: 'json',
				default: '[]',
				required: true,
				description:
					'Array of product lines: [{"productId": "SKU-1", "lineNumber": "1", "reservedQuantity": 5}]',
				displayOptions: { show: { productsInput: ['json'] } },
			},
		],
		readInput: (_fn, _itemIndex, read) => {
			const { productsInput, productsJson, products, ...rest } = read();
			return {
				...rest,
				// Kept so that a problem names the field it came from (locate, engine/input.ts).
				productsInput,
				products: productsInput === 'json' ? productsJson : fixedEntries(products, 'line'),
			} as IDataObject;
		},
		// In JSON mode the lines were read from Products (JSON): its problems name that field.
		locate: (path, raw) =>
			raw.productsInput === 'json' && path[0] === 'products'
				? { label: 'Products (JSON)', path: ['productsJson', ...path.slice(1)] }
				: undefined,
		input: strippingObject({
			salesOrderNumber: text,
			products: z
				.array(productLine, { error: wrongType('must be an array of product lines') })
				.min(1, 'must hold at least one product line'),
		}),
		endpoint: { method: 'PUT', paths: EXTERNAL_RESERVATIONS },
		request: (input) => ({ body: input }),
		output: (_response, input) => ({ ...input, updated: true }),
		outputSchema: out.obj({
			salesOrderNumber: out.req(out.str('Number of the sales order')),
			products: out.req(out.arr(reservedLine(true), 'Product lines as sent')),
			...out.marked('updated', 'reservations'),
		}),
	}),
	{
		entry: 'product line',
		entries: 'product lines',
		size: 500,
		key: {
			label: 'Sales Order Number',
			noun: 'sales order',
			read: (fn, itemIndex) => nodeParameter(fn, 'salesOrderNumber', itemIndex, ''),
		},
		count: (input) => input.products.length,
		ids: { label: 'Line Number', of: (input) => input.products.map((line) => line.lineNumber) },
		merge: (inputs) => ({
			salesOrderNumber: inputs[0].salesOrderNumber,
			products: inputs.flatMap((input) => input.products),
		}),
		output: 'request',
	},
);
