/**
 * A document described once: a table of its members (path, kind, required marker, list parts and
 * the words its form shows), from which everything else is generated (docs/architecture.md,
 * "Documents"):
 *
 * - the form: `DocumentInputDef` (documents/definition.ts), from which documents/input.ts builds
 *   the Fields mode parameters and the Spreadsheet Rows columns;
 * - the validator: the strict zod object of engine/values.ts, with its messages and fast paths;
 * - the output schemas: the document as written and as read (engine/outputSchema.ts).
 *
 * The members are listed in the order the form shows them; the validator and the output schema
 * list them in the same order.
 */
import type { INodeProperties } from 'n8n-workflow';

import type {
	DocField,
	DocGroup,
	DocSide,
	DocumentHead,
	DocumentInputDef,
	GroupWords,
} from './definition';
import { CALCULATE_AMOUNTS, LINE_NUMBER } from './definition';
import type { Kind } from './kinds';
import * as out from '../engine/outputSchema';
import * as check from '../engine/values';
import type { ZodType, ZodTypeAny } from '../engine/zod';

/** The words of a member's field: its Fields mode parameter and its Spreadsheet Rows column. */
interface FieldWords extends Pick<DocField, 'list' | 'column'> {
	/** Parameter name, unique in the whole document (it is also the column's id). */
	name: string;
	label: string;
	description: string;
	/** Example in the empty box; a number's default is "e.g. 100.00", `null` shows none. */
	placeholder?: string | null;
	hint?: string;
	/** Rows of the text box, for multi-line text. */
	rows?: number;
	/** "R, may be empty": sent as [] when left blank, so the form does not mark it required. */
	orEmpty?: boolean;
	/** Filled by Calculate Amounts: hidden while it is on. */
	calculated?: boolean;
	/** What the box holds on a fresh node, when not empty ("0"). */
	default?: string;
	/** A text box, though the value is a number (a reference to another document's line). */
	textBox?: boolean;
}

interface MemberBase {
	/** Dotted path, relative to the part the member is in. */
	path: string;
	/** What the output schema says of it. */
	about: string;
	/** The spec marks it R. */
	required?: boolean;
	/** A member of the read shape only: accepted on write and not sent. */
	read?: boolean;
}

/**
 * A value. `field`: the words of its field, or the whole parameter when it is no text box, date
 * picker or switch (a list picker); without one it is given in JSON mode only.
 */
export interface Leaf extends MemberBase {
	kind: Kind;
	field?: FieldWords | INodeProperties;
}

/** A field given as a whole parameter: its description is also the output schema's. */
export type Parameter = INodeProperties & { description: string };

/** An object, or with `list` a list of such objects. */
export interface Part extends MemberBase {
	members: Member[];
	/** What one entry of the list is (the output schema's words): the part is a list. */
	list?: string;
	/** Shown as a fixed collection; without it, its members are fields of the part around it. */
	group?: GroupWords;
	/** A check of the whole object besides its members'. */
	refine?: (object: ZodTypeAny) => ZodTypeAny;
}

export type Member = Leaf | Part;

export interface DocumentTable extends DocumentHead {
	/**
	 * The spec shows no required markers: the form marks none but the key's field (the members'
	 * R markers still place the fields, as on the document it follows).
	 */
	unmarked?: boolean;
	members: Member[];
}

/** A document's form, validator and output schemas, generated from its table. */
export interface DescribedDocument {
	def: DocumentInputDef;
	check: ZodType<Record<string, unknown>>;
	written: out.JsonSchema;
	read: out.JsonSchema;
}

const isLeaf = (member: Member): member is Leaf => 'kind' in member;

/**
 * A field's words as a table row writes them: its parameter name, label, description and
 * placeholder, and the rarer rest. The description is also the output schema's, unless `about`
 * says otherwise (where the description speaks of the form).
 */
export type Words = [
	name: string,
	label: string,
	description: string,
	placeholder?: string | null,
	more?: Omit<FieldWords, 'name' | 'label' | 'description' | 'placeholder'> & {
		about?: string;
		/**
		 * A value the output schema's description ends with (", e.g. COURIER"), so a reader of
		 * the output sees one; also the placeholder, unless the row gives one.
		 */
		example?: string;
	},
];

