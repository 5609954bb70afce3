/**
 * zod building blocks of the document schemas, written from the spec
 * (the platform's integration API description, "Conventions used by all resources" and the R
 * markers of each document). Never from the fake platform's code. The zod types they are made
 * of (scalars, strict objects) are in ./zod.ts.
 *
 * Leniency, the same for every document (documented in the README):
 * - Numbers may come as numeric strings in decimal notation ("12.50", what a sheet or CSV
 *   gives; not "0x10" or "12,50") and are sent as numbers; booleans may come as "true"/"false".
 * - Strings may come as numbers (a SKU or a number column of a sheet) and are sent as strings.
 * - Optional members may be null or "" (the read shape carries null): they are left out.
 * - Objects are strict: a member the spec does not list is rejected, so a misspelt optional
 *   field (`lineNumer`) fails before anything is sent instead of being dropped.
 */
import type { ZodTypeAny } from './zod';
import { blankable, Problem, scalar, strictObject, wrongType, z } from './zod';

// ---------------------------------------------------------------------------------------------
// Scalars: each is one check function (`scalar`, ./zod.ts says why).

const IS_REQUIRED = new Problem('is required');

function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/** Required non-empty string; numbers become strings; trimmed. */
function checkText(value: unknown): string | Problem {
	if (typeof value === 'string') {
		const trimmed = value.trim();
		return trimmed === '' ? IS_REQUIRED : trimmed;
	}
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return isBlank(value) ? IS_REQUIRED : new Problem('must be text');
}

/**
 * Decimal notation, the only one read from text: digits with an optional dot for decimals and an
 * optional exponent ("12", "-0.5", ".5", "1.5E+3"). Not what JavaScript's Number() also reads
 * ("0x190", "0o17", "0b11", "Infinity"), nor a decimal comma ("12,50": a thousands separator in
 * other locales, so ambiguous).
 */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number written in decimal notation (surrounding blanks ignored), else undefined. */
function parseDecimal(text: string): number | undefined {
	const trimmed = text.trim();
	if (!DECIMAL.test(trimmed)) return undefined;
	const parsed = Number(trimmed);
	return Number.isFinite(parsed) ? parsed : undefined;
}

/** A finite number, or a text in decimal notation, as a number; anything else undefined. */
export function numberFrom(value: unknown): number | undefined {
	if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
	return typeof value === 'string' ? parseDecimal(value) : undefined;
}

const NOT_A_NUMBER = new Problem('must be a number');
/** "12,5": a decimal comma, as some locales and sheets write numbers. */
const DECIMAL_COMMA = /^\s*[+-]?\d+,\d+\s*$/;
const HAS_DECIMAL_COMMA = new Problem(
	'has a decimal comma: expected a number with a decimal point, like 12.5',
);

/** Required number; numeric strings in decimal notation ("12.5") become numbers. */
function checkNumber(value: unknown): number | Problem {
	if (typeof value === 'number')
		return Number.isFinite(value) ? value : new Problem('must be a finite number');
	if (isBlank(value)) return IS_REQUIRED;
	const parsed = typeof value === 'string' ? parseDecimal(value) : undefined;
	if (parsed !== undefined) return parsed;
	return typeof value === 'string' && DECIMAL_COMMA.test(value) ? HAS_DECIMAL_COMMA : NOT_A_NUMBER;
}

function matching(pattern: RegExp, message: string) {
	const problem = new Problem(message);
	return (value: unknown): string | Problem => {
		const checked = checkText(value);
		return checked instanceof Problem || pattern.test(checked) ? checked : problem;
	};
}

export const text = scalar(checkText);

export const num = scalar(checkNumber);

/** Required number >= 0. */
export const nonNegative = scalar((value) => {
	const checked = checkNumber(value);
	return typeof checked === 'number' && checked < 0 ? new Problem('must not be negative') : checked;
});

