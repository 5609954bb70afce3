/* eslint-disable @n8n/community-nodes/no-deprecated-workflow-functions -- the test sends as n8n's HTTP Request node does, through the legacy request helper */
/**
 * Where the API key may go through the credential's `authenticate`, which n8n runs for every
 * request made with the credential: the HTTP Request node (Custom API Call), GraphQL, an AI
 * agent's HTTP Request tool, the credential Test. Only the Base URL's exact scheme, host and port
 * get the key, and no redirect is followed. First `authenticate` called with every trick, in the
 * option forms n8n hands over; then real requests through n8n-core's helpers (the legacy request
 * of the HTTP Request node, the HTTP helper) to the fake platform and a server that records what
 * reaches it.
 */
import type {
	ICredentialDataDecryptedObject,
	IExecuteFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
	INodeType,
} from 'n8n-workflow';

import type { KeyedRequest } from '../../nodes/B2bCommerce/transport/keyReach';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { onBaseUrlOrigin } from '../../nodes/B2bCommerce/transport/baseUrl';
import { CREDENTIAL_TYPE, registerNodeType, runWorkflow } from '../support/harness';
import { usePlatform } from '../support/platform';
import type { ScriptedServer } from '../support/scripted-server';
import { startScriptedServer } from '../support/scripted-server';

const credential = new B2bCommerceApi();
const BASE = 'https://platform.example.com';
const saved: ICredentialDataDecryptedObject = {
	baseUrl: BASE,
	apiKey: 'key-123',
	tenant: 'acme',
	apiPaths: 'auto',
	// What n8n stores for a credential saved before the key was pinned: its own added field.
	allowedHttpRequestDomains: 'all',
};
const REFUSED = "The API key is only sent to the Base URL's address";

/** The credential's authenticate, called as n8n's CredentialsHelper calls it. */
async function authenticate(
	options: Record<string, unknown>,
	credentials: ICredentialDataDecryptedObject = saved,
): Promise<IHttpRequestOptions & KeyedRequest> {
	const { authenticate: fn } = credential;
	if (typeof fn !== 'function') throw new Error('authenticate is not a function');
	return (await fn(credentials, options as unknown as IHttpRequestOptions)) as IHttpRequestOptions &
		KeyedRequest;
}

/** The request options of n8n's HTTP Request node v4 (GET, redirects followed by default). */
const httpRequestNode = (uri: string) => ({
	headers: {},
	method: 'GET' as const,
	uri,
	gzip: true,
	rejectUnauthorized: true,
	followRedirect: true,
	followAllRedirects: true,
	maxRedirects: undefined,
	resolveWithFullResponse: true,
	sendCredentialsOnCrossOriginRedirect: false,
});

