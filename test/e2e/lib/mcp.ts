/* eslint-disable no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The action node as a tool of n8n's MCP Server Trigger, reached by a real MCP client: the
 * official TypeScript SDK over streamable HTTP (the trigger's transport from its version 2; n8n
 * 2.8.4 and 2.41.1 both have it). The client lists the tools, reads their argument schemas and
 * calls one; the platform receives the call.
 */
// The SDK's subpaths resolve through its exports map (and typesVersions), which eslint's resolver does not read.
// eslint-disable-next-line import-x/no-unresolved
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
// eslint-disable-next-line import-x/no-unresolved
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import type { FakePlatform } from '../../platform/server';
import { FIXTURE_IDS } from '../../platform/fixtures';
import type { Checks } from './checks';
import type { ExampleWorkflow } from './examples';
import type { CliOptions } from './n8n';
import {
	PACKAGE_NAME,
	activateWorkflow,
	deactivateWorkflow,
	importWorkflows,
	stableId,
	writeWorkflowsDir,
} from './n8n';

const MCP_PATH = 'b2b-commerce-e2e';
const COMPLAINTS_PATH = '/api/v1/rma/integrations/auth-required/complaints';

const fromAi = (name: string, type: string) =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${name}', \`\`, '${type}') }}`;

function mcpWorkflow(b2b: { id: string; name: string }): ExampleWorkflow {
	const tool = (name: string, position: [number, number], parameters: Record<string, unknown>) => ({
		id: name.toLowerCase(),
		name,
		type: `${PACKAGE_NAME}.b2bCommerceTool`,
		typeVersion: 2,
		position,
		parameters,
		credentials: { b2bCommerceApi: { ...b2b } },
	});
	return {
		id: stableId('e2e:mcp-server'),
		name: 'MCP server with B2B Commerce tools',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'mcp',
				name: 'MCP Server Trigger',
				type: '@n8n/n8n-nodes-langchain.mcpTrigger',
				typeVersion: 2,
				position: [0, 0],
				webhookId: '5d3c1a2b-4e6f-4a8b-9c0d-1e2f3a4b5c6d',
				parameters: { path: MCP_PATH },
			},
			tool('Complaints', [-100, 200], {
				resource: 'complaint',
				operation: 'getAll',
				limit: fromAi('Limit', 'number'),
				filters: { clientId: fromAi('Client_ID', 'string') },
			}),
			// Added as it comes (Invoice > Get from node version 2), the number left to the model.
			tool('Invoice', [100, 200], { number: fromAi('Invoice_Number', 'string') }),
		],
		connections: {
			Complaints: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
			Invoice: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
		},
	} as unknown as ExampleWorkflow;
}

export interface McpScenarioContext {
	checks: Checks;
	platform: FakePlatform;
	tenant: string;
	cli: CliOptions;
	userFolder: string;
	b2bCredential: { id: string; name: string };
	/** The running n8n, its public API key and the owner's session cookie. */
	url: string;
	apiKey: string;
	cookie: string;
}

/** Publishes the MCP server workflow, then lists and calls its tools with the MCP SDK's client. */
export async function mcpScenario(ctx: McpScenarioContext): Promise<void> {
	const { check, equal } = ctx.checks;
	const control = ctx.platform.control;
	const workflow = mcpWorkflow(ctx.b2bCredential);
	await importWorkflows(
		writeWorkflowsDir(
			[workflow as unknown as Record<string, unknown>],
			`${ctx.userFolder}/import/mcp`,
		),
		ctx.cli,
	);
	await activateWorkflow(ctx.url, ctx.apiKey, workflow.id, { cookie: ctx.cookie });
	const mine = control.addComplaint(ctx.tenant, { clientId: FIXTURE_IDS.clientId }).id;
	const client = new Client({ name: 'b2b-commerce-e2e', version: '1.0.0' });
	const transport = new StreamableHTTPClientTransport(new URL(`${ctx.url}/mcp/${MCP_PATH}`));
	try {
		await client.connect(transport);
		const { tools } = await client.listTools();
		equal(
			'the MCP client lists the two B2B Commerce tools by their node names',
			tools.map((t) => t.name).sort(),
			['Complaints', 'Invoice'],
		);
		const complaints = tools.find((t) => t.name === 'Complaints');
		const invoice = tools.find((t) => t.name === 'Invoice');
		equal(
			'the Complaints tool schema has Limit and Client ID',
			Object.keys(complaints?.inputSchema.properties ?? {}).sort(),
			['Client_ID', 'Limit'],
		);
		equal(
			'the Invoice tool (added as it comes) reads an invoice by number',
			[invoice?.description, Object.keys(invoice?.inputSchema.properties ?? {})],
			['Get invoice in B2B Commerce', ['Invoice_Number']],
		);
		console.log(`     MCP tools: ${JSON.stringify(tools)}`);

		control.clearRequests();
		const result = await client.callTool({
			name: 'Complaints',
			arguments: { Limit: 5, Client_ID: FIXTURE_IDS.clientId },
		});
		const sent = control.requests({ method: 'GET', pathPrefix: COMPLAINTS_PATH });
		check(
			'the platform received the complaint list request the MCP client made',
			sent.length === 1 && sent[0].query.clientId === FIXTURE_IDS.clientId,
			sent.map((r) => r.query),
		);
		const text = JSON.stringify(result.content);
		check(
			'the MCP client got the complaints back',
			!result.isError && text.includes(mine),
			text.slice(0, 1_000),
		);
	} finally {
		await client.close().catch(() => undefined);
		await deactivateWorkflow(ctx.url, ctx.apiKey, workflow.id, { cookie: ctx.cookie }).catch(
			() => undefined,
		);
	}
}
