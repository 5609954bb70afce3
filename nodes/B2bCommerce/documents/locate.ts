/**
 * Where a problem of a document is, as the editor shows it: the field's label in Fields mode
 * ("Items 2 › Unit Net Price"), the column's label in Spreadsheet Rows mode, the path in JSON mode.
 */
import type { Column } from './columns';
import type { DocField, DocSide, DocumentInputDef, InputMode } from './definition';
import { DOCUMENT, INPUT_MODE } from './definition';
import { lineName } from '../engine/numbering';
import type { Operation } from '../engine/operation';

function startsWith(path: Array<string | number>, prefix: string): boolean {
	const parts = prefix.split('.');
	return parts.every((part, index) => String(path[index]) === part);
}

/** What the editor shows for a field: its label and, for "is required", what to write. */
interface Located {
	label?: string;
	path: Array<string | number>;
	hint?: string;
}

function hintOf(field: DocField | undefined): string | undefined {
	if (!field) return undefined;
	const { description, placeholder } = field.property;
	return [description, placeholder].filter(Boolean).join(', ') || undefined;
}

function fieldAt(fields: DocField[], path: Array<string | number>): DocField | undefined {
	const matches = fields.filter((field) => startsWith(path, field.path));
	matches.sort((a, b) => b.path.length - a.path.length);
	return matches[0];
}

/** What to do about a missing part the credential can fill: "Seller", "Payment Method". */
const credentialHint = (part: string) =>
	`fill the credential's ${part} section once, or the node's ${part} fields`;

/** Fields mode: "Client › Client City", "Items 2 › Unit Net Price", "Items 1 › Additional Costs 1 › Cost Type". */
function locateFields(def: DocumentInputDef, inner: Array<string | number>): Located {
	const linesLength = def.lines.path.split('.').length;
	/** The field or group at `path` of the header or of a line (`prefix`: "Items 2 › "). */
	const inSide = (side: DocSide, path: Array<string | number>, prefix: string): Located => {
		for (const group of side.groups) {
			if (!startsWith(path, group.path)) continue;
			const depth = group.path.split('.').length;
			let rest = path.slice(depth);
			let label = `${prefix}${group.label}`;
			if (group.multiple && typeof rest[0] === 'number') {
				label += ` ${rest[0] + 1}`;
				rest = rest.slice(1);
			}
			const field = fieldAt(group.fields, rest);
			const hint = group.fromCredential ? credentialHint(group.label) : hintOf(field);
			return {
				label: field ? `${label} › ${field.property.displayName}` : label,
				path: inner,
				hint,
			};
		}
		const field = fieldAt([...side.required, ...side.optional], path);
		// A line's own problem is named by the line ("Items 2"); the header's has no name.
		const label = field ? `${prefix}${field.property.displayName}` : prefix.slice(0, -3);
		return { label: label || undefined, path: inner, hint: hintOf(field) };
	};
	if (!startsWith(inner, def.lines.path)) return inSide(def.header, inner, '');
	const index = inner[linesLength];
	if (typeof index !== 'number') return { label: def.lines.displayName, path: inner };
	return inSide(def.line, inner.slice(linesLength + 1), `${lineName(index)} › `);
}

/** Spreadsheet Rows mode: the column's label. */
function locateColumns(
	def: DocumentInputDef,
	columns: Column[],
	inner: Array<string | number>,
): Located {
	const linesLength = def.lines.path.split('.').length;
	// The lines themselves (none given): named as in Fields mode.
	if (inner.length === linesLength && startsWith(inner, def.lines.path))
		return { label: def.lines.displayName, path: inner };
	const isLine = startsWith(inner, def.lines.path) && typeof inner[linesLength] === 'number';
	const rest = isLine ? inner.slice(linesLength + 1) : inner;
	const matches = columns
		.filter(
			(column) => column.target === (isLine ? 'line' : 'header') && startsWith(rest, column.path),
		)
		.sort((a, b) => b.path.length - a.path.length);
	const column = matches[0];
	const hint = column?.fromCredential
		? credentialHint(column.fromCredential)
		: hintOf(column?.field);
	return { label: column?.label, path: inner, hint };
}

/** The operation's `locate`: the label of the field or column at `path` of the input. */
export function locateDocument(
	def: DocumentInputDef,
	columns: Column[],
): NonNullable<Operation['locate']> {
	return (path, raw) => {
		if (path[0] !== DOCUMENT) {
			const option = def.options?.find((property) => property.name === path[0]);
			return { label: option?.displayName, path };
		}
		const inner = path.slice(1);
		if (inner.length === 0) return { label: 'Document', path: [DOCUMENT] };
		const mode = raw[INPUT_MODE] as InputMode;
		if (mode === 'json') return { path: inner };
		const where = mode === 'rows' ? locateColumns(def, columns, inner) : locateFields(def, inner);
		return { ...where, labelOnly: where.label !== undefined };
	};
}
