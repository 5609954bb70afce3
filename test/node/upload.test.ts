/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Upload File and Download File of invoices: binary data from a previous node goes to the fake's
 * upload origin without the API key or tenant, the invoice then carries the file, and the
 * download returns the same bytes as n8n binary data.
 */
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, IDataObject, INode, INodeExecutionData } from 'n8n-workflow';

import { validInvoice } from '../platform/fixtures';
import { CREDENTIAL_TYPE, runNode, runWorkflow } from '../support/harness';
import { usePlatform } from '../support/platform';
import { startScriptedServer } from '../support/scripted-server';

const fx = usePlatform();
const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';
const NUMBER = 'FV/2024/0001';

/** Bytes of every value 0..255 and a PDF header: text-unsafe, so any re-encoding shows. */
const FILE = Buffer.concat([
	Buffer.from('%PDF-1.4\n'),
	Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256)),
]);

function binaryItem(binary: IDataObject): INodeExecutionData {
	return {
		json: { number: NUMBER },
		binary: { data: { data: FILE.toString('base64'), ...binary } },
	} as unknown as INodeExecutionData;
}

async function run(
	operation: string,
	parameters: IDataObject,
	items: Array<IDataObject | INodeExecutionData> = [{}],
) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource: 'invoice', operation, number: NUMBER, ...parameters },
		items,
	});
}

/** The bytes of an output binary, wherever n8n keeps them (in the item, or on disk in filesystem mode). */
async function bytesOf(binary: IBinaryData): Promise<Buffer> {
	return await Container.get(BinaryDataService).getAsBuffer(binary);
}

function storedInvoice(): IDataObject | undefined {
	return ((fx.platform.control.state('acme').invoices ?? {}) as Record<string, IDataObject>)[
		NUMBER
	];
}

beforeEach(async () => {
	const { error } = await run('createOrReplace', {
		inputMode: 'json',
		document: JSON.stringify(validInvoice(NUMBER)),
	});
	expect(error).toBeUndefined();
	fx.platform.control.clearRequests();
});

