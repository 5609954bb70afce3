/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Where the API key goes from nodes that are not ours, in a real n8n: the HTTP Request node with
 * the predefined B2B Commerce API credential (Custom API Call), the GraphQL node (2.40) and an AI
 * agent's HTTP Request tool driven by a scripted model (2.40). Servers that record every request
 * stand on another loopback address (127.0.0.2) and on another port of the platform's host; the
 * key must reach the platform (both headers) and nothing else: not by URL, user-info, another
 * port, a 302 from the platform, nor with "Allowed HTTP Request Domains" set to the platform's
 * host. Every node is left at its defaults (the line's default HTTP Request version, redirects
 * followed), as users get it.
 */
import { mkdtempSync, rmSync } from 'fs';
import { createServer } from 'http';
import type { IncomingHttpHeaders, Server } from 'http';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';

import type { FakePlatform } from '../../platform/server';
import type { ExampleWorkflow } from './examples';
import type { CliOptions } from './n8n';
import {
	importCredentials,
	importWorkflows,
	N8N_VERSION,
	nodeOutput,
	runWorkflowOnce,
	stableId,
	writeCredentialsFile,
	writeWorkflowsDir,
} from './n8n';
import { CUSTOM_API_CALL_PATH } from './nodePanel';

type Check = (name: string, ok: boolean, detail?: unknown) => boolean;

/** What the credential says when it refuses to send the key (transport/keyReach.ts). */
const REFUSED = "The API key is only sent to the Base URL's address";

interface Seen {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	body: string;
}

interface Recorder {
	url: string;
	seen: Seen[];
	close(): Promise<void>;
}

/** A server that records every request it gets and answers 200 (or what `answer` says). */
async function startRecorder(
	host: string,
	answer: (seen: Seen) => { status: number; body: unknown; sse?: boolean } = () => ({
		status: 200,
		body: { recorded: true },
	}),
): Promise<Recorder> {
	const seen: Seen[] = [];
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const one: Seen = {
				method: req.method ?? '',
				path: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			seen.push(one);
			const a = answer(one);
			if (a.sse) {
				res.writeHead(a.status, { 'content-type': 'text/event-stream' });
				for (const event of a.body as unknown[]) res.write(`data: ${JSON.stringify(event)}\n\n`);
				res.end('data: [DONE]\n\n');
				return;
			}
			res.writeHead(a.status, { 'content-type': 'application/json' });
			res.end(JSON.stringify(a.body));
		});
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, host, resolve);
	});
	return {
		url: `http://${host}:${(server.address() as AddressInfo).port}`,
		seen,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/**
 * A scripted OpenAI-compatible model (chat completions): it asks for the tool with `urls[0]`,
 * then with `urls[1]`, ..., then answers "done". The tool's name is read from the request.
 */
function scriptedModel(urls: string[]) {
	return (seen: Seen): { status: number; body: unknown; sse?: boolean } => {
		if (!seen.path.endsWith('/chat/completions')) return { status: 404, body: { error: 'no' } };
		const body = JSON.parse(seen.body || '{}') as {
			stream?: boolean;
			tools?: Array<{ function: { name: string } }>;
			messages?: Array<{ role: string }>;
		};
		const step = (body.messages ?? []).filter((m) => m.role === 'tool').length;
		const tool = body.tools?.[0]?.function.name ?? 'tool';
		const calls =
			step < urls.length
				? [
						{
							id: `call_${step + 1}`,
							type: 'function',
							function: { name: tool, arguments: JSON.stringify({ url: urls[step] }) },
						},
					]
				: undefined;
		const message = { role: 'assistant', content: calls ? null : 'done', tool_calls: calls };
		const finish = calls ? 'tool_calls' : 'stop';
		const base = { id: `chatcmpl-${step}`, created: 1, model: 'scripted' };
		if (body.stream) {
			const delta = {
				role: 'assistant',
				content: message.content ?? '',
				tool_calls: calls?.map((c, index) => ({ index, ...c })),
			};
			return {
				status: 200,
				sse: true,
				body: [
					{ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta }] },
					{
						...base,
						object: 'chat.completion.chunk',
						choices: [{ index: 0, delta: {}, finish_reason: finish }],
						usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
					},
				],
			};
		}
		return {
			status: 200,
			body: {
				...base,
				object: 'chat.completion',
				choices: [{ index: 0, message, finish_reason: finish }],
				usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
			},
		};
	};
}

