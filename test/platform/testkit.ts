/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** Helpers of the platform's own tests: a started fake and an axios client that never throws on status. */
import axios, { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakePlatform, PlatformOptions, startPlatform } from './server';

export const ACME = { ApiAuth: 'acme-key-123', 'platform-tenant': 'acme' };
export const GLOBEX = { ApiAuth: 'globex-key-456', 'platform-tenant': 'globex' };
export const CLIENT = 'org:11111111-1111-4111-8111-111111111111';
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Kit {
	platform: FakePlatform;
	/** Authenticated as acme. */
	api: AxiosInstance;
	/** Authenticated as globex. */
	globex: AxiosInstance;
	/** No platform headers at all. */
	raw: AxiosInstance;
}

export function client(
	baseURL: string,
	headers: Record<string, string> = {},
	config: AxiosRequestConfig = {},
): AxiosInstance {
	return axios.create({
		baseURL,
		headers,
		validateStatus: () => true,
		// keep-alive off: the tests also drop sockets on purpose
		httpAgent: new http.Agent({ keepAlive: false }),
		...config,
	});
}

export async function startKit(opts: PlatformOptions = {}): Promise<Kit> {
	const platform = await startPlatform(opts);
	return {
		platform,
		api: client(platform.url, ACME),
		globex: client(platform.url, GLOBEX),
		raw: client(platform.url),
	};
}

/**
 * Use at the top of a test file: starts the fake before all tests (startKit), resets its state,
 * log and faults before each, and closes it after all.
 */
export function useKit(opts: PlatformOptions = {}): Kit {
	const kit = {} as Kit;
	beforeAll(async () => {
		Object.assign(kit, await startKit(opts));
	});
	afterAll(() => kit.platform?.close());
	beforeEach(() => kit.platform.control.reset());
	return kit;
}

export function expectError(r: AxiosResponse, status: number, code: string, field?: string): void {
	expect({ status: r.status, code: r.data?.code, field: r.data?.field }).toEqual({
		status,
		code,
		field,
	});
	expect(r.data.status).toBe(status);
	expect(typeof r.data.message).toBe('string');
	expect(r.headers['content-type']).toMatch(/application\/json/);
}

export interface Received {
	method: string;
	url: string;
	headers: http.IncomingHttpHeaders;
	body: string;
}

/** A local HTTP server that records what it receives and answers `status` (default 200 "ok"). */
export async function receiver(
	status = 200,
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
	const received: Received[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			});
			res.writeHead(status, { 'content-type': 'text/plain' });
			res.end(status < 300 ? 'ok' : 'nope');
		});
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		received,
		close: () =>
			new Promise<void>((r) => {
				server.close(() => r());
				server.closeAllConnections();
			}),
	};
}
