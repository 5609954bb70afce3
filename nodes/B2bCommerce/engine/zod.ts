/**
 * The zod boundary: the only module of the node code that imports zod. It uses zod 4's public
 * API (`zod/v4`, shipped inside the pinned zod 3.25) and adds what the schemas need:
 *
 * - a scalar is one `z.transform` around a check function (the value to send, or the problem in
 *   our words): one step per value instead of a preprocess + string/number + checks chain, the
 *   same messages at a quarter of the cost, which counts when a run validates thousands of
 *   documents before its first request (benchmark case 1);
 * - a strict object is `z.object` whose unknown members each raise an issue that does not stop
 *   the checks of the enclosing objects (zod's own strict object stops them): the tax rate check
 *   still runs on a document whose only problems are misspelt members;
 * - a rule across fields (`acrossFields`) runs even when a member failed, on the members that
 *   passed, so one refusal names every problem of an item;
 * - `revisingIssues` lets a schema's refusals leave out or rename issues (the amounts Calculate
 *   Amounts could not fill), never turning a refusal into a pass, at no cost to a valid input;
 * - `validate` refuses without a stack trace (see Refusal), joins each object's unknown members
 *   into one issue, and leaves out the members whose value came out undefined (zod keeps them
 *   when the input had the key): the one place the schemas' output is made to match what is sent.
 *
 * Upgrading zod: change the version in package.json and ZOD_VERSION below (one line each);
 * test/package/zodBoundary.test.ts fails while they differ from the installed zod and pins what
 * the schemas rely on, and the build (gulpfile.js) refuses a dist where anything but this module
 * requires zod or where the vendored copy is another version.
 */
import { z } from 'zod/v4';

export { z };

export type ZodTypeAny = z.ZodType;
export type ZodType<O = unknown> = z.ZodType<O, unknown>;

/** The zod version the boundary is written for: the same as package.json's pin. */
export const ZOD_VERSION = '3.25.67';

/** A check's verdict on a value it cannot accept: what was expected, as the user reads it. */
export class Problem {
	constructor(readonly message: string) {}
}

type Check<T> = (value: unknown) => T | Problem;

export type ZodScalar<T> = z.ZodType<T, unknown>;

const checkOfScalar = new WeakMap<ZodTypeAny, Check<unknown>>();

/** A schema whose whole work is `check`. */
export function scalar<T>(check: Check<T>): ZodScalar<T> {
	const schema = z.transform((value: unknown, ctx): T => {
		const result = check(value);
		if (result instanceof Problem) {
			ctx.issues.push({ code: 'custom', message: result.message, input: value });
			return z.NEVER;
		}
		return result;
	});
	checkOfScalar.set(schema, check);
	return schema;
}

/**
 * `schema`, where a value `isBlank` calls "not given" parses to undefined (and an absent member
 * stays absent). A scalar stays one step.
 */
export function blankable<T extends ZodTypeAny>(
	schema: T,
	isBlank: (value: unknown) => boolean,
): z.ZodOptional<z.ZodType<z.output<T> | undefined, unknown>> {
	const check = checkOfScalar.get(schema) as Check<z.output<T>> | undefined;
	if (check) return scalar((value) => (isBlank(value) ? undefined : check(value))).optional();
	return z
		.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
		.optional() as z.ZodOptional<z.ZodType<z.output<T> | undefined, unknown>>;
}

/** Our words for a value of the wrong type (an object, a list...); a missing one "is required". */
export function wrongType(message: string) {
	return (issue: { input?: unknown }): string =>
		issue.input === undefined ? 'is required' : message;
}

const objectError = wrongType('must be an object');

/** Marks an unknown member; `validate` joins an object's marks into one issue. */
const UNKNOWN_MEMBER = 'unknown member';

/**
 * Each member an object does not list: an issue that lets the checks of its parents run. Its
 * output is never a value (the issue refuses the input), so the object's type gains no members.
 */