export interface KeyReachContext {
	check: Check;
	cli: CliOptions;
	platform: FakePlatform;
	tenant: string;
	/** The B2B Commerce API credential the suite imported (Allowed HTTP Request Domains: default). */
	credential: { id: string; name: string };
}

const TYPE = 'b2bCommerceApi';
const PINNED_CREDENTIAL = { id: stableId('e2e:key-reach:pinned'), name: 'B2B pinned (e2e)' };
const MODEL_CREDENTIAL = { id: stableId('e2e:key-reach:model'), name: 'Scripted model (e2e)' };
const NEWER = N8N_VERSION !== '2.8.4';

type Node = ExampleWorkflow['nodes'][number];

function httpRequestNode(
	name: string,
	url: string,
	credential: { id: string; name: string },
	position: number,
): Node {
	return {
		id: stableId(`key-reach:${name}`),
		name,
		type: 'n8n-nodes-base.httpRequest',
		// The version the line's editor adds today (redirects followed by default).
		typeVersion: NEWER ? 4.5 : 4.4,
		position: [300, position * 120],
		onError: 'continueRegularOutput',
		parameters: {
			url,
			authentication: 'predefinedCredentialType',
			nodeCredentialType: TYPE,
			options: {},
		},
		credentials: { [TYPE]: { ...credential } },
	} as Node;
}

function graphQlNode(
	name: string,
	endpoint: string,
	credential: { id: string; name: string },
	position: number,
): Node {
	return {
		id: stableId(`key-reach:${name}`),
		name,
		type: 'n8n-nodes-base.graphql',
		typeVersion: 1.1,
		position: [300, position * 120],
		onError: 'continueRegularOutput',
		parameters: {
			authentication: 'predefinedCredentialType',
			nodeCredentialType: TYPE,
			// GET: the one method whose redirects n8n follows unless told otherwise.
			requestMethod: 'GET',
			endpoint,
			query: '{ segments { id } }',
		},
		credentials: { [TYPE]: { ...credential } },
	} as Node;
}

function workflow(name: string, nodes: Node[], extra: ExampleWorkflow['connections'] = {}) {
	const start: Node = {
		id: stableId(`key-reach:${name}:start`),
		name: 'Start',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	} as Node;
	const main = nodes.filter((n) => !n.type.endsWith('Tool') && !n.type.includes('lmChat'));
	return {
		id: stableId(`e2e:key-reach:${name}`),
		name: `Key reach: ${name}`,
		active: false,
		nodes: [start, ...nodes],
		connections: {
			Start: { main: [main.map((n) => ({ node: n.name, type: 'main', index: 0 }))] },
			...extra,
		},
	} as ExampleWorkflow;
}