describe('invoice: upload file', () => {
	it('begins, PUTs the bytes to the upload origin without credentials, completes; the invoice then has the file', async () => {
		const { output, error } = await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'application/pdf', fileName: 'inv.pdf' }),
		]);
		expect(error).toBeUndefined();

		const api = fx.platform.control.requests({ origin: 'api' });
		expect(api.map((r) => `${r.method} ${r.path}`)).toEqual([
			`POST ${INVOICES}/file-upload-begin`,
			`POST ${INVOICES}/file-upload-complete`,
		]);
		expect(api[0].query).toEqual({ fileExtension: 'pdf', number: NUMBER });
		const uploadId = output[0].json.uploadId as string;
		expect(api[1].query).toEqual({ uploadId });

		const uploads = fx.platform.control.requests({ origin: 'upload' });
		expect(uploads).toHaveLength(1);
		const [put] = uploads;
		expect(put.method).toBe('PUT');
		expect(put.path).toBe(`/uploads/${uploadId}`);
		expect(put.status).toBe(200);
		expect(put.headers['content-type']).toBe('application/pdf');
		expect(put.headers).not.toHaveProperty('apiauth');
		expect(put.headers).not.toHaveProperty('platform-tenant');
		expect(JSON.stringify(put.headers)).not.toContain(fx.platform.tenants.acme);
		expect(put.body).toEqual({ bytes: FILE.length });

		const fileData = storedInvoice()?.fileData as IDataObject;
		expect(fileData.extension).toBe('pdf');
		expect(String(fileData.url)).toMatch(
			new RegExp(`^${fx.platform.uploadOrigin}/files/${uploadId}\\.pdf$`),
		);

		expect(output).toHaveLength(1);
		expect(output[0].json).toEqual({
			number: NUMBER,
			uploadId,
			fileExtension: 'pdf',
			fileName: 'inv.pdf',
			mimeType: 'application/pdf',
			fileSize: FILE.length,
			uploaded: true,
		});
		expect(output[0].pairedItem).toEqual({ item: 0 });
	});

	it('takes the extension from the MIME type when the file has no name, and the option overrides both', async () => {
		const png = await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'image/png' }),
		]);
		expect(png.error).toBeUndefined();
		const [begin] = fx.platform.control.requests({ origin: 'api', method: 'POST' });
		expect(begin.query).toEqual({ fileExtension: 'png', number: NUMBER });
		expect(fx.platform.control.requests({ origin: 'upload' })[0].headers['content-type']).toBe(
			'image/png',
		);
		expect((storedInvoice()?.fileData as IDataObject).extension).toBe('png');

		fx.platform.control.clearRequests();
		const xml = await run(
			'uploadFile',
			{ binaryPropertyName: 'data', options: { fileExtension: '.XML' } },
			[binaryItem({ mimeType: 'text/plain', fileName: 'invoice.txt' })],
		);
		expect(xml.error).toBeUndefined();
		expect(fx.platform.control.requests({ origin: 'api', method: 'POST' })[0].query).toEqual({
			fileExtension: 'xml',
			number: NUMBER,
		});
		expect(xml.output[0].json.fileExtension).toBe('xml');
		expect((storedInvoice()?.fileData as IDataObject).extension).toBe('xml');
	});

	it('a file without a name, extension or known MIME type is refused before anything is sent', async () => {
		const { error } = await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'application/x-unknown' }),
		]);
		expect(error?.message).toBe('The file in "data" has no extension the node can tell');
		expect(error?.description).toContain('File Extension');
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it('a missing binary field is refused before anything is sent', async () => {
		const { error } = await run('uploadFile', { binaryPropertyName: 'attachment' }, [
			binaryItem({ mimeType: 'application/pdf' }),
		]);
		expect(error?.message).toBe('Item 1 has no binary field "attachment"');
		expect(error?.description).toBe(
			'Item 1: "Input Binary Field": the item has no binary field "attachment"; its binary fields are data: put one of them there. Nothing was sent for this item.',
		);
		expect(fx.platform.control.requests()).toHaveLength(0);
	});

	it.each([
		[
			'no binary field',
			{ json: { number: NUMBER } } as INodeExecutionData,
			/^Item 3 has no binary field "data"$/,
		],
		[
			'a bad File Extension',
			binaryItem({ mimeType: 'application/pdf', fileName: 'c.pdf' }),
			/"File Extension" must be 1 to 10 letters or digits/,
		],
	])(
		'three items, the last with %s: refused before any of them is sent',
		async (_what, last, message) => {
			const good = binaryItem({ mimeType: 'application/pdf', fileName: 'a.pdf' });
			const { error } = await run(
				'uploadFile',
				{
					binaryPropertyName: 'data',
					options: { fileExtension: '={{ $itemIndex === 2 ? "p.d.f" : "pdf" }}' },
				},
				[good, good, last],
			);
			expect(error?.message).toMatch(message);
			expect(fx.platform.control.requests()).toHaveLength(0);
			expect(storedInvoice()?.fileData ?? null).toBeNull();
		},
	);

	it('with Continue On Fail, an item without its file becomes an error item and the others are uploaded', async () => {
		const good = binaryItem({ mimeType: 'application/pdf', fileName: 'a.pdf' });
		const { output, error } = await runNode({
			credentials: fx.credentials('acme'),
			continueOnFail: true,
			parameters: {
				resource: 'invoice',
				operation: 'uploadFile',
				number: NUMBER,
				binaryPropertyName: 'data',
			},
			items: [good, { json: {} } as INodeExecutionData, good],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => [item.json.uploaded ?? false, item.pairedItem])).toEqual([
			[true, { item: 0 }],
			[false, { item: 1 }],
			[true, { item: 2 }],
		]);
		expect(output[1].json.error).toBe('Item 2 has no binary field "data"');
		expect(fx.platform.control.requests({ origin: 'upload' })).toHaveLength(2);
	});

	it('an unknown invoice fails at begin: nothing reaches the upload origin', async () => {
		const { error } = await run('uploadFile', { number: 'NOPE', binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'application/pdf', fileName: 'x.pdf' }),
		]);
		expect(error?.httpCode).toBe('404');
		expect(fx.platform.control.requests({ origin: 'upload' })).toHaveLength(0);
		expect(fx.platform.control.requests({ origin: 'api' }).map((r) => r.path)).toEqual([
			`${INVOICES}/file-upload-begin`,
		]);
	});
});

