/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
import type { INode } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { testCredential } from '../support/credential-test';
import type { PlatformCredentialData } from '../support/harness';
import {
	CREDENTIAL_TYPE,
	credentialReads,
	registerNodeType,
	runNode,
	runWorkflow,
} from '../support/harness';
import type { ScriptedServer } from '../support/scripted-server';
import { startScriptedServer } from '../support/scripted-server';
import { forgetApiPaths } from '../support/transport';
import { ProbeNode } from './probe-node';

const API_KEY = 'super-secret-key-0123456789';

registerNodeType('test.probe', new ProbeNode());

let server: ScriptedServer;
let credentials: PlatformCredentialData;

beforeAll(async () => {
	server = await startScriptedServer(() => ({ status: 200, body: [] }));
	credentials = { baseUrl: `${server.url}/`, apiKey: API_KEY, tenant: 'acme', apiPaths: 'auto' };
});

afterAll(async () => {
	await server.close();
});

beforeEach(() => {
	server.requests.length = 0;
	forgetApiPaths();
});

async function runProbe(operation: string, extra: Record<string, unknown> = {}, items = [{}]) {
	const nodes: INode[] = [
		{
			id: 'i',
			name: 'Input',
			type: 'test.input',
			typeVersion: 1,
			position: [0, 0],
			parameters: { items: JSON.stringify(items) },
		},
		{
			id: 'p',
			name: 'Probe',
			type: 'test.probe',
			typeVersion: 1,
			position: [200, 0],
			parameters: { resource: 'probe', operation, ...extra } as INode['parameters'],
			credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
		},
	];
	return await runWorkflow({
		nodes,
		connections: { Input: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] } },
		credentials,
		resultNode: 'Probe',
	});
}

