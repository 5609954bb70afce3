/**
 * The labels of the Spreadsheet Rows columns, short enough to be read whole in n8n's column
 * mapper at its default panel width (the browser suite measures every label against it). A
 * column is labelled as its field, "Client City", "Additional Cost 1 Unit Net Price"; a label
 * longer than COLUMN_LABEL_MAX takes every short form below: "Cost 1 Unit Net", and so do the
 * other numbered columns of its list part, so that they read alike ("Cost 1 Type"). Map
 * Automatically takes the long label too (documents/columns.ts), so a sheet with the full names
 * keeps matching; the column IDs, which saved workflows hold, are not labels.
 */

/**
 * The longest label, in characters: n8n 2.41.1 was seen cutting "Invoice Reference Number" after
 * 20 ("Invoice Reference Nu…") in a narrower window. At 20, the widest label is 135 px in the
 * mapper's font (500 12px Inter); the browser suite measures every label against the mapper.
 */
export const COLUMN_LABEL_MAX = 20;

/** Whole words and their short forms, in the order they apply. */
const SHORT_FORMS: Array<[RegExp, string]> = [
	[/\bAdditional Cost\b/, 'Cost'],
	[/\bAuthorized Person\b/, 'Person'],
	[/\bDelivery Method (Address|Delivery Date)\b/, 'Delivery'],
	[/\bDelivery Method Pickup\b/, 'Pickup'],
	[/\bDelivery Method\b/, 'Delivery'],
	[/\bFiscal Receipt\b/, 'Receipt'],
	[/\b(Net|Gross) Price\b/, '$1'],
	[/\bTax Value\b/, 'Tax'],
	[/\bPurchase Numbers\b/, 'PO Numbers'],
	[/\bReference Line Number\b/, 'Ref. Line'],
	[/\bReference\b/, 'Ref.'],
	[/\bNumber\b/, 'No.'],
	[/\bGoods Issued Note\b/, 'Issued Note'],
	[/\bExternal ID\b/, 'Ext. ID'],
	[/\bQuantity\b/, 'Qty'],
	[/\bContent Unit\b/, 'CU'],
	[/\bCost (\d) Total\b/, 'Cost $1'],
	[/\bPayment Method\b/, 'Payment'],
	[/\bCatalog Unit Price\b/, 'Catalog Per Unit'],
	[/\bPrice Discount\b/, 'Discount'],
];

/** `label` with every short form above. */
export function shortened(label: string): string {
	return SHORT_FORMS.reduce((short, [words, form]) => short.replace(words, form), label);
}

/** The label a column shows: `label`, shortened when longer than COLUMN_LABEL_MAX. */
export function columnLabel(label: string): string {
	return label.length > COLUMN_LABEL_MAX ? shortened(label) : label;
}

/**
 * The columns with the labels the mapper shows, each keeping its label in full words. The
 * numbered columns of a list part (`group`) are shortened together, so that they read alike.
 */
export function withShortLabels<C extends { label: string; group?: object }>(
	columns: C[],
): Array<C & { fullLabel: string }> {
	const long = new Set(
		columns
			.filter((column) => column.label.length > COLUMN_LABEL_MAX)
			.map((column) => column.group),
	);
	return columns.map((column) => ({
		...column,
		label:
			column.group && long.has(column.group) ? shortened(column.label) : columnLabel(column.label),
		fullLabel: column.label,
	}));
}
