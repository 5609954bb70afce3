import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { PartlyValid, RuleContext } from './zod';
import { z } from './zod';

import { text } from './values';

/** A loose e-mail check: the platform's exact rule is not shown. */
export const email = text.pipe(
	z.string().regex(/^[^@\s]+@[^@\s]+$/, 'must be an email address like anna@example.com'),
);

/** Drops members whose value is undefined, so they are neither sent nor output. */
export function compact<T extends object>(value: T): T {
	return Object.fromEntries(
		Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined),
	) as T;
}

/** A Fields / JSON dropdown: `fields` and `json` describe the two choices. */
function modeProperty(
	name: string,
	displayName: string,
	fields: string,
	json: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'options',
		noDataExpression: true,
		default: 'fields',
		options: [
			{ name: 'Fields', value: 'fields', description: fields },
			{ name: 'JSON', value: 'json', description: json },
		],
	};
}

/**
 * A dropdown choosing between fields (a fixedCollection) and one JSON field for a list of
 * lines. Fields shown for one mode use `displayOptions: { show: { [name]: ['fields'] } }`.
 */
export function inputModeProperty(
	name: string,
	displayName: string,
	what: string,
): INodeProperties {
	return modeProperty(
		name,
		displayName,
		`Enter the ${what} in the fields below`,
		`Give the ${what} as JSON, for example from an expression`,
	);
}

/**
 * Input Mode of an operation that sends a list: one entry per input item from fields, or many
 * entries in one request from a JSON list. Fields of a mode use `displayOptions: { show: { inputMode: [...] } }`.
 */
export function batchInputModeProperty(entry: string, entries: string): INodeProperties {
	return modeProperty(
		'inputMode',
		'Input Mode',
		`One ${entry} per input item, from the fields below (one request per item)`,
		`Many ${entries} in one request, as a JSON list`,
	);
}

/** The entries of a fixedCollection value (`{ [option]: [...] }`), or [] when none were added. */
export function fixedEntries(value: unknown, option: string): IDataObject[] {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
	const entries = (value as IDataObject)[option];
	if (Array.isArray(entries)) return entries as IDataObject[];
	return entries && typeof entries === 'object' ? [entries as IDataObject] : [];
}

export const quantityTypeOptions = [
	{
		name: 'Content Quantity',
		value: 'CONTENT_QUANTITY',
		description: 'The quantity counts content units (for example pieces)',
	},
	{
		name: 'Order Quantity',
		value: 'ORDER_QUANTITY',
		description: 'The quantity counts order units (for example packages)',
	},
];

export const quantityType = z.enum(['CONTENT_QUANTITY', 'ORDER_QUANTITY']);

/**
 * The list a Fields / JSON dropdown (inputModeProperty) shows in Fields mode: a fixedCollection of
 * entries, each `entry` holding `values`; required unless `required` is false.
 */
export function fieldsList(options: {
	mode: string;
	name: string;
	displayName: string;
	placeholder: string;
	description: string;
	required?: boolean;
	entry: { name: string; displayName: string };
	values: INodeProperties[];
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: options.placeholder,
		default: {},
		...(options.required === false ? {} : { required: true }),
		description: options.description,
		displayOptions: { show: { [options.mode]: ['fields'] } },
		options: [{ ...options.entry, values: options.values }],
	};
}

/**
 * `readInput` of an operation with a Fields / JSON dropdown: in Fields mode, the entries of the
 * list `name` (a fixedCollection whose entries are called `entry`) as an array.
 */
export function readFieldsList(mode: string, name: string, entry: string) {
	return (_fn: unknown, _itemIndex: number, read: () => IDataObject): IDataObject => {
		const raw = read();
		return raw[mode] === 'json' ? raw : { ...raw, [name]: fixedEntries(raw[name], entry) };
	};
}

/** A collection of optional fields, `placeholder` on its add button, shown only where `show` says when given. */
export function collection(
	name: string,
	displayName: string,
	placeholder: string,
	options: INodeProperties[],
	show?: Record<string, string[]>,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'collection',
		placeholder,
		default: {},
		...(show ? { displayOptions: { show } } : {}),
		options,
	};
}

export function additionalFields(
	options: INodeProperties[],
	show?: Record<string, string[]>,
): INodeProperties {
	return collection('additionalFields', 'Additional Fields', 'Add Field', options, show);
}

export function updateFields(options: INodeProperties[]): INodeProperties {
	return collection('updateFields', 'Update Fields', 'Add Field', options);
}

export function filtersCollection(options: INodeProperties[]): INodeProperties {
	return collection('filters', 'Filters', 'Add Filter', options);
}

export function optionsCollection(options: INodeProperties[]): INodeProperties {
	return collection('options', 'Options', 'Add Option', options);
}

/**
 * In a rule across a list's entries (zod.ts `acrossFields`): an issue at `[index, key]` for every
 * entry whose `key` repeats an earlier one (a key that failed its own check is not compared);
 * `check` adds an entry's other issues, right after its own (issues stay in entry order).
 */
export function refuseRepeats<T extends object>(
	entries: Array<PartlyValid<T> | undefined>,
	key: keyof T & string,
	ctx: RuleContext,
	check?: (entry: PartlyValid<T>, index: number) => void,
): void {
	const seen = new Set<unknown>();
	entries.forEach((entry, index) => {
		if (entry === undefined) return;
		const value = (entry as Record<string, unknown>)[key];
		if (value !== undefined && seen.has(value)) ctx.problem('is given twice', [index, key]);
		if (value !== undefined) seen.add(value);
		check?.(entry, index);
	});
}

/** What an ID typed by hand looks like: a UUID, or a client's org:UUID. */
export const UUID_EXAMPLE = 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301';
export const CLIENT_ID_EXAMPLE = 'e.g. org:123e4567-e89b-12d3-a456-426614174000';

/** A text field, required unless `required` is false; `placeholder` shows an example. */
export function textField(
	name: string,
	displayName: string,
	description: string,
	{ required = true, placeholder }: { required?: boolean; placeholder?: string } = {},
): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		default: '',
		...(required ? { required: true } : {}),
		...(placeholder ? { placeholder } : {}),
		description,
	};
}

/** An ID (a UUID) typed by hand, required unless `required` is false. */
export function idField(
	name: string,
	displayName: string,
	description: string,
	required = true,
): INodeProperties {
	return textField(name, displayName, description, { required, placeholder: UUID_EXAMPLE });
}

export function nameField(description: string): INodeProperties {
	return textField('name', 'Name', description);
}

/** Client ID, in the form org:UUID (required unless it filters). */
export function clientIdField(description: string, required = true): INodeProperties {
	return textField('clientId', 'Client ID', description, {
		required,
		placeholder: CLIENT_ID_EXAMPLE,
	});
}
