/** The output shapes the minimal price operations share, from the spec's "Minimal price" section. */
import type { JsonSchema } from '../../engine/outputSchema';
import * as out from '../../engine/outputSchema';

/** Level name (any name) to price; the spec's sample gives the values as numeric strings. */
export const priceLevels = (description: string, values: JsonSchema): JsonSchema => ({
	type: 'object',
	description,
	additionalProperties: values,
});

/** The minimal prices of a SKU as the platform answers them (Get, Get Many). */
export const minimalPriceRecord = out.readShape(
	out.obj({
		skuId: out.str('SKU'),
		levels: priceLevels('Price levels: level name to price (at most 10)', {
			type: ['number', 'string'],
			description: 'Price of the level (a number, or a numeric text as in the spec sample)',
		}),
		default: out.num('Default purchase price'),
		perWarehouse: { type: 'object', description: 'Purchase price per warehouse' },
	}),
);
