/**
 * The zod boundary: the only module of the node code that imports zod, and the only one that
 * uses zod's parse hooks (`ZodType._parse`, `ParseContext`, `addIssueToContext`, `OK`/`DIRTY`/
 * `INVALID`: exported by zod 3 but not part of its documented API).
 *
 * Why the hooks: the document schemas are made of the types below instead of zod's
 * preprocess + pipe chains and `z.object().strict()`, which cost about ten times as much per
 * document (an invoice validated in about 16 µs instead of about 270 µs); that decided benchmark
 * case 1, where a run checks every item before its first request. The lists sent together
 * (Send Items Together) use the stripping object and the choice for the same reason: every row
 * of a sheet is checked before the first request.
 *
 * Upgrading zod: change the version in package.json and ZOD_VERSION below (one line each);
 * test/package/zodBoundary.test.ts fails while they differ from the installed zod and pins what
 * the hooks do, and the build (gulpfile.js) refuses a dist where anything but this module
 * requires zod or where the vendored copy is another version.
 */
import { z } from 'zod';

export { z };
export type { ZodIssue, ZodType, ZodTypeAny, ZodTypeDef } from 'zod';

/** The zod version these hooks are written for: the same as package.json's pin. */
export const ZOD_VERSION = '3.25.67';

/** A check's verdict on a value it cannot accept: what was expected, as the user reads it. */
export class Problem {
	constructor(readonly message: string) {}
}

export interface ZodScalarDef<T> extends z.ZodTypeDef {
	check: (value: unknown) => T | Problem;
}

/** The value being parsed (zod types it `any`). */
function dataOf(input: { data: unknown }): unknown {
	return input.data;
}

/** A zod type whose whole work is one function: the value to send, or the problem. */
export class ZodScalar<T> extends z.ZodType<T, ZodScalarDef<T>, unknown> {
	_parse(input: z.ParseInput): z.ParseReturnType<T> {
		const result = this._def.check(dataOf(input));
		if (result instanceof Problem) {
			z.addIssueToContext(this._getOrReturnCtx(input), {
				code: z.ZodIssueCode.custom,
				message: result.message,
			});
			return z.INVALID;
		}
		return z.OK(result);
	}
}

export interface ZodBlankableDef<T extends z.ZodTypeAny> extends z.ZodTypeDef {
	inner: T;
	/** What counts as "not given". */
	isBlank: (value: unknown) => boolean;
}

/** A value `isBlank` calls "not given" parses to undefined; anything else is the inner type's to judge. */
export class ZodBlankable<T extends z.ZodTypeAny> extends z.ZodType<
	z.output<T> | undefined,
	ZodBlankableDef<T>,
	unknown
> {
	_parse(input: z.ParseInput): z.ParseReturnType<z.output<T> | undefined> {
		return this._def.isBlank(dataOf(input)) ? z.OK(undefined) : this._def.inner._parse(input);
	}
}

/**
 * The parse context of an object and the input of each member. Paths are built only when an
 * issue asks for one: most documents have none, and building them was most of the cost.
 */
class ObjectContext implements z.ParseContext {
	readonly common: z.ParseContext['common'];
	readonly parent: z.ParseContext | null;
	readonly parsedType = z.ZodParsedType.object;

	constructor(
		private readonly input: z.ParseInput,
		readonly data: Record<string, unknown>,
	) {
		this.common = input.parent.common;
		this.parent = input.parent;
	}

	get path(): Array<string | number> {
		return this.input.path;
	}
}

class MemberInput {
	constructor(
		readonly parent: z.ParseContext,
		readonly data: unknown,
		private readonly key: string,
	) {}

	get path(): Array<string | number> {
		return [...this.parent.path, this.key];
	}
}

export interface ZodStrictObjectDef<T extends z.ZodRawShape> extends z.ZodTypeDef {
	shape: T;
	/** Leave members the shape does not list out instead of rejecting them (z.object's default). */
	strip?: boolean;
}

/**
 * A strict object: members the spec does not list are rejected (misspelt names fail early);
 * members whose value comes out undefined are left out. zod's own z.object().strict() does the
 * same with several objects per member; documents have dozens of members, so this matters.
 */
export class ZodStrictObject<T extends z.ZodRawShape> extends z.ZodType<
	z.objectOutputType<T, z.ZodTypeAny, 'strict'>,
	ZodStrictObjectDef<T>,
	z.objectInputType<T, z.ZodTypeAny, 'strict'>
