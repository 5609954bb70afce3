/**
 * Goods Issued Note and Goods Received Note resources against the fake platform: create or
 * replace in the three input modes (a CSV of note lines in Spreadsheet Rows mode), get, upload
 * and download of the file, and every required field of both schemas.
 */
import type { IDataObject } from 'n8n-workflow';

import {
	deletePath,
	FIXTURE_IDS,
	setPath,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
} from '../platform/fixtures';
import {
	allPaths,
	binaryItem,
	bytesOf,
	FILE,
	GOODS_ADDRESS,
	GOODS_TRIPLE,
	parseCsv,
} from '../support/documents';
import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { goodsNoteFields, withoutReferences } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';
import type { Json } from '../platform/types';

const fx = usePlatform();
const PREFIX = '/api/v1/goods-issued-notes/integrations/auth-required';

interface Kind {
	resource: string;
	path: string;
	param: string;
	collection: string;
	number: string;
	valid: (number?: string) => Record<string, Json>;
	feed: string;
	eventType: string;
}

const GIN: Kind = {
	resource: 'goodsIssuedNote',
	path: `${PREFIX}/goods-issued-notes`,
	param: 'goodsIssuedNoteNumber',
	collection: 'goodsIssuedNotes',
	number: 'WZ/2024/0001',
	valid: (number = 'WZ/2024/0001') => validGoodsIssuedNote(number),
	feed: 'goodsIssuedNotes',
	eventType: 'GoodsIssuedNoteCreated',
};

const GRN: Kind = {
	resource: 'goodsReceivedNote',
	path: `${PREFIX}/goods-received-notes`,
	param: 'goodsReceivedNoteNumber',
	collection: 'goodsReceivedNotes',
	number: 'PZ/2024/0001',
	valid: (number = 'PZ/2024/0001') => validGoodsReceivedNote(number),
	feed: 'goodsReceivedNotes',
	eventType: 'GoodsReceivedNoteCreated',
};

function stored(kind: Kind, number = kind.number): IDataObject | undefined {
	return ((fx.control().state('acme')[kind.collection] ?? {}) as Record<string, IDataObject>)[
		number
	];
}

function apiRequests(method?: string) {
	return fx.control().requests({ origin: 'api', ...(method ? { method } : {}) });
}

async function run(
	kind: Kind,
	operation: string,
	parameters: IDataObject = {},
	items: unknown[] = [{}],
	continueOnFail = false,
) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource: kind.resource, operation, ...parameters },
		items: items as IDataObject[],
		continueOnFail,
	});
}

async function createJson(kind: Kind, documents: IDataObject[], continueOnFail = false) {
	return await run(
		kind,
		'createOrReplace',
		{ inputMode: 'json', document: '={{ $json }}' },
		documents,
		continueOnFail,
	);
}

async function seed(kind: Kind): Promise<IDataObject> {
	const doc = kind.valid();
	const { error } = await createJson(kind, [doc]);
	expect(error).toBeUndefined();
	fx.control().clearRequests();
	return doc;
}