describe('invoice: download file', () => {
	it("a file link on the platform's own origin is fetched with the credential, and a 503 there is retried", async () => {
		let fileCalls = 0;
		let origin = '';
		const platform = await startScriptedServer((request) => {
			if (request.path === `${INVOICES}/single`) {
				return {
					status: 200,
					body: {
						...validInvoice(NUMBER),
						fileData: { url: `${origin}/files/FV-2024-0001.pdf`, extension: 'pdf' },
					},
				};
			}
			if (request.path.startsWith('/files/')) {
				fileCalls++;
				return fileCalls === 1
					? { status: 503, body: 'busy' }
					: { status: 200, body: FILE, headers: { 'Content-Type': 'application/pdf' } };
			}
			return { status: 404, body: { message: 'no route' } };
		});
		origin = platform.url;
		try {
			const credentials = { ...fx.credentials('acme'), baseUrl: platform.url };
			const { output, error } = await runNode({
				credentials,
				parameters: {
					resource: 'invoice',
					operation: 'downloadFile',
					number: NUMBER,
					binaryPropertyName: 'invoiceFile',
				},
			});
			expect(error).toBeUndefined();
			const files = platform.requests.filter((request) => request.path.startsWith('/files/'));
			expect(files).toHaveLength(2);
			expect(files.every((request) => request.headers.apiauth === credentials.apiKey)).toBe(true);
			expect((await bytesOf(output[0].binary!.invoiceFile)).equals(FILE)).toBe(true);
		} finally {
			await platform.close();
		}
	});

	it('returns the uploaded bytes as binary data, fetched without credentials', async () => {
		const upload = await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'application/pdf', fileName: 'inv.pdf' }),
		]);
		expect(upload.error).toBeUndefined();
		fx.platform.control.clearRequests();

		const { output, error } = await run('downloadFile', { binaryPropertyName: 'invoiceFile' });
		expect(error).toBeUndefined();
		expect(
			fx.platform.control.requests({ origin: 'api' }).map((r) => `${r.method} ${r.path}`),
		).toEqual([`GET ${INVOICES}/single`]);
		const files = fx.platform.control.requests({ origin: 'upload' });
		expect(files).toHaveLength(1);
		expect(files[0].method).toBe('GET');
		expect(files[0].path).toMatch(/^\/files\/.+\.pdf$/);
		expect(files[0].headers).not.toHaveProperty('apiauth');
		expect(files[0].headers).not.toHaveProperty('platform-tenant');

		expect(output).toHaveLength(1);
		const binary = output[0].binary!.invoiceFile;
		const bytes = await bytesOf(binary);
		expect(bytes.length).toBe(FILE.length);
		expect(bytes.equals(FILE)).toBe(true);
		expect(binary.mimeType).toBe('application/pdf');
		expect(binary.fileName).toBe('FV_2024_0001.pdf');
		expect(output[0].json).toMatchObject({
			number: NUMBER,
			fileName: 'FV_2024_0001.pdf',
			mimeType: 'application/pdf',
			fileSize: FILE.length,
			fileData: storedInvoice()?.fileData,
		});
		expect(output[0].json).not.toHaveProperty('items');
		expect(output[0].pairedItem).toEqual({ item: 0 });
	});

	it('names a file by its MIME type both ways: a TIFF without a file name goes up as tiff and comes back as image/tiff', async () => {
		const upload = await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'image/tiff' }),
		]);
		expect(upload.error).toBeUndefined();
		const begin = fx.platform.control.requests({ origin: 'api' })[0];
		expect(begin.query.fileExtension).toBe('tiff');

		// The platform serves this file as application/octet-stream: the extension tells more.
		const { output, error } = await run('downloadFile', { binaryPropertyName: 'invoiceFile' });
		expect(error).toBeUndefined();
		const [file] = fx.platform.control.requests({ origin: 'upload' }).slice(-1);
		expect(file.path).toMatch(/\.tiff$/);
		const binary = output[0].binary!.invoiceFile;
		expect(binary.mimeType).toBe('image/tiff');
		expect(binary.fileName).toBe('FV_2024_0001.tiff');
		expect((await bytesOf(binary)).equals(FILE)).toBe(true);
	});

	it('says clearly when the invoice has no file', async () => {
		const { error } = await run('downloadFile', { binaryPropertyName: 'data' });
		expect(error?.message).toBe(`Invoice "${NUMBER}" has no file`);
		expect(error?.description).toContain('Upload File');
		expect(fx.platform.control.requests({ origin: 'upload' })).toHaveLength(0);
	});
});

describe('invoice: file from one invoice to another', () => {
	it('a downloaded file (kept by n8n on disk) uploads to another invoice byte for byte', async () => {
		await run('uploadFile', { binaryPropertyName: 'data' }, [
			binaryItem({ mimeType: 'application/pdf', fileName: 'inv.pdf' }),
		]);
		await run('createOrReplace', {
			number: 'FV/2024/0002',
			inputMode: 'json',
			document: JSON.stringify(validInvoice('FV/2024/0002')),
		});
		fx.platform.control.clearRequests();

		const b2b = (name: string, parameters: IDataObject): INode => ({
			id: name,
			name,
			type: 'n8n-nodes-b2b-commerce.b2bCommerce',
			typeVersion: 1,
			position: [0, 0],
			parameters: { resource: 'invoice', ...parameters } as INode['parameters'],
			credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
		});
		const { output, error } = await runWorkflow({
			nodes: [
				{
					id: 'input',
					name: 'Input',
					type: 'test.input',
					typeVersion: 1,
					position: [0, 0],
					parameters: { items: '[{}]' },
				},
				b2b('Download', { operation: 'downloadFile', number: NUMBER, binaryPropertyName: 'data' }),
				b2b('Upload', {
					operation: 'uploadFile',
					number: 'FV/2024/0002',
					binaryPropertyName: 'data',
				}),
			],
			connections: {
				Input: { main: [[{ node: 'Download', type: 'main', index: 0 }]] },
				Download: { main: [[{ node: 'Upload', type: 'main', index: 0 }]] },
			},
			credentials: fx.credentials('acme'),
			resultNode: 'Upload',
		});
		expect(error).toBeUndefined();
		expect(output[0].json).toMatchObject({
			number: 'FV/2024/0002',
			fileExtension: 'pdf',
			fileName: 'FV_2024_0001.pdf',
			fileSize: FILE.length,
		});
		const [put] = fx.platform.control.requests({ origin: 'upload', method: 'PUT' });
		expect(put.body).toEqual({ bytes: FILE.length });
		expect(put.headers).not.toHaveProperty('apiauth');

		const second = await run('downloadFile', {
			number: 'FV/2024/0002',
			binaryPropertyName: 'data',
		});
		expect(second.error).toBeUndefined();
		expect((await bytesOf(second.output[0].binary!.data)).equals(FILE)).toBe(true);
	});
});