describe('authenticate: the key goes only to the Base URL address', () => {
	it.each([
		['the HTTP Request node (uri)', httpRequestNode(`${BASE}/api/v1/segments?pageSize=1`)],
		['the HTTP helper (url + baseURL)', { url: '/api/v1/segments', baseURL: BASE }],
		['the HTTP helper, url without a slash', { url: 'api/v1/segments', baseURL: `${BASE}/` }],
		['an absolute url', { url: `${BASE}/api/v1/segments`, method: 'POST' }],
		['the host in capitals and the default port', { uri: 'HTTPS://Platform.Example.COM:443/x' }],
		['a path that looks like a host', { uri: `${BASE}/@evil.example.net/x` }],
		['the Base URL alone', { url: '', baseURL: BASE }],
	])('%s: both headers, redirects off', async (_form, options) => {
		const before = JSON.stringify(options);
		const sent = await authenticate(options);
		expect(sent.headers).toMatchObject({ ApiAuth: 'key-123', 'platform-tenant': 'acme' });
		expect(sent).toMatchObject({
			disableFollowRedirect: true,
			followRedirect: false,
			followAllRedirects: false,
			maxRedirects: 0,
		});
		// n8n may reuse its options for the next page: they are left as they were.
		expect(JSON.stringify(options)).toBe(before);
	});

	it.each([
		['another host', 'https://evil.example.net/x', 'https://evil.example.net'],
		['another port', 'https://platform.example.com:8443/x', 'https://platform.example.com:8443'],
		['http for https', 'http://platform.example.com/x', 'http://platform.example.com'],
		[
			'a look-alike host',
			'https://platform.example.com.evil.net/x',
			'https://platform.example.com.evil.net',
		],
		['user-info', 'https://platform.example.com@evil.net/x', 'https://evil.net'],
		['user-info with a port', 'https://platform.example.com:443@evil.net/x', 'https://evil.net'],
		['a trailing dot', 'https://platform.example.com./x', 'https://platform.example.com.'],
		['no slashes after the scheme', 'https:evil.net/x', 'https://evil.net'],
		['a subdomain', 'https://api.platform.example.com/x', 'https://api.platform.example.com'],
	])('%s: refused before sending (%s)', async (_trick, url, origin) => {
		// With baseURL, axios puts a URL without "//" after it: that one goes to the platform.
		const withBase = url.includes('//') ? [{ url, baseURL: BASE }] : [];
		for (const options of [httpRequestNode(url), { url }, ...withBase]) {
			const error = await authenticate(options).then(
				() => undefined,
				(e: Error & { description?: string }) => e,
			);
			expect(error?.message).toBe(`${REFUSED}, ${BASE}`);
			expect(error?.description).toContain(`This request goes to ${origin}, so it was not sent`);
		}
	});

	it('a URL without "//" after baseURL is a path on the platform, as axios sends it', async () => {
		const sent = await authenticate({ url: 'https:evil.net/x', baseURL: BASE });
		expect(sent.headers).toMatchObject({ ApiAuth: 'key-123' });
	});

	it.each([
		[
			'a protocol-relative url after baseURL (axios takes it as absolute)',
			{ url: '//evil.net/x', baseURL: BASE },
		],
		[
			'backslashes after baseURL (n8n 2.40 resolves them as //)',
			{ url: '\\\\evil.net\\x', baseURL: BASE },
		],
		['another scheme without slashes after baseURL', { url: 'http:evil.net/x', baseURL: BASE }],
		['a relative url without baseURL', { url: '/api/v1/segments' }],
		['a uri on the platform but a url elsewhere', { uri: `${BASE}/x`, url: 'https://evil.net/x' }],
		['a url on the platform but a uri elsewhere', { url: `${BASE}/x`, uri: 'https://evil.net/x' }],
		['a baseURL elsewhere', { url: '/x', baseURL: 'https://evil.net' }],
		['no address at all', { method: 'GET' }],
		['a null uri', { uri: null }],
		['a file URL', { uri: 'file:///etc/passwd' }],
	])('%s: refused', async (_case, options) => {
		await expect(authenticate(options)).rejects.toThrow(REFUSED);
	});

	it('refuses a proxy over http:// (it would read the key), not over https://', async () => {
		const http = { ...saved, baseUrl: 'http://platform.example.com' };
		const viaProxy = { uri: 'http://platform.example.com/x', proxy: 'http://127.0.0.2:3128' };
		await expect(authenticate(viaProxy, http)).rejects.toThrow(
			`${REFUSED}, http://platform.example.com, and a proxy would read it over http://`,
		);
		const tunnel = { uri: `${BASE}/x`, proxy: { host: '127.0.0.2', port: 3128 } };
		await expect(authenticate(tunnel)).resolves.toMatchObject({ headers: { ApiAuth: 'key-123' } });
	});

	it.each([
		' https://platform.example.com/ ',
		'https://platform.example.com/shop/',
		'HTTPS://PLATFORM.example.com',
	])('a Base URL written %p pins the same address', async (baseUrl) => {
		const credentials = { ...saved, baseUrl };
		await expect(authenticate({ uri: `${BASE}/x` }, credentials)).resolves.toBeDefined();
		await expect(authenticate({ uri: 'https://evil.net/x' }, credentials)).rejects.toThrow(REFUSED);
	});

	it('a Base URL that is not http(s) sends the key nowhere', async () => {
		for (const baseUrl of ['platform.example.com', '', 'ftp://platform.example.com']) {
			await expect(
				authenticate({ uri: 'https://platform.example.com/x' }, { ...saved, baseUrl }),
			).rejects.toThrow(`${REFUSED}, and the Base URL in the B2B Commerce API credential`);
		}
	});

	it('"Allowed HTTP Request Domains" set to All or to another domain does not widen it', async () => {
		for (const extra of [
			{ allowedHttpRequestDomains: 'all', allowedDomains: '' },
			{ allowedHttpRequestDomains: 'domains', allowedDomains: 'evil.example.net' },
		]) {
			await expect(
				authenticate({ uri: 'https://evil.example.net/x' }, { ...saved, ...extra }),
			).rejects.toThrow(REFUSED);
		}
	});

	it('the transport and the credential share one origin test', () => {
		expect(onBaseUrlOrigin(BASE, `${BASE}:443/files/a.pdf`)).toBe(true);
		expect(onBaseUrlOrigin(BASE, 'https://platform.example.com@evil.net/a.pdf')).toBe(false);
		expect(onBaseUrlOrigin('not a url', 'not a url')).toBe(false);
	});

	it('the credential form says in one notice what the key can reach', () => {
		const notices = credential.properties.filter(
			(p) => p.type === 'notice' && p.displayOptions === undefined,
		);
		expect(notices.map((p) => p.displayName)).toContain(
			"The API key and tenant go only to the Base URL's address (its scheme, host and port), from every node; requests elsewhere fail, and redirects are not followed.",
		);
		// Credentials saved before keep their fields: no property was renamed or made required.
		expect(credential.properties.filter((p) => p.required).map((p) => p.name)).toEqual([
			'baseUrl',
			'apiKey',
			'tenant',
		]);
	});
});