const unknownMember = z.transform((value: unknown, ctx): never => {
	ctx.issues.push({ code: 'custom', message: UNKNOWN_MEMBER, input: value, continue: true });
	return z.NEVER;
});

/**
 * A strict object: members the spec does not list are rejected (misspelt names fail early);
 * members whose value comes out undefined are left out (by `validate`).
 */
export function strictObject<S extends z.ZodRawShape>(
	shape: S,
): z.ZodObject<S, z.core.$catchall<typeof unknownMember>> {
	return z.object(shape, { error: objectError }).catchall(unknownMember);
}

/**
 * An object whose members the shape does not list are left out (z.object's default), for inputs
 * read from the node's parameters, which may hold settings the shape does not name.
 */
export function strippingObject<S extends z.ZodRawShape>(shape: S): z.ZodObject<S, z.core.$strip> {
	return z.object(shape, { error: objectError });
}

/**
 * A `z.record` whose keys `key` checks (a line ID...). A bad key is reported without skipping its
 * value's checks (z.record skips the value of a key it refuses), so one run names both.
 */
export function keyedRecord<V extends ZodTypeAny>(
	key: ZodScalar<string>,
	value: V,
	params: { error: (issue: { input?: unknown }) => string },
) {
	const check = checkOfScalar.get(key);
	if (!check) throw new TypeError('keyedRecord takes a scalar key');
	const checkKeys = z.transform((record: unknown, ctx) => {
		if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
		for (const name of Object.keys(record)) {
			const verdict = check(name);
			if (verdict instanceof Problem)
				ctx.issues.push({
					code: 'custom',
					message: verdict.message,
					input: name,
					path: [name],
					continue: true,
				});
		}
		return record;
	});
	return checkKeys.pipe(z.record(z.string(), value, params));
}

/**
 * The option whose `key` member is the given literal parses the value (e.g. a Fields / JSON
 * dropdown); any other value of `key` is refused with the values allowed.
 */
export function choice<O extends readonly [z.ZodObject, ...z.ZodObject[]]>(
	key: string,
	options: O,
) {
	const values = options.map((option) => {
		const literal: unknown = option.shape[key];
		if (!(literal instanceof z.ZodLiteral))
			throw new TypeError(`every option needs a literal "${key}"`);
		return String(literal.value);
	});
	// Set from an expression, the dropdown can hold anything: say what it takes, in our words.
	return z.discriminatedUnion(key, options, {
		error: (issue) =>
			issue.code === 'invalid_union' ? `must be one of ${values.join(', ')}` : undefined,
	});
}

/**
 * What a rule across fields sees: the value with every member that failed its own check left
 * out (undefined), at any depth. A member may be missing, so the compiler makes the rule check.
 */
export type PartlyValid<T> =
	T extends Array<infer E>
		? Array<PartlyValid<E> | undefined>
		: T extends object
			? { [K in keyof T]?: PartlyValid<T[K]> }
			: T;

/** A rule's way to report: a problem at `path`, relative to the value the rule checks. */
export interface RuleContext {
	problem(message: string, path?: Array<string | number>): void;
	/** Whether the member at `path` failed its own check (the rule should not guess about it). */
	failed(...path: Array<string | number>): boolean;
}

/** Whether issue path `at` is `path` or one of its ancestors. */
const covers = (at: readonly PropertyKey[], path: ReadonlyArray<string | number>): boolean =>
	at.length <= path.length && at.every((part, index) => part === path[index]);

/** `value` with the value at each path set to undefined (copied along the paths, never changed). */
function leaveOut(value: unknown, paths: ReadonlyArray<readonly PropertyKey[]>): unknown {
	let result = value;
	for (const path of paths) {
		const copy = (at: unknown, depth: number): unknown => {
			if (depth === path.length) return undefined;
			if (typeof at !== 'object' || at === null) return at;
			const key = path[depth] as string | number;
			const next = Array.isArray(at) ? at.slice() : { ...(at as Record<string | number, unknown>) };
			(next as Record<string | number, unknown>)[key] = copy(
				(at as Record<string | number, unknown>)[key],
				depth + 1,
			);
			return next;
		};
		result = copy(result, 0);
	}
	return result;
}

