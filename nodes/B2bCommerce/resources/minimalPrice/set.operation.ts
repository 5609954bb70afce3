import type { IDataObject } from 'n8n-workflow';
import { acrossFields, choice, strippingObject, wrongType, z } from '../../engine/zod';

import { batched } from '../../engine/batch';
import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { nonNegative, text } from '../../engine/values';
import {
	fieldsList,
	inputModeProperty,
	readFieldsList,
	refuseRepeats,
	textField,
} from '../../engine/fields';
import { priceLevels } from './output';
import { MINIMAL_PRICES } from './paths';

/** The spec's limit of price levels per product. */
const MAX_PRICE_LEVELS = 10;

const levelValue = nonNegative;

/** What is wrong with a number of levels, if anything. */
function levelCountProblem(count: number): string | undefined {
	if (count > MAX_PRICE_LEVELS)
		return `has ${count} levels; the platform takes at most ${MAX_PRICE_LEVELS} per SKU`;
	if (count === 0) return 'must hold at least one level';
	return undefined;
}

const levelsFields = acrossFields(
	z.array(strippingObject({ name: text, value: levelValue })),
	(levels, ctx) => {
		const problem = levelCountProblem(levels.length);
		if (problem) ctx.problem(problem);
		refuseRepeats(levels, 'name', ctx);
	},
);

/** Level name to price, read as a map: a level may have any name (z.record refuses "constructor"). */
const levelsJson = z
	.preprocess(
		(value) =>
			typeof value === 'object' && value !== null && !Array.isArray(value)
				? new Map(Object.entries(value))
				: value,
		z.map(z.string(), levelValue, {
			error: wrongType('must be a JSON object of level name to price'),
		}),
	)
	.transform((levels): Record<string, number> => Object.fromEntries(levels))
	.superRefine((levels, ctx) => {
		const problem = levelCountProblem(Object.keys(levels).length);
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	});

const setInput = choice('levelsInput', [
	strippingObject({
		levelsInput: z.literal('fields'),
		skuId: text,
		levels: levelsFields,
	}),
	strippingObject({ levelsInput: z.literal('json'), skuId: text, levelsJson }),
]);
type SetInput = z.infer<typeof setInput>;
/** One SKU per item, or (Send Items Together) the SKUs of many items. */
type SetOrBatch = SetInput | { batch: MinimalPriceEntry[] };
type MinimalPriceEntry = { skuId: string; levels: Record<string, number> };

/** Level values are sent as JSON numbers (the spec's sample uses numeric strings). */
function entryOf(input: SetInput): MinimalPriceEntry {
	const levels =
		input.levelsInput === 'json'
			? input.levelsJson
			: Object.fromEntries(input.levels.map((level) => [level.name, level.value]));
	return { skuId: input.skuId, levels };
}

function entriesOf(input: SetOrBatch): MinimalPriceEntry[] {
	return 'batch' in input ? input.batch : [entryOf(input)];
}

/** What the output says of an entry the platform took. */
function updated(entry: MinimalPriceEntry): IDataObject {
	return { skuId: entry.skuId, levels: entry.levels, updated: true };
}

const skuField = textField('skuId', 'SKU', 'SKU of the product whose minimal prices to set', {
	placeholder: 'e.g. SKU-1001',
});

export const set = batched(
	defineOperation({
		resource: 'minimalPrice',
		value: 'set',
		name: 'Set',
		action: 'Set minimal prices of a SKU',
		description: `Create or replace the minimal price levels of a SKU (at most ${MAX_PRICE_LEVELS})`,
		properties: [
			skuField,
			{
				...inputModeProperty('levelsInput', 'Levels Input', 'price levels'),
				description:
					'How the price levels come in: from the fields, or a JSON object of level name to price',
			},
			fieldsList({
				mode: 'levelsInput',
				name: 'levels',
				displayName: 'Levels',
				placeholder: 'Add Level',
				description: `Named minimal prices, at most ${MAX_PRICE_LEVELS}`,
				entry: { displayName: 'Level', name: 'level' },
				values: [
					textField('name', 'Name', 'Name of the price level (any name)', { required: false }),
					{
						displayName: 'Value',
						name: 'value',
						type: 'number',
						typeOptions: { minValue: 0, numberPrecision: 2 },
						default: 0,
						description: 'Minimal price of this level',
					},
				],
			}),
			{
				displayName: 'Levels (JSON)',
				name: 'levelsJson',
				type: 'json',
				default: '{}',
				required: true,
				description: `Object of level name to price, for example {"retail": 10.5, "wholesale": 9}; at most ${MAX_PRICE_LEVELS} levels`,
				displayOptions: { show: { levelsInput: ['json'] } },
			},
		],
		readInput: readFieldsList('levelsInput', 'levels', 'level'),
		input: setInput,
		endpoint: { method: 'PUT', paths: [MINIMAL_PRICES] },
		request: (input: SetOrBatch) => ({ body: { minimalPrices: entriesOf(input) } }),
		output: (_response, input: SetOrBatch) =>
			'batch' in input ? input.batch.map(updated) : updated(entryOf(input)),
		outputSchema: out.obj({
			skuId: out.req(out.str('SKU')),
			levels: out.req(
				priceLevels('Price levels as sent: level name to price', out.num('Price of the level')),
			),
			...out.marked('updated', 'minimal prices'),
		}),
	}),
	{
		entry: 'SKU',
		entries: 'SKUs',
		size: 500,
		count: () => 1,
		ids: {
			label: 'SKU',
			of: (input) => ('batch' in input ? input.batch.map((entry) => entry.skuId) : [input.skuId]),
		},
		merge: (inputs) => ({ batch: inputs.flatMap(entriesOf) }),
		output: 'entry',
	},
);
