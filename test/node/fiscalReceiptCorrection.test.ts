/**
 * Fiscal Receipt Correction resource against the fake platform, in both path modes: the spec
 * gives the prefix `/api/v1/invoces/...` (text) and the fake serves `/api/v1/invoices/...` as the
 * variant. The spec shows no body: only number, correctionType, dates and currencyCode are checked.
 */
import type { IDataObject } from 'n8n-workflow';

import { validFiscalReceiptCorrection } from '../platform/fixtures';
import { binaryItem, FILE } from '../support/documents';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TEXT = '/api/v1/invoces/integrations/auth-required';
const VARIANT = '/api/v1/invoices/integrations/auth-required';
const NUMBER = 'KP/2024/0001';

function stored(number = NUMBER): IDataObject | undefined {
	return (
		(fx.control().state('acme').fiscalReceiptCorrections ?? {}) as Record<string, IDataObject>
	)[number];
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
		parameters: { resource: 'fiscalReceiptCorrection', operation, ...parameters },
		items: items as IDataObject[],
		continueOnFail,
	});
}

async function create(documents: IDataObject[], continueOnFail = false) {
	return await run(
		'create',
		{ inputMode: 'json', document: '={{ $json }}' },
		documents,
		continueOnFail,
	);
}

async function seed(): Promise<IDataObject> {
	const doc = validFiscalReceiptCorrection(NUMBER);
	const { error } = await create([doc]);
	expect(error).toBeUndefined();
	fx.control().clearRequests();
	return doc;
}

const MODES = [
	['main', TEXT, [TEXT]],
	['alternative', VARIANT, [TEXT, VARIANT]],
] as const;