/**
 * A parse that failed, as zod's `.catch` gives it: the value as far as it parsed, and its issues,
 * without the stack trace zod's error classes capture (most of the cost of a refusal): `.catch`
 * hands its callback the issues without making an Error, so parsing never throws.
 */
class Refusal {
	constructor(
		readonly value: unknown,
		readonly issues: z.core.$ZodIssue[],
	) {}
}

/**
 * `schema` with a rule that spans its members (Basic Auth needs a username and a password, a
 * price range's minimum is not above its maximum...). zod skips a refinement once any member
 * failed; this rule runs anyway, on the members that passed (the value zod's `.catch` is given),
 * so one refusal names every problem of an item. It does not run when the value as a whole
 * failed (not an object at all).
 */
export function acrossFields<O>(
	schema: z.ZodType<O, unknown>,
	rule: (value: PartlyValid<O>, ctx: RuleContext) => void,
): z.ZodType<O, unknown> {
	const widened: z.ZodType<O | Refusal, unknown> = schema;
	return widened
		.catch((ctx) => new Refusal(ctx.value, ctx.error.issues))
		.transform((parsed, ctx) => {
			const failed = parsed instanceof Refusal ? parsed.issues : [];
			// The members' problems as they were: they stop the checks around this value, as zod's
			// own do, but for the marks of unknown members, which let them run.
			for (const issue of failed)
				ctx.issues.push({ ...issue, continue: issue.message === UNKNOWN_MEMBER });
			const failedAt = failed.map((issue) => issue.path);
			if (failedAt.some((path) => path.length === 0)) return z.NEVER;
			const value = parsed instanceof Refusal ? parsed.value : parsed;
			let refused = false;
			rule(leaveOut(value, failedAt) as PartlyValid<O>, {
				problem: (message, path = []) => {
					refused = true;
					ctx.issues.push({ code: 'custom', message, path, input: value, continue: true });
				},
				failed: (...path) => failedAt.some((at) => covers(at, path)),
			});
			return refused || parsed instanceof Refusal ? z.NEVER : parsed;
		});
}

type Located<I> = I extends unknown
	? Omit<I, 'path'> & { path: Array<string | number>; input?: unknown }
	: never;

/** A problem found by `validate`: zod 4's issue, with `input` (the value found there). */
export type ZodIssue = Located<z.core.$ZodIssue>;

export type Validated<T> = { success: true; data: T } | { success: false; issues: ZodIssue[] };

/**
 * The value without members whose value is undefined, at any depth (a copy where one is left
 * out). Called on every valid input, so it skips primitives without a call.
 */
function withoutUndefined(value: unknown): unknown {
	if (Array.isArray(value)) {
		let copy: unknown[] | undefined;
		for (let index = 0; index < value.length; index++) {
			const item: unknown = value[index];
			if (typeof item !== 'object' || item === null) continue;
			const kept = withoutUndefined(item);
			if (kept !== item) (copy ??= value.slice())[index] = kept;
		}
		return copy ?? value;
	}
	if (Object.getPrototypeOf(value) !== Object.prototype) return value;
	const record = value as Record<string, unknown>;
	const keys = Object.keys(record);
	let copy: Record<string, unknown> | undefined;
	for (let index = 0; index < keys.length; index++) {
		const key = keys[index];
		const member = record[key];
		if (member === undefined) {
			copy ??= { ...record };
			delete copy[key];
			continue;
		}
		if (typeof member !== 'object' || member === null) continue;
		const kept = withoutUndefined(member);
		if (kept !== member) (copy ??= { ...record })[key] = kept;
	}
	return copy ?? value;
}

