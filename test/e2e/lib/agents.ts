/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The action node as an AI agent tool in a real n8n: an AI Agent with n8n's OpenAI Chat Model,
 * its credential's Base URL pointed at a scripted model on loopback (scriptedModel.ts), once
 * through the Responses API and once through Chat Completions, with two B2B Commerce tools set up
 * as a user does (values left to the model with the editor's "let the model define this"):
 *
 *   - Complaints: Complaint > Get Many, the model fills Limit and Client ID;
 *   - Invoices: Invoice > Create or Replace in JSON mode with Calculate Amounts on, the model
 *     fills the document.
 *
 * Three prompts per agent: a client's complaints (a read), an invoice created, and an invoice
 * refused at first (nothing sent, every problem named to the model) and then sent again as the
 * model corrected it. Asserted on what the model was given (tools, argument schemas, tool
 * results), what the platform received and what the agent answered. No real model, no call out.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';

import type { FakePlatform } from '../../platform/server';
import { FIXTURE_IDS, validInvoice } from '../../platform/fixtures';
import type { Checks } from './checks';
import type { ExampleWorkflow } from './examples';
import type { CliOptions } from './n8n';
import {
	PACKAGE_NAME,
	activateWorkflow,
	deactivateWorkflow,
	importCredentials,
	importWorkflows,
	stableId,
	writeCredentialsFile,
	writeWorkflowsDir,
} from './n8n';
import type { ModelStep, ModelTurn, OfferedTool } from './scriptedModel';
import { SCRIPTED_MODEL_ID, startScriptedModel } from './scriptedModel';

type Json = Record<string, unknown>;

const INVOICES_PATH = '/api/v1/invoices/integrations/auth-required/invoices';
const COMPLAINTS_PATH = '/api/v1/rma/integrations/auth-required/complaints';
const OPENAI_CREDENTIAL = {
	id: 'B2bE2eOpenAi0001',
	name: 'Scripted model (e2e)',
	type: 'openAiApi',
};
const APIS = ['responses', 'chat'] as const;
type Api = (typeof APIS)[number];

/** What the editor writes when a user clicks "let the model define this" on a field. */
const fromAi = (name: string, type: string) =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${name}', \`\`, '${type}') }}`;

/** An invoice as a model writes it for Calculate Amounts: quantities, unit net prices, tax rates. */
export function modelInvoice(number: string): Json {
	const doc = validInvoice(number) as Json;
	delete doc.totalPrices;
	doc.items = (doc.items as Json[]).map((item) => {
		const line: Json = { ...item, additionalCosts: [] };
		delete line.linePrices;
		line.itemPrices = { netPrice: (item.itemPrices as Json).netPrice };
		return line;
	});
	return doc;
}

/** The same invoice with three mistakes a model makes: no document date, a bad client ID and currency. */
function brokenInvoice(number: string): Json {
	const doc = modelInvoice(number);
	delete doc.documentDate;
	doc.currencyCode = 'ZLOTY';
	doc.clientData = { ...(doc.clientData as Json), clientId: 'not-a-client' };
	return doc;
}
const BROKEN_FIELDS = ['documentDate', 'currencyCode', 'clientId'];

/** The `error` member (the error's message) of a tool result, as JSON text. */
function errorMessageIn(output: string | undefined): string | undefined {
	const find = (value: unknown): string | undefined => {
		if (Array.isArray(value)) return value.map(find).find((found) => found !== undefined);
		if (!value || typeof value !== 'object') return undefined;
		const { error } = value as { error?: unknown };
		if (typeof error === 'string') return error;
		return Object.values(value)
			.map(find)
			.find((found) => found !== undefined);
	};
	try {
		return find(JSON.parse(output ?? ''));
	} catch {
		return undefined;
	}
}

const prompts = (api: Api) => ({
	read: `[read] Which complaints does client ${FIXTURE_IDS.clientId} have?`,
	create: `[create] Create invoice FV/AGENT/${api}/1.`,
	retry: `[retry] Create invoice FV/AGENT/${api}/2.`,
});

const webhookPath = (api: Api) => `b2b-commerce-agent-${api}`;

const numberIn = (prompt: string) => /(FV\/AGENT\/\S+?)\.?$/.exec(prompt)?.[1] ?? '';

/** Whether a tool result is the invoice written (the node returns it), not an error. */
const savedIn = (output: string, number: string) =>
	output.includes(`"number":"${number}"`) && !output.includes('"error"');

/** The model's script: the same for both APIs; stateless, it reads the conversation. */
function script(turn: ModelTurn): ModelStep {
	const last = turn.toolResults[turn.toolResults.length - 1];
	if (turn.prompt.startsWith('[read]')) {
		if (!last)
			return { tool: 'Complaints', arguments: { Limit: 10, Client_ID: FIXTURE_IDS.clientId } };
		const ids = [...last.output.matchAll(/"complaintId"\s*:\s*"([^"]+)"|"id"\s*:\s*"([^"]+)"/g)]
			.map((m) => m[1] ?? m[2])
			.filter((id, i, all) => all.indexOf(id) === i);
		return { answer: `Complaints: ${ids.sort().join(', ')}` };
	}
	const number = numberIn(turn.prompt);
	if (turn.prompt.startsWith('[create]')) {
		if (!last) return { tool: 'Invoices', arguments: { Document: modelInvoice(number) } };
		return { answer: `Created: ${savedIn(last.output, number) ? number : 'no'}` };
	}
	if (turn.prompt.startsWith('[retry]')) {
		if (!last) return { tool: 'Invoices', arguments: { Document: brokenInvoice(number) } };
		if (turn.toolResults.length === 1)
			return { tool: 'Invoices', arguments: { Document: modelInvoice(number) } };
		return {
			answer: `Created after a correction: ${savedIn(last.output, number) ? number : 'no'}`,
		};
	}
	throw new Error(`no script for the prompt "${turn.prompt.slice(0, 80)}"`);
}

function agentWorkflow(api: Api, b2b: { id: string; name: string }): ExampleWorkflow {
	const tool = (name: string, position: [number, number], parameters: Json) => ({
		id: `${name.toLowerCase()}-${api}`,
		name,
		type: `${PACKAGE_NAME}.b2bCommerceTool`,
		typeVersion: 2,
		position,
		parameters,
		credentials: { b2bCommerceApi: { ...b2b } },
		// n8n 2.40 hands a tool's error back to the model by default; n8n 2.8 fails the workflow
		// unless the tool node continues on error.
		onError: 'continueRegularOutput',
	});
	return {
		id: stableId(`e2e:agent-${api}`),
		name: `Agent with B2B Commerce tools (${api})`,
		active: false,
		// As the editor saves a new workflow; without it n8n runs the legacy order (v0), where the
		// agent resumes before its tools ran and the model gets an empty result for every call.
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'start',
				name: 'Start',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: stableId(`e2e:agent-webhook-${api}`),
				parameters: {
					httpMethod: 'POST',
					path: webhookPath(api),
					responseMode: 'lastNode',
					options: {},
				},
			},
			{
				id: 'agent',
				name: 'Agent',
				type: '@n8n/n8n-nodes-langchain.agent',
				typeVersion: 3,
				position: [400, 0],
				parameters: { promptType: 'define', text: '={{ $json.body.prompt }}', options: {} },
			},
			{
				id: 'model',
				name: 'OpenAI Chat Model',
				type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
				typeVersion: 1.3,
				position: [300, 200],
				parameters: {
					model: { __rl: true, mode: 'id', value: SCRIPTED_MODEL_ID },
					responsesApiEnabled: api === 'responses',
					options: {},
				},
				credentials: { openAiApi: { id: OPENAI_CREDENTIAL.id, name: OPENAI_CREDENTIAL.name } },
			},
			tool('Complaints', [450, 200], {
				resource: 'complaint',
				operation: 'getAll',
				limit: fromAi('Limit', 'number'),
				filters: { clientId: fromAi('Client_ID', 'string') },
			}),
			tool('Invoices', [600, 200], {
				operation: 'createOrReplace',
				inputMode: 'json',
				calculateAmounts: true,
				document: fromAi('Document', 'json'),
			}),
		],
		connections: {
			Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
			'OpenAI Chat Model': {
				ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]],
			},
			Complaints: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
			Invoices: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
		},
	} as unknown as ExampleWorkflow;
}

