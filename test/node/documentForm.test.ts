/**
 * Documents without JSON: every nested part filled through fixed collections,
 * the seller taken from the credential, and the error text a person reads. Real workflows
 * against the fake platform; assertions on the body the platform received.
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import {
	validCorrection,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
	validInvoice,
	validShipment,
} from '../platform/fixtures';
import {
	goodsNoteFields,
	invoiceFields,
	SELLER,
	shipmentFields,
	withoutReferences,
} from '../support/documentFields';
import { description, editorNode, editorParameters, shownProperties } from '../support/editor';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

async function createInvoice(
	parameters: IDataObject,
	credentials = fx.credentials('acme'),
	items: IDataObject[] = [{}],
) {
	return await runNode({
		credentials,
		parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
		items,
	});
}

describe('documents as fields', () => {
	it('Invoice: every nested part filled through fields makes exactly the invoice', async () => {
		const doc = validInvoice('FV/2026/0100');
		const { output, error } = await createInvoice(invoiceFields(doc));
		expect(error).toBeUndefined();
		expect(fx.bodies('PUT')).toEqual([doc]);
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
	])(
		'%s > %s: a fresh item starts with Discount 0, so it shows no required marker for it',
		(resource, operation) => {
			const node = editorNode();
			// A fresh node with one item added: the editor fills the item's fields with their defaults.
			node.parameters = editorParameters(
				{ resource, operation, inputMode: 'fields', lines: { values: [{}] } },
				node,
			);
			const entry = ((node.parameters.lines as IDataObject).values as IDataObject[])[0];
			expect(entry.lineDiscount).toBe('0');
			const issues = NodeHelpers.getNodeParametersIssues(description.properties, node, description);
			const flagged = JSON.stringify(issues?.parameters ?? {});
			expect(flagged).not.toContain('Discount');
			// Amounts a person must give keep no default: they stay flagged.
			expect(flagged).toContain('Unit Net Price');
			expect(entry.lineUnitNetPrice).toBe('');
			expect(entry.lineQuantity).toBe('');
		},
	);

	it('Invoice: an item whose Discount was left at its default is sent with discount 0', async () => {
		const doc = validInvoice('FV/2026/0102');
		const parameters = invoiceFields(doc);
		// As the editor saves it: a value equal to its default is left out of the workflow.
		for (const entry of (parameters.lines as { values: IDataObject[] }).values)
			delete entry.lineDiscount;
		const { error } = await createInvoice(parameters);
		expect(error).toBeUndefined();
		expect((fx.bodies('PUT')[0].items as IDataObject[]).map((item) => item.discount)).toEqual(
			(doc.items as IDataObject[]).map(() => 0),
		);
	});

	it('Invoice: lines are numbered 1, 2… in the order shown; an entry may give its own number', async () => {
		const doc = validInvoice('FV/2026/0101');
		const numbered = await createInvoice(invoiceFields(doc, { numbers: true }));
		expect(numbered.error).toBeUndefined();
		const parameters = invoiceFields(doc);
		((parameters.lines as IDataObject).values as IDataObject[])[0].additionalLineFields = {
			...(((parameters.lines as IDataObject).values as IDataObject[])[0]
				.additionalLineFields as IDataObject),
			lineNumber: '7',
		};
		fx.platform.control.clearRequests();
		const { error } = await createInvoice(parameters);
		expect(error).toBeUndefined();
		expect((fx.bodies('PUT')[0].items as IDataObject[]).map((item) => item.lineNumber)).toEqual([
			7, 2,
		]);
	});

	it('Invoice correction: the same parts and its line references, as fields', async () => {
		const doc = validCorrection('FK/2026/0100', 'FV/2026/0001');
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'invoiceCorrection', operation: 'create', ...invoiceFields(doc) },
		});
		expect(error).toBeUndefined();
		expect(fx.bodies('POST')).toEqual([doc]);
	});

	it('Seller: taken from the credential when the document gives none; a field given on the document wins', async () => {
		const doc = validInvoice('FV/2026/0102');
		const credentials = fx.credentials('acme', SELLER);
		const { error } = await createInvoice(invoiceFields(doc, { seller: false }), credentials);
		expect(error).toBeUndefined();
		expect(fx.bodies('PUT')[0].tenantData).toEqual(doc.tenantData);

		fx.platform.control.clearRequests();
		const parameters = {
			...invoiceFields(doc, { seller: false }),
			seller: { values: { sellerName: 'Branch Office' } },
		};
		const second = await createInvoice(parameters, credentials);
		expect(second.error).toBeUndefined();
		expect(fx.bodies('PUT')[0].tenantData).toEqual({
			addressData: { ...(doc.tenantData.addressData as IDataObject), name: 'Branch Office' },
			tin: '1234563218',
		});
	});

	it('Seller: with none in the credential nor on the document, the error says where to set it and nothing is sent', async () => {
		const doc = validInvoice('FV/2026/0103');
		const { error } = await createInvoice(invoiceFields(doc, { seller: false }));
		expect(error?.message).toBe('"Seller" is required');
		expect(error?.description).toContain(
			'<li>Item 1: "Seller" is required: fill the credential\'s Seller section once, or the node\'s Seller fields</li>',
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it('Payment Method: taken from the credential when the document gives none; a field given on the document wins', async () => {
		const doc = validInvoice('FV/2026/0105');
		const method = doc.paymentMethodData as IDataObject;
		const credentials = fx.credentials('acme', {
			paymentMethodId: String(method.id),
			paymentMethodName: String(method.name),
		});
		const { error } = await createInvoice(
			invoiceFields(doc, { paymentMethod: false }),
			credentials,
		);
		expect(error).toBeUndefined();
		expect(fx.bodies('PUT')[0].paymentMethodData).toEqual(method);

		fx.platform.control.clearRequests();
		const parameters = {
			...invoiceFields(doc, { paymentMethod: false }),
			paymentMethod: { values: { paymentMethodName: 'Cash on delivery' } },
		};
		const second = await createInvoice(parameters, credentials);
		expect(second.error).toBeUndefined();
		expect(fx.bodies('PUT')[0].paymentMethodData).toEqual({
			id: method.id,
			name: 'Cash on delivery',
		});
	});

	it('Payment Method: with none in the credential nor on the document, the error names it as the form does and says where to set it', async () => {
		const doc = validInvoice('FV/2026/0106');
		const { error } = await createInvoice(invoiceFields(doc, { paymentMethod: false }));
		expect(error?.message).toBe('"Payment Method" is required');
		expect(error?.description).toContain(
			'<li>Item 1: "Payment Method" is required: fill the credential\'s Payment Method section once, or the node\'s Payment Method fields</li>',
		);
		expect(error?.description).not.toContain('paymentMethodData');
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it('errors: one line per problem, naming the item, the label the editor shows and what to write; the path last', async () => {
		const doc = validInvoice('FV/2026/0104');
		const parameters = invoiceFields(doc);
		const client = (parameters.client as IDataObject).values as IDataObject;
		// Empty through expressions: n8n itself refuses to run a node with an empty required field.
		client.clientCity = '={{ $json.city }}';
		const lines = (parameters.lines as IDataObject).values as IDataObject[];
		lines[1].lineUnitNetPrice = '={{ $json.net }}';
		lines[0].lineAdditionalCosts = {
			values: [{ costType: 'TRANSPORT', costUnitNetPrice: 'five' }],
		};
		const { error } = await createInvoice(parameters, fx.credentials('acme'), [{}]);
		expect(error?.message).toMatch(
			/^"Client › Client City" is required \(\d+ more problems in the details\)$/,
		);
		const problems = (error?.description ?? '')
			.split('\n')
			.filter((line) => line.startsWith('<li>'));
		expect(problems).toEqual(
			expect.arrayContaining([
				'<li>Item 1: "Client › Client City" is required: City</li>',
				'<li>Item 1: "Line 2 › Unit Net Price" is required: Net price of one unit, e.g. 100.00</li>',
				'<li>Item 1: "Line 1 › Additional Costs 1 › Cost Unit Net Price" must be a number</li>',
			]),
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
		['fiscalReceiptCorrection', 'create'],
		['goodsIssuedNote', 'createOrReplace'],
		['goodsReceivedNote', 'createOrReplace'],
		['offlineOrder', 'createOrReplaceShipment'],
	])(
		"%s > %s on a fresh node, as n8n's editor builds it: no JSON box in Fields or Spreadsheet Rows, required fields flagged",
		(resource, operation) => {
			for (const inputMode of ['fields', 'rows']) {
				const node = editorNode();
				// What the editor does when the node is added and the resource, operation and mode picked.
				node.parameters = editorParameters({ resource, operation, inputMode }, node);
				const shown = shownProperties(node);
				expect(
					shown.filter((property) => property.type === 'json').map((property) => property.name),
				).toEqual([]);
				const issues = NodeHelpers.getNodeParametersIssues(
					description.properties,
					node,
					description,
				);
				const flagged = Object.keys(issues?.parameters ?? {});
				if (inputMode === 'fields') {
					// Every plain required field of the header is flagged before a run (fiscal: only the number).
					expect(flagged).toEqual(
						expect.arrayContaining(
							resource === 'offlineOrder' ? ['shipmentId', 'orderId'] : ['number'],
						),
					);
					// The lines start with one empty line: its required fields are flagged too (fiscal: none).
					const lines = shown.find((property) => property.name === 'lines');
					expect(lines).toBeDefined();
					expect((node.parameters.lines as IDataObject).values).toHaveLength(1);
					const lineFields = (lines?.options ?? []).flatMap((option) =>
						'values' in option ? option.values.map((value) => value.name) : [],
					);
					if (resource !== 'fiscalReceiptCorrection')
						expect(flagged.some((name) => lineFields.includes(name))).toBe(true);
					expect(
						flagged.filter(
							(name) =>
								!shown.some((property) => property.name === name) && !lineFields.includes(name),
						),
					).toEqual([]);
				} else {
					expect(shown.map((property) => property.type)).toContain('resourceMapper');
				}
			}
		},
	);
});

describe('goods notes and offline orders as fields', () => {
	it.each([
		['goodsIssuedNote', validGoodsIssuedNote('WZ/2026/0100'), false],
		['goodsReceivedNote', validGoodsReceivedNote('PZ/2026/0100', 'WZ/2026/0001'), true],
	])(
		'%s: address, payment and delivery methods, warehouse, operator and lines with costs, as fields',
		async (resource, doc, received) => {
			const { error } = await runNode({
				credentials: fx.credentials('acme'),
				parameters: { resource, operation: 'createOrReplace', ...goodsNoteFields(doc, received) },
			});
			expect(error).toBeUndefined();
			expect(fx.bodies('PUT')).toEqual([withoutReferences(doc)]);
		},
	);

	it('offline order: user, delivery method with address and cost, costs, people, waybills and lines, as fields', async () => {
		const doc = validShipment('SHP-2026-0100');
		const delivery = doc.deliveryMethod as IDataObject;
		const parameters = shipmentFields(doc);
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'offlineOrder', operation: 'createOrReplaceShipment', ...parameters },
		});
		expect(error).toBeUndefined();
		const deliveryGiven = { ...delivery };
		delete deliveryGiven.id;
		delete deliveryGiven.pickupPointId;
		expect(fx.bodies('PUT')).toEqual([{ ...doc, deliveryMethod: deliveryGiven }]);
	});
});

describe('fiscal receipt correction as fields', () => {
	it('the fields the spec lists go into the body; the spec marks nothing but the number, so nothing else is required', async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme', SELLER),
			parameters: {
				resource: 'fiscalReceiptCorrection',
				operation: 'create',
				inputMode: 'fields',
				number: 'KP/2026/0100',
				correctionType: 'QUANTITATIVE',
				documentDate: '2026-03-01',
				currencyCode: 'EUR',
				client: {
					values: { clientId: 'org:123e4567-e89b-12d3-a456-426614174000', clientName: 'Buyer Ltd' },
				},
				lines: {
					values: [
						{
							lineFiscalReceiptReferenceNumber: 'PAR/2026/0001',
							lineFiscalReceiptReferenceLineNumber: '2',
							lineType: 'PRODUCT',
							lineSku: 'SKU-1',
							lineQuantity: '-1',
						},
					],
				},
			},
		});
		expect(error).toBeUndefined();
		expect(fx.bodies('POST')).toEqual(
			[
				{
					number: 'KP/2026/0100',
					correctionType: 'QUANTITATIVE',
					documentDate: '2026-03-01',
					currencyCode: 'EUR',
					customerPurchaseNumbers: undefined,
					clientData: {
						clientId: 'org:123e4567-e89b-12d3-a456-426614174000',
						clientType: 'ORGANIZATION',
						addressData: { name: 'Buyer Ltd' },
					},
					tenantData: {
						addressData: {
							name: 'Seller SA',
							street: 'Marszalkowska 1',
							postalCode: '00-001',
							city: 'Warsaw',
							country: 'PL',
						},
						tin: '1234563218',
					},
					notes: [],
					items: [
						{
							lineNumber: 1,
							fiscalReceiptReferenceNumber: 'PAR/2026/0001',
							fiscalReceiptReferenceLineNumber: 2,
							type: 'PRODUCT',
							sku: 'SKU-1',
							quantity: -1,
							notes: [],
							additionalCosts: [],
						},
					],
				},
			].map((body) => JSON.parse(JSON.stringify(body))),
		);
	});
});
