/**
 * Document operations of the fake platform, run twice: directly on the route handlers and over
 * HTTP through startPlatform (when test/platform/server.ts exists). The lists of required fields
 * below are written from the spec, independently of the schemas in documents.ts.
 */
import { documentRoutes } from './documents';
import { Harness, Reply, TENANT, handlerHarness, httpHarness } from './docHarness';
import type { Json } from './types';
import {
	deletePath,
	setPath,
	validCorrection,
	validFiscalReceiptCorrection,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
	validInvoice,
	validShipment,
} from './fixtures';

const INV = '/api/v1/invoices/integrations/auth-required/invoices';
const COR = '/api/v1/invoices/integrations/auth-required/invoice-corrections';
const FRC_TEXT = '/api/v1/invoces/integrations/auth-required';
const FRC_SAMPLE = '/api/v1/invoices/integrations/auth-required';
const GIN = '/api/v1/goods-issued-notes/integrations/auth-required/goods-issued-notes';
const GRN = '/api/v1/goods-issued-notes/integrations/auth-required/goods-received-notes';
const GRN_FEED_ACCOUNT =
	'/api/v1/account/integrations/auth-required/goods-received-notes/synchronization';
const SHIP_TEXT = '/api/v1/account/integrations/auth-required/offline-order/shipment';
const SHIP_SAMPLE = '/api/v1/orders/integrations/auth-required/offline-order/shipment';

// ---------------------------------------------------------------------------------------------
// Required fields, from the spec

const invAddress = (p: string) =>
	['city', 'country', 'name', 'postalCode', 'street'].map((m) => `${p}.${m}`);
const invTriple = (p: string) => [p, `${p}.netPrice`, `${p}.grossPrice`, `${p}.taxValue`];
const gnTriple = (p: string) => [p, `${p}.net`, `${p}.gross`, `${p}.tax`];

const documentHeadRequired = [
	'number',
	'documentDate',
	'saleDate',
	'paymentDate',
	'currencyCode',
	...invTriple('totalPrices'),
	'customerPurchaseNumbers',
	'notes',
	'clientData',
	'clientData.clientId',
	'clientData.clientType',
	'clientData.addressData',
	...invAddress('clientData.addressData'),
	...invAddress('payerData.addressData'),
	'tenantData',
	'tenantData.addressData',
	...invAddress('tenantData.addressData'),
	'tenantData.tin',
	'operatorData.id',
	'operatorData.name',
	'paymentMethodData',
	'paymentMethodData.id',
	'paymentMethodData.name',
	'items',
];
const itemRequired = (i: string) => [
	`${i}.lineNumber`,
	`${i}.type`,
	`${i}.itemName`,
	`${i}.sku`,
	`${i}.notes`,
	...invTriple(`${i}.linePrices`),
	...invTriple(`${i}.itemPrices`),
	`${i}.taxRate`,
	`${i}.discount`,
	`${i}.additionalCosts`,
	`${i}.additionalCosts[0].type`,
	...invTriple(`${i}.additionalCosts[0].itemPrices`),
	...invTriple(`${i}.additionalCosts[0].linePrices`),
	`${i}.quantity`,
	`${i}.unit`,
];
const INVOICE_REQUIRED = [
	...documentHeadRequired,
	...itemRequired('items[1]'),
	...invTriple('items[1].itemBasePrices').slice(1),
];
const CORRECTION_REQUIRED = [
	...documentHeadRequired,
	'correctionType',
	...itemRequired('items[1]'),
	'items[1].taxRate.name',
	'items[1].taxRate.value',
	'items[1].invoiceReferenceLineNumber',
	'items[1].invoiceReferenceNumber',
];

const gnHeadRequired = [
	'number',
	'clientId',
	'documentDate',
	'saleDate',
	'deliveryAddress',
	...['name', 'street', 'city', 'postCode', 'country'].map((m) => `deliveryAddress.${m}`),
	...['paymentMethod', 'deliveryMethod', 'warehouse'].flatMap((p) => [p, `${p}.id`, `${p}.name`]),
	'prices',
	...gnTriple('prices.total'),
	'productLines',
];
const gnLineRequired = (l: string) => [
	`${l}.lineNumber`,
	`${l}.quantity`,
	`${l}.product`,
	`${l}.product.sku`,
	`${l}.product.name`,
	`${l}.product.unit`,
	`${l}.product.manufacturer.name`,
	`${l}.prices`,
	`${l}.prices.additionalCosts`,
	`${l}.prices.additionalCosts[0].type`,
	...gnTriple(`${l}.prices.additionalCosts[0].item`),
	...gnTriple(`${l}.prices.additionalCosts[0].line`),
	...gnTriple(`${l}.prices.item`),
	...gnTriple(`${l}.prices.line`),
	...gnTriple(`${l}.prices.base`),
	`${l}.prices.taxRate`,
];
const GIN_REQUIRED = [
	...gnHeadRequired,
	...gnLineRequired('productLines[1]'),
	'productLines[1].salesOrderLineNumber',
	'productLines[1].salesOrderReferenceNumber',
];
const GRN_REQUIRED = [
	...gnHeadRequired,
	...gnLineRequired('productLines[1]'),
	'productLines[1].goodsIssuedNoteLineNumber',
];

const SHIPMENT_REQUIRED = [
	'id',
	'orderId',
	'orderDate',
	'organization',
	'organization.id',
	'user',
	'paymentMethod',
	'paymentMethod.name',
	'deliveryMethod',
	'price',
	'price.deliveryNet',
	'price.productsNet',
	'price.totalGross',
	'price.totalNet',
	'price.totalTax',
	...['type', 'net', 'tax', 'gross'].map((m) => `price.additionalCosts[0].${m}`),
	'productLines',
	...['lineNumber', 'name', 'sku', 'quantityOrdered', 'price'].map((m) => `productLines[1].${m}`),
	...['grossValue', 'netUnitPrice', 'netValue', 'taxValue'].map(
		(m) => `productLines[1].price.${m}`,
	),
	...[
		'type',
		'contentUnitNet',
		'contentUnitTax',
		'contentUnitGross',
		'totalNet',
		'totalTax',
		'totalGross',
	].map((m) => `productLines[1].price.additionalCosts[0].${m}`),
];

