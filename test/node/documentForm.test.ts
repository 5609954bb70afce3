/**
 * Documents without JSON (node version 2): every nested part filled through fixed collections,
 * the seller taken from the credential, and the error text a person reads. Real workflows
 * against the fake platform; assertions on the body the platform received.
 */
import type { IDataObject } from 'n8n-workflow';

import { validCorrection, validInvoice } from '../platform/fixtures';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const SELLER = {
	sellerName: 'Seller SA',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};

function bodies(method: string): IDataObject[] {
	return fx.platform.control.requests({ origin: 'api', method }).map((request) => request.body as IDataObject);
}

const s = (value: unknown) => String(value);

/** An address as the fields of a part: `clientName`, `clientStreet`… (values typed as text). */
function address(prefix: string, data: IDataObject): IDataObject {
	return {
		[`${prefix}Name`]: data.name,
		[`${prefix}Street`]: data.street,
		[`${prefix}PostalCode`]: data.postalCode,
		[`${prefix}City`]: data.city,
		[`${prefix}Country`]: data.country,
	};
}

function triple(prefix: string, value: IDataObject, names = ['NetPrice', 'GrossPrice', 'TaxValue']): IDataObject {
	return {
		[`${prefix}${names[0]}`]: s(value.netPrice),
		[`${prefix}${names[1]}`]: s(value.grossPrice),
		[`${prefix}${names[2]}`]: s(value.taxValue),
	};
}

/** One line of an invoice (or correction) as the entry the editor's Items list holds. */
function lineEntry(item: IDataObject, withNumber: boolean): IDataObject {
	const taxRate = item.taxRate as IDataObject;
	const base = item.itemBasePrices as IDataObject | undefined;
	const entry: IDataObject = {
		lineType: item.type,
		lineItemName: item.itemName,
		lineSku: item.sku,
		lineQuantity: s(item.quantity),
		lineUnit: item.unit,
		lineUnitNetPrice: s((item.itemPrices as IDataObject).netPrice),
		lineUnitGrossPrice: s((item.itemPrices as IDataObject).grossPrice),
		lineUnitTaxValue: s((item.itemPrices as IDataObject).taxValue),
		...triple('line', item.linePrices as IDataObject, ['NetPrice', 'GrossPrice', 'TaxValue']),
		lineTaxRateValue: s(taxRate.value),
		lineDiscount: s(item.discount),
		lineAdditionalCosts: {
			values: (item.additionalCosts as IDataObject[]).map((cost) => ({
				costType: cost.type,
				...triple('costUnit', cost.itemPrices as IDataObject),
				...triple('costLine', cost.linePrices as IDataObject),
			})),
		},
		additionalLineFields: {
			...(withNumber ? { lineNumber: s(item.lineNumber) } : {}),
			lineTaxRateName: taxRate.name,
			lineGtin: item.gtin,
			lineSeries: item.series,
			lineManufacturer: item.manufacturer,
			linePkwiu: item.pkwiu,
			lineNotes: (item.notes as string[]).join('\n'),
			lineSplitPayment: item.splitPayment,
			...(base
				? {
						lineBaseNetPrice: base.netPrice === undefined ? undefined : s(base.netPrice),
						lineBaseGrossPrice: base.grossPrice === undefined ? undefined : s(base.grossPrice),
						lineBaseTaxValue: base.taxValue === undefined ? undefined : s(base.taxValue),
					}
				: {}),
		},
	};
	if ('invoiceReferenceNumber' in item) {
		// On a correction the tax rate name is required: a field of the line, not an additional one.
		entry.lineTaxRateName = taxRate.name;
		delete (entry.additionalLineFields as IDataObject).lineTaxRateName;
		entry.lineInvoiceReferenceNumber = item.invoiceReferenceNumber;
		entry.lineInvoiceReferenceLineNumber = s(item.invoiceReferenceLineNumber);
	}
	return entry;
}