describe('credential', () => {
	it('names a 401 in its own words for testers that apply rules (n8n 2.40 shows the bare "Unauthorized" otherwise)', () => {
		const rule = (new B2bCommerceApi().test.rules ?? []).find(
			(r) => r.type === 'responseCode' && r.properties.value === 401,
		);
		expect(rule?.properties.message).toBe(
			'The platform did not accept this API key for this tenant. Check the API Key and Tenant fields.',
		);
	});

	it('sends ApiAuth, platform-tenant and accept on every call, joining the base URL without a double slash', async () => {
		server.handle = () => ({ status: 200, body: { id: 's1', name: 'Gold' } });
		const { output, error } = await runNode({
			credentials,
			parameters: {
				resource: 'segment',
				operation: 'get',
				segmentId: { __rl: true, mode: 'id', value: 's1' },
			},
			items: [{}, {}],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([
			{ id: 's1', name: 'Gold' },
			{ id: 's1', name: 'Gold' },
		]);
		expect(server.requests).toHaveLength(2);
		for (const request of server.requests) {
			expect(request.path).toBe('/api/v1/account/integrations/auth-required/segments/s1');
			expect(request.headers.apiauth).toBe(API_KEY);
			expect(request.headers['platform-tenant']).toBe('acme');
			expect(request.headers.accept).toBe('*/*');
		}
	});

	it('passes the credential test with the right key and fails it with a wrong one', async () => {
		server.handle = (request) =>
			request.headers.apiauth === API_KEY
				? { status: 200, body: [] }
				: { status: 401, body: { message: 'Invalid API key' } };
		await expect(testCredential(credentials)).resolves.toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		const wrong = await testCredential({ ...credentials, apiKey: 'wrong' });
		// In-process this is n8n 2.8's tester, which never applies the credential's rules to a 401
		// (its own text says "Authorization failed"); the e2e suite checks n8n 2.40, which does.
		expect(wrong).toEqual({
			status: 'Error',
			message: expect.stringContaining('Authorization failed'),
		});
		// n8n sends a request refused with 401 once more (after pre-authentication).
		expect(new Set(server.requests.map((r) => r.path))).toEqual(
			new Set(['/api/v1/account/integrations/auth-required/segments']),
		);
		expect(server.requests[0].query).toEqual({ pageNumber: '1', pageSize: '1' });
	});
});

describe('API paths', () => {
	it('falls back to the alternative path when the main path does not exist, then goes straight to it', async () => {
		server.handle = (request) =>
			request.path === '/sample/path'
				? { status: 200, body: { ok: true } }
				: { status: 404, body: { code: 'ROUTE_NOT_FOUND' } };
		const first = await runProbe('variant');
		expect(first.error).toBeUndefined();
		expect(first.output[0].json).toEqual({ ok: true });
		expect(server.requests.map((r) => r.path)).toEqual(['/text/path', '/sample/path']);

		server.requests.length = 0;
		const second = await runProbe('variant');
		expect(second.output[0].json).toEqual({ ok: true });
		expect(server.requests.map((r) => r.path)).toEqual(['/sample/path']);
	});

	it('uses only the pinned variant and reports the 404 of the first path when none exists', async () => {
		server.handle = () => ({ status: 404, body: { message: 'No such route' } });
		credentials.apiPaths = 'alternative';
		try {
			const pinned = await runProbe('variant');
			expect(server.requests.map((r) => r.path)).toEqual(['/sample/path']);
			expect(pinned.error?.message).toContain('No such route');
		} finally {
			credentials.apiPaths = 'auto';
		}
		server.requests.length = 0;
		const auto = await runProbe('variant');
		expect(server.requests.map((r) => r.path)).toEqual(['/text/path', '/sample/path']);
		expect(auto.error?.description).toContain('GET /text/path');
	});
});

describe('retries', () => {
	it('waits out a 429 with Retry-After and sends again', async () => {
		let calls = 0;
		server.handle = () =>
			++calls === 1
				? { status: 429, body: { message: 'slow down' }, headers: { 'Retry-After': '1' } }
				: { status: 200, body: { id: 's1' } };
		const started = Date.now();
		const { output, error } = await runNode({
			credentials,
			parameters: {
				resource: 'segment',
				operation: 'get',
				segmentId: { __rl: true, mode: 'id', value: 's1' },
			},
		});
		expect(error).toBeUndefined();
		expect(output[0].json).toEqual({ id: 's1' });
		expect(server.requests).toHaveLength(2);
		expect(Date.now() - started).toBeGreaterThanOrEqual(900);
	});

	it('retries a read after 503 and a dropped connection', async () => {
		let calls = 0;
		server.handle = () => {
			calls++;
			if (calls === 1) return { status: 503 };
			if (calls === 2) return 'drop';
			return { status: 200, body: { id: 's1' } };
		};
		const { output, error } = await runNode({
			credentials,
			parameters: {
				resource: 'segment',
				operation: 'get',
				segmentId: { __rl: true, mode: 'id', value: 's1' },
			},
		});
		expect(error).toBeUndefined();
		expect(output[0].json).toEqual({ id: 's1' });
		expect(server.requests).toHaveLength(3);
	});

	it('does not repeat a POST after a dropped connection or a 502, and says why', async () => {
		server.handle = () => 'drop';
		const dropped = await runProbe('write');
		expect(server.requests).toHaveLength(1);
		expect(dropped.error?.message).toMatch(/not repeated/);

		server.requests.length = 0;
		server.handle = () => ({ status: 502, body: 'Bad gateway' });
		const gateway = await runProbe('write');
		expect(server.requests).toHaveLength(1);
		expect(gateway.error?.message).toContain('Bad gateway');
	});

	it('repeats a POST refused with 429, because the platform did not take it', async () => {
		let calls = 0;
		server.handle = () =>
			++calls === 1
				? { status: 429, headers: { 'Retry-After': '0' } }
				: { status: 200, body: { id: 'x' } };
		const { output } = await runProbe('write');
		expect(server.requests).toHaveLength(2);
		expect(JSON.parse(server.requests[1].body)).toEqual({ hello: 'world' });
		expect(output[0].json).toEqual({ id: 'x' });
	});
});

describe('errors', () => {
	it("carries the platform's message and status and never the API key", async () => {
		server.handle = (request) => ({
			status: 400,
			body: {
				message: `name is required (request had ApiAuth ${String(request.headers.apiauth)})`,
				field: 'name',
			},
		});
		const { error } = await runNode({
			credentials,
			parameters: { resource: 'segment', operation: 'create', name: 'Gold' },
		});
		expect(error?.message).toContain('name is required');
		expect(error?.message).toContain('field name');
		expect(error?.httpCode).toBe('400');
		expect(JSON.stringify(error)).not.toContain(API_KEY);
		expect(error?.message).not.toContain(API_KEY);
		expect(error?.description ?? '').not.toContain(API_KEY);
	});

	it('shows a text or empty error body as it came', async () => {
		server.handle = () => ({ status: 500, body: 'database on fire' });
		const text = await runProbe('write');
		expect(text.error?.message).toContain('database on fire');
		server.handle = () => ({ status: 403 });
		const empty = await runProbe('write');
		expect(empty.error?.message).toContain('refused access for this tenant');
		expect(empty.error?.httpCode).toBe('403');
	});
});

describe('pagination', () => {
	const records = Array.from({ length: 23 }, (_, index) => ({ id: `r${index + 1}` }));
	const ids = records.map((record) => record.id);

	function page(query: Record<string, string>) {
		const pageNumber = Number(query.pageNumber);
		const pageSize = Number(query.pageSize);
		return {
			pageNumber,
			pageSize,
			items: records.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
		};
	}

	beforeEach(() => {
		server.handle = (request) => {
			const { pageNumber, pageSize, items } = page(request.query);
			const totalPages = Math.ceil(records.length / pageSize);
			const nextPage = pageNumber < totalPages ? pageNumber + 1 : null;
			if (request.path === '/envelope') {
				return {
					status: 200,
					body: { items, totalItems: records.length, pageNumber, totalPages, pageSize, nextPage },
				};
			}
			if (request.path === '/operators') {
				return {
					status: 200,
					body: {
						items,
						listElement: items,
						totalItems: records.length,
						totalElement: records.length,
						pageNumber,
						totalPages,
						pageSize,
						nextPage,
					},
				};
			}
			if (request.path === '/bare') return { status: 200, body: items };
			const offset = Number(request.query.offset);
			if (request.path === '/offset-array') {
				const limit = Number(request.query.limit);
				return { status: 200, body: records.slice(offset, offset + limit) };
			}
			const rows = Number(request.query.rows);
			return {
				status: 200,
				body: { elementsAmount: records.length, elements: records.slice(offset, offset + rows) },
			};
		};
	});

	it.each([
		['envelope', 3],
		['operators', 3],
		['bare', 3],
		['offset', 3],
		['offsetArray', 3],
	])(
		'%s: Return All gives every record exactly once in %i requests',
		async (operation, requests) => {
			const { output, error } = await runProbe(operation, { returnAll: true });
			expect(error).toBeUndefined();
			expect(output.map((item) => item.json.id)).toEqual(ids);
			expect(output.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
			expect(server.requests).toHaveLength(requests);
		},
	);

	it.each(['envelope', 'operators', 'bare', 'offset', 'offsetArray'])(
		'%s: Limit stops as soon as it has enough',
		async (operation) => {
			const { output } = await runProbe(operation, { returnAll: false, limit: 4 });
			expect(output.map((item) => item.json.id)).toEqual(ids.slice(0, 4));
			expect(server.requests).toHaveLength(1);
			const asked = server.requests[0].query;
			expect(Number(asked.pageSize ?? asked.rows ?? asked.limit)).toBe(4);
		},
	);

	it('bare array: a short first page is confirmed once, in case the platform caps page sizes', async () => {
		server.handle = (request) => {
			// The platform silently caps pages at 5 records.
			const pageNumber = Number(request.query.pageNumber);
			return { status: 200, body: records.slice((pageNumber - 1) * 5, pageNumber * 5) };
		};
		const { output } = await runProbe('bare', { returnAll: true });
		expect(output.map((item) => item.json.id)).toEqual(ids);
	});

	it('offset and limit with a bare array: offsets follow the records read, a short first page is confirmed once', async () => {
		server.handle = (request) => {
			// The platform silently caps pages at 5 records.
			const offset = Number(request.query.offset);
			return { status: 200, body: records.slice(offset, offset + 5) };
		};
		const { output } = await runProbe('offsetArray', { returnAll: true });
		expect(output.map((item) => item.json.id)).toEqual(ids);
		expect(server.requests.map((request) => request.query)).toEqual(
			[0, 5, 10, 15, 20].map((offset) => ({
				offset: String(offset),
				limit: '10',
			})),
		);
	});
});

describe('API paths after one has answered', () => {
	it('does not fall back any more: a 404 on the known path is a missing record', async () => {
		server.handle = (request) =>
			request.path === '/sample/path'
				? { status: 200, body: { ok: true } }
				: { status: 404, body: { code: 'ROUTE_NOT_FOUND' } };
		await runProbe('variant');
		server.requests.length = 0;
		server.handle = () => ({ status: 404, body: { message: 'Record not found' } });
		const missing = await runProbe('variant');
		expect(server.requests.map((r) => r.path)).toEqual(['/sample/path']);
		expect(missing.error?.message).toContain('Record not found');
		expect(missing.error?.httpCode).toBe('404');
	});
});

describe('credential reads', () => {
	it('reads the credential once per execution, not once per request', async () => {
		server.handle = () => ({ status: 200, body: { id: 's1' } });
		credentialReads.count = 0;
		const { output } = await runNode({
			credentials,
			parameters: {
				resource: 'segment',
				operation: 'get',
				segmentId: { __rl: true, mode: 'id', value: 's1' },
			},
			items: Array.from({ length: 10 }, () => ({})),
		});
		expect(output).toHaveLength(10);
		expect(server.requests).toHaveLength(10);
		expect(server.requests.every((request) => request.headers.apiauth === API_KEY)).toBe(true);
		expect(credentialReads.count).toBe(1);
	});
});

describe('redirects', () => {
	it('does not follow a redirect, so the API key never reaches another host', async () => {
		const elsewhere = await startScriptedServer(() => ({ status: 200, body: { id: 'stolen' } }));
		try {
			server.handle = () => ({ status: 302, headers: { Location: `${elsewhere.url}/collect` } });
			const { error } = await runNode({
				credentials,
				parameters: {
					resource: 'segment',
					operation: 'get',
					segmentId: { __rl: true, mode: 'id', value: 's1' },
				},
			});
			expect(error?.message).toContain('redirect (302)');
			expect(error?.httpCode).toBe('302');
			expect(elsewhere.requests).toHaveLength(0);
		} finally {
			await elsewhere.close();
		}
	});
});
