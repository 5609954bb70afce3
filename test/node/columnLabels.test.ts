/**
 * The Spreadsheet Rows column labels fit n8n's column mapper at its default panel width: none is
 * longer than COLUMN_LABEL_MAX characters (the browser suite measures that length in both n8n
 * lines), the long ones shortened by one rule, the IDs left as they were.
 */
import { COLUMN_LABEL_MAX, columnLabel } from '../../nodes/B2bCommerce/documents/columnLabels';
import { normalizeName } from '../../nodes/B2bCommerce/documents/form';
import { resources } from '../../nodes/B2bCommerce/resources';

const documents = resources.flatMap((resource) =>
	resource.operations
		.filter((operation) => operation.columns)
		.map((operation) => ({
			name: `${resource.value} ${operation.value}`,
			fields: operation.columns?.({}) ?? [],
		})),
);

describe('column labels', () => {
	it('every document operation has columns', () => {
		expect(documents.length).toBeGreaterThanOrEqual(6);
	});

	it.each(documents.map(({ name, fields }) => [name, fields]))(
		`%s: no label is longer than ${COLUMN_LABEL_MAX} characters, and no two read alike`,
		(_name, fields) => {
			const long = fields
				.map((field) => field.displayName)
				.filter((label) => label.length > COLUMN_LABEL_MAX);
			expect(long).toEqual([]);
			// Two labels that Map Automatically reads as one name would take each other's column.
			const names = fields.map((field) => normalizeName(field.displayName));
			expect(names.length).toBe(new Set(names).size);
		},
	);

	it('a label that fits stays as its field says; a long one takes the short forms', () => {
		expect(columnLabel('Client City')).toBe('Client City');
		expect(columnLabel('Additional Cost 1 Unit Net Price')).toBe('Cost 1 Unit Net');
		expect(columnLabel('Additional Cost 3 Line Tax Value')).toBe('Cost 3 Line Tax');
		expect(columnLabel('Invoice Reference Number')).toBe('Invoice Ref. No.');
		expect(columnLabel('Authorized Person 2 User ID')).toBe('Person 2 User ID');
		expect(columnLabel('Delivery Method Address Zip Code')).toBe('Delivery Zip Code');
	});

	it("the IDs are the fields' names, as saved workflows hold them", () => {
		const invoice = documents.find(({ name }) => name === 'invoice createOrReplace')!;
		const byId = Object.fromEntries(invoice.fields.map((field) => [field.id, field.displayName]));
		expect(byId).toMatchObject({
			lineAdditionalCosts_3_costUnitNetPrice: 'Cost 3 Unit Net',
			customerPurchaseNumbers: 'Customer PO Numbers',
			lineGoodsIssuedNoteLineNumber: 'Issued Note Line No.',
			lineOrderReferenceLineNumber: 'Order Ref. Line',
		});
	});
});