/** Required int32. */
export const int32 = scalar((value) => {
	const checked = checkNumber(value);
	if (checked instanceof Problem) return checked;
	if (!Number.isInteger(checked)) return new Problem('must be a whole number');
	return checked < -2147483648 || checked > 2147483647
		? new Problem('must be a whole number from -2147483648 to 2147483647')
		: checked;
});

/** Required whole number of 1 or more (a Limit); "10" from an expression too. */
export const positiveWhole = scalar((value) => {
	const checked = checkNumber(value);
	if (checked instanceof Problem) return checked;
	return Number.isInteger(checked) && checked >= 1
		? checked
		: new Problem('must be a whole number of 1 or more');
});

/** Required boolean; "true" / "false" (any case) become booleans. */
function checkBool(value: unknown): boolean | Problem {
	if (typeof value === 'boolean') return value;
	if (isBlank(value)) return IS_REQUIRED;
	if (typeof value === 'string') {
		const lower = value.trim().toLowerCase();
		if (lower === 'true') return true;
		if (lower === 'false') return false;
	}
	return new Problem('must be true or false');
}

export const bool = scalar(checkBool);

/** Whether a switch read as `bool` reads it is on (true, or "true" from an expression). */
export const isOn = (value: unknown): boolean => checkBool(value) === true;

/** A switch of the node (Return All, Simplify...): as `bool`, and `byDefault` when not given. */
export function flag(byDefault: boolean) {
	return scalar((value) => (isBlank(value) ? byDefault : checkBool(value)));
}

function isRealDate(year: number, month: number, day: number): boolean {
	const date = new Date(Date.UTC(year, month - 1, day));
	return (
		date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
	);
}

/** A trimmed string matching `pattern` (year, month, day in groups 1-3) that names a real day. */
function calendarText(pattern: RegExp, wrongType: string, wrongText: string) {
	return scalar((value) => {
		if (isBlank(value)) return IS_REQUIRED;
		if (typeof value !== 'string') return new Problem(wrongType);
		const trimmed = value.trim();
		const match = pattern.exec(trimmed);
		return match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))
			? trimmed
			: new Problem(wrongText);
	});
}

/** `YYYY-MM-DD`, a real calendar date. */
export const date = calendarText(
	/^(\d{4})-(\d{2})-(\d{2})$/,
	'must be a date like 2026-01-31',
	'must be a real date like 2026-01-31 (YYYY-MM-DD)',
);

/** What a Luxon DateTime offers here (n8n's expressions return them; Luxon is not imported). */
interface LuxonLike {
	isLuxonDateTime: true;
	isValid: boolean;
	toISODate: () => string | null;
	toMillis: () => number;
}

export function isLuxon(value: object): value is LuxonLike {
	return (
		(value as Partial<LuxonLike>).isLuxonDateTime === true &&
		typeof (value as Partial<LuxonLike>).toISODate === 'function'
	);
}

export function isDate(value: object): value is Date {
	return Object.prototype.toString.call(value) === '[object Date]';
}

/** Date, hours, minutes, optional seconds (with a fraction), and Z or an offset. */
const ISO_INSTANT =
	/^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d(?:\.\d{1,9})?))?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;
const NOT_A_TIMESTAMP = new Problem('must be a timestamp like 2026-01-31T12:00:00Z');
const BAD_TIMESTAMP = new Problem(
	'must be a timestamp like 2026-01-31T12:00:00Z (ISO 8601, with Z or an offset such as +01:00)',
);

/** An instant as UTC text with seconds, milliseconds only when there are some. */
const utcText = (millis: number) => new Date(millis).toISOString().replace('.000Z', 'Z');

/**
 * The spec's ISO 8601 UTC timestamp, sent with its seconds (2026-01-31T12:00:00Z): text ending in
 * Z as written (":00" added when the seconds are left out); text with an offset, a Luxon DateTime
 * or a JavaScript Date (from an expression) as the same instant in UTC. A time without a zone is
 * refused: it names no instant.
 */