// Optional members: deleting one keeps the body valid (the fake must not be stricter than the spec).
const INVOICE_OPTIONAL = [
	'amountPaid',
	'isPaid',
	'splitPayment',
	'receiptReferenceNumber',
	'bankAccountNumber',
	'clientData.tin',
	'clientData.phone',
	'clientData.invoiceEmail',
	'payerData.clientId',
	'payerData.tin',
	'payerData.phone',
	'payerData.addressData',
	'payerData',
	'operatorData',
	...['gtin', 'series', 'manufacturer', 'pkwiu', 'splitPayment', 'itemBasePrices'].map(
		(m) => `items[0].${m}`,
	),
];
const CORRECTION_OPTIONAL = [
	'bankAccountNumber',
	'payerData',
	'operatorData',
	'items[0].itemBasePrices.netPrice',
	'items[0].itemBasePrices',
	'items[0].gtin',
];
const GIN_OPTIONAL = [
	'purchaseOrderNumber',
	'notes',
	'deliveryDate',
	'operator',
	...['invoiceLineNumber', 'goodsReceivedNoteReferences', 'notes', 'prices.discount'].map(
		(m) => `productLines[0].${m}`,
	),
	...['gtin', 'manufacturerIndex', 'pkwiu', 'manufacturer'].map(
		(m) => `productLines[0].product.${m}`,
	),
];
const GRN_OPTIONAL = [
	...GIN_OPTIONAL,
	'goodsIssuedNoteReferenceNumber',
	'productLines[0].salesOrderLineNumber',
	'productLines[0].salesOrderReferenceNumber',
];
const SHIPMENT_OPTIONAL = [
	'lastChange',
	'notes',
	'status',
	'supplyWarehouseId',
	'authorizedPeople',
	'organization.externalId',
	'user.email',
	'user.id',
	'paymentMethod.id',
	'paymentMethod.externalId',
	'deliveryMethod.address',
	'deliveryMethod.cost',
	'price.deliveryGross',
	'price.productsGross',
	'price.additionalCosts',
	'waybills',
	...[
		'quantityOrderedInContentUnit',
		'quantityShipped',
		'contentUnitCode',
		'notes',
		'lastChange',
	].map((m) => `productLines[0].${m}`),
	...['catalogPriceDiscount', 'netCatalogPrice', 'netCatalogUnitPrice', 'additionalCosts'].map(
		(m) => `productLines[0].price.${m}`,
	),
];

interface DocCase {
	label: string;
	method: 'PUT' | 'POST';
	path: string;
	make: () => Record<string, Json>;
	required: string[];
	optional: string[];
}
const DOCS: DocCase[] = [
	{
		label: 'invoice',
		method: 'PUT',
		path: INV,
		make: () => validInvoice('FV/REQ'),
		required: INVOICE_REQUIRED,
		optional: INVOICE_OPTIONAL,
	},
	{
		label: 'invoice correction',
		method: 'POST',
		path: COR,
		make: () => validCorrection('FK/REQ'),
		required: CORRECTION_REQUIRED,
		optional: CORRECTION_OPTIONAL,
	},
	{
		label: 'goods issued note',
		method: 'PUT',
		path: GIN,
		make: () => validGoodsIssuedNote('WZ/REQ'),
		required: GIN_REQUIRED,
		optional: GIN_OPTIONAL,
	},
	{
		label: 'goods received note',
		method: 'PUT',
		path: GRN,
		make: () => validGoodsReceivedNote('PZ/REQ'),
		required: GRN_REQUIRED,
		optional: GRN_OPTIONAL,
	},
	{
		label: 'offline shipment',
		method: 'PUT',
		path: SHIP_TEXT,
		make: () => validShipment('SHP-REQ'),
		required: SHIPMENT_REQUIRED,
		optional: SHIPMENT_OPTIONAL,
	},
];

// ---------------------------------------------------------------------------------------------

const harnesses: Array<[string, () => Promise<Harness>]> = [
	['handlers', async () => handlerHarness(documentRoutes)],
	['http', () => httpHarness()],
];

