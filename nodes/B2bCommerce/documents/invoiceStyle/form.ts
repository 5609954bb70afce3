/**
 * The form of an invoice-style document (invoice, invoice correction, fiscal receipt correction)
 * as one documentInput: what the three share is built here, each resource gives what differs.
 */
import type { INodeProperties } from 'n8n-workflow';

import type { DocField } from '../definition';
import { documentInput } from '../input';
import { currencyField, dateField, field, lineNumberField } from '../fields';
import {
	correctionTypeField,
	invoiceExtraFields,
	invoiceGroups,
	invoicePartyFields,
	totalPriceFields,
} from './fields';
import {
	invoiceItemsLines,
	invoiceLineBasePricesAndCosts,
	invoiceLineCostGroup,
	invoiceLineDetails,
	invoiceLineItemAndPrices,
	invoiceLineSources,
	invoiceLineTaxRateAndDiscount,
	invoiceLineTaxRateName,
	invoiceLineType,
} from './lineFields';

export interface InvoiceStyleDef {
	/** What the document is called in the form's texts: "invoice", "correction". */
	noun: string;
	/** The Number field (Get, Delete… name the document with it). */
	number: INodeProperties;
	/** The Number field's description on the form. */
	numberDescription: string;
	/** A correction: Correction Type follows the number, the totals may be negative. */
	correction?: boolean;
	/** Optional header fields before and after the invoice's common ones. */
	optional?: { before?: DocField[]; after?: DocField[] };
	/** The line's references to what it corrects (required, first). */
	lineReferences?: DocField[];
	lineType: { product: string; service: string };
	/** Where Tax Rate Name of a line is: required (corrections) or optional (invoices). */
	taxRateName: 'required' | 'optional';
	/** Description of a line's Base Net Price. */
	baseNetDescription: string;
	/** Whether a line has the sales order and goods issued note references. */
	lineSources: boolean;
	options?: INodeProperties[];
	jsonExample: string;
	/** Only the number is marked required (the spec shows no other markers); text starts empty. */
	unmarked?: boolean;
}

/** `fields` with no required marker and text fields empty: nothing is sent the user did not give. */
const unmarkedFields = (fields: DocField[]): DocField[] =>
	fields.map((entry) => ({
		...entry,
		property: {
			...entry.property,
			required: false,
			...(entry.property.type === 'string' ? { default: '' } : {}),
		},
	}));

/** Everything an invoice-style Create operation needs besides its schema, endpoint and output. */
export function invoiceStyleInput(def: InvoiceStyleDef) {
	const marked = def.unmarked ? unmarkedFields : (fields: DocField[]) => fields;
	const header = [
		...(def.correction ? [correctionTypeField] : []),
		field('documentDate', dateField('Document Date', 'documentDate', `Date of the ${def.noun}`)),
		field('saleDate', dateField('Sale Date', 'saleDate', 'Date of the sale')),
		field('paymentDate', dateField('Payment Date', 'paymentDate', 'Payment deadline')),
		currencyField(def.noun),
		...totalPriceFields(def.noun, def.correction ? ' (may be negative)' : ''),
		...invoicePartyFields,
	];
	const taxRateName = invoiceLineTaxRateName(def.taxRateName === 'required');
	const groups = invoiceGroups(def.noun);
	return documentInput({
		noun: def.noun,
		keyPath: 'number',
		header: {
			required: [
				field('number', { ...def.number, description: def.numberDescription }),
				...marked(header),
			],
			optional: [
				...(def.optional?.before ?? []),
				...invoiceExtraFields(def.noun),
				...(def.optional?.after ?? []),
			],
		},
		lines: invoiceItemsLines(),
		line: {
			required: marked([
				...(def.lineReferences ?? []),
				invoiceLineType(def.lineType),
				...invoiceLineItemAndPrices,
				...(def.taxRateName === 'required' ? [taxRateName] : []),
				...invoiceLineTaxRateAndDiscount,
			]),
			optional: [
				lineNumberField,
				...(def.taxRateName === 'optional' ? [taxRateName] : []),
				...invoiceLineDetails,
				...invoiceLineBasePricesAndCosts(def.baseNetDescription),
				...(def.lineSources ? invoiceLineSources : []),
			],
		},
		options: def.options,
		jsonExample: def.jsonExample,
		groups: def.unmarked
			? groups.map((group) => ({
					...group,
					required: false,
					fields: unmarkedFields(group.fields),
				}))
			: groups,
		lineGroups: [invoiceLineCostGroup],
		lineLabel: 'Item',
	});
}