/** What the output schema says of a member and its field; a text alone: a member without one. */
function wordsOf(words: Words | Parameter | string): Pick<Leaf, 'about' | 'field'> {
	if (typeof words === 'string') return { about: words };
	if (!Array.isArray(words)) return { about: words.description, field: words };
	const [name, label, description, placeholder, { about, example, ...more } = {}] = words;
	const eg = example === undefined ? undefined : `e.g. ${example}`;
	const shown = placeholder === undefined ? eg : placeholder;
	return {
		about: [about ?? description, eg].filter(Boolean).join(', '),
		field: {
			name,
			label,
			description,
			...(shown !== undefined ? { placeholder: shown } : {}),
			...more,
		},
	};
}

const leaf =
	(required: boolean) =>
	(path: string, kind: Kind, words: Words | Parameter | string): Leaf => ({
		path,
		kind,
		...(required ? { required } : {}),
		...wordsOf(words),
	});

/** A member the spec marks R: `R('sku', kinds.text, ['lineSku', 'SKU', 'SKU of the product'])`. */
export const R = leaf(true);

/** An optional member. */
export const O = leaf(false);

/** A member of the read shape only. */
export const readOnly = <M extends Member>(member: M): M => ({ ...member, read: true });

// ---------------------------------------------------------------------------------------------
// The validator

function checkOf(member: Member, lines: string | undefined): ZodTypeAny {
	if (member.read) return check.readOnly;
	let schema: ZodTypeAny;
	if (isLeaf(member)) schema = member.kind.check;
	else {
		const object = check.obj(shapeOf(member.members));
		const entry = member.refine ? member.refine(object) : object;
		if (member.list === undefined) schema = entry;
		else schema = member.path === lines ? check.lines(entry) : check.list(entry);
	}
	return member.required ? schema : check.optional(schema);
}

function shapeOf(members: Member[], lines?: string): Record<string, ZodTypeAny> {
	return Object.fromEntries(members.map((member) => [member.path, checkOf(member, lines)]));
}

// ---------------------------------------------------------------------------------------------
// The output schemas

function propertyOf(member: Member, read: boolean): out.Property | undefined {
	if (member.read && !read) return undefined;
	let schema: out.JsonSchema;
	if (isLeaf(member)) schema = member.kind.schema(member.about);
	else {
		const object = out.obj(propertiesOf(member.members, read), member.list ?? member.about);
		schema = member.list === undefined ? object : out.arr(object, member.about);
	}
	return member.required ? out.req(schema) : schema;
}

function propertiesOf(members: Member[], read: boolean): Record<string, out.Property> {
	const properties: Record<string, out.Property> = {};
	for (const member of members) {
		const property = propertyOf(member, read);
		if (property) properties[member.path] = property;
	}
	return properties;
}

// ---------------------------------------------------------------------------------------------
// The form

const BLANK = { default: '' };

/** The parameter of a member's field. */
function parameterOf(leaf: Leaf, field: FieldWords, required: boolean): INodeProperties {
	const { name, label: displayName, description } = field;
	const input = field.textBox ? 'text' : leaf.kind.input;
	if (input === 'boolean')
		return { default: false, displayName, name, type: 'boolean', description };
	if (input === 'date')
		return {
			default: '',
			displayName,
			name,
			type: 'dateTime',
			typeOptions: { dateOnly: true },
			required,
			description,
		};
	const placeholder =
		field.placeholder === undefined && input === 'amount' ? 'e.g. 100.00' : field.placeholder;
	// Where the marker sits among the keys means nothing to n8n; it stays where it always was.
	const mark = required ? { required: true } : {};
	const amount = input === 'amount';
	const parameter: INodeProperties = {
		default: '',
		displayName,
		name,
		type: 'string',
		...(amount ? {} : mark),
		...(placeholder ? { placeholder } : {}),
		...(field.hint ? { hint: field.hint } : {}),
		...(field.rows ? { typeOptions: { rows: field.rows } } : {}),
		description,
		...(amount ? mark : {}),
	};
	if (field.default) parameter.default = field.default;
	// A node without Calculate Amounts shows the field: the option is then absent.
	return field.calculated
		? { ...parameter, displayOptions: { hide: { [`/${CALCULATE_AMOUNTS}`]: [true] } } }
		: parameter;
}

