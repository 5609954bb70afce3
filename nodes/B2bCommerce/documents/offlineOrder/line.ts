/**
 * An offline order shipment's line, described once (documents/table.ts; the shipment is in
 * ./table.ts), and the cost amounts the shipment and its lines share.
 */
import type { Part } from '../table';
import { costType, lineNumberRow, manufacturerIndexRow } from '../common';
import { kinds } from '../kinds';
import { O, R } from '../table';

const { number, text, timestamp } = kinds;

const MEMBERS = ['Net', 'Tax', 'Gross'] as const;

/**
 * The net, tax and gross amounts of a cost entry, in the spec's order (its type is costType):
 * `costAmounts('Total', 'lineCost', 'cost of the whole line', true)`: Total Net (`totalNet`,
 * "Net cost of the whole line"), Total Tax ("Tax of the cost of the whole line"), Total Gross.
 * On a line they are shown "Cost Total Net" (the order has a "Total Net" of its own).
 */
export const costAmounts = (label: string, name: string, cost: string, line = false) =>
	MEMBERS.map((member) => {
		const shown = label ? `${label} ${member}` : member;
		const path = shown.replace(/ /g, '');
		return R(path.charAt(0).toLowerCase() + path.slice(1), number, [
			`${name}${label.replace(/ /g, '')}${member}`,
			`${line ? 'Cost ' : ''}${shown}`,
			member === 'Tax' ? `Tax of the ${cost}` : `${member} ${cost}`,
			undefined,
			line ? { column: shown } : {},
		]);
	});

/** The shipment's lines, at least one. */
export const productLines: Part = {
	path: 'productLines',
	about: 'Product lines',
	list: 'Product line',
	required: true,
	members: [
		lineNumberRow(text, '"1", "2", "3"', 'Line number'),
		R('name', text, ['lineProductName', 'Product Name', 'Name of the product']),
		R('sku', text, ['lineSku', 'SKU', 'SKU of the product']),
		R('quantityOrdered', number, [
			'lineQuantityOrdered',
			'Quantity Ordered',
			'Quantity of the product ordered',
			'e.g. 2',
		]),
		O('quantityOrderedInContentUnit', number, [
			'lineQuantityOrderedInContentUnit',
			'Quantity Ordered in Content Unit',
			'Quantity ordered, counted in content units',
			'e.g. 2',
		]),
		O('quantityShipped', number, [
			'lineQuantityShipped',
			'Quantity Shipped',
			'Quantity of the product shipped',
			'e.g. 2',
		]),
		O('contentUnitCode', text, [
			'lineContentUnitCode',
			'Content Unit Code',
			'Code of the content unit',
			'e.g. PCE',
		]),
		O('contentUnitName', text, [
			'lineContentUnitName',
			'Content Unit Name',
			'Name of the content unit',
			'e.g. piece',
		]),
		manufacturerIndexRow,
		O('manufacturerName', text, [
			'lineManufacturerName',
			'Manufacturer Name',
			'Name of the manufacturer',
		]),
		O('notes', text, ['lineNotes', 'Line Notes', 'Notes of the line']),
		O('lastChange', timestamp, [
			'lineLastChange',
			'Line Last Change',
			'When the line last changed, as a UTC timestamp',
			undefined,
			{ example: '2024-03-01T12:00:00Z' },
		]),
		{
			path: 'price',
			about: 'Prices of the line',
			required: true,
			members: [
				R('netUnitPrice', number, ['lineNetUnitPrice', 'Net Unit Price', 'Net price of one unit']),
				R('netValue', number, ['lineNetValue', 'Net Value', 'Net value of the line']),
				R('taxValue', number, ['lineTaxValue', 'Tax Value', 'Tax of the line']),
				R('grossValue', number, ['lineGrossValue', 'Gross Value', 'Gross value of the line']),
				O('catalogPriceDiscount', number, [
					'lineCatalogPriceDiscount',
					'Catalog Price Discount',
					'Discount from the catalog price',
					'e.g. 0',
				]),
				O('netCatalogPrice', number, [
					'lineNetCatalogPrice',
					'Net Catalog Price',
					'Net catalog price of the line',
				]),
				O('netCatalogUnitPrice', number, [
					'lineNetCatalogUnitPrice',
					'Net Catalog Unit Price',
					'Net catalog price of one unit',
				]),
				{
					path: 'additionalCosts',
					about: 'Additional costs of the line',
					list: 'Additional cost',
					group: {
						name: 'lineAdditionalCosts',
						label: 'Line Additional Costs',
						description: 'Additional costs of the line',
					},
					members: [
						costType('lineCostType', 'Line Cost Type'),
						...costAmounts('Content Unit', 'lineCost', 'cost per content unit', true),
						...costAmounts('Total', 'lineCost', 'cost of the whole line', true),
					],
				},
			],
		},
	],
};
