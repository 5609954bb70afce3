import type { INodeProperties } from 'n8n-workflow';

/** One parameter and where its value goes in the document (or, for line fields, in the line). */
export interface DocField {
	/** Dotted path, e.g. `clientData` or `linePrices.netPrice`. */
	path: string;
	/** The n8n parameter; its name must be unique within the operation. JSON fields are parsed. */
	property: INodeProperties;
	/** A text that is a list: split on commas (`comma`) or new lines (`lines`). Arrays pass as they are. */
	list?: 'comma' | 'lines';
	/** Value used when the parameter is empty or not added, e.g. `[]` for "R, may be empty". */
	whenBlank?: unknown;
}