// ---------------------------------------------------------------------------------------------
// Real requests through n8n-core's helpers, with the credential applied as n8n applies it.

const PROBE = 'test.keyReachProbe';
/** Sends one request per item with the credential: `form` picks the helper n8n's nodes use. */
const probe: INodeType = {
	description: {
		displayName: 'Key reach probe',
		name: 'keyReachProbe',
		group: ['transform'],
		version: 1,
		description: 'test',
		defaults: { name: 'Probe' },
		inputs: ['main'],
		outputs: ['main'],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: [],
	},
	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const out: INodeExecutionData[] = [];
		for (const item of this.getInputData()) {
			const { form, url } = item.json as { form: string; url: string };
			const response = (
				form === 'legacy'
					? // As the HTTP Request node v4 and the GraphQL node send (redirects on by default).
						await this.helpers.requestWithAuthentication.call(this, CREDENTIAL_TYPE, {
							...httpRequestNode(url),
							simple: false,
						})
					: // As n8n's HTTP helper sends for nodes and tools built on it.
						await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, {
							url,
							method: 'GET',
							returnFullResponse: true,
							ignoreHttpStatusErrors: true,
						})
			) as { statusCode: number };
			out.push({ json: { status: response.statusCode } });
		}
		return [out];
	},
};
registerNodeType(PROBE, probe);

const fx = usePlatform();
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

async function send(form: 'legacy' | 'helper', url: string) {
	return await runWorkflow({
		nodes: [
			{
				id: 'p',
				name: 'Probe',
				type: PROBE,
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
				credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
			},
		],
		connections: {},
		credentials: fx.credentials(),
		resultNode: 'Probe',
		startItems: [{ json: { form, url } }],
	});
}

describe('real requests through n8n-core: the key reaches the platform and nothing else', () => {
	let elsewhere: ScriptedServer;
	beforeAll(async () => {
		elsewhere = await startScriptedServer(() => ({ status: 200, body: { got: 'it' } }));
	});
	beforeEach(() => {
		elsewhere.requests.length = 0;
	});
	afterAll(async () => {
		await elsewhere.close();
	});

	it.each(['legacy', 'helper'] as const)(
		'%s: the platform gets both headers (Custom API Call works)',
		async (form) => {
			const { output, error } = await send(
				form,
				`${fx.platform.url}${SEGMENTS}?pageNumber=1&pageSize=1`,
			);
			expect(error).toBeUndefined();
			expect(output[0].json).toEqual({ status: 200 });
			const [seen] = fx.control().requests();
			expect([seen.path, seen.headers.apiauth, seen.headers['platform-tenant']]).toEqual([
				SEGMENTS,
				fx.platform.tenants.acme,
				'acme',
			]);
		},
	);

	it.each(['legacy', 'helper'] as const)(
		'%s: another port on the same host gets nothing; the run fails saying why',
		async (form) => {
			const { error } = await send(form, `${elsewhere.url}/collect`);
			expect(error?.message).toBe(`${REFUSED}, ${fx.platform.url}`);
			expect(elsewhere.requests).toHaveLength(0);
		},
	);

	it.each([
		['legacy', 302],
		['legacy', 307],
		['helper', 301],
		['helper', 308],
	] as const)(
		'%s: a %i from the platform to another address is not followed',
		async (form, status) => {
			fx.control().injectFault({ kind: 'redirect', status, location: `${elsewhere.url}/collect` });
			const { output, error } = await send(form, `${fx.platform.url}${SEGMENTS}`);
			// The 3xx is the answer (the HTTP Request node shows it); nothing reached the other address.
			expect(error).toBeUndefined();
			expect(output[0].json).toEqual({ status });
			expect(fx.control().requests()[0].headers.apiauth).toBe(fx.platform.tenants.acme);
			expect(elsewhere.requests).toHaveLength(0);
			expect(fx.control().requests()).toHaveLength(1);
		},
	);
});