describe.each(MODES)('fiscal receipt correction in path mode %s', (mode, prefix, tried) => {
	beforeEach(() => fx.control().setPathMode(mode));

	it('Create POSTs the JSON as given, the platform stores it, the node returns it', async () => {
		const doc = validFiscalReceiptCorrection(NUMBER);
		const { output, error } = await create([doc]);
		expect(error).toBeUndefined();
		const posts = apiRequests('POST');
		expect(posts.map((r) => r.path)).toEqual(tried.map((p) => `${p}/fiscal-receipts-corrections`));
		expect(posts[posts.length - 1].body).toEqual(doc);
		expect(stored()).toEqual({
			...doc,
			fileData: null,
			paymentStatus: { amountPaid: 0, isPaid: false },
		});
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it('Get returns the correction with its payment status; Set Payment Status changes it', async () => {
		const doc = await seed();
		const set = await run('setPaymentStatus', { number: NUMBER, amountPaid: 12.5, isPaid: true });
		expect(set.error).toBeUndefined();
		const [put] = apiRequests('PUT').filter((r) => r.status === 204);
		expect(put.path).toBe(`${prefix}/fiscal-receipts`);
		expect(put.query).toEqual({ number: NUMBER });
		expect(put.body).toEqual({ amountPaid: 12.5, isPaid: true });
		expect(stored()?.paymentStatus).toEqual({ amountPaid: 12.5, isPaid: true });
		expect(set.output[0].json).toEqual({
			number: NUMBER,
			amountPaid: 12.5,
			isPaid: true,
			updated: true,
		});

		const get = await run('get', { number: NUMBER });
		expect(get.error).toBeUndefined();
		const gets = apiRequests('GET');
		expect(gets[gets.length - 1].path).toBe(`${prefix}/fiscal-receipts`);
		expect(gets[gets.length - 1].query).toEqual({ number: NUMBER });
		expect(get.output[0].json).toEqual({
			...doc,
			fileData: null,
			paymentStatus: { amountPaid: 12.5, isPaid: true },
		});
	});

	it('Delete removes the correction', async () => {
		await seed();
		const { output, error } = await run('delete', { number: NUMBER });
		expect(error).toBeUndefined();
		const deletes = apiRequests('DELETE');
		expect(deletes.map((r) => r.path)).toEqual(
			tried.map((p) => `${p}/fiscal-receipts-corrections`),
		);
		expect(deletes[deletes.length - 1].query).toEqual({ number: NUMBER });
		expect(stored()).toBeUndefined();
		expect(output[0].json).toEqual({ number: NUMBER, deleted: true });
	});

	it('Upload File: begin, PUT to the upload origin without credentials, complete; the correction then has the file', async () => {
		await seed();
		const { output, error } = await run(
			'uploadFile',
			{ number: NUMBER, binaryPropertyName: 'data' },
			[binaryItem()],
		);
		expect(error).toBeUndefined();
		const uploadId = output[0].json.uploadId as string;
		const answered = apiRequests('POST').filter((r) => r.status === 200 || r.status === 204);
		expect(answered.map((r) => r.path)).toEqual([
			`${prefix}/fiscal-receipts-corrections/file-upload-begin`,
			`${prefix}/fiscal-receipts-corrections/file-upload-complete`,
		]);
		expect(answered[0].query).toEqual({ fileExtension: 'pdf', number: NUMBER });
		expect(answered[1].query).toEqual({ uploadId });

		const uploads = fx.control().requests({ origin: 'upload' });
		expect(uploads).toHaveLength(1);
		expect(uploads[0].method).toBe('PUT');
		expect(uploads[0].headers).not.toHaveProperty('apiauth');
		expect(uploads[0].headers).not.toHaveProperty('platform-tenant');
		expect(uploads[0].body).toEqual({ bytes: FILE.length });

		expect(stored()?.fileData).toEqual({
			url: `${fx.platform.uploadOrigin}/files/${uploadId}.pdf`,
			extension: 'pdf',
		});
		expect(output[0].json).toMatchObject({
			number: NUMBER,
			uploadId,
			fileExtension: 'pdf',
			fileSize: FILE.length,
			uploaded: true,
		});
	});
});

describe('fiscal receipt correction: what is checked before sending', () => {
	it.each([
		[{ correctionType: 'VALUABLE' }, '"number" is required'],
		[{ number: '  ' }, '"number" is required'],
		[
			{ number: 'KP/1', correctionType: 'FULL' },
			'"correctionType" must be one of VALUABLE, QUANTITATIVE (got "FULL")',
		],
		[
			{ number: 'KP/1', documentDate: '01.03.2024' },
			'"documentDate" must be a real date like 2026-01-31 (YYYY-MM-DD)',
		],
		[
			{ number: 'KP/1', paymentDate: '2024-13-01' },
			'"paymentDate" must be a real date like 2026-01-31 (YYYY-MM-DD)',
		],
	])('%j is refused: %s', async (doc, message) => {
		const { error } = await create([doc as IDataObject]);
		expect(error?.message).toBe(message);
		expect(error?.description).toContain('Nothing was sent');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it('a currency outside the spec list is refused', async () => {
		const { error } = await create([{ number: 'KP/1', currencyCode: 'ABC' }]);
		expect(error?.message).toContain('"currencyCode" must be a currency code');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it('JSON that is not an object is refused', async () => {
		const { error } = await run('create', { inputMode: 'json', document: '["KP/1"]' });
		expect(error?.message).toBe('"Document" (document) must be an object');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it('everything else is sent as given (the spec shows no required markers)', async () => {
		const doc = { number: 'KP/MIN', anything: { nested: [1, 2] }, correctionType: 'quantitative' };
		const { error } = await create([doc]);
		expect(error).toBeUndefined();
		expect(apiRequests('POST')[0].body).toEqual({ ...doc, correctionType: 'QUANTITATIVE' });
		expect(stored('KP/MIN')).toMatchObject({
			number: 'KP/MIN',
			anything: { nested: [1, 2] },
			correctionType: 'QUANTITATIVE',
		});
	});

	it('with Continue On Fail, a correction without number is an error item and the others are sent', async () => {
		const { output, error } = await create(
			[{ notes: [] }, validFiscalReceiptCorrection('KP/OK')],
			true,
		);
		expect(error).toBeUndefined();
		expect(output[0].json.error).toBe('"number" is required');
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[1].json).toMatchObject({ number: 'KP/OK', saved: true });
		expect(apiRequests('POST')).toHaveLength(1);
		expect(Object.keys(fx.control().state('acme').fiscalReceiptCorrections)).toEqual(['KP/OK']);
	});

	it('Set Payment Status refuses a negative amount before sending', async () => {
		const { error } = await run('setPaymentStatus', {
			number: NUMBER,
			amountPaid: -1,
			isPaid: false,
		});
		expect(error?.message).toContain('must not be negative');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it('a number that comes out empty is refused for every operation that takes one', async () => {
		for (const operation of ['get', 'delete', 'setPaymentStatus', 'uploadFile']) {
			const { error } = await run(operation, {
				number: '={{ $json.missing }}',
				binaryPropertyName: 'data',
			});
			expect(error?.message).toBe('"Correction Number" (number) is required');
		}
		expect(fx.control().requests()).toHaveLength(0);
	});
});
