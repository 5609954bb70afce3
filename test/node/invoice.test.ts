/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Invoice resource: every operation through a real n8n workflow against the fake platform,
 * asserting what the platform received and stored and what the node returned.
 */
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IDataObject } from 'n8n-workflow';

import { deletePath, setPath, validCorrection, validInvoice } from '../platform/fixtures';
import { allPaths } from '../support/documents';
import { invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';
const CORRECTIONS = '/api/v1/invoices/integrations/auth-required/invoice-corrections';

function stored(number: string): IDataObject | undefined {
	const invoices = (fx.platform.control.state('acme').invoices ?? {}) as Record<
		string,
		IDataObject
	>;
	return invoices[number];
}

function apiRequests(method?: string) {
	return fx.platform.control.requests({ origin: 'api', ...(method ? { method } : {}) });
}

async function createJson(
	documents: IDataObject[],
	extra: IDataObject = {},
	continueOnFail = false,
) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: {
			resource: 'invoice',
			operation: 'createOrReplace',
			inputMode: 'json',
			document: '={{ $json }}',
			...extra,
		},
		items: documents,
		continueOnFail,
	});
}

async function run(operation: string, parameters: IDataObject = {}, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource: 'invoice', operation, ...parameters },
		items,
	});
}

describe('invoice: create or replace', () => {
	it('JSON mode: sends each item as one invoice, stores it as given and returns it', async () => {
		const first = validInvoice('FV/2024/0001');
		const second = validInvoice('FV/2024/0002');
		const { output, error } = await createJson([first, second]);
		expect(error).toBeUndefined();

		const puts = apiRequests('PUT');
		expect(puts.map((r) => r.path)).toEqual([INVOICES, INVOICES]);
		expect(puts.map((r) => r.body)).toEqual([first, second]);
		expect(stored('FV/2024/0001')).toMatchObject(first);
		expect(stored('FV/2024/0002')).toMatchObject(second);

		expect(output.map((item) => item.json)).toEqual([
			{ ...first, saved: true },
			{ ...second, saved: true },
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	it('JSON mode: by default the input item itself is the invoice; a list is refused', async () => {
		const doc = validInvoice('FV/2024/0009');
		const { error } = await run('createOrReplace', { inputMode: 'json' }, [doc]);
		expect(error).toBeUndefined();
		expect(apiRequests('PUT')[0].body).toEqual(doc);
		expect(stored('FV/2024/0009')).toMatchObject(doc);

		fx.platform.control.clearRequests();
		const list = await run('createOrReplace', { inputMode: 'json', document: '={{ [$json] }}' }, [
			doc,
		]);
		expect(list.error?.message).toBe('"Document" (document) must be an object');
		expect(apiRequests()).toHaveLength(0);
	});

	it('Fields mode: numbers, booleans and currency typed as text are sent with their types', async () => {
		const doc = validInvoice('FV/2024/0101');
		const parameters = invoiceFields(doc);
		parameters.currencyCode = 'pln';
		parameters.totalNetPrice = '400.00';
		const { error } = await run('createOrReplace', parameters);
		expect(error).toBeUndefined();
		const body = apiRequests('PUT')[0].body as IDataObject;
		expect(body.currencyCode).toBe('PLN');
		expect((body.totalPrices as IDataObject).netPrice).toBe(400);
		expect(stored('FV/2024/0101')?.currencyCode).toBe('PLN');
	});

	it('Fields mode: a required field that comes out empty is named by its label, and nothing is sent', async () => {
		// n8n itself refuses to run a node whose required field is blank; an expression can still give nothing.
		const parameters = invoiceFields(validInvoice());
		parameters.documentDate = '={{ $json.documentDate }}';
		const { error } = await run('createOrReplace', parameters);
		expect(error?.message).toBe('"Document Date" is required');
		// Named as the form shows it; no internal path.
		expect(error?.description).toContain('"Document Date" is required');
		expect(error?.description).not.toContain('[documentDate]');
		expect(apiRequests()).toHaveLength(0);
	});

	it('Notes may be left out in Fields mode: an empty list is sent', async () => {
		const doc = validInvoice('FV/2024/0102');
		const parameters = invoiceFields(doc);
		delete (parameters.additionalFields as IDataObject).notes;
		const { error } = await run('createOrReplace', parameters);
		expect(error).toBeUndefined();
		expect((apiRequests('PUT')[0].body as IDataObject).notes).toEqual([]);
		expect(stored('FV/2024/0102')?.notes).toEqual([]);
	});

	it('the same number again replaces the invoice', async () => {
		await createJson([validInvoice('FV/2024/0003')]);
		const changed = setPath(validInvoice('FV/2024/0003'), 'currencyCode', 'EUR');
		const { error } = await createJson([changed]);
		expect(error).toBeUndefined();
		expect(stored('FV/2024/0003')?.currencyCode).toBe('EUR');
		expect(Object.keys(fx.platform.control.state('acme').invoices as IDataObject)).toEqual([
			'FV/2024/0003',
		]);
	});

	it('takes the output of Get back as input: read-only members and nulls are left out', async () => {
		await createJson([validInvoice('FV/2024/0004')]);
		const read = await run('get', { number: 'FV/2024/0004' });
		expect(read.output[0].json).toHaveProperty('fileData');
		fx.platform.control.clearRequests();
		const { error } = await createJson([{ ...read.output[0].json, currencyCode: 'USD' }]);
		expect(error).toBeUndefined();
		const body = apiRequests('PUT')[0].body as IDataObject;
		expect(body).not.toHaveProperty('fileData');
		expect(body).not.toHaveProperty('invoiceCorrectionsReferenceNumbers');
		expect(body.currencyCode).toBe('USD');
		expect(stored('FV/2024/0004')?.currencyCode).toBe('USD');
	});

	it('refuses a misspelt field before sending anything', async () => {
		const doc = validInvoice();
		(doc.items[1] as IDataObject).lineNumer = 2;
		const { error } = await createJson([doc]);
		expect(error?.message).toBe(
			'"items[1]" has a field the platform does not know: lineNumer (check the spelling)',
		);
		expect(apiRequests()).toHaveLength(0);
	});

	it('checks every item before sending any: the error names the item', async () => {
		const bad = deletePath(validInvoice('FV/2024/0006'), 'items[1].linePrices.netPrice');
		const { error } = await createJson([validInvoice('FV/2024/0005'), bad]);
		expect(error?.message).toBe('"items[1].linePrices.netPrice" is required');
		expect(error?.description).toContain('Item 2');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(1);
		expect(apiRequests()).toHaveLength(0);
		expect(stored('FV/2024/0005')).toBeUndefined();
	});

	it('with Continue On Fail, a bad item becomes an error item and the others are sent', async () => {
		const bad = deletePath(validInvoice('FV/2024/0008'), 'currencyCode');
		const { output, error } = await createJson([validInvoice('FV/2024/0007'), bad], {}, true);
		expect(error).toBeUndefined();
		expect(output).toHaveLength(2);
		expect(output[0].json).toMatchObject({ number: 'FV/2024/0007', saved: true });
		expect(output[1].json.error).toBe('"currencyCode" is required');
		expect(output[1].pairedItem).toEqual({ item: 1 });
		expect(apiRequests('PUT')).toHaveLength(1);
		expect(stored('FV/2024/0008')).toBeUndefined();
	});

	it('refuses a currency outside the spec list, a wrong date and a wrong item type', async () => {
		const cases: Array<[string, unknown, string]> = [
			['currencyCode', 'ZZZ', '"currencyCode" must be a currency code from the platform\'s list'],
			['documentDate', '2024-02-30', '"documentDate" must be a real date'],
			['paymentDate', '15.03.2024', '"paymentDate" must be a real date'],
			['items[0].type', 'GOODS', '"items[0].type" must be one of PRODUCT, SERVICE'],
			[
				'clientData.clientType',
				'COMPANY',
				'"clientData.clientType" must be one of INDIVIDUAL, ORGANIZATION',
			],
			['clientData.clientId', '12345', '"clientData.clientId" must be a client ID like org:'],
			['paymentMethodData.id', 'pm-1', '"paymentMethodData.id" must be a UUID'],
			['items[0].lineNumber', 1.5, '"items[0].lineNumber" must be a whole number'],
			['totalPrices.netPrice', -1, '"totalPrices.netPrice" must not be negative'],
		];
		for (const [path, value, message] of cases) {
			const { error } = await createJson([setPath(validInvoice(), path, value)]);
			// One line per problem, naming the item: in JSON mode the path is the field's name.
			expect(error?.description).toContain(`<li>Item 1: ${message}`);
		}
		expect(apiRequests()).toHaveLength(0);
	});
});

describe('invoice: tax rate format', () => {
	it('Percent (default) refuses a fraction such as 0.23 and says how to fix it', async () => {
		const doc = setPath(validInvoice(), 'items[1].taxRate.value', 0.23);
		const { error } = await createJson([doc]);
		expect(error?.message).toContain('"items[1].taxRate.value" looks like a fraction (0.23)');
		expect(error?.message).toContain('write 23');
		expect(error?.message).toContain('Tax Rate Format');
		expect(apiRequests()).toHaveLength(0);
	});

	it('Fraction accepts 0.23 and sends it unchanged; it refuses 23', async () => {
		const fraction = validInvoice('FV/2024/0200');
		for (const item of fraction.items) item.taxRate.value = 0.23;
		const ok = await createJson([fraction], { taxRateFormat: 'fraction' });
		expect(ok.error).toBeUndefined();
		expect(((stored('FV/2024/0200')?.items as IDataObject[])[0].taxRate as IDataObject).value).toBe(
			0.23,
		);

		fx.platform.control.clearRequests();
		const refused = await createJson([validInvoice('FV/2024/0201')], { taxRateFormat: 'fraction' });
		expect(refused.error?.message).toContain('"items[0].taxRate.value" looks like a percent (23)');
		expect(apiRequests()).toHaveLength(0);
	});

	it('As Given sends a rate below 1 percent unchecked', async () => {
		const doc = setPath(validInvoice('FV/2024/0202'), 'items[0].taxRate.value', 0.5);
		const { error } = await createJson([doc], { taxRateFormat: 'asGiven' });
		expect(error).toBeUndefined();
		expect(((stored('FV/2024/0202')?.items as IDataObject[])[0].taxRate as IDataObject).value).toBe(
			0.5,
		);
	});
});

describe('invoice: read, delete, payment status', () => {
	beforeEach(async () => {
		const { error } = await createJson([validInvoice('FV/2024/0300')]);
		expect(error).toBeUndefined();
		fx.platform.control.clearRequests();
	});

	it('Get reads by number from /invoices/single', async () => {
		const { output, error } = await run('get', { number: 'FV/2024/0300' });
		expect(error).toBeUndefined();
		const [request] = apiRequests();
		expect(request.method).toBe('GET');
		expect(request.path).toBe(`${INVOICES}/single`);
		expect(request.query).toEqual({ number: 'FV/2024/0300' });
		expect(output).toHaveLength(1);
		expect(output[0].json).toMatchObject(validInvoice('FV/2024/0300'));
		expect(output[0].json.fileData).toBeNull();
	});

	it('Get of an unknown number fails with the 404 of the invoice path (the correction path finds nothing either)', async () => {
		const { error } = await run('get', { number: 'NOPE' });
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain(`GET ${INVOICES}/single`);
		expect(apiRequests().map((r) => [r.path, r.status])).toEqual([
			[`${INVOICES}/single`, 404],
			[`${CORRECTIONS}/single`, 404],
		]);
	});

	it('Delete removes the invoice and returns {number, deleted: true}', async () => {
		const { output, error } = await run('delete', { number: 'FV/2024/0300' });
		expect(error).toBeUndefined();
		const [request] = apiRequests();
		expect(request.method).toBe('DELETE');
		expect(request.path).toBe(INVOICES);
		expect(request.query).toEqual({ number: 'FV/2024/0300' });
		expect(stored('FV/2024/0300')).toBeUndefined();
		expect(output[0].json).toEqual({ number: 'FV/2024/0300', deleted: true });
	});

	it('Set Payment Status sends {amountPaid, isPaid}; Get Payment Status reads it back', async () => {
		const set = await run('setPaymentStatus', {
			number: 'FV/2024/0300',
			amountPaid: 150.5,
			isPaid: true,
		});
		expect(set.error).toBeUndefined();
		const [put] = apiRequests('PUT');
		expect(put.path).toBe(`${INVOICES}/status`);
		expect(put.query).toEqual({ number: 'FV/2024/0300' });
		expect(put.body).toEqual({ amountPaid: 150.5, isPaid: true });
		expect(stored('FV/2024/0300')).toMatchObject({ amountPaid: 150.5, isPaid: true });
		expect(set.output[0].json).toEqual({
			number: 'FV/2024/0300',
			amountPaid: 150.5,
			isPaid: true,
			updated: true,
		});

		const get = await run('getPaymentStatus', { number: 'FV/2024/0300' });
		expect(get.error).toBeUndefined();
		const getRequest = apiRequests('GET').pop()!;
		expect(getRequest.path).toBe(`${INVOICES}/status`);
		expect(getRequest.query).toEqual({ number: 'FV/2024/0300' });
		expect(get.output[0].json).toEqual({ number: 'FV/2024/0300', amountPaid: 150.5, isPaid: true });
	});

	it('Set Payment Status refuses a negative amount before sending', async () => {
		const { error } = await run('setPaymentStatus', {
			number: 'FV/2024/0300',
			amountPaid: -5,
			isPaid: false,
		});
		expect(error?.message).toBe('"Amount Paid" (amountPaid) must not be negative');
		expect(apiRequests()).toHaveLength(0);
	});

	it('an invoice number that comes out empty is refused before sending, for every operation that takes one', async () => {
		for (const operation of [
			'get',
			'delete',
			'getPaymentStatus',
			'setPaymentStatus',
			'uploadFile',
			'downloadFile',
		]) {
			const { error } = await run(operation, { number: '={{ $json.number }}' });
			expect(error?.message).toBe('"Invoice Number" (number) is required');
		}
		expect(apiRequests()).toHaveLength(0);
	});
});

/**
 * Required (R) paths of the invoice, written from the spec's tables (not from the fake):
 * top level, clientData, tenantData, paymentMethodData, items and their parts, plus the members
 * that are R when their optional object is given (payerData.addressData, operatorData,
 * itemBasePrices). taxRate.value: see documents/invoiceStyle/line.ts.
 */
const ADDRESS = ['city', 'country', 'name', 'postalCode', 'street'];
const TRIPLE = ['netPrice', 'grossPrice', 'taxValue'];
const INVOICE_R_PATHS = [
	'number',
	'documentDate',
	'saleDate',
	'paymentDate',
	'currencyCode',
	'totalPrices',
	...TRIPLE.map((m) => `totalPrices.${m}`),
	'customerPurchaseNumbers',
	'notes',
	'clientData',
	'clientData.clientId',
	'clientData.clientType',
	'clientData.addressData',
	...ADDRESS.map((m) => `clientData.addressData.${m}`),
	...ADDRESS.map((m) => `payerData.addressData.${m}`),
	'tenantData',
	'tenantData.addressData',
	...ADDRESS.map((m) => `tenantData.addressData.${m}`),
	'tenantData.tin',
	'operatorData.id',
	'operatorData.name',
	'paymentMethodData',
	'paymentMethodData.id',
	'paymentMethodData.name',
	'items',
	...[0, 1].flatMap((i) => [
		`items[${i}].lineNumber`,
		`items[${i}].type`,
		`items[${i}].itemName`,
		`items[${i}].sku`,
		`items[${i}].notes`,
		`items[${i}].linePrices`,
		...TRIPLE.map((m) => `items[${i}].linePrices.${m}`),
		`items[${i}].itemPrices`,
		...TRIPLE.map((m) => `items[${i}].itemPrices.${m}`),
		...TRIPLE.map((m) => `items[${i}].itemBasePrices.${m}`),
		`items[${i}].taxRate`,
		`items[${i}].taxRate.value`,
		`items[${i}].discount`,
		`items[${i}].additionalCosts`,
		`items[${i}].additionalCosts[0].type`,
		`items[${i}].additionalCosts[0].itemPrices`,
		...TRIPLE.map((m) => `items[${i}].additionalCosts[0].itemPrices.${m}`),
		`items[${i}].additionalCosts[0].linePrices`,
		...TRIPLE.map((m) => `items[${i}].additionalCosts[0].linePrices.${m}`),
		`items[${i}].quantity`,
		`items[${i}].unit`,
	]),
];

describe('invoice: every required field', () => {
	const members = allPaths(validInvoice());
	// Every other member (array entries aside) is optional: leaving it out must be accepted.
	const optionalPaths = members.filter(
		(path) => !INVOICE_R_PATHS.includes(path) && !/\[\d+\]$/.test(path),
	);

	it('the list of R paths only names members the fixture has', () => {
		for (const path of INVOICE_R_PATHS) expect(members).toContain(path);
	});

	it.each(INVOICE_R_PATHS)('without %s: an error naming the path, nothing sent', async (path) => {
		const { error } = await createJson([deletePath(validInvoice(), path)]);
		expect(error?.message).toBe(`"${path}" is required`);
		expect(error?.description).toContain('Item 1. Nothing was sent for this item.');
		expect(apiRequests()).toHaveLength(0);
	});

	it.each(optionalPaths)('without optional %s: accepted and stored', async (path) => {
		const doc = deletePath(validInvoice('FV/OPT'), path);
		const { error } = await createJson([doc]);
		expect(error).toBeUndefined();
		expect(apiRequests('PUT')[0].body).toEqual(doc);
		expect(stored('FV/OPT')).toMatchObject(doc);
	});
});

describe("invoice: Get and Download File on a platform that serves the spec's alternative path (.../invoice-corrections/single)", () => {
	const FILE = Buffer.from('%PDF-1.4 sample-path invoice');

	beforeEach(async () => {
		const { error } = await createJson([validInvoice('FV/S1')]);
		expect(error).toBeUndefined();
		const upload = await run('uploadFile', { number: 'FV/S1', binaryPropertyName: 'data' }, [
			{
				json: {},
				binary: {
					data: { data: FILE.toString('base64'), mimeType: 'application/pdf', fileName: 'f.pdf' },
				},
			} as never,
		]);
		expect(upload.error).toBeUndefined();
		fx.platform.control.setPathMode('alternative');
		fx.platform.control.clearRequests();
	});

	it('Get falls back to the alternative path and returns the invoice when it is the one asked for', async () => {
		const { output, error } = await run('get', { number: 'FV/S1' });
		expect(error).toBeUndefined();
		expect(apiRequests().map((r) => [r.path, r.status])).toEqual([
			[`${INVOICES}/single`, 404],
			[`${CORRECTIONS}/single`, 200],
		]);
		expect(apiRequests()[1].query).toEqual({ number: 'FV/S1' });
		expect(output).toHaveLength(1);
		expect(output[0].json).toMatchObject({
			...validInvoice('FV/S1'),
			fileData: { extension: 'pdf' },
		});
	});

	it('Download File reads the invoice there and downloads its file', async () => {
		const { output, error } = await run('downloadFile', {
			number: 'FV/S1',
			binaryPropertyName: 'file',
		});
		expect(error).toBeUndefined();
		expect(apiRequests().map((r) => r.path)).toEqual([
			`${INVOICES}/single`,
			`${CORRECTIONS}/single`,
		]);
		expect(
			(await Container.get(BinaryDataService).getAsBuffer(output[0].binary!.file)).equals(FILE),
		).toBe(true);
		expect(output[0].json).toMatchObject({ number: 'FV/S1', fileName: 'FV_S1.pdf' });
	});

	it('refuses the correction that shares the number asked for (no such invoice): Get and Download File', async () => {
		fx.platform.control.setPathMode('both');
		const correction = await runNode({
			credentials: fx.credentials('acme'),
			parameters: {
				resource: 'invoiceCorrection',
				operation: 'create',
				inputMode: 'json',
				document: JSON.stringify(validCorrection('FK/S1', 'FV/S1')),
			},
		});
		expect(correction.error).toBeUndefined();
		fx.platform.control.setPathMode('alternative');
		fx.platform.control.clearRequests();

		for (const operation of ['get', 'downloadFile']) {
			const { output, error } = await run(operation, {
				number: 'FK/S1',
				binaryPropertyName: 'file',
			});
			expect(output).toEqual([]);
			expect(error?.message).toBe('The platform did not answer with Invoice "FK/S1"');
			expect(error?.description).toContain(
				'It answered with an invoice correction numbered "FK/S1"',
			);
		}
		expect(apiRequests().map((r) => r.path)).toEqual([
			`${INVOICES}/single`,
			`${CORRECTIONS}/single`,
			`${INVOICES}/single`,
			`${CORRECTIONS}/single`,
		]);
		expect(fx.platform.control.requests({ origin: 'upload' })).toEqual([]);
	});

	it('refuses an answer for another number', async () => {
		fx.platform.control.injectFault({
			kind: 'answer',
			body: { ...validInvoice('FV/OTHER') },
			count: 1,
			match: { route: 'invoiceCorrection.get' },
		});
		const { error } = await run('get', { number: 'FV/S1' });
		expect(error?.message).toBe('The platform did not answer with Invoice "FV/S1"');
		expect(error?.description).toContain('a document numbered "FV/OTHER"');
	});

	it('API Paths pinned: "Alternative Paths Only" reads only the alternative path, "Main Paths Only" never does', async () => {
		const noted = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'alternative' }),
			parameters: { resource: 'invoice', operation: 'get', number: 'FV/S1' },
		});
		expect(noted.error).toBeUndefined();
		expect(noted.output[0].json.number).toBe('FV/S1');
		const listed = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'main' }),
			parameters: { resource: 'invoice', operation: 'get', number: 'FV/S1' },
		});
		expect(listed.error?.httpCode).toBe('404');
		expect(apiRequests().map((r) => r.path)).toEqual([
			`${CORRECTIONS}/single`,
			`${INVOICES}/single`,
		]);
	});
});
