/**
 * What a value of a document is (a row's kind in documents/table.ts): how it is checked
 * (engine/values.ts), how the output schema shows it, and how the form takes it.
 */
import * as out from '../engine/outputSchema';
import * as check from '../engine/values';
import type { ZodTypeAny } from '../engine/zod';
import { z } from '../engine/zod';

export interface Kind {
	check: ZodTypeAny;
	schema: (about: string) => out.JsonSchema;
	/** A text box, a text box for a number ("12.50" from a sheet fits), a date picker or a switch. */
	input: 'text' | 'amount' | 'date' | 'boolean';
}

/** One of `values` (its check forgives case and spaces); the form shows a dropdown. */
const oneOf = (values: string[], checked: ZodTypeAny): Kind => ({
	check: checked,
	schema: (about: string) => out.oneOf(values, about),
	input: 'text',
});

export const kinds = {
	text: { check: check.text, schema: out.str, input: 'text' },
	number: { check: check.num, schema: out.num, input: 'amount' },
	nonNegative: { check: check.nonNegative, schema: out.num, input: 'amount' },
	int32: { check: check.int32, schema: out.int, input: 'amount' },
	bool: { check: check.bool, schema: out.bool, input: 'boolean' },
	date: { check: check.date, schema: out.date, input: 'date' },
	clientId: { check: check.clientIdentifier, schema: out.str, input: 'text' },
	uuid: { check: check.uuid, schema: out.uuid, input: 'text' },
	/** ISO 8601 UTC, typed as text. */
	timestamp: { check: check.utcTimestamp, schema: out.timestamp, input: 'text' },
	currency: oneOf([...check.CURRENCY_CODES], check.currencyCode),
	clientType: oneOf(['INDIVIDUAL', 'ORGANIZATION'], check.clientType),
	itemType: oneOf(['PRODUCT', 'SERVICE'], check.itemType),
	correctionType: oneOf(['VALUABLE', 'QUANTITATIVE'], check.correctionType),
	textList: {
		check: check.textList,
		schema: (about: string) => out.arr(out.str(), about),
		input: 'text',
	},
	textOrList: {
		check: z.union([check.text, check.textList], { error: 'must be text or a list of texts' }),
		schema: (about: string) => ({
			type: ['string', 'array'],
			items: out.str(),
			description: about,
		}),
		input: 'text',
	},
	/** A list the spec gives no shape for. */
	anyList: {
		check: z.array(z.unknown(), {
			error: (issue) => (issue.input === undefined ? undefined : 'must be a list'),
		}),
		schema: (about: string) => out.arr(out.anyValue(), about),
		input: 'text',
	},
} satisfies Record<string, Kind>;