/** The Fields mode (version 2) parameters of an invoice or correction: no JSON anywhere. */
function formParameters(doc: IDataObject, options: { seller?: boolean; numbers?: boolean } = {}): IDataObject {
	const client = doc.clientData as IDataObject;
	const payer = doc.payerData as IDataObject;
	const tenant = doc.tenantData as IDataObject;
	const totals = doc.totalPrices as IDataObject;
	return {
		inputMode: 'fields',
		number: doc.number,
		...(doc.correctionType ? { correctionType: doc.correctionType } : {}),
		documentDate: doc.documentDate,
		saleDate: doc.saleDate,
		paymentDate: doc.paymentDate,
		currencyCode: doc.currencyCode,
		totalNetPrice: s(totals.netPrice),
		totalGrossPrice: s(totals.grossPrice),
		totalTaxValue: s(totals.taxValue),
		customerPurchaseNumbers: (doc.customerPurchaseNumbers as string[]).join(', '),
		client: {
			values: {
				clientId: client.clientId,
				clientType: client.clientType,
				...address('client', client.addressData as IDataObject),
				clientTin: client.tin,
				clientPhone: client.phone,
				clientInvoiceEmail: client.invoiceEmail,
			},
		},
		...(options.seller === false
			? {}
			: { seller: { values: { ...address('seller', tenant.addressData as IDataObject), sellerTin: tenant.tin } } }),
		paymentMethod: {
			values: {
				paymentMethodId: (doc.paymentMethodData as IDataObject).id,
				paymentMethodName: (doc.paymentMethodData as IDataObject).name,
			},
		},
		payer: {
			values: {
				payerClientId: payer.clientId,
				payerTin: payer.tin,
				payerPhone: payer.phone,
				...address('payer', payer.addressData as IDataObject),
			},
		},
		operator: {
			values: {
				operatorId: (doc.operatorData as IDataObject).id,
				operatorName: (doc.operatorData as IDataObject).name,
			},
		},
		lines: { values: (doc.items as IDataObject[]).map((item) => lineEntry(item, options.numbers ?? false)) },
		additionalFields: {
			...(doc.amountPaid !== undefined ? { amountPaid: doc.amountPaid, isPaid: doc.isPaid, splitPayment: doc.splitPayment } : {}),
			...(doc.receiptReferenceNumber ? { receiptReferenceNumber: doc.receiptReferenceNumber } : {}),
			bankAccountNumber: doc.bankAccountNumber,
			notes: (doc.notes as string[]).join('\n'),
		},
	};
}

async function createInvoice(parameters: IDataObject, credentials = fx.credentials('acme'), items: IDataObject[] = [{}]) {
	return await runNode({
		credentials,
		parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
		items,
		typeVersion: 2,
	});
}