describe.each([
	['goods issued note', GIN],
	['goods received note', GRN],
])('%s', (_name, kind) => {
	it('JSON mode: PUTs each note, the platform stores it (and appends a created event), the node returns it', async () => {
		const first = kind.valid(`${kind.number}-A`);
		const second = kind.valid(`${kind.number}-B`);
		const { output, error } = await createJson(kind, [first, second]);
		expect(error).toBeUndefined();
		const puts = apiRequests('PUT');
		expect(puts.map((r) => r.path)).toEqual([kind.path, kind.path]);
		expect(puts.map((r) => r.body)).toEqual([first, second]);
		expect(stored(kind, `${kind.number}-A`)).toEqual({ ...first, fileUrl: null });
		expect(stored(kind, `${kind.number}-B`)).toEqual({ ...second, fileUrl: null });
		const events = (fx.control().state('acme').feeds?.[kind.feed] ?? []) as IDataObject[];
		expect(events.map((event) => [event[kind.param], event.type])).toEqual([
			[`${kind.number}-A`, kind.eventType],
			[`${kind.number}-B`, kind.eventType],
		]);
		expect(output.map((item) => item.json)).toEqual([
			{ ...first, saved: true },
			{ ...second, saved: true },
		]);
	});

	it('Fields mode: the note filled in through fields is the note sent', async () => {
		const doc = withoutReferences(kind.valid());
		const { output, error } = await run(
			kind,
			'createOrReplace',
			goodsNoteFields(doc, kind === GRN),
		);
		expect(error).toBeUndefined();
		expect(apiRequests('PUT')[0].body).toEqual(doc);
		expect(stored(kind)).toEqual({ ...doc, fileUrl: null });
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it('the same number again replaces the note', async () => {
		await seed(kind);
		const changed = setPath(kind.valid(), 'notes', 'changed');
		const { error } = await createJson(kind, [changed]);
		expect(error).toBeUndefined();
		expect(stored(kind)?.notes).toBe('changed');
		expect(Object.keys(fx.control().state('acme')[kind.collection])).toEqual([kind.number]);
	});

	it('Get reads the note by its number parameter; its output goes back into Create unchanged', async () => {
		const doc = await seed(kind);
		const { output, error } = await run(kind, 'get', { number: kind.number });
		expect(error).toBeUndefined();
		const [get] = apiRequests();
		expect([get.method, get.path, get.query]).toEqual([
			'GET',
			kind.path,
			{ [kind.param]: kind.number },
		]);
		expect(output[0].json).toMatchObject(doc);
		expect(output[0].json.fileUrl).toBeNull();

		fx.control().clearRequests();
		const again = await createJson(kind, [output[0].json]);
		expect(again.error).toBeUndefined();
		expect(apiRequests('PUT')[0].body).toEqual(doc);
	});

	it('Upload File: initialize, PUT without credentials, finalize; the note then has the file; Download returns the same bytes', async () => {
		await seed(kind);
		const upload = await run(
			kind,
			'uploadFile',
			{ number: kind.number, binaryPropertyName: 'data' },
			[binaryItem()],
		);
		expect(upload.error).toBeUndefined();
		const uploadId = upload.output[0].json.uploadId as string;
		const api = apiRequests();
		expect(api.map((r) => `${r.method} ${r.path}`)).toEqual([
			`POST ${kind.path}/file-upload-initialize`,
			`POST ${kind.path}/file-upload-finalize`,
		]);
		expect(api[0].query).toEqual({ fileExtension: 'pdf', [kind.param]: kind.number });
		expect(api[1].query).toEqual({ uploadId });
		const [put] = fx.control().requests({ origin: 'upload' });
		expect(put.method).toBe('PUT');
		expect(put.path).toBe(`/uploads/${uploadId}`);
		expect(put.headers).not.toHaveProperty('apiauth');
		expect(put.headers).not.toHaveProperty('platform-tenant');
		expect(JSON.stringify(put.headers)).not.toContain(fx.platform.tenants.acme);
		expect(put.body).toEqual({ bytes: FILE.length });
		expect(stored(kind)?.fileUrl).toBe(`${fx.platform.uploadOrigin}/files/${uploadId}.pdf`);
		expect(upload.output[0].json).toEqual({
			number: kind.number,
			uploadId,
			fileExtension: 'pdf',
			fileName: 'document.pdf',
			mimeType: 'application/pdf',
			fileSize: FILE.length,
			uploaded: true,
		});

		fx.control().clearRequests();
		const download = await run(kind, 'downloadFile', {
			number: kind.number,
			binaryPropertyName: 'note',
		});
		expect(download.error).toBeUndefined();
		expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${kind.path}`]);
		const files = fx.control().requests({ origin: 'upload' });
		expect(files.map((r) => [r.method, r.path])).toEqual([['GET', `/files/${uploadId}.pdf`]]);
		expect(files[0].headers).not.toHaveProperty('apiauth');
		const binary = download.output[0].binary!.note;
		expect((await bytesOf(binary)).equals(FILE)).toBe(true);
		expect(binary.mimeType).toBe('application/pdf');
		expect(binary.fileName).toBe(`${kind.number.replace(/\//g, '_')}.pdf`);
		expect(download.output[0].json).toMatchObject({
			number: kind.number,
			fileUrl: stored(kind)?.fileUrl,
			fileSize: FILE.length,
		});
		expect(download.output[0].json).not.toHaveProperty('productLines');
	});

	it('Download says clearly when the note has no file', async () => {
		await seed(kind);
		const { error } = await run(kind, 'downloadFile', {
			number: kind.number,
			binaryPropertyName: 'data',
		});
		expect(error?.message).toMatch(/^Goods (issued|received) note ".+" has no file$/);
		expect(fx.control().requests({ origin: 'upload' })).toHaveLength(0);
	});

	it('Upload of an unknown note fails at initialize: nothing reaches the upload origin', async () => {
		const { error } = await run(
			kind,
			'uploadFile',
			{ number: 'NOPE', binaryPropertyName: 'data' },
			[binaryItem()],
		);
		expect(error?.httpCode).toBe('404');
		expect(fx.control().requests({ origin: 'upload' })).toHaveLength(0);
	});

	it('refuses a line number below 1 on a line that refers to a sales order, and a client ID not in org:<uuid> form', async () => {
		const zero = setPath(kind.valid(), 'productLines[1].lineNumber', 0);
		const a = await createJson(kind, [zero]);
		expect(a.error?.message).toBe(
			'"productLines[1].lineNumber" must be 1 or more when the line refers to a sales order',
		);
		const client = setPath(kind.valid(), 'clientId', 'ACME-1');
		const b = await createJson(kind, [client]);
		expect(b.error?.message).toBe(
			'"clientId" must be a client ID like org:123e4567-e89b-12d3-a456-426614174000',
		);
		expect(fx.control().requests()).toHaveLength(0);
	});

	it("refuses payment method, delivery method and operator IDs that are not UUIDs (the spec's convention); a warehouse ID is free text", async () => {
		let note = setPath(kind.valid(), 'paymentMethod.id', 'pm-1');
		note = setPath(note, 'deliveryMethod.id', 'dm-1');
		note = setPath(note, 'operator.id', 'anna');
		const { error } = await createJson(kind, [note]);
		const problems = (error?.description ?? '')
			.split('\n')
			.filter((line) => line.startsWith('<li>'));
		const uuid = 'must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301';
		expect(problems).toEqual([
			`<li>Item 1: "paymentMethod.id" ${uuid}</li>`,
			`<li>Item 1: "deliveryMethod.id" ${uuid}</li>`,
			`<li>Item 1: "operator.id" ${uuid}</li>`,
		]);
		expect(fx.control().requests()).toHaveLength(0);

		const { error: none } = await createJson(kind, [setPath(kind.valid(), 'warehouse.id', 'WH 1')]);
		expect(none).toBeUndefined();
	});
});

// ---------------------------------------------------------------------------------------------
// Spreadsheet rows

const CSV = `note,date,warehouse,totalNet,totalGross,totalTax,so,soLine,sku,name,qty,net,gross,tax,vat
WZ/10,2024-03-01,wh-1,300,369,69,SO/1,1,SKU-1,Cable,2,100,123,23,23
WZ/11,2024-03-02,wh-2,10,10.8,0.8,SO/2,3,SKU-9,Paper,10,1,1.08,0.08,8
WZ/10,2024-03-05,wh-9,999,999,0,SO/1,2,SKU-2,Plug,1,100,123,23,23`;

const address = {
	name: 'Buyer Ltd',
	street: 'Prosta 2',
	city: 'Krakow',
	postCode: '30-001',
	country: 'PL',
};

/** The Columns of Spreadsheet Rows mode mapped one by one ("Map Each Column Manually"). */
const COLUMNS: IDataObject = {
	number: '={{ $json.note }}',
	clientId: FIXTURE_IDS.clientId,
	documentDate: '={{ $json.date }}',
	saleDate: '={{ $json.date }}',
	deliveryName: address.name,
	deliveryStreet: address.street,
	deliveryPostCode: address.postCode,
	deliveryCity: address.city,
	deliveryCountry: address.country,
	paymentMethodId: FIXTURE_IDS.paymentMethodId,
	paymentMethodName: 'Bank transfer',
	deliveryMethodId: FIXTURE_IDS.deliveryMethodId,
	deliveryMethodName: 'Courier',
	warehouseId: '={{ $json.warehouse }}',
	warehouseName: '={{ "Warehouse " + $json.warehouse }}',
	totalNet: '={{ $json.totalNet }}',
	totalGross: '={{ $json.totalGross }}',
	totalTax: '={{ $json.totalTax }}',
	lineSalesOrderReferenceNumber: '={{ $json.so }}',
	lineSalesOrderLineNumber: '={{ $json.soLine }}',
	lineQuantity: '={{ $json.qty }}',
	lineSku: '={{ $json.sku }}',
	lineProductName: '={{ $json.name }}',
	lineUnit: 'PCE',
	lineUnitNet: '={{ $json.net }}',
	lineUnitGross: '={{ $json.gross }}',
	lineUnitTax: '={{ $json.tax }}',
	lineNet: '={{ $json.net * $json.qty }}',
	lineGross: '={{ $json.gross * $json.qty }}',
	lineTax: '={{ $json.tax * $json.qty }}',
	lineBaseNet: '={{ $json.net }}',
	lineBaseGross: '={{ $json.gross }}',
	lineBaseTax: '={{ $json.tax }}',
	lineTaxRate: '={{ $json.vat }}',
};

function rowParameters(columns: IDataObject = COLUMNS): IDataObject {
	return { inputMode: 'rows', columns: { mappingMode: 'defineBelow', value: columns } };
}

const ROW_PARAMETERS = rowParameters();

/** The note the spec's write shape says a group of rows must become (header from the first row). */
function expectedNote(rows: IDataObject[]): IDataObject {
	const [first] = rows;
	const n = (value: unknown) => Number(value);
	return {
		number: first.note,
		clientId: FIXTURE_IDS.clientId,
		documentDate: first.date,
		saleDate: first.date,
		deliveryAddress: address,
		paymentMethod: { id: FIXTURE_IDS.paymentMethodId, name: 'Bank transfer' },
		deliveryMethod: { id: FIXTURE_IDS.deliveryMethodId, name: 'Courier' },
		warehouse: { id: first.warehouse, name: `Warehouse ${String(first.warehouse)}` },
		prices: {
			total: { net: n(first.totalNet), gross: n(first.totalGross), tax: n(first.totalTax) },
		},
		productLines: rows.map((row, index) => ({
			lineNumber: index + 1,
			salesOrderReferenceNumber: row.so,
			salesOrderLineNumber: n(row.soLine),
			quantity: n(row.qty),
			product: { sku: row.sku, name: row.name, unit: 'PCE' },
			prices: {
				additionalCosts: [],
				item: { net: n(row.net), gross: n(row.gross), tax: n(row.tax) },
				line: {
					net: n(row.net) * n(row.qty),
					gross: n(row.gross) * n(row.qty),
					tax: n(row.tax) * n(row.qty),
				},
				base: { net: n(row.net), gross: n(row.gross), tax: n(row.tax) },
				taxRate: n(row.vat),
			},
		})),
	};
}

describe('goods notes from spreadsheet rows', () => {
	it('a CSV of goods issued note lines becomes one note per number, lines numbered in row order', async () => {
		const rows = parseCsv(CSV);
		const { output, error } = await run(GIN, 'createOrReplace', ROW_PARAMETERS, rows);
		expect(error).toBeUndefined();

		const wz10 = expectedNote([rows[0], rows[2]]);
		const wz11 = expectedNote([rows[1]]);
		const puts = apiRequests('PUT');
		expect(puts.map((r) => r.body)).toEqual([wz10, wz11]);
		expect(fx.control().requests()).toHaveLength(2);
		expect(stored(GIN, 'WZ/10')).toEqual({ ...wz10, fileUrl: null });
		expect(stored(GIN, 'WZ/11')).toEqual({ ...wz11, fileUrl: null });
		// The header comes from the group's first row: row 2's date and warehouse are not used.
		expect(stored(GIN, 'WZ/10')?.documentDate).toBe('2024-03-01');

		expect(output.map((item) => item.json)).toEqual([
			{ ...wz10, saved: true },
			{ ...wz11, saved: true },
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 2 }],
			[{ item: 1 }],
		]);
	});

	it('goods received note rows take the issued note line from a column and may leave out the sales order', async () => {
		const rows = parseCsv(CSV).map((row, index) => ({
			...row,
			note: String(row.note).replace('WZ', 'PZ'),
			ginLine: String(index + 1),
		}));
		const { error } = await run(
			GRN,
			'createOrReplace',
			rowParameters({
				...COLUMNS,
				lineSalesOrderReferenceNumber: undefined,
				lineSalesOrderLineNumber: undefined,
				lineGoodsIssuedNoteLineNumber: '={{ $json.ginLine }}',
				goodsIssuedNoteReferenceNumber: '={{ $json.note.replace("PZ", "WZ") }}',
				lineNotes: '={{ "returned " + $json.sku }}',
			}),
			rows,
		);
		expect(error).toBeUndefined();
		// What was sent for PZ/10: the issued note reference and line numbers from the columns.
		const sent = fx
			.control()
			.requests({ method: 'PUT' })
			.map((request) => request.body as IDataObject)
			.find((body) => body.number === 'PZ/10')!;
		expect(sent.goodsIssuedNoteReferenceNumber).toBe('WZ/10');
		expect(
			(sent.productLines as IDataObject[]).map((line) => [
				line.lineNumber,
				line.goodsIssuedNoteLineNumber,
				line.notes,
			]),
		).toEqual([
			[1, 1, 'returned SKU-1'],
			[2, 3, 'returned SKU-2'],
		]);
		expect(
			(sent.productLines as IDataObject[]).every((line) => !('salesOrderReferenceNumber' in line)),
		).toBe(true);
		const note = stored(GRN, 'PZ/10')!;
		expect(note.goodsIssuedNoteReferenceNumber).toBe('WZ/10');
		expect(
			(note.productLines as IDataObject[]).map((line) => [
				line.lineNumber,
				line.goodsIssuedNoteLineNumber,
				line.notes,
				line.salesOrderReferenceNumber,
			]),
		).toEqual([
			[1, 1, 'returned SKU-1', undefined],
			[2, 3, 'returned SKU-2', undefined],
		]);
		expect(Object.keys(fx.control().state('acme').goodsReceivedNotes).sort()).toEqual([
			'PZ/10',
			'PZ/11',
		]);
	});

	it('a row missing a required line value is named by its row and column, without an API path; nothing is sent', async () => {
		const rows = parseCsv(CSV);
		rows[2].sku = '';
		const { error } = await run(GIN, 'createOrReplace', ROW_PARAMETERS, rows);
		expect(error?.message).toBe('"SKU" is required');
		expect(error?.description).toContain('Item 3: "SKU" is required');
		expect(error?.description).not.toContain('[productLines[1].product.sku]');
		expect((error as unknown as { context: IDataObject }).context.itemIndex).toBe(2);
		expect(error?.description).toContain('Note Number "WZ/10" (Items 1, 3; header from Item 1)');
		expect(fx.control().requests()).toHaveLength(0);
	});
});

// ---------------------------------------------------------------------------------------------
// Every required field, from the spec

const lineR = (i: number, extra: string[]) => [
	`productLines[${i}].lineNumber`,
	...extra.map((member) => `productLines[${i}].${member}`),
	`productLines[${i}].quantity`,
	`productLines[${i}].product`,
	`productLines[${i}].product.sku`,
	`productLines[${i}].product.name`,
	`productLines[${i}].product.unit`,
	`productLines[${i}].product.manufacturer.name`,
	`productLines[${i}].prices`,
	`productLines[${i}].prices.additionalCosts`,
	`productLines[${i}].prices.additionalCosts[0].type`,
	`productLines[${i}].prices.additionalCosts[0].item`,
	...GOODS_TRIPLE.map((m) => `productLines[${i}].prices.additionalCosts[0].item.${m}`),
	`productLines[${i}].prices.additionalCosts[0].line`,
	...GOODS_TRIPLE.map((m) => `productLines[${i}].prices.additionalCosts[0].line.${m}`),
	...['item', 'line', 'base'].flatMap((price) => [
		`productLines[${i}].prices.${price}`,
		...GOODS_TRIPLE.map((m) => `productLines[${i}].prices.${price}.${m}`),
	]),
	`productLines[${i}].prices.taxRate`,
];

const NOTE_R_PATHS = [
	'number',
	'clientId',
	'documentDate',
	'saleDate',
	'deliveryAddress',
	...GOODS_ADDRESS.map((m) => `deliveryAddress.${m}`),
	...['paymentMethod', 'deliveryMethod', 'warehouse'].flatMap((member) => [
		member,
		`${member}.id`,
		`${member}.name`,
	]),
	'prices',
	'prices.total',
	...GOODS_TRIPLE.map((m) => `prices.total.${m}`),
	'productLines',
];

const GIN_R_PATHS = [
	...NOTE_R_PATHS,
	...[0, 1].flatMap((i) => lineR(i, ['salesOrderLineNumber', 'salesOrderReferenceNumber'])),
];
const GRN_R_PATHS = [
	...NOTE_R_PATHS,
	...[0, 1].flatMap((i) => lineR(i, ['goodsIssuedNoteLineNumber'])),
];

describe.each([
	['goods issued note', GIN, GIN_R_PATHS],
	['goods received note', GRN, GRN_R_PATHS],
])('%s: every required field', (_name, kind, rPaths) => {
	const members = allPaths(kind.valid());
	const optionalPaths = members.filter((path) => !rPaths.includes(path) && !/\[\d+\]$/.test(path));

	it('the list of R paths only names members the fixture has', () => {
		for (const path of rPaths) expect(members).toContain(path);
	});

	it.each(rPaths)('without %s: an error naming the path, nothing sent', async (path) => {
		const { error } = await createJson(kind, [deletePath(kind.valid(), path)]);
		expect(error?.message).toBe(`"${path}" is required`);
		expect(error?.description).toContain('Item 1. Nothing was sent for this item.');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it.each(optionalPaths)('without optional %s: accepted and stored', async (path) => {
		const doc = deletePath(kind.valid('OPT/1'), path);
		const { error } = await createJson(kind, [doc]);
		expect(error).toBeUndefined();
		expect(apiRequests('PUT')[0].body).toEqual(doc);
		expect(stored(kind, 'OPT/1')).toMatchObject(doc);
	});
});

describe('Goods Issued Note > Download File: the spec names no file link for these notes', () => {
	const properties = new B2bCommerce().description.properties;
	const shownFor = (resource: string) =>
		properties.filter(
			(property) =>
				property.displayOptions?.show?.resource?.includes(resource) &&
				property.displayOptions?.show?.operation?.includes('downloadFile'),
		);
	const operationOf = (resource: string) =>
		properties
			.find(
				(property) =>
					property.name === 'operation' &&
					property.displayOptions?.show?.resource?.includes(resource),
			)
			?.options?.find((option) => 'value' in option && option.value === 'downloadFile') as
			| { description?: string }
			| undefined;

	it('says so in the operation description and in a notice above its fields (goods received notes do not)', () => {
		expect(operationOf('goodsIssuedNote')?.description).toContain(
			'the API documentation names none',
		);
		const [notice] = shownFor('goodsIssuedNote');
		expect(notice).toMatchObject({ type: 'notice', name: 'fileLinkNotice' });
		expect(notice.displayName).toContain('names no file link for goods issued notes');
		expect(shownFor('goodsReceivedNote').some((property) => property.type === 'notice')).toBe(
			false,
		);
		expect(operationOf('goodsReceivedNote')?.description).toBe(
			'Get the file of a goods received note as binary data',
		);
	});

	it('a note read without a file link (as the spec shows it) gives the "no file" error with that explanation', async () => {
		const note = await seed(GIN);
		fx.control().injectFault({
			kind: 'answer',
			body: note,
			count: 1,
			match: { pathPrefix: GIN.path, method: 'GET' },
		});
		const { error } = await run(GIN, 'downloadFile', {
			number: GIN.number,
			binaryPropertyName: 'data',
		});
		expect(error?.message).toBe(`Goods issued note "${GIN.number}" has no file`);
		expect(error?.description).toContain(
			'The API documentation names no file link for goods issued notes',
		);
		expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${GIN.path}`]);
		expect(fx.control().requests({ origin: 'upload' })).toHaveLength(0);
	});
});
