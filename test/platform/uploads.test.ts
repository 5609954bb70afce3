/** The upload origin: signed PUT without credentials, completion, file download, size limit. */
import axios from 'axios';
import { validGoodsIssuedNote } from './fixtures';
import { ACME, client, expectError, useKit } from './testkit';

const kit = useKit({ maxUploadBytes: 1024 * 1024 });

const PDF = Buffer.concat([
	Buffer.from('%PDF-1.4\n'),
	Buffer.alloc(2000, 7),
	Buffer.from('\n%%EOF'),
]);
const put = (url: string, data: Buffer, contentType = 'application/pdf') =>
	axios.put(url, data, { headers: { 'Content-Type': contentType }, validateStatus: () => true });

describe('uploads through PlatformServices', () => {
	it('runs begin -> PUT -> complete -> GET end to end', async () => {
		const s = kit.platform.services;
		const { uploadUrl, uploadId } = s.beginUpload('acme', {
			kind: 'invoice',
			number: 'FV/1',
			extension: 'pdf',
		});
		expect(uploadUrl).toBe(
			`${kit.platform.uploadOrigin}/uploads/${uploadId}?sig=${new URL(uploadUrl).searchParams.get('sig')}`,
		);
		expect(new URL(uploadUrl).origin).not.toBe(new URL(kit.platform.url).origin);
		expect(() => s.completeUpload('acme', uploadId)).toThrow(
			expect.objectContaining({ status: 409 }),
		);

		const r = await put(uploadUrl, PDF);
		expect(r.status).toBe(200);
		const done = s.completeUpload('acme', uploadId);
		expect(done).toEqual({
			target: { kind: 'invoice', number: 'FV/1', extension: 'pdf' },
			url: `${kit.platform.uploadOrigin}/files/${uploadId}.pdf`,
			extension: 'pdf',
		});
		const file = await axios.get(done.url, { responseType: 'arraybuffer' });
		expect(file.headers['content-type']).toBe('application/pdf');
		expect(Buffer.from(file.data).equals(PDF)).toBe(true);

		const state = kit.platform.control.state('acme').uploads[uploadId];
		expect(state).toMatchObject({
			contentType: 'application/pdf',
			bytes: PDF.length,
			completed: true,
		});
	});

	it('records every header the upload origin got, and no API key reaches it', async () => {
		const { uploadUrl } = kit.platform.services.beginUpload('acme', {
			kind: 'invoice',
			number: 'FV/2',
			extension: 'pdf',
		});
		await put(uploadUrl, PDF);
		const [logged] = kit.platform.control.requests({ origin: 'upload' });
		expect(logged).toMatchObject({
			origin: 'upload',
			method: 'PUT',
			status: 200,
			body: { bytes: PDF.length },
		});
		expect(logged.headers['content-type']).toBe('application/pdf');
		expect(logged.headers['content-length']).toBe(String(PDF.length));
		expect(logged.headers.apiauth).toBeUndefined();
		expect(logged.headers['platform-tenant']).toBeUndefined();
		expect(JSON.stringify(logged)).not.toContain(ACME.ApiAuth);
	});

	it('answers 404 for unknown uploads and uploads of another tenant, 403 for a wrong signature', async () => {
		const s = kit.platform.services;
		expect(() => s.completeUpload('acme', '00000000-0000-4000-8000-000000000000')).toThrow(
			expect.objectContaining({ status: 404 }),
		);
		const { uploadUrl, uploadId } = s.beginUpload('globex', {
			kind: 'invoice',
			number: 'FV/3',
			extension: 'pdf',
		});
		const bad = new URL(uploadUrl);
		bad.searchParams.set('sig', 'forged');
		expectError(await put(bad.toString(), PDF), 403, 'FORBIDDEN');
		bad.searchParams.delete('sig');
		expectError(await put(bad.toString(), PDF), 403, 'FORBIDDEN');
		expectError(
			await put(`${kit.platform.uploadOrigin}/uploads/nope?sig=x`, PDF),
			404,
			'NOT_FOUND',
		);
		await put(uploadUrl, PDF);
		expect(() => s.completeUpload('acme', uploadId)).toThrow(
			expect.objectContaining({ status: 404 }),
		);
		expect(s.completeUpload('globex', uploadId).extension).toBe('pdf');
		expectError(await put(uploadUrl, PDF), 409, 'CONFLICT');
	});

	it('does not serve a file before completion, nor under another extension', async () => {
		const s = kit.platform.services;
		const { uploadUrl, uploadId } = s.beginUpload('acme', {
			kind: 'goodsIssuedNote',
			number: 'WZ/1',
			extension: 'png',
		});
		await put(uploadUrl, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
		expectError(
			await axios.get(`${kit.platform.uploadOrigin}/files/${uploadId}.png`, {
				validateStatus: () => true,
			}),
			404,
			'NOT_FOUND',
		);
		const { url } = s.completeUpload('acme', uploadId);
		const r = await axios.get(url, { responseType: 'arraybuffer' });
		expect(r.headers['content-type']).toBe('image/png');
		expectError(
			await axios.get(url.replace(/\.png$/, '.pdf'), { validateStatus: () => true }),
			404,
			'NOT_FOUND',
		);
	});

	it('answers 413 beyond the maximum upload size and keeps no bytes', async () => {
		const { uploadUrl, uploadId } = kit.platform.services.beginUpload('acme', {
			kind: 'invoice',
			number: 'FV/4',
			extension: 'pdf',
		});
		const r = await put(uploadUrl, Buffer.alloc(1024 * 1024 + 1));
		expectError(r, 413, 'PAYLOAD_TOO_LARGE');
		expect(kit.platform.control.state('acme').uploads[uploadId].bytes).toBeNull();
		expect((await put(uploadUrl, Buffer.alloc(1024 * 1024))).status).toBe(200);
	});

	it('answers 405 / 404 for other methods and paths of the upload origin', async () => {
		const { uploadUrl } = kit.platform.services.beginUpload('acme', {
			kind: 'invoice',
			number: 'FV/5',
			extension: 'pdf',
		});
		expectError(
			await axios.post(uploadUrl, PDF, { validateStatus: () => true }),
			405,
			'METHOD_NOT_ALLOWED',
		);
		expectError(
			await axios.get(`${kit.platform.uploadOrigin}/api/v1/anything`, {
				validateStatus: () => true,
			}),
			404,
			'ROUTE_NOT_FOUND',
		);
	});
});

describe('uploads through a document route', () => {
	it('attaches an uploaded file to a goods issued note', async () => {
		const gin = '/api/v1/goods-issued-notes/integrations/auth-required/goods-issued-notes';
		const api = client(kit.platform.url, ACME);
		expect((await api.put(gin, validGoodsIssuedNote('WZ/9'))).status).toBe(204);
		const begin = await api.post(`${gin}/file-upload-initialize`, undefined, {
			params: { fileExtension: 'pdf', goodsIssuedNoteNumber: 'WZ/9' },
		});
		expect(begin.status).toBe(200);
		expect((await put(begin.data.uploadUrl, PDF)).status).toBe(200);
		expect(
			(
				await api.post(`${gin}/file-upload-finalize`, undefined, {
					params: { uploadId: begin.data.uploadId },
				})
			).status,
		).toBe(204);
		const note = (await api.get(gin, { params: { goodsIssuedNoteNumber: 'WZ/9' } })).data;
		const file = await axios.get(note.fileUrl, { responseType: 'arraybuffer' });
		expect(Buffer.from(file.data).equals(PDF)).toBe(true);
		const upload = kit.platform.control.requests({ origin: 'upload', method: 'PUT' })[0];
		expect(upload.headers.apiauth).toBeUndefined();
	});
});