/** The scenario: imports its credentials and workflows, runs them with `n8n execute`. */
export async function keyReachScenario(ctx: KeyReachContext): Promise<void> {
	const { check, cli, platform, tenant } = ctx;
	const apiKey = platform.tenants[tenant];
	const control = platform.control;
	const platformHost = new URL(platform.url).host;
	const foreign = await startRecorder('127.0.0.2');
	const otherPort = await startRecorder('127.0.0.1');
	const folder = mkdtempSync(join(tmpdir(), 'n8n-e2e-key-reach-'));
	let model: Recorder | undefined;
	const faults: string[] = [];
	try {
		const redirect = (path: string, to: string) =>
			faults.push(
				control.injectFault({
					kind: 'redirect',
					status: 302,
					location: to,
					match: { pathPrefix: path },
				}),
			);
		redirect('/key-reach/redirect', `${foreign.url}/from-redirect`);
		redirect('/key-reach/pinned-redirect', `${foreign.url}/from-pinned-redirect`);
		redirect('/key-reach/graphql-redirect', `${foreign.url}/from-graphql-redirect`);
		redirect('/key-reach/port-redirect', `${otherPort.url}/from-port-redirect`);

		const platformCall = `${platform.url}${CUSTOM_API_CALL_PATH}?pageNumber=1&pageSize=1`;
		const c = ctx.credential;
		const p = PINNED_CREDENTIAL;
		const http = [
			httpRequestNode('To the platform', platformCall, c, 0),
			httpRequestNode('To another host', `${foreign.url}/by-url`, c, 1),
			httpRequestNode('To another port', `${otherPort.url}/by-port`, c, 2),
			httpRequestNode(
				'User-info trick',
				`http://${platformHost}@127.0.0.2:${new URL(foreign.url).port}/by-user-info`,
				c,
				3,
			),
			httpRequestNode('Platform redirects away', `${platform.url}/key-reach/redirect`, c, 4),
			httpRequestNode('Redirect to another port', `${platform.url}/key-reach/port-redirect`, c, 5),
			httpRequestNode('Pinned: to the platform', platformCall, p, 6),
			httpRequestNode('Pinned: to another host', `${foreign.url}/pinned-by-url`, p, 7),
			httpRequestNode('Pinned: to another port', `${otherPort.url}/pinned-by-port`, p, 8),
			httpRequestNode('Pinned: redirect away', `${platform.url}/key-reach/pinned-redirect`, p, 9),
		];
		if (NEWER) {
			http.push(
				graphQlNode('GraphQL to the platform', `${platform.url}/key-reach/graphql`, c, 10),
				graphQlNode('GraphQL to another host', `${foreign.url}/graphql`, c, 11),
				graphQlNode('GraphQL redirect away', `${platform.url}/key-reach/graphql-redirect`, c, 12),
			);
		}
		const workflows = [workflow('HTTP Request and GraphQL', http)];

		const credentials = [
			{
				...p,
				type: TYPE,
				data: {
					baseUrl: platform.url,
					apiKey,
					tenant,
					apiPaths: 'auto',
					allowedHttpRequestDomains: 'domains',
					allowedDomains: '127.0.0.1',
				},
			},
		];
		if (NEWER) {
			model = await startRecorder(
				'127.0.0.1',
				scriptedModel([`${foreign.url}/from-agent`, `${platform.url}/key-reach/agent`]),
			);
			credentials.push({
				...MODEL_CREDENTIAL,
				type: 'openAiApi',
				data: { apiKey: 'sk-scripted', url: `${model.url}/v1` } as never,
			});
			const agentNodes: Node[] = [
				{
					id: stableId('key-reach:agent'),
					name: 'AI Agent',
					type: '@n8n/n8n-nodes-langchain.agent',
					typeVersion: 3.1,
					position: [300, 0],
					parameters: {
						promptType: 'define',
						text: 'Call the addresses you are told to call.',
						options: { enableStreaming: false },
					},
				},
				{
					id: stableId('key-reach:model'),
					name: 'Model',
					type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
					typeVersion: 1.2,
					position: [200, 200],
					parameters: { model: { __rl: true, mode: 'id', value: 'scripted' }, options: {} },
					credentials: { openAiApi: { ...MODEL_CREDENTIAL } },
				},
				{
					id: stableId('key-reach:tool'),
					name: 'Platform Request',
					type: 'n8n-nodes-base.httpRequestTool',
					typeVersion: 4.5,
					position: [400, 200],
					parameters: {
						toolDescription: 'Calls a URL of the platform',
						url: "={{ $fromAI('url', 'The URL to call', 'string') }}",
						authentication: 'predefinedCredentialType',
						nodeCredentialType: TYPE,
						options: {},
					},
					credentials: { [TYPE]: { ...c } },
				},
			] as Node[];
			workflows.push(
				workflow('AI agent HTTP Request tool', agentNodes, {
					Model: { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
					'Platform Request': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
				} as ExampleWorkflow['connections']),
			);
		}
		await importCredentials(
			writeCredentialsFile(credentials, join(folder, 'credentials.json')),
			cli,
		);
		await importWorkflows(
			writeWorkflowsDir(workflows as unknown as Array<Record<string, unknown>>, join(folder, 'wf')),
			cli,
		);

		control.clearRequests();
		const r = await runWorkflowOnce(workflows[0].id, { ...cli, allowFailure: true });
		check(
			'the HTTP Request workflow ran (each node continues on its error)',
			r.ok,
			r.error ?? r.stdout.slice(-1500),
		);
		const out = (node: string) => JSON.stringify(nodeOutput(r.run, node));
		const platformGot = (prefix: string) =>
			control.requests({ pathPrefix: prefix }).map((q) => ({
				path: q.path,
				apiauth: q.headers.apiauth === apiKey,
				tenant: q.headers['platform-tenant'],
			}));

		const both = (prefix: string) => {
			const got = platformGot(prefix);
			return got.length > 0 && got.every((g) => g.apiauth && g.tenant === tenant);
		};
		check(
			'HTTP Request node to the platform: both headers arrive and the answer comes back (Custom API Call works), with either credential',
			both(CUSTOM_API_CALL_PATH) &&
				platformGot(CUSTOM_API_CALL_PATH).length === 2 &&
				!out('To the platform').includes('error') &&
				!out('Pinned: to the platform').includes('error'),
			{ platform: platformGot(CUSTOM_API_CALL_PATH), out: out('To the platform').slice(0, 300) },
		);
		for (const node of [
			'To another host',
			'To another port',
			'User-info trick',
			'Pinned: to another port',
		]) {
			check(
				`HTTP Request node "${node}": fails saying the key goes only to the Base URL's address`,
				out(node).includes(REFUSED),
				out(node).slice(0, 500),
			);
		}
		check(
			'HTTP Request node "Pinned: to another host": refused (n8n\'s Allowed HTTP Request Domains or the credential)',
			/Domain not allowed|only sent to the Base URL/.test(out('Pinned: to another host')),
			out('Pinned: to another host').slice(0, 500),
		);
		/** Whether a recorder got nothing at that path. */
		const none = (r: Recorder, path: string) => !r.seen.some((q) => q.path.startsWith(path));
		for (const [node, recorder, path] of [
			['Platform redirects away', foreign, '/from-redirect'],
			['Redirect to another port', otherPort, '/from-port-redirect'],
			['Pinned: redirect away', foreign, '/from-pinned-redirect'],
		] as const) {
			check(
				`HTTP Request node "${node}": the 302 is the answer (not followed), nothing reached ${path}`,
				out(node).includes('302') && none(recorder, path),
				out(node).slice(0, 500),
			);
		}
		check(
			'the platform received the redirected calls with both headers',
			both('/key-reach/redirect') &&
				both('/key-reach/pinned-redirect') &&
				both('/key-reach/port-redirect'),
			platformGot('/key-reach/'),
		);
		if (NEWER) {
			check(
				'GraphQL node to the platform: both headers arrive',
				both('/key-reach/graphql?') || both('/key-reach/graphql'),
				platformGot('/key-reach/graphql'),
			);
			check(
				"GraphQL node to another host: fails saying the key goes only to the Base URL's address",
				out('GraphQL to another host').includes(REFUSED),
				out('GraphQL to another host').slice(0, 500),
			);
			check(
				'GraphQL node, platform redirects away: the platform got both headers, the redirect was not followed',
				both('/key-reach/graphql-redirect') && none(foreign, '/from-graphql-redirect'),
				out('GraphQL redirect away').slice(0, 500),
			);
		}

		if (NEWER && model) {
			control.clearRequests();
			const a = await runWorkflowOnce(workflows[1].id, { ...cli, allowFailure: true });
			const asked = model.seen.filter((s) => s.path.endsWith('/chat/completions'));
			check(
				'the AI agent ran with the scripted model (3 model calls: two tool calls, an answer)',
				asked.length === 3,
				{
					ok: a.ok,
					error: a.error,
					asked: asked.length,
					out: JSON.stringify(nodeOutput(a.run, 'AI Agent')).slice(0, 500),
				},
			);
			// n8n runs the tool node for each call: its run data holds what each call gave.
			const toolRuns = JSON.stringify(a.run.data?.resultData?.runData?.['Platform Request'] ?? []);
			check(
				"the agent's HTTP Request tool to another host: the call fails saying the key goes only to the Base URL's address",
				toolRuns.includes(REFUSED),
				toolRuns.slice(0, 1500),
			);
			check(
				"the agent's HTTP Request tool to the platform: both headers arrive",
				both('/key-reach/agent'),
				platformGot('/key-reach/agent'),
			);
		}

		check(
			'the server on another host (127.0.0.2) recorded nothing: no request, no key',
			foreign.seen.length === 0,
			foreign.seen.map((s) => ({ path: s.path, apiauth: s.headers.apiauth ? 'KEY' : 'none' })),
		);
		check(
			"the server on another port of the platform's host recorded nothing",
			otherPort.seen.length === 0,
			otherPort.seen.map((s) => ({ path: s.path, apiauth: s.headers.apiauth ? 'KEY' : 'none' })),
		);
	} finally {
		for (const id of faults) control.removeFault(id);
		await foreign.close();
		await otherPort.close();
		await model?.close();
		rmSync(folder, { recursive: true, force: true });
	}
}
