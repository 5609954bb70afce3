import type { INodeProperties } from 'n8n-workflow';
import type { ZodScalar } from './zod';
import { z } from './zod';

import type { EndpointEntry, Operation, OutputSchemaEntry } from './operation';
import { defineOperation, listInput } from './operation';
import { UUID_EXAMPLE } from './fields';
import type { Endpoint } from '../transport/types';

/**
 * A resource locator with a searchable list and an ID field, as n8n users expect.
 * `searchListMethod` names a `listSearch` method of methods/index.ts.
 */
export function locator(options: {
	name: string;
	displayName: string;
	searchListMethod: string;
	description?: string;
	placeholder?: string;
	required?: boolean;
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: options.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: options.placeholder ?? UUID_EXAMPLE,
			},
		],
	};
}

/**
 * The fields, input and request of an operation on one record named by its ID: `field` (a
 * locator) reads it, `id` checks it, and it goes into the path as `name`.
 */
export function byId<K extends string>(name: K, field: INodeProperties, id: ZodScalar<string>) {
	return {
		properties: [field],
		// zod cannot infer the type of an object whose one key is the type parameter K: the object
		// checks the ID, and the pipe into z.custom (which checks nothing) states its type.
		input: z.object({ [name]: id }).pipe(z.custom<ById<K>>()),
		request: (input: ById<K>) => ({ pathParams: { [name]: input[name] } }),
	};
}

/**
 * A resource's endpoint table: `endpointTable('segment', { get: {...} })` gives each entry the
 * key `segment.get` (the key the API path that answered is remembered by).
 */
export function endpointTable<K extends string>(
	resource: string,
	entries: Record<K, EndpointEntry>,
): Record<K, Endpoint> {
	const table = {} as Record<K, Endpoint>;
	for (const name of Object.keys(entries) as K[]) {
		table[name] = { key: `${resource}.${name}`, ...entries[name] };
	}
	return table;
}

/**
 * A step of Upload File: begin only reserves an upload address (a repeat leaves an unused one)
 * and complete is keyed by the upload's id, so both are safe to repeat after a dropped connection.
 */
export const uploadStep = (paths: string[]): EndpointEntry => ({
	method: 'POST',
	paths,
	idempotent: true,
});

/** A record read or deleted by its ID: what it is called, and its ID field as byId takes it. */
export interface RecordById<K extends string, R extends string = string> {
	/** The Resource value: the endpoint's key comes from resource and operation. */
	resource: R;
	/** "segment", "webhook": in the action and the description. */
	noun: string;
	article: 'a' | 'an';
	/** The ID's parameter name, also its path parameter. */
	name: K;
	field: INodeProperties;
	id: ZodScalar<string>;
}

type ById<K extends string> = { [P in K]: string };

/** Get: one record by ID ("Get a segment", "Read one segment by ID"). */
export function getByIdOperation<K extends string, R extends string>(
	record: RecordById<K, R>,
	endpoint: EndpointEntry,
	outputSchema: OutputSchemaEntry,
): Operation<R, ById<K>> {
	return defineOperation({
		resource: record.resource,
		value: 'get',
		name: 'Get',
		action: `Get ${record.article} ${record.noun}`,
		description: `Read one ${record.noun} by ID`,
		...byId(record.name, record.field, record.id),
		endpoint,
		outputSchema,
	});
}

/** Delete: one record by ID; the output names the ID and says it is deleted. */
export function deleteByIdOperation<K extends string, R extends string>(
	record: RecordById<K, R>,
	endpoint: EndpointEntry,
	outputSchema: OutputSchemaEntry,
): Operation<R, ById<K>> {
	return defineOperation({
		resource: record.resource,
		value: 'delete',
		name: 'Delete',
		action: `Delete ${record.article} ${record.noun}`,
		description: `Delete ${record.article} ${record.noun} by ID`,
		...byId(record.name, record.field, record.id),
		endpoint,
		output: (_response, input) => ({ id: input[record.name], deleted: true }),
		outputSchema,
	});
}

/** The input of a Get Many whose own fields give `S`. */
type ListOf<S extends z.ZodRawShape> = z.infer<z.ZodObject<S & typeof listInput>>;

/**
 * A list operation: the records of a resource ("Get many segments"). By default it is the
 * resource's Get Many (`getAll`); a second list of one resource gives its own `value`, `name`
 * and `action`. `filters` checks its own fields (none unless given), besides the Return All and
 * Limit that the list adds.
 */
export function getManyOperation<R extends string, S extends z.ZodRawShape = Record<never, never>>(
	def: Omit<Operation<R, ListOf<S>>, 'value' | 'name' | 'action' | 'input' | 'properties'> & {
		/** "segments": in the default action, "Get many segments". */
		nouns: string;
		/** The Operation value; default `getAll`. */
		value?: string;
		/** The Operation name; default "Get Many". */
		name?: string;
		action?: string;
		properties?: INodeProperties[];
		filters?: S;
		list: NonNullable<Operation['list']>;
	},
): Operation<R, ListOf<S>> {
	const {
		nouns,
		filters,
		properties = [],
		value = 'getAll',
		name = 'Get Many',
		action = `Get many ${nouns}`,
		...rest
	} = def;
	return defineOperation<ListOf<S>, R>({
		value,
		name,
		action,
		properties,
		// Object.assign keeps the filters' type S, which a spread of an optional value drops.
		input: z.object(Object.assign({}, filters, listInput)),
		...rest,
	});
}
