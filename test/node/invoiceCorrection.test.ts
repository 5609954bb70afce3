/**
 * Invoice Correction resource: every operation through a real n8n workflow against the fake
 * platform, asserting what the platform received and stored and what the node returned.
 */
import type { IDataObject } from 'n8n-workflow';

import { deletePath, setPath, validCorrection } from '../platform/fixtures';
import {
	allPaths,
	binaryItem,
	bytesOf,
	FILE,
	INVOICE_ADDRESS,
	parseCsv,
	TRIPLE,
} from '../support/documents';
import { invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const BASE = '/api/v1/invoices/integrations/auth-required';
const COR = `${BASE}/invoice-corrections`;
const BEGIN_TABLE = `${COR}/file-upload-begin`;
const BEGIN_TEXT = `${BASE}/invoices-corrections/file-upload-begin`;
const BEGIN_SAMPLE = `${BASE}/invoice-correction/file-upload-begin`;
const NUMBER = 'FK/2024/0001';

function stored(number = NUMBER): IDataObject | undefined {
	return ((fx.control().state('acme').invoiceCorrections ?? {}) as Record<string, IDataObject>)[
		number
	];
}

function apiRequests(method?: string) {
	return fx.control().requests({ origin: 'api', ...(method ? { method } : {}) });
}

async function run(
	operation: string,
	parameters: IDataObject = {},
	items: unknown[] = [{}],
	continueOnFail = false,
) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource: 'invoiceCorrection', operation, ...parameters },
		items: items as IDataObject[],
		continueOnFail,
	});
}

async function createJson(
	documents: IDataObject[],
	extra: IDataObject = {},
	continueOnFail = false,
) {
	return await run(
		'create',
		{ inputMode: 'json', document: '={{ $json }}', ...extra },
		documents,
		continueOnFail,
	);
}

/** Stores a correction through the node and clears the request log. */
async function seed(number = NUMBER): Promise<IDataObject> {
	const doc = validCorrection(number);
	const { error } = await createJson([doc]);
	expect(error).toBeUndefined();
	fx.control().clearRequests();
	return doc;
}

/** The values of one part (Client, Seller…) of the Fields mode parameters. */
function part(parameters: IDataObject, name: string): IDataObject {
	return (parameters[name] as { values: IDataObject }).values;
}

