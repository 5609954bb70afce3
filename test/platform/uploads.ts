/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * File uploads of the fake platform. beginUpload hands out a signed URL on the separate upload
 * origin; the client PUTs raw bytes there WITHOUT platform credentials; completeUpload turns the
 * upload into a file URL on the same origin, which serves the bytes back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Prng } from './prng';
import { HttpError, UploadTarget } from './types';

export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface StoredUpload {
	uploadId: string;
	tenant: string;
	target: UploadTarget;
	sig: string;
	createdAt: string;
	data?: Buffer;
	contentType?: string;
	uploadedAt?: string;
	completed: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
	pdf: 'application/pdf',
	xml: 'application/xml',
	json: 'application/json',
	csv: 'text/csv',
	txt: 'text/plain',
	html: 'text/html',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	gif: 'image/gif',
	zip: 'application/zip',
	doc: 'application/msword',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	xls: 'application/vnd.ms-excel',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeFor(extension: string): string {
	return CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** What the upload origin reports to the request log. */
export interface UploadLogEntry {
	method: string;
	path: string;
	query: URLSearchParams;
	headers: IncomingMessage['headers'];
	bytes: number;
	status: number;
}

export class UploadStore {
	private uploads = new Map<string, StoredUpload>();

	constructor(
		private readonly origin: () => string,
		private readonly rng: () => Prng,
		readonly maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
	) {}

	clear(): void {
		this.uploads.clear();
	}

	begin(tenant: string, target: UploadTarget): { uploadUrl: string; uploadId: string } {
		const uploadId = this.rng().uuid();
		const sig = this.rng().hex(32);
		this.uploads.set(uploadId, {
			uploadId,
			tenant,
			target: { ...target },
			sig,
			createdAt: new Date().toISOString(),
			completed: false,
		});
		return { uploadUrl: `${this.origin()}/uploads/${uploadId}?sig=${sig}`, uploadId };
	}

	complete(
		tenant: string,
		uploadId: string,
	): { target: UploadTarget; url: string; extension: string } {
		const u = this.uploads.get(uploadId);
		if (!u || u.tenant !== tenant)
			throw new HttpError(404, 'NOT_FOUND', `Unknown upload ${uploadId}`);
		if (!u.data) {
			throw new HttpError(
				409,
				'CONFLICT',
				`Upload ${uploadId} has no file yet: PUT the bytes to the uploadUrl first`,
			);
		}
		u.completed = true;
		const extension = u.target.extension;
		return {
			target: { ...u.target },
			url: `${this.origin()}/files/${uploadId}.${extension}`,
			extension,
		};
	}

	get(uploadId: string): StoredUpload | undefined {
		return this.uploads.get(uploadId);
	}

	snapshot(tenant: string): Record<string, unknown> {
		const out: Record<string, unknown> = {};
		for (const u of this.uploads.values()) {
			if (u.tenant !== tenant) continue;
			out[u.uploadId] = {
				uploadId: u.uploadId,
				target: u.target,
				createdAt: u.createdAt,
				uploadedAt: u.uploadedAt ?? null,
				contentType: u.contentType ?? null,
				bytes: u.data ? u.data.length : null,
				completed: u.completed,
			};
		}
		return out;
	}

	/** Request handler of the upload origin. No credentials are needed (or looked at). */
	handle(req: IncomingMessage, res: ServerResponse, log: (e: UploadLogEntry) => void): void {
		const url = new URL(req.url ?? '/', 'http://upload.local');
		const method = (req.method ?? 'GET').toUpperCase();
		const chunks: Buffer[] = [];
		let bytes = 0;
		let tooLarge = false;
		const declared = Number(req.headers['content-length'] ?? NaN);
		const finish = (
			status: number,
			body?: unknown,
			headers: Record<string, string> = {},
			raw?: Buffer,
		) => {
			log({
				method,
				path: url.pathname,
				query: url.searchParams,
				headers: req.headers,
				bytes,
				status,
			});
			if (res.headersSent || res.destroyed) return;
			let payload: Buffer | undefined = raw;
			if (!raw && body !== undefined) {
				payload = Buffer.from(JSON.stringify(body));
				headers['content-type'] = 'application/json; charset=utf-8';
			}
			headers['content-length'] = String(
				method === 'HEAD' && raw ? raw.length : payload ? payload.length : 0,
			);
			res.writeHead(status, headers);
			res.end(method === 'HEAD' ? undefined : payload);
		};
		const error = (
			status: number,
			code: string,
			message: string,
			headers: Record<string, string> = {},
		) => finish(status, { status, code, message }, headers);

		if (Number.isFinite(declared) && declared > this.maxBytes) {
			tooLarge = true;
		}
		req.on('data', (c: Buffer) => {
			bytes += c.length;
			if (tooLarge || bytes > this.maxBytes) {
				tooLarge = true;
				return; // keep draining, drop the bytes
			}
			chunks.push(c);
		});
		req.on('error', () => undefined);
		req.on('end', () => {
			const m = /^\/uploads\/([^/]+)$/.exec(url.pathname);
			const f = /^\/files\/([^/.]+)\.([A-Za-z0-9]+)$/.exec(url.pathname);
			if (m) {
				if (method !== 'PUT')
					return error(405, 'METHOD_NOT_ALLOWED', 'Use PUT to upload the file', { allow: 'PUT' });
				const u = this.uploads.get(m[1]);
				if (!u) return error(404, 'NOT_FOUND', `Unknown upload ${m[1]}`);
				if (url.searchParams.get('sig') !== u.sig) {
					return error(403, 'FORBIDDEN', 'The upload URL signature is missing or wrong');
				}
				if (u.completed) return error(409, 'CONFLICT', `Upload ${u.uploadId} is already completed`);
				if (tooLarge) {
					return error(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${this.maxBytes} bytes`, {
						connection: 'close',
					});
				}
				u.data = Buffer.concat(chunks);
				u.contentType =
					typeof req.headers['content-type'] === 'string' ? req.headers['content-type'] : undefined;
				u.uploadedAt = new Date().toISOString();
				return finish(200, undefined, { etag: `"${u.sig.slice(0, 16)}"` });
			}
			if (f) {
				if (method !== 'GET' && method !== 'HEAD') {
					return error(405, 'METHOD_NOT_ALLOWED', 'Use GET to download the file', {
						allow: 'GET, HEAD',
					});
				}
				const u = this.uploads.get(f[1]);
				if (
					!u ||
					!u.completed ||
					!u.data ||
					u.target.extension.toLowerCase() !== f[2].toLowerCase()
				) {
					return error(404, 'NOT_FOUND', `Unknown file ${f[1]}.${f[2]}`);
				}
				return finish(
					200,
					undefined,
					{ 'content-type': contentTypeFor(u.target.extension) },
					u.data,
				);
			}
			return error(
				404,
				'ROUTE_NOT_FOUND',
				`No route ${method} ${url.pathname} on the upload origin`,
			);
		});
	}
}