describe('documents as fields (node version 2)', () => {
	it('Invoice: every nested part filled through fields makes exactly the invoice', async () => {
		const doc = validInvoice('FV/2026/0100');
		const { output, error } = await createInvoice(formParameters(doc));
		expect(error).toBeUndefined();
		expect(bodies('PUT')).toEqual([doc]);
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it('Invoice: lines are numbered 1, 2… in the order shown; an entry may give its own number', async () => {
		const doc = validInvoice('FV/2026/0101');
		const numbered = await createInvoice(formParameters(doc, { numbers: true }));
		expect(numbered.error).toBeUndefined();
		const parameters = formParameters(doc);
		((parameters.lines as IDataObject).values as IDataObject[])[0].additionalLineFields = {
			...(((parameters.lines as IDataObject).values as IDataObject[])[0].additionalLineFields as IDataObject),
			lineNumber: '7',
		};
		fx.platform.control.clearRequests();
		const { error } = await createInvoice(parameters);
		expect(error).toBeUndefined();
		expect((bodies('PUT')[0].items as IDataObject[]).map((item) => item.lineNumber)).toEqual([7, 2]);
	});

	it('Invoice correction: the same parts and its line references, as fields', async () => {
		const doc = validCorrection('FK/2026/0100', 'FV/2026/0001');
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'invoiceCorrection', operation: 'create', ...formParameters(doc) },
			typeVersion: 2,
		});
		expect(error).toBeUndefined();
		expect(bodies('POST')).toEqual([doc]);
	});

	it('Seller: taken from the credential when the document gives none; a field given on the document wins', async () => {
		const doc = validInvoice('FV/2026/0102');
		const credentials = fx.credentials('acme', SELLER);
		const { error } = await createInvoice(formParameters(doc, { seller: false }), credentials);
		expect(error).toBeUndefined();
		expect(bodies('PUT')[0].tenantData).toEqual(doc.tenantData);

		fx.platform.control.clearRequests();
		const parameters = { ...formParameters(doc, { seller: false }), seller: { values: { sellerName: 'Branch Office' } } };
		const second = await createInvoice(parameters, credentials);
		expect(second.error).toBeUndefined();
		expect(bodies('PUT')[0].tenantData).toEqual({
			addressData: { ...(doc.tenantData.addressData as IDataObject), name: 'Branch Office' },
			tin: '1234563218',
		});
	});

	it('Seller: with none in the credential nor on the document, the error says where to set it and nothing is sent', async () => {
		const doc = validInvoice('FV/2026/0103');
		const { error } = await createInvoice(formParameters(doc, { seller: false }));
		expect(error?.message).toBe('"Seller" is required');
		expect(error?.description).toContain('Item index 0: "Seller" is required');
		expect(bodies('PUT')).toEqual([]);
	});

	it('errors: one line per problem, naming the item, the label the editor shows and what to write; the path last', async () => {
		const doc = validInvoice('FV/2026/0104');
		const parameters = formParameters(doc);
		const client = (parameters.client as IDataObject).values as IDataObject;
		// Empty through expressions: n8n itself refuses to run a node with an empty required field.
		client.clientCity = '={{ $json.city }}';
		const lines = (parameters.lines as IDataObject).values as IDataObject[];
		lines[1].lineUnitNetPrice = '={{ $json.net }}';
		lines[0].lineAdditionalCosts = { values: [{ costType: 'TRANSPORT', costUnitNetPrice: 'five' }] };
		const { error } = await createInvoice(parameters, fx.credentials('acme'), [{}]);
		expect(error?.message).toMatch(/^"Client › City" is required \(\d+ more problems in the details\)$/);
		const problems = (error?.description ?? '').split('\n').filter((line) => line.startsWith('<li>'));
		expect(problems).toEqual(
			expect.arrayContaining([
				'<li>Item index 0: "Client › City" is required: City [clientData.addressData.city]</li>',
				'<li>Item index 0: "Items 2 › Unit Net Price" is required: Net price of one unit, e.g. 100.00 [items[1].itemPrices.netPrice]</li>',
				'<li>Item index 0: "Items 1 › Additional Costs 1 › Unit Net Price" must be a number [items[0].additionalCosts[0].itemPrices.netPrice]</li>',
			]),
		);
		expect(bodies('PUT')).toEqual([]);
	});

	it('a fresh node shows no JSON box: the Fields mode of every document create is fields only', () => {
		// Checked on the description n8n reads (version 2 properties of the create operations).
		const { B2bCommerce } = jest.requireActual('../../nodes/B2bCommerce/B2bCommerce.node');
		const properties = new B2bCommerce().description.properties as IDataObject[];
		const v2json = properties.filter((property) => {
			const show = ((property.displayOptions as IDataObject)?.show ?? {}) as IDataObject;
			return property.type === 'json' && (show['@version'] as number[] | undefined)?.includes(2) && (show.inputMode as string[]).includes('fields');
		});
		expect(v2json).toEqual([]);
	});
});