describe('invoice correction: create', () => {
	it('JSON mode: POSTs each item as one correction, stores it as given and returns it', async () => {
		const first = validCorrection('FK/1');
		const second = validCorrection('FK/2', 'FV/2024/0009');
		const { output, error } = await createJson([first, second]);
		expect(error).toBeUndefined();

		const posts = apiRequests('POST');
		expect(posts.map((r) => r.path)).toEqual([COR, COR]);
		expect(posts.map((r) => r.body)).toEqual([first, second]);
		expect(apiRequests()).toHaveLength(2);
		expect(stored('FK/1')).toEqual({ ...first, fileData: null });
		expect(stored('FK/2')).toEqual({ ...second, fileData: null });
		// Negative totals are allowed on corrections.
		expect((stored('FK/1')?.totalPrices as IDataObject).netPrice).toBe(-40);

		expect(output.map((item) => item.json)).toEqual([
			{ ...first, saved: true },
			{ ...second, saved: true },
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	it('Fields mode: the correction filled in through fields is the correction sent', async () => {
		const doc = validCorrection();
		const { output, error } = await run('create', invoiceFields(doc));
		expect(error).toBeUndefined();
		expect(apiRequests('POST')[0].body).toEqual(doc);
		expect(stored()).toEqual({ ...doc, fileData: null });
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it('Fields mode: a missing correction type is named by its label; nothing is sent', async () => {
		const { error } = await run('create', {
			...invoiceFields(validCorrection()),
			correctionType: '={{ $json.missing }}',
		});
		expect(error?.message).toBe('"Correction Type" is required');
		expect(error?.description).toContain('"Correction Type" is required');
		expect(error?.description).not.toContain('[correctionType]');
		expect(apiRequests()).toHaveLength(0);
	});

	it('Spreadsheet Rows mode: rows become one correction per number, lines numbered in row order', async () => {
		const base = validCorrection();
		const csv = `number,type,invoice,invoiceLine,sku,name,qty,net,gross,tax,vat
FK/R1,VALUABLE,FV/1,1,SKU-1,Cable,1,-10,-12.3,-2.3,23
FK/R2,quantitative,FV/2,4,SKU-9,Paper,-2,-2,-2.16,-0.16,8
FK/R1,VALUABLE,FV/1,2,SKU-2,Plug,2,-5,-6.15,-1.15,23`;
		const rows = parseCsv(csv);
		const fields = invoiceFields(base);
		const columns: IDataObject = {
			number: '={{ $json.number }}',
			correctionType: '={{ $json.type }}',
			documentDate: '2024-03-10',
			saleDate: '2024-03-01',
			paymentDate: '2024-03-24',
			currencyCode: 'PLN',
			totalNetPrice: '-15',
			totalGrossPrice: '-18.45',
			totalTaxValue: '-3.45',
			customerPurchaseNumbers: 'PO-1',
			...part(fields, 'client'),
			...part(fields, 'seller'),
			...part(fields, 'paymentMethod'),
			lineInvoiceReferenceNumber: '={{ $json.invoice }}',
			lineInvoiceReferenceLineNumber: '={{ $json.invoiceLine }}',
			lineType: 'PRODUCT',
			lineItemName: '={{ $json.name }}',
			lineSku: '={{ $json.sku }}',
			lineQuantity: '={{ $json.qty }}',
			lineUnit: 'PCE',
			lineUnitNetPrice: '={{ $json.net }}',
			lineUnitGrossPrice: '={{ $json.gross }}',
			lineUnitTaxValue: '={{ $json.tax }}',
			lineNetPrice: '={{ $json.net }}',
			lineGrossPrice: '={{ $json.gross }}',
			lineTaxValue: '={{ $json.tax }}',
			lineTaxRateName: '={{ $json.vat + "%" }}',
			lineTaxRateValue: '={{ $json.vat }}',
			lineDiscount: '0',
		};
		const { output, error } = await run(
			'create',
			{ inputMode: 'rows', columns: { mappingMode: 'defineBelow', value: columns } },
			rows,
		);
		expect(error).toBeUndefined();
		const line = (row: IDataObject, lineNumber: number) => ({
			lineNumber,
			invoiceReferenceNumber: row.invoice,
			invoiceReferenceLineNumber: Number(row.invoiceLine),
			type: 'PRODUCT',
			itemName: row.name,
			sku: row.sku,
			quantity: Number(row.qty),
			unit: 'PCE',
			itemPrices: {
				netPrice: Number(row.net),
				grossPrice: Number(row.gross),
				taxValue: Number(row.tax),
			},
			linePrices: {
				netPrice: Number(row.net),
				grossPrice: Number(row.gross),
				taxValue: Number(row.tax),
			},
			taxRate: { name: `${String(row.vat)}%`, value: Number(row.vat) },
			discount: 0,
			notes: [],
			additionalCosts: [],
		});
		const posts = apiRequests('POST');
		expect(posts.map((r) => (r.body as IDataObject).number)).toEqual(['FK/R1', 'FK/R2']);
		// What was sent: the header from the group's first row, the lines in row order.
		const header = {
			documentDate: '2024-03-10',
			saleDate: '2024-03-01',
			paymentDate: '2024-03-24',
			currencyCode: 'PLN',
			totalPrices: { netPrice: -15, grossPrice: -18.45, taxValue: -3.45 },
			customerPurchaseNumbers: ['PO-1'],
			notes: [],
			clientData: base.clientData,
			tenantData: base.tenantData,
			paymentMethodData: base.paymentMethodData,
		};
		expect(posts.map((r) => r.body)).toEqual([
			{
				number: 'FK/R1',
				correctionType: 'VALUABLE',
				...header,
				items: [line(rows[0], 1), line(rows[2], 2)],
			},
			{ number: 'FK/R2', correctionType: 'QUANTITATIVE', ...header, items: [line(rows[1], 1)] },
		]);
		expect(output.map((item) => item.json.number)).toEqual(['FK/R1', 'FK/R2']);
		expect(stored('FK/R1')).toMatchObject({
			correctionType: 'VALUABLE',
			totalPrices: { netPrice: -15, grossPrice: -18.45, taxValue: -3.45 },
			items: [line(rows[0], 1), line(rows[2], 2)],
		});
		expect(stored('FK/R2')).toMatchObject({
			correctionType: 'QUANTITATIVE',
			items: [line(rows[1], 1)],
		});
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 2 }],
			[{ item: 1 }],
		]);
	});

	it('refuses what only an invoice has (amountPaid) before sending anything', async () => {
		const { error } = await createJson([{ ...validCorrection(), amountPaid: 10 }]);
		expect(error?.message).toBe(
			'"Document" (document) has a field the platform does not know: amountPaid (check the spelling)',
		);
		expect(apiRequests()).toHaveLength(0);
	});

	it('refuses a correction type outside VALUABLE, QUANTITATIVE and a wrong date', async () => {
		const badType = await createJson([{ ...validCorrection(), correctionType: 'PARTIAL' }]);
		expect(badType.error?.message).toBe(
			'"correctionType" must be one of VALUABLE, QUANTITATIVE (got "PARTIAL")',
		);
		const badDate = await createJson([setPath(validCorrection(), 'saleDate', '2024-02-30')]);
		expect(badDate.error?.message).toBe(
			'"saleDate" must be a real date like 2026-01-31 (YYYY-MM-DD)',
		);
		const badLine = await createJson([
			setPath(validCorrection(), 'items[1].invoiceReferenceLineNumber', 1.5),
		]);
		expect(badLine.error?.message).toBe(
			'"items[1].invoiceReferenceLineNumber" must be a whole number',
		);
		expect(apiRequests()).toHaveLength(0);
	});

	it('the base prices of a line may give only some members', async () => {
		const doc = setPath(validCorrection(), 'items[0].itemBasePrices', { grossPrice: 120 });
		const { error } = await createJson([doc]);
		expect(error).toBeUndefined();
		expect((stored()?.items as IDataObject[])[0].itemBasePrices).toEqual({ grossPrice: 120 });
	});

	it('the same number again replaces the correction (it is never sent twice on its own)', async () => {
		await seed();
		const changed = setPath(validCorrection(), 'correctionType', 'QUANTITATIVE');
		const { error } = await createJson([changed]);
		expect(error).toBeUndefined();
		expect(apiRequests('POST')).toHaveLength(1);
		expect(stored()?.correctionType).toBe('QUANTITATIVE');
	});
});

describe('invoice correction: get and delete', () => {
	it('Get reads by number from /invoice-corrections/single and returns the read shape', async () => {
		const doc = await seed();
		const { output, error } = await run('get', { number: NUMBER });
		expect(error).toBeUndefined();
		const [get] = apiRequests();
		expect(get.method).toBe('GET');
		expect(get.path).toBe(`${COR}/single`);
		expect(get.query).toEqual({ number: NUMBER });
		expect(output).toHaveLength(1);
		expect(output[0].json).toMatchObject(doc);
		expect(output[0].json).toMatchObject({
			fileData: null,
			invoiceReferenceNumbers: ['FV/2024/0001'],
		});
	});

	it('Get output goes back into Create unchanged (read members are left out)', async () => {
		const doc = await seed();
		const read = await run('get', { number: NUMBER });
		fx.control().clearRequests();
		const { error } = await createJson([read.output[0].json]);
		expect(error).toBeUndefined();
		const body = apiRequests('POST')[0].body as IDataObject;
		expect(body).not.toHaveProperty('fileData');
		expect(body).not.toHaveProperty('invoiceReferenceNumbers');
		expect(body).toEqual(doc);
	});

	it("accepts the items' read members goodsReceivedNoteNumber / LineNumber and does not send them", async () => {
		const doc = await seed();
		const read = {
			...doc,
			items: (doc.items as IDataObject[]).map((item) => ({
				...item,
				goodsReceivedNoteNumber: 'PZ/1',
				goodsReceivedNoteLineNumber: 1,
			})),
		};
		fx.control().clearRequests();
		const { error } = await createJson([read]);
		expect(error).toBeUndefined();
		const body = apiRequests('POST')[0].body as IDataObject;
		expect(body).toEqual(doc);
	});

	it('Delete removes the correction and returns {number, deleted: true}', async () => {
		await seed();
		const { output, error } = await run('delete', { number: NUMBER });
		expect(error).toBeUndefined();
		const [request] = apiRequests();
		expect([request.method, request.path, request.query]).toEqual([
			'DELETE',
			COR,
			{ number: NUMBER },
		]);
		expect(stored()).toBeUndefined();
		expect(output[0].json).toEqual({ number: NUMBER, deleted: true });
	});

	it('Get of an unknown number fails with the platform 404', async () => {
		const { error } = await run('get', { number: 'NOPE' });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toContain('invoice correction NOPE not found');
	});

	it('a number that comes out empty is refused before sending, for every operation that takes one', async () => {
		for (const operation of ['get', 'delete', 'uploadFile', 'downloadFile']) {
			const { error } = await run(operation, {
				number: '={{ $json.missing }}',
				binaryPropertyName: 'data',
			});
			expect(error?.message).toBe('"Correction Number" (number) is required');
		}
		expect(fx.control().requests()).toHaveLength(0);
	});
});

describe('invoice correction: upload and download', () => {
	it('upload: begin (number sent under both names), PUT without credentials, complete; the correction then has the file', async () => {
		await seed();
		const { output, error } = await run(
			'uploadFile',
			{ number: NUMBER, binaryPropertyName: 'data' },
			[binaryItem()],
		);
		expect(error).toBeUndefined();

		const api = apiRequests();
		expect(api.map((r) => `${r.method} ${r.path}`)).toEqual([
			`POST ${BEGIN_TABLE}`,
			`POST ${COR}/file-upload-complete`,
		]);
		expect(api[0].query).toEqual({
			fileExtension: 'pdf',
			number: NUMBER,
			goodsReceivedNoteNumber: NUMBER,
		});
		const uploadId = output[0].json.uploadId as string;
		expect(api[1].query).toEqual({ uploadId });

		const uploads = fx.control().requests({ origin: 'upload' });
		expect(uploads).toHaveLength(1);
		expect(uploads[0].method).toBe('PUT');
		expect(uploads[0].path).toBe(`/uploads/${uploadId}`);
		expect(uploads[0].headers).not.toHaveProperty('apiauth');
		expect(uploads[0].headers).not.toHaveProperty('platform-tenant');
		expect(JSON.stringify(uploads[0].headers)).not.toContain(fx.platform.tenants.acme);
		expect(uploads[0].body).toEqual({ bytes: FILE.length });

		expect(stored()?.fileData).toEqual({
			url: `${fx.platform.uploadOrigin}/files/${uploadId}.pdf`,
			extension: 'pdf',
		});
		expect(output[0].json).toEqual({
			number: NUMBER,
			uploadId,
			fileExtension: 'pdf',
			fileName: 'document.pdf',
			mimeType: 'application/pdf',
			fileSize: FILE.length,
			uploaded: true,
		});
	});

	it.each([
		['main', [BEGIN_TABLE]],
		['alternative', [BEGIN_TABLE, BEGIN_TEXT, BEGIN_SAMPLE]],
	])(
		'upload in path mode %s: the begin paths are tried in order until one exists',
		async (mode, tried) => {
			await seed();
			fx.control().setPathMode(mode as 'main' | 'alternative');
			const first = await run('uploadFile', { number: NUMBER, binaryPropertyName: 'data' }, [
				binaryItem(),
			]);
			expect(first.error).toBeUndefined();
			const begins = apiRequests('POST').filter((r) => r.path.endsWith('file-upload-begin'));
			expect(begins.map((r) => r.path)).toEqual(tried);
			expect(begins.map((r) => r.status)).toEqual([...tried.slice(1).map(() => 404), 200]);
			expect(fx.control().requests({ origin: 'upload' })).toHaveLength(1);
			expect((stored()?.fileData as IDataObject).url).toContain(
				first.output[0].json.uploadId as string,
			);

			// The path that answered is remembered: the next upload goes straight to it.
			fx.control().clearRequests();
			const second = await run('uploadFile', { number: NUMBER, binaryPropertyName: 'data' }, [
				binaryItem(),
			]);
			expect(second.error).toBeUndefined();
			const again = apiRequests('POST').filter((r) => r.path.endsWith('file-upload-begin'));
			expect(again.map((r) => r.path)).toEqual([tried[tried.length - 1]]);
		},
	);

	it('a credential pinned to alternative paths goes straight to the sample begin path', async () => {
		await seed();
		const { error } = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'alternative' }),
			parameters: {
				resource: 'invoiceCorrection',
				operation: 'uploadFile',
				number: NUMBER,
				binaryPropertyName: 'data',
			},
			items: [binaryItem()],
		});
		expect(error).toBeUndefined();
		expect(apiRequests('POST')[0].path).toBe(BEGIN_SAMPLE);
		expect((stored()?.fileData as IDataObject).extension).toBe('pdf');
	});

	it('download returns the uploaded bytes as binary data, fetched without credentials', async () => {
		await seed();
		const upload = await run('uploadFile', { number: NUMBER, binaryPropertyName: 'data' }, [
			binaryItem(),
		]);
		expect(upload.error).toBeUndefined();
		fx.control().clearRequests();

		const { output, error } = await run('downloadFile', {
			number: NUMBER,
			binaryPropertyName: 'file',
		});
		expect(error).toBeUndefined();
		expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${COR}/single`]);
		const files = fx.control().requests({ origin: 'upload' });
		expect(files.map((r) => r.method)).toEqual(['GET']);
		expect(files[0].headers).not.toHaveProperty('apiauth');

		const binary = output[0].binary!.file;
		expect((await bytesOf(binary)).equals(FILE)).toBe(true);
		expect(binary.fileName).toBe('FK_2024_0001.pdf');
		expect(binary.mimeType).toBe('application/pdf');
		expect(output[0].json).toMatchObject({
			number: NUMBER,
			fileSize: FILE.length,
			fileData: stored()?.fileData,
		});
		expect(output[0].json).not.toHaveProperty('items');
	});

	it('download says clearly when the correction has no file', async () => {
		await seed();
		const { error } = await run('downloadFile', { number: NUMBER, binaryPropertyName: 'data' });
		expect(error?.message).toBe(`Invoice correction "${NUMBER}" has no file`);
		expect(error?.description).toContain('Upload File');
		expect(fx.control().requests({ origin: 'upload' })).toHaveLength(0);
	});
});

/** Every R member of an invoice correction, from the spec (invoice R markers plus the correction's differences). */
const CORRECTION_R_PATHS = [
	'number',
	'correctionType',
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
	...INVOICE_ADDRESS.map((m) => `clientData.addressData.${m}`),
	...INVOICE_ADDRESS.map((m) => `payerData.addressData.${m}`),
	'tenantData',
	'tenantData.addressData',
	...INVOICE_ADDRESS.map((m) => `tenantData.addressData.${m}`),
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
		`items[${i}].taxRate`,
		`items[${i}].taxRate.name`,
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
		`items[${i}].invoiceReferenceLineNumber`,
		`items[${i}].invoiceReferenceNumber`,
	]),
];

describe('invoice correction: every required field', () => {
	const members = allPaths(validCorrection());
	const optionalPaths = members.filter(
		(path) => !CORRECTION_R_PATHS.includes(path) && !/\[\d+\]$/.test(path),
	);

	it('the list of R paths only names members the fixture has', () => {
		for (const path of CORRECTION_R_PATHS) expect(members).toContain(path);
	});

	it.each(CORRECTION_R_PATHS)(
		'without %s: an error naming the path, nothing sent',
		async (path) => {
			const { error } = await createJson([deletePath(validCorrection(), path)]);
			expect(error?.message).toBe(`"${path}" is required`);
			expect(error?.description).toContain('Item 1. Nothing was sent for this item.');
			expect(fx.control().requests()).toHaveLength(0);
		},
	);

	it('with Continue On Fail, each document missing an R member becomes an error item naming it; nothing is sent', async () => {
		const docs = CORRECTION_R_PATHS.map((path) => deletePath(validCorrection(), path));
		const { output, error } = await createJson(docs, {}, true);
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.error)).toEqual(
			CORRECTION_R_PATHS.map((path) => `"${path}" is required`),
		);
		expect(output.map((item) => item.pairedItem)).toEqual(
			CORRECTION_R_PATHS.map((_, item) => ({ item })),
		);
		expect(fx.control().requests()).toHaveLength(0);
	});

	it.each(optionalPaths)('without optional %s: accepted and stored', async (path) => {
		const doc = deletePath(validCorrection('FK/OPT'), path);
		const { error } = await createJson([doc]);
		expect(error).toBeUndefined();
		expect(apiRequests('POST')[0].body).toEqual(doc);
		expect(stored('FK/OPT')).toMatchObject(doc);
	});
});