/** One issue per object for its unknown members, listed in the order the input gives them. */
function joinUnknownMembers(issues: readonly ZodIssue[]): ZodIssue[] {
	const joined: ZodIssue[] = [];
	for (const issue of issues) {
		if (issue.code !== 'custom' || issue.message !== UNKNOWN_MEMBER) {
			joined.push(issue);
			continue;
		}
		const path = issue.path.slice(0, -1);
		const key = String(issue.path[issue.path.length - 1]);
		const last = joined[joined.length - 1];
		const keys =
			last?.code === 'unrecognized_keys' &&
			last.path.length === path.length &&
			last.path.every((part, index) => part === path[index])
				? [...(joined.pop() as { keys: string[] }).keys, key]
				: [key];
		joined.push({
			code: 'unrecognized_keys',
			keys,
			path,
			message: `Unrecognized key(s) in object: ${keys.map((name) => `'${name}'`).join(', ')}`,
			input: {},
		});
	}
	return joined;
}

/** Each schema `validate` was given, wrapped once in its `.catch`. */
const refusing = new WeakMap<ZodTypeAny, ZodType>();

function parseOrRefuse<T>(schema: z.ZodType<T, unknown>, raw: unknown): T | Refusal {
	const known = refusing.get(schema);
	if (known) return known.parse(raw) as T | Refusal;
	const refusable: z.ZodType<T | Refusal, unknown> = schema;
	const caught = refusable.catch((ctx) => new Refusal(ctx.value, ctx.error.issues));
	refusing.set(schema, caught);
	return caught.parse(raw);
}

/**
 * The value at `path` in `value` (object members by name, array entries by index), or undefined:
 * the one reader of a path in a value (a zod issue's path, a document layout's dotted path).
 */
export function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
	let at = value;
	for (const key of path) {
		if (typeof at !== 'object' || at === null) return undefined;
		at = (at as Record<string | number, unknown>)[key];
	}
	return at;
}

/** Gives the issues to report instead of one: none to leave it out, another path to name it better. */
type IssueReviser = (issue: z.core.$ZodIssue, found: unknown, input: unknown) => z.core.$ZodIssue[];

/** Each schema's reviser (revisingIssues), read by `validate` only when the schema refuses. */
const revisers = new WeakMap<ZodTypeAny, IssueReviser>();

/**
 * `schema`, whose refusals `validate` passes through `revise` issue by issue, giving it the value
 * found at the issue's path in the raw input and that input. When it would leave out every issue,
 * they all stand: a refusal never turns into a pass. A valid input costs nothing more.
 */
export function revisingIssues<S extends ZodTypeAny>(schema: S, revise: IssueReviser): S {
	revisers.set(schema, revise);
	return schema;
}

/** The issues of a refusal of `schema` as its reviser, if it has one, reports them. */
function revised(schema: ZodTypeAny, issues: z.core.$ZodIssue[], raw: unknown) {
	const revise = revisers.get(schema);
	if (!revise) return issues;
	const kept = issues.flatMap((issue) =>
		revise(issue, valueAt(raw, issue.path as Array<string | number>), raw),
	);
	return kept.length ? kept : issues;
}

/**
 * Validates `raw` with `schema`: the value it gives, or the problems found, each with the value
 * found at its path in `raw` as `input`. (zod's own `reportInput` gives that too, but makes every
 * parse, even of a valid input, several times slower.)
 */
export function validate<T>(schema: z.ZodType<T, unknown>, raw: unknown): Validated<T> {
	const data = parseOrRefuse(schema, raw);
	if (!(data instanceof Refusal)) {
		return {
			success: true,
			data: (typeof data === 'object' && data !== null ? withoutUndefined(data) : data) as T,
		};
	}
	// The issues are new objects, made for this parse.
	const issues = revised(schema, data.issues, raw) as ZodIssue[];
	for (const issue of issues) issue.input = valueAt(raw, issue.path);
	return { success: false, issues: joinUnknownMembers(issues) };
}
