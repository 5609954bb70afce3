/**
 * A document whose lines the spec marks R needs at least one line, in every input mode: a
 * Create or Replace with none (an empty list, or only blank entries or rows) is refused naming
 * the item and the field, nothing is sent, and the stored document is left as it was.
 */
import type { IDataObject } from 'n8n-workflow';

import { validGoodsIssuedNote, validInvoice } from '../platform/fixtures';
import {
	SELLER,
	goodsNoteFields,
	invoiceFields,
	withoutReferences,
} from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const NUMBER = 'FV/2024/0001';

function storedInvoice(number = NUMBER): IDataObject | undefined {
	return ((fx.control().state('acme').invoices ?? {}) as Record<string, IDataObject>)[number];
}

/** The requests that could change something on the platform. */
function writes() {
	return fx
		.control()
		.requests({ origin: 'api' })
		.filter((request) => request.method !== 'GET');
}

async function createOrReplace(resource: string, parameters: IDataObject, items = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource, operation: 'createOrReplace', ...parameters },
		items,
	});
}

/** Creates the invoice the attempts then try to replace; returns it as stored. */
async function seedInvoice(): Promise<IDataObject> {
	const { error } = await createOrReplace(
		'invoice',
		{ inputMode: 'json', document: '={{ $json }}' },
		[validInvoice(NUMBER)],
	);
	expect(error).toBeUndefined();
	const stored = storedInvoice();
	expect((stored?.items as unknown[]).length).toBeGreaterThan(0);
	return structuredClone(stored as IDataObject);
}

/** A line entry as the editor holds it, its required fields expressions that resolve to nothing. */
function blankEntry(): IDataObject {
	const [line] = (invoiceFields(validInvoice(NUMBER)).lines as { values: IDataObject[] }).values;
	return Object.fromEntries(
		Object.entries(line)
			.filter(([, value]) => typeof value !== 'object')
			.map(([name]) => [name, '={{ $json.nothing }}']),
	);
}

describe('invoice without lines: refused in every input mode, the stored invoice unchanged', () => {
	it('JSON mode: "items": [] names the item and the field', async () => {
		const before = await seedInvoice();
		const sent = writes().length;
		const { error } = await createOrReplace(
			'invoice',
			{ inputMode: 'json', document: '={{ $json }}' },
			[validInvoice('FV/OTHER'), { ...validInvoice(NUMBER), items: [] }],
		);
		expect(error?.message).toBe('"items" must have at least one line');
		expect(error?.description).toContain('Item 2: "items" must have at least one line');
		expect(error?.description).toContain('Nothing was sent for this item');
		// Every item is checked before the first request: the valid one is not sent either.
		expect(writes().slice(sent)).toEqual([]);
		expect(storedInvoice()).toEqual(before);
	});

	it('Fields mode: an empty Items list', async () => {
		const before = await seedInvoice();
		const sent = writes().length;
		const parameters = { ...invoiceFields(validInvoice(NUMBER)), lines: { values: [] } };
		const { error } = await createOrReplace('invoice', parameters);
		expect(error?.message).toBe('"Items" must have at least one line');
		expect(error?.description).toContain('Item 1: "Items" must have at least one line');
		expect(writes().slice(sent)).toEqual([]);
		expect(storedInvoice()).toEqual(before);
	});

	// n8n itself refuses to run a node whose required line fields are empty; fields given as
	// expressions that resolve to nothing get past that check and reach the node blank.
	it('Fields mode: lines whose every field resolves to nothing are no lines', async () => {
		const before = await seedInvoice();
		const sent = writes().length;
		const blank = { values: [blankEntry(), blankEntry()] };
		const parameters = { ...invoiceFields(validInvoice(NUMBER)), lines: blank };
		const { error } = await createOrReplace('invoice', parameters);
		expect(error?.message).toBe('"Items" must have at least one line');
		expect(writes().slice(sent)).toEqual([]);
		expect(storedInvoice()).toEqual(before);
	});

	it('Fields mode: a blank line among filled ones is reported under its own number', async () => {
		const before = await seedInvoice();
		const sent = writes().length;
		const fields = invoiceFields(validInvoice(NUMBER));
		const filled = (fields.lines as { values: IDataObject[] }).values;
		const parameters = { ...fields, lines: { values: [...filled, blankEntry()] } };
		const { error } = await createOrReplace('invoice', parameters);
		expect(error?.message).toMatch(new RegExp(`^"Line ${filled.length + 1} › .+" is required`));
		expect(writes().slice(sent)).toEqual([]);
		expect(storedInvoice()).toEqual(before);
	});

	it('Spreadsheet Rows mode: rows with no line column filled in make no lines', async () => {
		const before = await seedInvoice();
		const sent = writes().length;
		const doc = validInvoice(NUMBER);
		const { error } = await createOrReplace(
			'invoice',
			{
				inputMode: 'rows',
				columns: {
					mappingMode: 'autoMapInputData',
					value: null,
				},
			},
			[0, 1].map(() => ({
				number: NUMBER,
				documentDate: doc.documentDate,
				saleDate: doc.saleDate,
				paymentDate: doc.paymentDate,
				currencyCode: doc.currencyCode,
				totalNetPrice: 1,
				totalGrossPrice: 1,
				totalTaxValue: 0,
				customerPurchaseNumbers: 'PO-1',
				...SELLER,
				clientId: (doc.clientData as IDataObject).clientId,
				clientType: 'ORGANIZATION',
				clientName: 'Buyer',
				clientStreet: 'Prosta 2',
				clientCity: 'Krakow',
				clientPostalCode: '30-001',
				clientCountry: 'PL',
				paymentMethodId: (doc.paymentMethodData as IDataObject).id,
				paymentMethodName: 'Bank transfer',
			})),
		);
		expect(error?.message).toBe('"Items" must have at least one line');
		expect(error?.description).toContain(`"${NUMBER}"`);
		expect(writes().slice(sent)).toEqual([]);
		expect(storedInvoice()).toEqual(before);
	});
});

describe('goods issued note without lines', () => {
	const NOTE = 'WZ/2024/0001';
	const storedNote = () =>
		((fx.control().state('acme').goodsIssuedNotes ?? {}) as Record<string, IDataObject>)[NOTE];

	async function seedNote(): Promise<IDataObject> {
		const { error } = await createOrReplace(
			'goodsIssuedNote',
			{ inputMode: 'json', document: '={{ $json }}' },
			[validGoodsIssuedNote(NOTE)],
		);
		expect(error).toBeUndefined();
		return structuredClone(storedNote());
	}

	it('JSON mode: "productLines": [] is refused and nothing is sent', async () => {
		const before = await seedNote();
		const sent = writes().length;
		const { error } = await createOrReplace(
			'goodsIssuedNote',
			{ inputMode: 'json', document: '={{ $json }}' },
			[{ ...validGoodsIssuedNote(NOTE), productLines: [] }],
		);
		expect(error?.message).toBe('"productLines" must have at least one line');
		expect(writes().slice(sent)).toEqual([]);
		expect(storedNote()).toEqual(before);
	});

	it('Fields mode: no line is refused, naming the lines field', async () => {
		const before = await seedNote();
		const sent = writes().length;
		const fields = goodsNoteFields(withoutReferences(validGoodsIssuedNote(NOTE)), false);
		const { error } = await createOrReplace('goodsIssuedNote', {
			...fields,
			lines: { values: [] },
		});
		expect(error?.message).toBe('"Product Lines" must have at least one line');
		expect(writes().slice(sent)).toEqual([]);
		expect(storedNote()).toEqual(before);
	});
});