> {
	private readonly keys = Object.keys(this._def.shape);

	static of<S extends z.ZodRawShape>(shape: S): ZodStrictObject<S> {
		return new ZodStrictObject({ shape });
	}

	/**
	 * z.object(shape) at this type's cost: members the shape does not list are left out, for
	 * inputs read from the node's parameters, which may hold settings the shape does not name.
	 */
	static stripping<S extends z.ZodRawShape>(shape: S): ZodStrictObject<S> {
		return new ZodStrictObject({ shape, strip: true });
	}

	get shape(): T {
		return this._def.shape;
	}

	_parse(input: z.ParseInput): z.ParseReturnType<this['_output']> {
		const data = dataOf(input) as Record<string, unknown>;
		if (typeof data !== 'object' || data === null || Array.isArray(data)) {
			const ctx = this._getOrReturnCtx(input);
			z.addIssueToContext(ctx, {
				code: z.ZodIssueCode.invalid_type,
				expected: z.ZodParsedType.object,
				received: ctx.parsedType,
				message: data === undefined ? 'is required' : 'must be an object',
			});
			return z.INVALID;
		}
		const ctx = new ObjectContext(input, data);
		const shape = this._def.shape;
		const output: Record<string, unknown> = {};
		let aborted = false;
		let dirty = false;
		for (const key of this.keys) {
			const result = shape[key]._parse(
				new MemberInput(ctx, data[key], key),
			) as z.SyncParseReturnType<unknown>;
			if (result.status === 'aborted') aborted = true;
			else {
				if (result.status === 'dirty') dirty = true;
				if (result.value !== undefined) output[key] = result.value;
			}
		}
		let unknownKeys: string[] | undefined;
		if (!this._def.strip)
			for (const key in data) {
				if (!Object.prototype.hasOwnProperty.call(shape, key)) (unknownKeys ??= []).push(key);
			}
		if (unknownKeys) {
			z.addIssueToContext(ctx, { code: z.ZodIssueCode.unrecognized_keys, keys: unknownKeys });
			dirty = true;
		}
		if (aborted) return z.INVALID;
		return dirty ? z.DIRTY(output as this['_output']) : z.OK(output as this['_output']);
	}

	/** The same object with members added or replaced. */
	extend<A extends z.ZodRawShape>(
		augmentation: A,
	): ZodStrictObject<z.objectUtil.extendShape<T, A>> {
		return new ZodStrictObject({
			...this._def,
			shape: { ...this._def.shape, ...augmentation } as z.objectUtil.extendShape<T, A>,
		});
	}

	/** The same object without the masked members. */
	omit<M extends { [K in keyof T]?: true }>(mask: M): ZodStrictObject<Omit<T, keyof M>> {
		const shape = { ...this._def.shape } as Record<string, z.ZodTypeAny>;
		for (const key of Object.keys(mask)) delete shape[key];
		return new ZodStrictObject({ ...this._def, shape: shape as Omit<T, keyof M> });
	}
}

export interface ZodChoiceDef<O extends z.ZodTypeAny> extends z.ZodTypeDef {
	/** The member whose value picks the option, e.g. a Fields / JSON dropdown. */
	key: string;
	options: Map<unknown, O>;
}

/**
 * z.discriminatedUnion(key, options) for our own object types: the option whose `key` member is
 * the given literal parses the value; any other value of `key` is zod's own
 * invalid_union_discriminator issue.
 */
export class ZodChoice<O extends ZodStrictObject<z.ZodRawShape>> extends z.ZodType<
	O['_output'],
	ZodChoiceDef<O>,
	unknown
> {
	static of<O extends ZodStrictObject<z.ZodRawShape>>(key: string, options: O[]): ZodChoice<O> {
		const byValue = new Map<unknown, O>();
		for (const option of options) {
			const literal = option.shape[key];
			if (!(literal instanceof z.ZodLiteral))
				throw new TypeError(`every option needs a literal "${key}"`);
			const picked: z.ZodLiteral<z.Primitive> = literal;
			byValue.set(picked.value, option);
		}
		return new ZodChoice({ key, options: byValue });
	}

	_parse(input: z.ParseInput): z.ParseReturnType<O['_output']> {
		const data = dataOf(input);
		const option =
			typeof data === 'object' && data !== null
				? this._def.options.get((data as Record<string, unknown>)[this._def.key])
				: undefined;
		if (option) return option._parse(input);
		const ctx = this._getOrReturnCtx(input);
		if (typeof data !== 'object' || data === null) {
			z.addIssueToContext(ctx, {
				code: z.ZodIssueCode.invalid_type,
				expected: z.ZodParsedType.object,
				received: ctx.parsedType,
			});
		} else {
			z.addIssueToContext(ctx, {
				code: z.ZodIssueCode.invalid_union_discriminator,
				options: [...this._def.options.keys()] as z.Primitive[],
				path: [this._def.key],
			});
		}
		return z.INVALID;
	}
}