/** Where the form's fields and groups go: the header's, a line's or a group's. */
interface FormSide extends DocSide {
	/** A group the credential fills: its fields carry no required mark. */
	fromCredential?: boolean;
	/** The line number, R, which the form fills in itself (1, 2, 3…) when it is left empty. */
	numbered?: string;
}

/** The members as fields, their paths under `prefix`; `required`: every part around them is R. */
function fieldsOf(members: Member[], prefix: string, required: boolean, side: FormSide): void {
	for (const member of members) {
		if (member.read) continue;
		const path = `${prefix}${member.path}`;
		const isRequired = required && Boolean(member.required) && path !== side.numbered;
		if (isLeaf(member)) {
			const words = member.field;
			if (!words) continue;
			if ('type' in words) {
				(isRequired ? side.required : side.optional).push({
					path,
					property: { ...BLANK, ...words },
				});
				continue;
			}
			// "R, may be empty": a blank field sends [], so it asks nothing of the user.
			const marked = isRequired && !words.orEmpty;
			const field: DocField = {
				path,
				property: parameterOf(member, words, marked && !side.fromCredential),
				...(words.list ? { list: words.list } : {}),
				...(words.orEmpty ? { whenBlank: [] } : {}),
				...(words.column ? { column: words.column } : {}),
				...(words.calculated ? { calculated: true } : {}),
			};
			(marked ? side.required : side.optional).push(field);
		} else if (member.group) side.groups.push(groupOf(member, path, isRequired));
		else if (member.list === undefined) fieldsOf(member.members, `${path}.`, isRequired, side);
	}
}

function groupOf(part: Part, path: string, required: boolean): DocGroup {
	const words = part.group as GroupWords;
	// One list for the required and the optional fields: a group shows them in the table's order.
	const fields: DocField[] = [];
	const side = {
		required: fields,
		optional: fields,
		groups: [],
		fromCredential: words.fromCredential,
	};
	fieldsOf(part.members, '', true, side);
	// "R, may be empty": an R list is sent empty, an R object none of whose members is R as {}.
	const whenBlank = !part.required
		? undefined
		: part.list !== undefined
			? []
			: part.members.some((member) => member.required)
				? undefined
				: {};
	return {
		...words,
		path,
		// A part sent empty when blank asks nothing of the user: not marked required.
		...(required && whenBlank === undefined ? { required } : {}),
		...(part.list !== undefined ? { multiple: true } : {}),
		...(whenBlank !== undefined ? { whenBlank } : {}),
		fields,
	};
}

/** `fields` but the key's with no required marker and text boxes empty: nothing is sent unasked. */
const unmarked = (fields: DocField[], keyPath?: string): DocField[] =>
	fields.map((entry) =>
		entry.path === keyPath
			? entry
			: {
					...entry,
					property: {
						...entry.property,
						required: false,
						...(entry.property.type === 'string' ? { default: '' } : {}),
					},
				},
	);

function formOf({ unmarked: noMarks, members, ...head }: DocumentTable): DocumentInputDef {
	const lines = members.find((member) => member.path === head.lines.path);
	if (!lines || isLeaf(lines)) throw new Error(`${head.noun}: no lines at ${head.lines.path}`);
	const header: FormSide = { required: [], optional: [], groups: [] };
	const line: FormSide = { required: [], optional: [], groups: [], numbered: LINE_NUMBER };
	fieldsOf(
		members.filter((member) => member !== lines),
		'',
		true,
		header,
	);
	fieldsOf(lines.members, '', true, line);
	if (noMarks) {
		header.required = unmarked(header.required, head.keyPath);
		line.required = unmarked(line.required);
		header.groups = header.groups.map((group) => ({
			...group,
			required: false,
			fields: unmarked(group.fields),
		}));
	}
	return { ...head, header, line };
}

/** The form, the validator and the output schemas of the document in `table`. */
export function describeDocument(table: DocumentTable): DescribedDocument {
	return {
		def: formOf(table),
		check: check.obj(shapeOf(table.members, table.lines.path)),
		written: out.obj(propertiesOf(table.members, false)),
		read: out.readShape(out.obj(propertiesOf(table.members, true))),
	};
}