export interface AgentScenarioContext {
	checks: Checks;
	platform: FakePlatform;
	tenant: string;
	cli: CliOptions;
	userFolder: string;
	b2bCredential: { id: string; name: string };
	/** n8n's version, for the log. */
	version: string;
	/** The running n8n, its public API key and the owner's session cookie. */
	url: string;
	apiKey: string;
	cookie: string;
}

const propertiesOf = (tool: OfferedTool | undefined) =>
	Object.keys(tool?.parameters.properties ?? {}).sort();

/** Runs the agent with both APIs and checks everything the model, the platform and the user saw. */
export async function agentScenario(ctx: AgentScenarioContext): Promise<void> {
	const { check, equal } = ctx.checks;
	const control = ctx.platform.control;
	const model = await startScriptedModel(script);
	try {
		const dir = join(ctx.userFolder, 'import', 'agents');
		mkdirSync(dir, { recursive: true });
		await importCredentials(
			writeCredentialsFile(
				[{ ...OPENAI_CREDENTIAL, data: { apiKey: 'sk-scripted', url: model.baseUrl } }],
				join(dir, 'credentials.json'),
			),
			ctx.cli,
		);
		const workflows = APIS.map((api) => agentWorkflow(api, ctx.b2bCredential));
		await importWorkflows(
			writeWorkflowsDir(workflows as unknown as Json[], join(dir, 'workflows')),
			ctx.cli,
		);
		const mine = [
			control.addComplaint(ctx.tenant, { clientId: FIXTURE_IDS.clientId }).id,
			control.addComplaint(ctx.tenant, { clientId: FIXTURE_IDS.clientId }).id,
		];
		control.addComplaint(ctx.tenant, { clientId: 'org:11111111-2222-4333-8444-555555555555' });

		for (const [i, api] of APIS.entries()) {
			const p = prompts(api);
			const turnsBefore = model.turns.length;
			control.clearRequests();
			// Run by its webhook in the server, as a chat or a form would start it; one prompt per
			// execution (n8n's Agent runs several input items in one batch and, when it resumes for one
			// item's next tool call, runs the items already answered again with another item's tool
			// result).
			await activateWorkflow(ctx.url, ctx.apiKey, workflows[i].id, { cookie: ctx.cookie });
			const answers: string[] = [];
			const replies: string[] = [];
			for (const prompt of [p.read, p.create, p.retry]) {
				const reply = await fetch(`${ctx.url}/webhook/${webhookPath(api)}`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ prompt }),
				});
				const text = await reply.text();
				replies.push(`${reply.status} ${text.slice(0, 500)}`);
				let json: Json = {};
				try {
					json = JSON.parse(text) as Json;
				} catch {
					/* not JSON: no answer */
				}
				answers.push(reply.status === 200 ? String(json.output ?? '') : '');
			}
			await deactivateWorkflow(ctx.url, ctx.apiKey, workflows[i].id, { cookie: ctx.cookie });
			check(
				`[${api}] the agent answered each prompt through its webhook`,
				answers.every(Boolean),
				replies,
			);
			const turns = model.turns.slice(turnsBefore);
			check(
				`[${api}] n8n called the scripted model through ${api === 'responses' ? '/v1/responses' : '/v1/chat/completions'}`,
				turns.length > 0 && turns.every((t) => t.api === api),
				turns.map((t) => t.api),
			);

			// What the model was given: both tools, each with the arguments left to it.
			const offered = turns[0]?.tools ?? [];
			equal(
				`[${api}] the model was offered the two tools by their node names`,
				offered.map((t) => t.name).sort(),
				['Complaints', 'Invoices'],
			);
			const complaints = offered.find((t) => t.name === 'Complaints');
			const invoices = offered.find((t) => t.name === 'Invoices');
			equal(`[${api}] the Complaints tool asks for Limit and Client ID`, propertiesOf(complaints), [
				'Client_ID',
				'Limit',
			]);
			equal(`[${api}] the Invoices tool asks for the document`, propertiesOf(invoices), [
				'Document',
			]);
			check(
				`[${api}] each tool has a description`,
				offered.every((t) => t.description.trim().length > 0),
				offered.map((t) => t.description),
			);
			console.log(
				`     n8n ${ctx.version} (${api}) offered: ${JSON.stringify(offered.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })))}`,
			);

			// The read.
			const listed = control.requests({ method: 'GET', pathPrefix: COMPLAINTS_PATH });
			check(
				`[${api}] the platform received the complaint list request for the client the model named`,
				listed.length === 1 && listed[0].query.clientId === FIXTURE_IDS.clientId,
				listed.map((r) => r.query),
			);
			equal(
				`[${api}] the agent's answer names exactly the client's complaints`,
				answers[0],
				`Complaints: ${[...mine].sort().join(', ')}`,
			);

			// The invoice created, with amounts calculated by the node.
			const created = numberIn(p.create);
			const puts = control.requests({ method: 'PUT', pathPrefix: INVOICES_PATH });
			const sentCreated = puts.filter((r) => (r.body as Json | undefined)?.number === created);
			const totals = (sentCreated[0]?.body as Json | undefined)?.totalPrices as Json | undefined;
			check(
				`[${api}] the platform received invoice ${created} once, with totals calculated (400 net, 92 tax)`,
				sentCreated.length === 1 && totals?.netPrice === 400 && totals?.taxValue === 92,
				{ sent: sentCreated.length, totals },
			);
			equal(`[${api}] the agent reported the invoice created`, answers[1], `Created: ${created}`);

			// The refused invoice, then the model's corrected retry.
			const retried = numberIn(p.retry);
			const retryTurns = turns.filter((t) => t.prompt === p.retry);
			const refusal = retryTurns.find((t) => t.toolResults.length === 1)?.toolResults[0].output;
			console.log(`     n8n ${ctx.version} (${api}) refusal given to the model: ${refusal}`);
			const unnamed = BROKEN_FIELDS.filter((field) => !refusal?.includes(field));
			check(
				`[${api}] the refusal the model got names every problem (${BROKEN_FIELDS.join(', ')})`,
				refusal !== undefined && unnamed.length === 0,
				{ unnamed, refusal },
			);
			// What n8n 2.40 gives the model when On Error is left at its default: the message alone.
			const message = errorMessageIn(refusal);
			check(
				`[${api}] the refusal's message alone names every problem, with no HTML`,
				message !== undefined &&
					BROKEN_FIELDS.every((field) => message.includes(field)) &&
					!/<\/?(ul|li)>/.test(refusal ?? ''),
				{ message, refusal },
			);
			check(
				`[${api}] the refusal says nothing was sent`,
				/nothing was sent/i.test(refusal ?? ''),
				refusal,
			);
			const sentRetried = puts.filter((r) => (r.body as Json | undefined)?.number === retried);
			check(
				`[${api}] the platform received invoice ${retried} once: the corrected one`,
				sentRetried.length === 1 &&
					(sentRetried[0].body as Json).currencyCode === 'PLN' &&
					(sentRetried[0].body as Json).documentDate === '2024-03-01',
				sentRetried.map((r) => r.body),
			);
			equal(
				`[${api}] the agent reported the invoice created after the correction`,
				answers[2],
				`Created after a correction: ${retried}`,
			);
			const stored = control.state(ctx.tenant).invoices as Json | undefined;
			check(
				`[${api}] the platform holds both invoices`,
				Boolean(stored?.[created] && stored?.[retried]),
				Object.keys(stored ?? {}),
			);
		}
		equal('the scripted model refused no request', model.refused, []);
		if (process.env.E2E_KEEP === '1') {
			const file = join(ctx.userFolder, 'model-turns.json');
			writeFileSync(file, JSON.stringify(model.turns, null, 2));
			console.log(`     the model's turns: ${file}`);
		}
	} finally {
		await model.close();
	}
}