export const utcTimestamp = scalar((value) => {
	if (isBlank(value)) return IS_REQUIRED;
	if (typeof value === 'object' && value !== null) {
		const millis =
			isLuxon(value) && value.isValid ? value.toMillis() : isDate(value) ? value.getTime() : NaN;
		return Number.isNaN(millis) ? NOT_A_TIMESTAMP : utcText(millis);
	}
	if (typeof value !== 'string') return NOT_A_TIMESTAMP;
	const match = ISO_INSTANT.exec(value.trim());
	if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3])))
		return BAD_TIMESTAMP;
	const [, year, month, day, hours, minutes, seconds = '00', zone] = match;
	const written = `${year}-${month}-${day}T${hours}:${minutes}:${seconds}`;
	if (zone.toUpperCase() === 'Z') return `${written}Z`;
	const offset = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
	return utcText(Date.parse(`${written}${offset}`));
});

export const uuid = scalar(
	matching(
		/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
		'must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
	),
);

/** A client identifier `org:<uuid>` (spec conventions). */
export const clientIdentifier = scalar(
	matching(
		/^org:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
		'must be a client ID like org:123e4567-e89b-12d3-a456-426614174000',
	),
);

/** An array of strings (customer purchase numbers, notes). */
export const textList = z.array(text, { error: wrongType('must be a list of texts') });

/** A JSON object with any members (a key like "constructor" is data too). */
export const jsonObject = scalar((value): Record<string, unknown> | Problem => {
	if (value === undefined) return IS_REQUIRED;
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: new Problem('must be a JSON object');
});

/** Makes any member optional: absent, null and "" all mean "not given" and are left out. */
export function optional<T extends ZodTypeAny>(schema: T) {
	return blankable(schema, isBlank);
}

export function obj<T extends z.ZodRawShape>(shape: T) {
	return strictObject(shape);
}

/** A required array of `item`. */
export function list<T extends ZodTypeAny>(item: T) {
	return z.array(item, { error: wrongType('must be a list') });
}

/** Members of the read shape only: accepted on write and not sent. */
export const readOnly = z.transform(() => undefined).optional();

/**
 * A document's lines where the spec marks them R: a list with at least one line. R on a list is
 * read as "at least one entry" (docs/decisions.md): a document without lines would replace a
 * stored one with an empty document.
 */
export function lines<T extends ZodTypeAny>(item: T) {
	return list(item).min(1, 'must have at least one line');
}

// ---------------------------------------------------------------------------------------------
// Enumerations

/** The spec's currency list (`currencyCode`), in its order. */
export const CURRENCY_CODES = (
	'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYR ' +
	'BZD CAD CDF CHF CLF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
	'GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW ' +
	'KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MXV MYR MZN ' +
	'NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
	'SHP SLL SOS SRD SSP STD SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN USS UYU UZS VEF ' +
	'VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XFU XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW'
).split(' ') as [string, ...string[]];

/** A value of `values`; case and surrounding spaces are forgiven ("pln " is PLN). */
function oneOf(values: readonly string[], expected: string) {
	const known = new Set(values);
	return scalar((value) => {
		if (isBlank(value)) return IS_REQUIRED;
		const given = typeof value === 'string' ? value.trim().toUpperCase() : value;
		return typeof given === 'string' && known.has(given)
			? given
			: new Problem(`${expected} (got ${JSON.stringify(given)})`);
	});
}

export const currencyCode = oneOf(
	CURRENCY_CODES,
	"must be a currency code from the platform's list, such as PLN, EUR or USD",
);

const CLIENT_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
const ITEM_TYPES = ['PRODUCT', 'SERVICE'] as const;
const CORRECTION_TYPES = ['VALUABLE', 'QUANTITATIVE'] as const;

/** An enum value; case and surrounding spaces are forgiven ("product" is PRODUCT). */
export function enumOf(values: readonly string[]) {
	return oneOf(values, `must be one of ${values.join(', ')}`);
}

export const clientType = enumOf(CLIENT_TYPES);
export const itemType = enumOf(ITEM_TYPES);
export const correctionType = enumOf(CORRECTION_TYPES);