describe.each(harnesses)('documents (%s)', (_name, make) => {
	let api: Harness;
	beforeAll(async () => {
		api = await make();
	});
	afterAll(async () => {
		await api.close();
	});
	beforeEach(async () => {
		await api.reset();
	});

	const expect400 = (r: Reply, field: string | undefined, message?: string | RegExp) => {
		expect({ status: r.status, code: r.body?.code, field: r.body?.field }).toEqual({
			status: 400,
			code: 'VALIDATION_FAILED',
			field,
		});
		if (message) expect(r.body.message).toMatch(message);
	};

	describe('required and optional fields', () => {
		for (const doc of DOCS) {
			it(`${doc.label}: a valid body is accepted`, async () => {
				const r = await api.call(doc.method, doc.path, { body: doc.make() });
				expect(r.status).toBe(204);
				expect(r.body).toBeUndefined();
			});
			it(`${doc.label}: each of ${doc.required.length} required fields missing -> 400 with its path`, async () => {
				const results: Array<[string, number, string | undefined, string | undefined]> = [];
				for (const path of doc.required) {
					const r = await api.call(doc.method, doc.path, { body: deletePath(doc.make(), path) });
					results.push([path, r.status, r.body?.field, r.body?.message]);
				}
				expect(results).toEqual(doc.required.map((p) => [p, 400, p, `${p} is required`]));
			});
			it(`${doc.label}: null for a required field -> 400`, async () => {
				for (const path of doc.required.slice(0, 6)) {
					const r = await api.call(doc.method, doc.path, { body: setPath(doc.make(), path, null) });
					expect400(r, path, `${path} is required`);
				}
			});
			it(`${doc.label}: each optional field may be left out`, async () => {
				const results: Array<[string, number]> = [];
				for (const path of doc.optional) {
					const r = await api.call(doc.method, doc.path, { body: deletePath(doc.make(), path) });
					results.push([path, r.status]);
				}
				expect(results).toEqual(doc.optional.map((p) => [p, 204]));
			});
			it(`${doc.label}: a body that is not an object, or an unknown field -> 400`, async () => {
				expect400(await api.call(doc.method, doc.path, { body: [doc.make()] }), undefined);
				expect400(
					await api.call(doc.method, doc.path, { body: { ...doc.make(), bogusField: 1 } }),
					'bogusField',
					'bogusField is not a known field',
				);
			});
		}
	});

	describe('type, enum and date rules', () => {
		const cases: Array<
			[string, DocCase['method'], string, () => Record<string, Json>, string, unknown, string]
		> = [
			[
				'invoice currency',
				'PUT',
				INV,
				validInvoice,
				'currencyCode',
				'ZŁ',
				'currencyCode must be one of the currency codes',
			],
			[
				'invoice currency lower case',
				'PUT',
				INV,
				validInvoice,
				'currencyCode',
				'pln',
				'currencyCode must be one of the currency codes',
			],
			[
				'invoice document date',
				'PUT',
				INV,
				validInvoice,
				'documentDate',
				'2024-13-01',
				'documentDate must be a date YYYY-MM-DD',
			],
			[
				'invoice payment date',
				'PUT',
				INV,
				validInvoice,
				'paymentDate',
				'2024-03-15T00:00:00Z',
				'paymentDate must be a date YYYY-MM-DD',
			],
			[
				'invoice client type',
				'PUT',
				INV,
				validInvoice,
				'clientData.clientType',
				'COMPANY',
				'clientData.clientType must be one of',
			],
			[
				'invoice item type',
				'PUT',
				INV,
				validInvoice,
				'items[1].type',
				'GOODS',
				'items[1].type must be one of',
			],
			[
				'invoice line number',
				'PUT',
				INV,
				validInvoice,
				'items[0].lineNumber',
				1.5,
				'items[0].lineNumber must be an integer',
			],
			[
				'invoice numeric string',
				'PUT',
				INV,
				validInvoice,
				'items[0].quantity',
				'2',
				'items[0].quantity must be a number',
			],
			['invoice notes', 'PUT', INV, validInvoice, 'notes', 'a note', 'notes must be an array'],
			[
				'invoice note element',
				'PUT',
				INV,
				validInvoice,
				'items[1].notes[0]',
				5,
				'items[1].notes[0] must be a string',
			],
			[
				'invoice negative total',
				'PUT',
				INV,
				validInvoice,
				'totalPrices.netPrice',
				-1,
				'totalPrices.netPrice must be >= 0',
			],
			[
				'invoice tax rate > 100',
				'PUT',
				INV,
				validInvoice,
				'items[0].taxRate.value',
				123,
				'items[0].taxRate.value must be <= 100',
			],
			[
				'invoice tax rate < 0',
				'PUT',
				INV,
				validInvoice,
				'items[0].taxRate.value',
				-5,
				'items[0].taxRate.value must be >= 0',
			],
			[
				'invoice payment method uuid',
				'PUT',
				INV,
				validInvoice,
				'paymentMethodData.id',
				'pm-1',
				'paymentMethodData.id must be a uuid',
			],
			['invoice isPaid', 'PUT', INV, validInvoice, 'isPaid', 'true', 'isPaid must be a boolean'],
			['invoice empty number', 'PUT', INV, validInvoice, 'number', '', 'number must not be empty'],
			[
				'correction type',
				'POST',
				COR,
				validCorrection,
				'correctionType',
				'PARTIAL',
				'correctionType must be one of VALUABLE, QUANTITATIVE',
			],
			[
				'goods issued note payment method uuid',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'paymentMethod.id',
				'pm-1',
				'paymentMethod.id must be a uuid',
			],
			[
				'goods issued note operator uuid',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'operator.id',
				'anna',
				'operator.id must be a uuid',
			],
			[
				'correction has no amountPaid',
				'POST',
				COR,
				validCorrection,
				'amountPaid',
				10,
				'amountPaid is not a known field',
			],
			[
				'correction has no isPaid',
				'POST',
				COR,
				validCorrection,
				'isPaid',
				true,
				'isPaid is not a known field',
			],
			[
				'correction ref line',
				'POST',
				COR,
				validCorrection,
				'items[0].invoiceReferenceLineNumber',
				'1',
				'items[0].invoiceReferenceLineNumber must be a number',
			],
			[
				'GIN date',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'saleDate',
				'1.3.2024',
				'saleDate must be a date YYYY-MM-DD',
			],
			[
				'GIN delivery date',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'deliveryDate',
				'2024-02-30',
				'deliveryDate must be a date YYYY-MM-DD',
			],
			[
				'GIN tax rate',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'productLines[0].prices.taxRate',
				'23',
				'productLines[0].prices.taxRate must be a number',
			],
			[
				'GIN line number',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'productLines[1].lineNumber',
				0,
				'productLines[1].lineNumber must be >= 1',
			],
			[
				'GRN line ref',
				'PUT',
				GRN,
				validGoodsReceivedNote,
				'productLines[0].goodsIssuedNoteLineNumber',
				1.5,
				'must be an integer',
			],
			[
				'shipment order date',
				'PUT',
				SHIP_TEXT,
				validShipment,
				'orderDate',
				'2024/03/01',
				'orderDate must be a date YYYY-MM-DD',
			],
			[
				'shipment lastChange',
				'PUT',
				SHIP_TEXT,
				validShipment,
				'lastChange',
				'2024-03-01T12:00:00',
				'lastChange must be an ISO-8601 UTC timestamp ending in Z',
			],
			[
				'shipment line lastChange',
				'PUT',
				SHIP_TEXT,
				validShipment,
				'productLines[1].lastChange',
				'2024-03-01T12:00:00+02:00',
				'ending in Z',
			],
			[
				'shipment line number',
				'PUT',
				SHIP_TEXT,
				validShipment,
				'productLines[0].lineNumber',
				1,
				'productLines[0].lineNumber must be a string',
			],
			[
				'shipment user id',
				'PUT',
				SHIP_TEXT,
				validShipment,
				'user.id',
				'user-1',
				'user.id must be a uuid',
			],
			// The spec's conventions: a client identifier is a string of the form org:<uuid>.
			[
				'invoice client id',
				'PUT',
				INV,
				validInvoice,
				'clientData.clientId',
				'C-1',
				'clientData.clientId must be a client id of the form org:<uuid>',
			],
			[
				'invoice payer client id',
				'PUT',
				INV,
				validInvoice,
				'payerData.clientId',
				'0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b',
				'payerData.clientId must be a client id of the form org:<uuid>',
			],
			[
				'correction client id',
				'POST',
				COR,
				validCorrection,
				'clientData.clientId',
				'org:acme',
				'clientData.clientId must be a client id of the form org:<uuid>',
			],
			[
				'GIN client id',
				'PUT',
				GIN,
				validGoodsIssuedNote,
				'clientId',
				'C-1',
				'clientId must be a client id of the form org:<uuid>',
			],
			[
				'GRN client id',
				'PUT',
				GRN,
				validGoodsReceivedNote,
				'clientId',
				'C-1',
				'clientId must be a client id of the form org:<uuid>',
			],
		];
		it.each(cases)('%s', async (_label, method, path, make, field, value, message) => {
			const r = await api.call(method, path, { body: setPath(make(), field, value) });
			expect400(r, field, message);
		});

		it('accepts any currency of the list and fractional or percent tax rates', async () => {
			for (const currencyCode of ['EUR', 'USD', 'ZMW', 'XXX', 'BOV']) {
				expect(
					(await api.call('PUT', INV, { body: { ...validInvoice('C/1'), currencyCode } })).status,
				).toBe(204);
			}
			const inv = validInvoice('T/1');
			inv.items[0].taxRate.value = 0.23;
			inv.items[1].taxRate.value = 8.5;
			expect((await api.call('PUT', INV, { body: inv })).status).toBe(204);
			const got = await api.call('GET', `${INV}/single`, { query: { number: 'T/1' } });
			expect(got.body.items.map((i: { taxRate: { value: number } }) => i.taxRate.value)).toEqual([
				0.23, 8.5,
			]);
		});

		it('allows negative totals on corrections', async () => {
			const c = validCorrection('FK/NEG');
			c.totalPrices = { netPrice: -100, grossPrice: -123, taxValue: -23 };
			expect((await api.call('POST', COR, { body: c })).status).toBe(204);
		});
	});

	describe('invoices', () => {
		it('creates, reads with the read shape, replaces and deletes', async () => {
			const inv = validInvoice('FV/1', {
				goodsIssuedNoteNumber: 'WZ/1',
				orderReferenceNumber: 'SO/1',
			});
			delete inv.receiptReferenceNumber;
			delete inv.items[1].gtin;
			expect((await api.call('PUT', INV, { body: inv })).status).toBe(204);
			const got = await api.call('GET', `${INV}/single`, { query: { number: 'FV/1' } });
			expect(got.status).toBe(200);
			expect(got.body).toMatchObject({
				number: 'FV/1',
				currencyCode: 'PLN',
				clientData: inv.clientData,
				items: [
					expect.objectContaining({ sku: 'SKU-1', goodsIssuedNoteNumber: 'WZ/1' }),
					expect.objectContaining({ sku: 'SKU-2' }),
				],
				fileData: null,
				receiptReferenceNumber: null,
				invoiceCorrectionsReferenceNumbers: [],
				orderReferenceNumbers: ['SO/1'],
				goodsIssuedNoteReferenceNumbers: ['WZ/1'],
				goodsReceivedNoteReferenceNumbers: [],
			});
			expect(got.body.items[1].gtin).toBeNull();
			expect(got.body.items[1].orderReferenceNumber).toBeNull();

			// related documents show up in the reference arrays
			expect((await api.call('POST', COR, { body: validCorrection('FK/1', 'FV/1') })).status).toBe(
				204,
			);
			expect(
				(await api.call('PUT', GRN, { body: validGoodsReceivedNote('PZ/1', 'WZ/1') })).status,
			).toBe(204);
			const linked = await api.call('GET', `${INV}/single`, { query: { number: 'FV/1' } });
			expect(linked.body.invoiceCorrectionsReferenceNumbers).toEqual(['FK/1']);
			expect(linked.body.goodsReceivedNoteReferenceNumbers).toEqual(['PZ/1']);

			// replace
			const replaced = validInvoice('FV/1');
			replaced.currencyCode = 'EUR';
			replaced.items = [replaced.items[0]];
			expect((await api.call('PUT', INV, { body: replaced })).status).toBe(204);
			const again = await api.call('GET', `${INV}/single`, { query: { number: 'FV/1' } });
			expect(again.body.currencyCode).toBe('EUR');
			expect(again.body.items).toHaveLength(1);
			expect(again.body.receiptReferenceNumber).toBe('PAR/1');
			expect(Object.keys(await api.collection(TENANT, 'invoices'))).toEqual(['FV/1']);

			// delete
			expect((await api.call('DELETE', INV, { query: { number: 'FV/1' } })).status).toBe(204);
			expect((await api.call('GET', `${INV}/single`, { query: { number: 'FV/1' } })).status).toBe(
				404,
			);
			const del404 = await api.call('DELETE', INV, { query: { number: 'FV/1' } });
			expect(del404.status).toBe(404);
			expect(del404.body.code).toBe('NOT_FOUND');
		});

		it('404 for unknown numbers, 400 without number', async () => {
			for (const p of [`${INV}/single`, `${INV}/status`]) {
				const r = await api.call('GET', p, { query: { number: 'nope' } });
				expect([r.status, r.body.code]).toEqual([404, 'NOT_FOUND']);
				expect400(await api.call('GET', p), 'number', 'number is required');
			}
			expect(
				(
					await api.call('PUT', `${INV}/status`, {
						query: { number: 'nope' },
						body: { amountPaid: 1, isPaid: false },
					})
				).status,
			).toBe(404);
			expect(
				(
					await api.call('POST', `${INV}/file-upload-begin`, {
						query: { number: 'nope', fileExtension: 'pdf' },
					})
				).status,
			).toBe(404);
			expect400(await api.call('DELETE', INV), 'number');
		});

		it('alternative mode serves Get invoice at the correction path only: the correction of that number, else the invoice', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/S') });
			await api.call('PUT', INV, { body: validInvoice('FK/S') });
			expect((await api.call('POST', COR, { body: validCorrection('FK/S', 'FV/S') })).status).toBe(
				204,
			);
			for (const mode of ['main', 'both'] as const) {
				await api.setPathMode(mode);
				expect(
					(await api.call('GET', `${INV}/single`, { query: { number: 'FV/S' } })).body.number,
				).toBe('FV/S');
				expect((await api.call('GET', `${COR}/single`, { query: { number: 'FV/S' } })).status).toBe(
					404,
				);
			}
			await api.setPathMode('alternative');
			const missing = await api.call('GET', `${INV}/single`, { query: { number: 'FV/S' } });
			expect([missing.status, missing.body.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
			const invoice = await api.call('GET', `${COR}/single`, { query: { number: 'FV/S' } });
			expect([invoice.status, invoice.body.number, invoice.body.correctionType]).toEqual([
				200,
				'FV/S',
				undefined,
			]);
			expect(invoice.body.invoiceCorrectionsReferenceNumbers).toEqual(['FK/S']);
			const correction = await api.call('GET', `${COR}/single`, { query: { number: 'FK/S' } });
			expect([correction.body.number, correction.body.correctionType]).toEqual([
				'FK/S',
				'VALUABLE',
			]);
			expect((await api.call('GET', `${COR}/single`, { query: { number: 'NONE' } })).status).toBe(
				404,
			);
			await api.setPathMode('both');
		});

		it('keeps documents per tenant', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/T') });
			expect(
				(await api.call('GET', `${INV}/single`, { query: { number: 'FV/T' }, tenant: 'globex' }))
					.status,
			).toBe(404);
			expect((await api.call('GET', `${INV}/single`, { query: { number: 'FV/T' } })).status).toBe(
				200,
			);
		});

		it('payment status: defaults, set, read, and kept on replace', async () => {
			const inv = validInvoice('FV/P');
			delete inv.amountPaid;
			delete inv.isPaid;
			await api.call('PUT', INV, { body: inv });
			expect((await api.call('GET', `${INV}/status`, { query: { number: 'FV/P' } })).body).toEqual({
				amountPaid: 0,
				isPaid: false,
			});
			expect(
				(await api.call('GET', `${INV}/single`, { query: { number: 'FV/P' } })).body,
			).toMatchObject({ amountPaid: null, isPaid: null });

			const set = await api.call('PUT', `${INV}/status`, {
				query: { number: 'FV/P' },
				body: { amountPaid: 492, isPaid: true },
			});
			expect(set.status).toBe(204);
			expect((await api.call('GET', `${INV}/status`, { query: { number: 'FV/P' } })).body).toEqual({
				amountPaid: 492,
				isPaid: true,
			});
			expect(
				(await api.call('GET', `${INV}/single`, { query: { number: 'FV/P' } })).body,
			).toMatchObject({ amountPaid: 492, isPaid: true });

			// a replace without the status keeps it; a replace with it sets it
			await api.call('PUT', INV, { body: inv });
			expect((await api.call('GET', `${INV}/status`, { query: { number: 'FV/P' } })).body).toEqual({
				amountPaid: 492,
				isPaid: true,
			});
			await api.call('PUT', INV, { body: { ...inv, amountPaid: 100, isPaid: false } });
			expect((await api.call('GET', `${INV}/status`, { query: { number: 'FV/P' } })).body).toEqual({
				amountPaid: 100,
				isPaid: false,
			});

			expect400(
				await api.call('PUT', `${INV}/status`, {
					query: { number: 'FV/P' },
					body: { isPaid: true },
				}),
				'amountPaid',
				'amountPaid is required',
			);
			expect400(
				await api.call('PUT', `${INV}/status`, {
					query: { number: 'FV/P' },
					body: { amountPaid: 1 },
				}),
				'isPaid',
				'isPaid is required',
			);
			expect400(
				await api.call('PUT', `${INV}/status`, {
					query: { number: 'FV/P' },
					body: { amountPaid: '1', isPaid: true },
				}),
				'amountPaid',
			);
		});
	});

	/** begin -> PUT bytes -> complete; returns the file URL the document then shows. */
	async function uploadFlow(
		begin: { path: string; query: Record<string, string> },
		completePath: string,
	) {
		const b = await api.call('POST', begin.path, { query: begin.query });
		expect(b.status).toBe(200);
		expect(Object.keys(b.body).sort()).toEqual(['uploadId', 'uploadUrl']);
		expect(typeof b.body.uploadUrl).toBe('string');
		const bytes = Buffer.from(`%PDF-1.4 fake ${begin.path} ${Math.random()}`);
		// completing before the bytes arrive is refused
		expect(
			(await api.call('POST', completePath, { query: { uploadId: b.body.uploadId } })).status,
		).toBeGreaterThanOrEqual(400);
		const put = await api.putBytes(b.body.uploadUrl, bytes, 'application/pdf');
		expect(put).toBeGreaterThanOrEqual(200);
		expect(put).toBeLessThan(300);
		const c = await api.call('POST', completePath, { query: { uploadId: b.body.uploadId } });
		expect(c.status).toBe(204);
		return { bytes, uploadId: b.body.uploadId as string };
	}

	async function expectFile(url: string, bytes: Buffer) {
		expect(typeof url).toBe('string');
		const got = await api.getBytes(url);
		expect(got.status).toBe(200);
		expect(got.data.equals(bytes)).toBe(true);
	}

	describe('uploads', () => {
		it('invoice: begin, PUT bytes, complete, fileData, download; kept on replace', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/U') });
			const { bytes } = await uploadFlow(
				{ path: `${INV}/file-upload-begin`, query: { number: 'FV/U', fileExtension: 'pdf' } },
				`${INV}/file-upload-complete`,
			);
			const got = await api.call('GET', `${INV}/single`, { query: { number: 'FV/U' } });
			expect(got.body.fileData).toEqual({ url: expect.any(String), extension: 'pdf' });
			await expectFile(got.body.fileData.url, bytes);
			await api.call('PUT', INV, { body: validInvoice('FV/U') });
			expect(
				(await api.call('GET', `${INV}/single`, { query: { number: 'FV/U' } })).body.fileData,
			).toEqual(got.body.fileData);
		});

		it('begin-upload checks fileExtension and the number', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/X') });
			expect400(
				await api.call('POST', `${INV}/file-upload-begin`, { query: { number: 'FV/X' } }),
				'fileExtension',
				'fileExtension is required',
			);
			expect400(
				await api.call('POST', `${INV}/file-upload-begin`, {
					query: { number: 'FV/X', fileExtension: '.pdf' },
				}),
				'fileExtension',
			);
			expect400(
				await api.call('POST', `${INV}/file-upload-begin`, { query: { fileExtension: 'pdf' } }),
				'number',
			);
			expect400(
				await api.call('POST', `${INV}/file-upload-complete`),
				'uploadId',
				'uploadId is required',
			);
		});

		it('an upload of one document kind cannot complete another kind', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/K') });
			const b = await api.call('POST', `${INV}/file-upload-begin`, {
				query: { number: 'FV/K', fileExtension: 'pdf' },
			});
			await api.putBytes(b.body.uploadUrl, Buffer.from('x'), 'application/pdf');
			const r = await api.call('POST', `${GIN}/file-upload-finalize`, {
				query: { uploadId: b.body.uploadId },
			});
			expect400(r, 'uploadId');
		});

		it('invoice correction: three begin paths and both parameter names', async () => {
			await api.call('POST', COR, { body: validCorrection('FK/U') });
			const paths = [
				`${COR}/file-upload-begin`,
				'/api/v1/invoices/integrations/auth-required/invoices-corrections/file-upload-begin',
				'/api/v1/invoices/integrations/auth-required/invoice-correction/file-upload-begin',
			];
			for (const path of paths) {
				for (const param of ['number', 'goodsReceivedNoteNumber']) {
					const { bytes } = await uploadFlow(
						{ path, query: { [param]: 'FK/U', fileExtension: 'pdf' } },
						`${COR}/file-upload-complete`,
					);
					const got = await api.call('GET', `${COR}/single`, { query: { number: 'FK/U' } });
					expect(got.body.fileData.extension).toBe('pdf');
					await expectFile(got.body.fileData.url, bytes);
				}
			}
			const both = { number: 'FK/U', goodsReceivedNoteNumber: 'FK/U', fileExtension: 'xml' };
			expect((await api.call('POST', paths[0], { query: both })).status).toBe(200);
			expect400(
				await api.call('POST', paths[0], {
					query: { ...both, goodsReceivedNoteNumber: 'FK/OTHER' },
				}),
				'goodsReceivedNoteNumber',
			);
			expect400(await api.call('POST', paths[0], { query: { fileExtension: 'pdf' } }), 'number');
			expect(
				(await api.call('POST', paths[2], { query: { number: 'FK/NONE', fileExtension: 'pdf' } }))
					.status,
			).toBe(404);
		});

		it('invoice correction begin paths follow the path mode', async () => {
			await api.call('POST', COR, { body: validCorrection('FK/M') });
			const q = { query: { number: 'FK/M', fileExtension: 'pdf' } };
			const sample =
				'/api/v1/invoices/integrations/auth-required/invoice-correction/file-upload-begin';
			const textOdd =
				'/api/v1/invoices/integrations/auth-required/invoices-corrections/file-upload-begin';
			await api.setPathMode('main');
			expect((await api.call('POST', `${COR}/file-upload-begin`, q)).status).toBe(200);
			expect((await api.call('POST', textOdd, q)).status).toBe(200);
			expect((await api.call('POST', sample, q)).status).toBe(404);
			await api.setPathMode('alternative');
			expect((await api.call('POST', sample, q)).status).toBe(200);
			expect((await api.call('POST', textOdd, q)).status).toBe(404);
		});

		it('goods notes: initialize, PUT bytes, finalize, fileUrl, download', async () => {
			await api.call('PUT', GIN, { body: validGoodsIssuedNote('WZ/U') });
			await api.call('PUT', GRN, { body: validGoodsReceivedNote('PZ/U', 'WZ/U') });
			const gin = await uploadFlow(
				{
					path: `${GIN}/file-upload-initialize`,
					query: { goodsIssuedNoteNumber: 'WZ/U', fileExtension: 'pdf' },
				},
				`${GIN}/file-upload-finalize`,
			);
			const ginRead = await api.call('GET', GIN, { query: { goodsIssuedNoteNumber: 'WZ/U' } });
			await expectFile(ginRead.body.fileUrl, gin.bytes);
			const grn = await uploadFlow(
				{
					path: `${GRN}/file-upload-initialize`,
					query: { goodsReceivedNoteNumber: 'PZ/U', fileExtension: 'pdf' },
				},
				`${GRN}/file-upload-finalize`,
			);
			const grnRead = await api.call('GET', GRN, { query: { goodsReceivedNoteNumber: 'PZ/U' } });
			await expectFile(grnRead.body.fileUrl, grn.bytes);
			expect(
				(
					await api.call('POST', `${GIN}/file-upload-initialize`, {
						query: { goodsIssuedNoteNumber: 'WZ/NONE', fileExtension: 'pdf' },
					})
				).status,
			).toBe(404);
			expect400(
				await api.call('POST', `${GRN}/file-upload-initialize`, {
					query: { fileExtension: 'pdf' },
				}),
				'goodsReceivedNoteNumber',
			);
		});
	});

	describe('invoice corrections', () => {
		it('create, read shape, replace, delete', async () => {
			const c = validCorrection('FK/1', 'FV/9');
			c.items[0].goodsReceivedNoteNumber = 'PZ/9';
			c.items[0].goodsReceivedNoteLineNumber = 1;
			c.items[0].orderReferenceNumber = 'SO/9';
			expect((await api.call('POST', COR, { body: c })).status).toBe(204);
			const got = await api.call('GET', `${COR}/single`, { query: { number: 'FK/1' } });
			expect(got.status).toBe(200);
			expect(got.body).toMatchObject({
				number: 'FK/1',
				correctionType: 'VALUABLE',
				fileData: null,
				invoiceReferenceNumbers: ['FV/9'],
				orderReferenceNumbers: ['SO/9'],
				goodsIssuedNoteReferenceNumbers: [],
				goodsReceivedNoteReferenceNumbers: ['PZ/9'],
			});
			expect(got.body.items[0]).toMatchObject({
				goodsReceivedNoteNumber: 'PZ/9',
				goodsReceivedNoteLineNumber: 1,
				invoiceReferenceLineNumber: 1,
			});
			expect(got.body.items[1]).toMatchObject({
				goodsReceivedNoteNumber: null,
				goodsReceivedNoteLineNumber: null,
			});

			expect(
				(await api.call('POST', COR, { body: { ...c, correctionType: 'QUANTITATIVE' } })).status,
			).toBe(204);
			expect(
				(await api.call('GET', `${COR}/single`, { query: { number: 'FK/1' } })).body.correctionType,
			).toBe('QUANTITATIVE');
			expect(Object.keys(await api.collection(TENANT, 'invoiceCorrections'))).toEqual(['FK/1']);

			expect((await api.call('DELETE', COR, { query: { number: 'FK/1' } })).status).toBe(204);
			expect((await api.call('GET', `${COR}/single`, { query: { number: 'FK/1' } })).status).toBe(
				404,
			);
			expect((await api.call('DELETE', COR, { query: { number: 'FK/1' } })).status).toBe(404);
		});
	});

	describe('fiscal receipt corrections', () => {
		for (const [mode, prefix, other] of [
			['main', FRC_TEXT, FRC_SAMPLE],
			['alternative', FRC_SAMPLE, FRC_TEXT],
		] as const) {
			it(`whole flow in ${mode} mode`, async () => {
				await api.setPathMode(mode);
				const body = validFiscalReceiptCorrection('KP/1');
				expect(
					(await api.call('POST', `${other}/fiscal-receipts-corrections`, { body })).status,
				).toBe(404);
				expect(
					(await api.call('POST', `${prefix}/fiscal-receipts-corrections`, { body })).status,
				).toBe(204);
				const got = await api.call('GET', `${prefix}/fiscal-receipts`, {
					query: { number: 'KP/1' },
				});
				expect(got.status).toBe(200);
				expect(got.body).toMatchObject({
					number: 'KP/1',
					correctionType: 'VALUABLE',
					paymentStatus: { amountPaid: 0, isPaid: false },
					fileData: null,
				});
				expect(got.body.items[0].fiscalReceiptReferenceNumber).toBe('PAR/2024/0001');

				expect(
					(
						await api.call('PUT', `${prefix}/fiscal-receipts`, {
							query: { number: 'KP/1' },
							body: { amountPaid: 12.5, isPaid: true },
						})
					).status,
				).toBe(204);
				expect(
					(await api.call('GET', `${prefix}/fiscal-receipts`, { query: { number: 'KP/1' } })).body
						.paymentStatus,
				).toEqual({ amountPaid: 12.5, isPaid: true });
				expect400(
					await api.call('PUT', `${prefix}/fiscal-receipts`, {
						query: { number: 'KP/1' },
						body: { amountPaid: 1 },
					}),
					'isPaid',
				);

				const { bytes } = await uploadFlow(
					{
						path: `${prefix}/fiscal-receipts-corrections/file-upload-begin`,
						query: { number: 'KP/1', fileExtension: 'pdf' },
					},
					`${prefix}/fiscal-receipts-corrections/file-upload-complete`,
				);
				const withFile = await api.call('GET', `${prefix}/fiscal-receipts`, {
					query: { number: 'KP/1' },
				});
				await expectFile(withFile.body.fileData.url, bytes);

				// replace keeps the payment status and the file
				expect(
					(
						await api.call('POST', `${prefix}/fiscal-receipts-corrections`, {
							body: { ...body, notes: ['again'] },
						})
					).status,
				).toBe(204);
				const replaced = await api.call('GET', `${prefix}/fiscal-receipts`, {
					query: { number: 'KP/1' },
				});
				expect(replaced.body).toMatchObject({
					notes: ['again'],
					paymentStatus: { amountPaid: 12.5, isPaid: true },
					fileData: withFile.body.fileData,
				});

				expect(
					(
						await api.call('DELETE', `${prefix}/fiscal-receipts-corrections`, {
							query: { number: 'KP/1' },
						})
					).status,
				).toBe(204);
				expect(
					(await api.call('GET', `${prefix}/fiscal-receipts`, { query: { number: 'KP/1' } }))
						.status,
				).toBe(404);
				expect(
					(
						await api.call('DELETE', `${prefix}/fiscal-receipts-corrections`, {
							query: { number: 'KP/1' },
						})
					).status,
				).toBe(404);
			});
		}

		it('both prefixes in both mode; body rules', async () => {
			await api.setPathMode('both');
			expect(
				(
					await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections`, {
						body: { number: 'KP/A' },
					})
				).status,
			).toBe(204);
			expect(
				(await api.call('GET', `${FRC_SAMPLE}/fiscal-receipts`, { query: { number: 'KP/A' } }))
					.status,
			).toBe(200);
			expect400(
				await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections`, { body: { notes: [] } }),
				'number',
				'number is required',
			);
			expect400(
				await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections`, { body: { number: '' } }),
				'number',
			);
			expect400(
				await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections`, {
					body: { number: 'KP/B', correctionType: 'X' },
				}),
				'correctionType',
			);
			expect400(
				await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections`, { body: 'KP/B' }),
				undefined,
			);
			expect(
				(
					await api.call('POST', `${FRC_TEXT}/fiscal-receipts-corrections/file-upload-begin`, {
						query: { number: 'KP/NONE', fileExtension: 'pdf' },
					})
				).status,
			).toBe(404);
		});
	});

	describe('goods notes', () => {
		it('GIN: create, read, replace, 404', async () => {
			const gin = validGoodsIssuedNote('WZ/1');
			delete gin.operator;
			expect((await api.call('PUT', GIN, { body: gin })).status).toBe(204);
			const got = await api.call('GET', GIN, { query: { goodsIssuedNoteNumber: 'WZ/1' } });
			expect(got.status).toBe(200);
			expect(got.body).toMatchObject({
				number: 'WZ/1',
				deliveryAddress: gin.deliveryAddress,
				operator: null,
				fileUrl: null,
			});
			expect(got.body.productLines).toHaveLength(2);
			await api.call('PUT', GIN, { body: { ...gin, notes: 'changed' } });
			expect(
				(await api.call('GET', GIN, { query: { goodsIssuedNoteNumber: 'WZ/1' } })).body.notes,
			).toBe('changed');
			expect(
				(await api.call('GET', GIN, { query: { goodsIssuedNoteNumber: 'WZ/2' } })).status,
			).toBe(404);
			expect400(await api.call('GET', GIN), 'goodsIssuedNoteNumber');
			expect(Object.keys(await api.collection(TENANT, 'goodsIssuedNotes'))).toEqual(['WZ/1']);
		});

		it('GRN: read shape with derived client data and references', async () => {
			await api.call('PUT', INV, { body: validInvoice('FV/G', { goodsIssuedNoteNumber: 'WZ/G' }) });
			const grn = validGoodsReceivedNote('PZ/G', 'WZ/G');
			delete grn.productLines[0].salesOrderReferenceNumber;
			delete grn.productLines[0].salesOrderLineNumber;
			expect((await api.call('PUT', GRN, { body: grn })).status).toBe(204);
			const corr = validCorrection('FK/G', 'FV/G');
			corr.items[0].goodsReceivedNoteNumber = 'PZ/G';
			await api.call('POST', COR, { body: corr });
			const got = await api.call('GET', GRN, { query: { goodsReceivedNoteNumber: 'PZ/G' } });
			expect(got.status).toBe(200);
			expect(got.body).toMatchObject({
				number: 'PZ/G',
				goodsIssuedNoteReferenceNumber: 'WZ/G',
				fileUrl: null,
				clientType: 'ORGANIZATION',
				clientData: {
					name: 'Buyer Ltd',
					street: 'Marszalkowska 1',
					city: 'Warsaw',
					postCode: '00-001',
					country: 'PL',
					tin: '5260250274',
				},
				tenantData: { name: 'Seller SA', tin: '1234563218' },
				invoiceReferenceNumbers: ['FV/G'],
				invoiceCorrectionReferenceNumber: 'FK/G',
			});
			expect(got.body.productLines[0]).toMatchObject({
				goodsIssuedNoteLineNumber: 1,
				salesOrderReferenceNumber: null,
				salesOrderLineNumber: null,
			});

			const lone = await api.call('PUT', GRN, {
				body: deletePath(validGoodsReceivedNote('PZ/L'), 'goodsIssuedNoteReferenceNumber'),
			});
			expect(lone.status).toBe(204);
			const loneRead = await api.call('GET', GRN, { query: { goodsReceivedNoteNumber: 'PZ/L' } });
			expect(loneRead.body).toMatchObject({
				clientType: null,
				clientData: null,
				tenantData: null,
				invoiceReferenceNumbers: [],
				invoiceCorrectionReferenceNumber: null,
			});
			// echoing the read shape back is accepted
			expect((await api.call('PUT', GRN, { body: got.body })).status).toBe(204);
			expect(
				(await api.call('GET', GRN, { query: { goodsReceivedNoteNumber: 'PZ/NONE' } })).status,
			).toBe(404);
		});

		it('feeds: one Created event per new note, paging by 100, startId rules', async () => {
			for (let i = 1; i <= 150; i++) {
				expect(
					(await api.call('PUT', GIN, { body: validGoodsIssuedNote(`WZ/F/${i}`) })).status,
				).toBe(204);
			}
			await api.call('PUT', GIN, { body: validGoodsIssuedNote('WZ/F/1') }); // replace: no event
			const feed = `${GIN}/synchronization`;
			const p1 = await api.call('GET', feed, { query: { startId: 0 } });
			expect(p1.status).toBe(200);
			expect(p1.body.events).toHaveLength(100);
			expect(p1.body.events[0]).toEqual(
				expect.objectContaining({
					goodsIssuedNoteNumber: 'WZ/F/1',
					type: 'GoodsIssuedNoteCreated',
				}),
			);
			const p2 = await api.call('GET', feed, { query: { startId: p1.body.nextId } });
			expect(p2.body.events).toHaveLength(50);
			expect(p2.body.events[49].goodsIssuedNoteNumber).toBe('WZ/F/150');
			const p3 = await api.call('GET', feed, { query: { startId: p2.body.nextId } });
			expect(p3.body).toEqual({ nextId: p2.body.nextId, events: [] });
			const dflt = await api.call('GET', feed);
			expect(dflt.body.events).toHaveLength(100);
			expect400(await api.call('GET', feed, { query: { startId: -1 } }), 'startId');
			expect400(await api.call('GET', feed, { query: { startId: 'abc' } }), 'startId');
		});

		it('GRN feed at the table path (text) and the account path (sample); GIN feed in every mode', async () => {
			await api.call('PUT', GRN, { body: validGoodsReceivedNote('PZ/F1') });
			await api.call('PUT', GRN, { body: validGoodsReceivedNote('PZ/F2') });
			await api.call('PUT', GIN, { body: validGoodsIssuedNote('WZ/F1') });
			const expected = [
				expect.objectContaining({
					goodsReceivedNoteNumber: 'PZ/F1',
					type: 'GoodsReceivedNoteCreated',
				}),
				expect.objectContaining({
					goodsReceivedNoteNumber: 'PZ/F2',
					type: 'GoodsReceivedNoteCreated',
				}),
			];
			const tablePath = `${GRN}/synchronization`;
			for (const mode of ['main', 'alternative', 'both'] as const) {
				await api.setPathMode(mode);
				const table = await api.call('GET', tablePath, { query: { startId: 0 } });
				const account = await api.call('GET', GRN_FEED_ACCOUNT, { query: { startId: 0 } });
				if (mode !== 'alternative') expect(table.body.events).toEqual(expected);
				else expect(table.status).toBe(404);
				if (mode !== 'main') expect(account.body.events).toEqual(expected);
				else expect(account.status).toBe(404);
				const gin = await api.call('GET', `${GIN}/synchronization`, { query: { startId: 1 } });
				expect(gin.body.events).toEqual([
					expect.objectContaining({
						goodsIssuedNoteNumber: 'WZ/F1',
						type: 'GoodsIssuedNoteCreated',
					}),
				]);
			}
		});
	});

	describe('offline orders', () => {
		it('PUT creates and replaces by id at the main path and the alternative path', async () => {
			await api.setPathMode('main');
			expect((await api.call('PUT', SHIP_TEXT, { body: validShipment('SHP-1') })).status).toBe(204);
			expect((await api.call('PUT', SHIP_SAMPLE, { body: validShipment('SHP-1') })).status).toBe(
				404,
			);
			await api.setPathMode('alternative');
			expect(
				(
					await api.call('PUT', SHIP_SAMPLE, {
						body: { ...validShipment('SHP-1'), status: 'DELIVERED' },
					})
				).status,
			).toBe(204);
			expect((await api.call('PUT', SHIP_TEXT, { body: validShipment('SHP-2') })).status).toBe(404);
			await api.setPathMode('both');
			expect(
				(await api.call('PUT', SHIP_TEXT, { body: validShipment('SHP-2', 'ORD-2') })).status,
			).toBe(204);
			const stored = await api.collection(TENANT, 'offlineShipments');
			expect(Object.keys(stored).sort()).toEqual(['SHP-1', 'SHP-2']);
			expect(stored['SHP-1'].status).toBe('DELIVERED');
			expect(stored['SHP-2'].orderId).toBe('ORD-2');
			expect(stored['SHP-2'].productLines).toHaveLength(2);
		});
	});
});
