/**
 * Rows several document tables share (documents/table.ts): the client ID, the payment method's
 * name, a price triple, a line's number, manufacturer index, additional costs and the words of its
 * prices, and how the form names product lines.
 */
import { CLIENT_ID_EXAMPLE } from '../engine/fields';
import type { Kind } from './kinds';
import { kinds } from './kinds';
import type { Member, Part, Words } from './table';
import { O, R } from './table';

/** The name of the payment method, R (invoices, offline orders). */
export const paymentMethodNameRow = R('name', kinds.text, [
	'paymentMethodName',
	'Payment Method Name',
	'Name of the payment method',
	'e.g. Bank transfer',
]);

/** How the form names the product lines of goods notes and offline order shipments. */
export const PRODUCT_LINES = {
	path: 'productLines',
	displayName: 'Product Lines',
	label: 'Product Line',
};

/** The buyer's client ID, `org:<uuid>` (goods notes, invoices). */
export const clientIdRow = R('clientId', kinds.clientId, [
	'clientId',
	'Client ID',
	'The client ID, in the form org:UUID',
	CLIENT_ID_EXAMPLE,
	{
		hint: "The buyer's organization on the platform: org: followed by its UUID. Offers, carts and complaints read with this node show it as clientId.",
	},
]);

/** How a family names a price triple's members: each one's key and how it is shown. */
type TripleNames = ReadonlyArray<readonly [key: string, shown: string]>;

/**
 * The price triples of a family whose members are named `names`: `triple(path, about, field)` is
 * a part of the net, gross and tax amounts of `kind`, R or with every member optional (`members`);
 * `field` gives each member's words from how it is shown and its place (0 to 2).
 */
export const triples =
	(names: TripleNames) =>
	(
		path: string,
		about: string,
		field: (shown: string, index: number) => Words,
		members = R,
		kind: Kind = kinds.number,
	): Part => ({
		path,
		about,
		required: true,
		members: names.map(([key, shown], index) => members(key, kind, field(shown, index))),
	});

/**
 * The type of a cost entry: `costType('orderCostType', 'Order Cost Type')`. Its column keeps the
 * name "Type" ("Additional Cost 1 Type").
 */
export const costType = (name: string, label: string) =>
	R('type', kinds.text, [name, label, 'What the cost is', 'e.g. TRANSPORT', { column: 'Type' }]);

/** The additional costs of a line (goods notes, invoices): a type and its `prices`. */
export const lineCosts = (prices: Member[]): Part => ({
	path: 'additionalCosts',
	about: 'Additional costs of the line',
	list: 'Additional cost',
	required: true,
	group: {
		name: 'lineAdditionalCosts',
		label: 'Additional Costs',
		description: 'Costs added to the line, e.g. transport',
	},
	members: [costType('costType', 'Cost Type'), ...prices],
});

/**
 * What a line's net, gross and tax amounts are: per unit, for the whole line, of the base price
 * and of a cost.
 */
export const PRICE_WORDS = {
	unit: ['Net price of one unit', 'Gross price of one unit', 'Tax of one unit'],
	line: ['Net price of the whole line', 'Gross price of the whole line', 'Tax of the whole line'],
	base: [
		'Net base price of one unit',
		'Gross base price of one unit',
		'Tax of the base price of one unit',
	],
	costUnit: ['Net cost per unit', 'Gross cost per unit', 'Tax of the cost per unit'],
	costLine: [
		'Net cost of the whole line',
		'Gross cost of the whole line',
		'Tax of the cost of the whole line',
	],
};

/**
 * The line number, R: `lineNumberRow(kinds.int32, '1, 2, 3', 'Line number')`. The form numbers
 * the lines itself when it is left empty; `about` is what the output schema says of it.
 */
export const lineNumberRow = (kind: Kind, numbers: string, about: string) =>
	R('lineNumber', kind, [
		'lineNumber',
		'Line Number',
		`Number of the line; by default lines are numbered ${numbers}… in row order`,
		'e.g. 1',
		{ about },
	]);

/** The manufacturer's code of a line's product (goods notes, offline orders). */
export const manufacturerIndexRow = O('manufacturerIndex', kinds.text, [
	'lineManufacturerIndex',
	'Manufacturer Index',
	"The manufacturer's product code",
]);
