/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The action node as an AI agent tool, as the editor shows it: an AI Agent with n8n's OpenAI Chat
 * Model and a B2B Commerce tool (Complaint > Get Many, Limit and Client ID left to the model),
 * saved through the editor's own REST calls, then opened: the canvas and the tool's details view,
 * where the tool switched from a write to Segment opens on Get (a read, not Create). With
 * BROWSER_DOCS=1 the details view is the README's picture ("Use with AI agents").
 */
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';
import { TENANT } from './data';

const fromAi = (name: string, type: string) =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${name}', \`\`, '${type}') }}`;

export async function agentTool(ctx: Ctx): Promise<void> {
	const { ed, page, platform } = ctx;

	await step(
		'A1',
		'An AI Agent with a B2B Commerce tool: the canvas and the tool',
		async () => {
			await ed.newWorkflow();
			// The editor's own REST calls (its session and browser ID), as its import would make.
			const rest = async (path: string, body: unknown): Promise<{ id: string }> =>
				await page.evaluate(
					async ([p, b]) => {
						const r = await fetch(p as string, {
							method: 'POST',
							headers: {
								'Content-Type': 'application/json',
								'browser-id':
									(
										globalThis as unknown as {
											localStorage: { getItem(key: string): string | null };
										}
									).localStorage.getItem('n8n-browserId') ?? '',
							},
							body: JSON.stringify(b),
						});
						const json = (await r.json()) as { data: { id: string } };
						return json.data;
					},
					[path, body] as const,
				);
			const b2b = await rest('/rest/credentials', {
				name: 'B2B Commerce (agent)',
				type: 'b2bCommerceApi',
				data: {
					baseUrl: platform.url,
					apiKey: platform.tenants[TENANT],
					tenant: TENANT,
					apiPaths: 'auto',
				},
			});
			const openAi = await rest('/rest/credentials', {
				name: 'OpenAI',
				type: 'openAiApi',
				data: { apiKey: 'sk-not-used', url: 'http://127.0.0.1:9/v1' },
			});
			const workflow = await rest('/rest/workflows', {
				name: 'Agent with a B2B Commerce tool',
				active: false,
				settings: { executionOrder: 'v1' },
				nodes: [
					{
						id: 'chat',
						name: 'When chat message received',
						type: '@n8n/n8n-nodes-langchain.chatTrigger',
						typeVersion: 1.1,
						position: [0, 0],
						webhookId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4f',
						parameters: { options: {} },
					},
					{
						id: 'agent',
						name: 'AI Agent',
						type: '@n8n/n8n-nodes-langchain.agent',
						typeVersion: 3,
						position: [260, 0],
						parameters: { options: {} },
					},
					{
						id: 'model',
						name: 'OpenAI Chat Model',
						type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
						typeVersion: 1.3,
						position: [160, 220],
						parameters: { model: { __rl: true, mode: 'list', value: 'gpt-5-mini' }, options: {} },
						credentials: { openAiApi: { id: openAi.id, name: 'OpenAI' } },
					},
					{
						id: 'complaints',
						name: 'Get complaints',
						type: 'n8n-nodes-b2b-commerce.b2bCommerceTool',
						// The version the editor gives a new tool (the node's last).
						typeVersion: 3,
						position: [400, 220],
						parameters: {
							resource: 'complaint',
							operation: 'getAll',
							limit: fromAi('Limit', 'number'),
							filters: { clientId: fromAi('Client_ID', 'string') },
						},
						credentials: { b2bCommerceApi: { id: b2b.id, name: 'B2B Commerce (agent)' } },
					},
				],
				connections: {
					'When chat message received': {
						main: [[{ node: 'AI Agent', type: 'main', index: 0 }]],
					},
					'OpenAI Chat Model': {
						ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
					},
					'Get complaints': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
				},
			});
			await page.goto(`${ed.url}/workflow/${workflow.id}`);
			await ed.canvasNode('Get complaints').waitFor({ timeout: 120_000 });
			await ed.zoomToFit();
			await shot('agent-tool-canvas');
			await ed.openNode('Get complaints');
			// The Filters collection shows "Loading fields..." first.
			await ed.ndv
				.getByText(/Defined automatically by the/)
				.nth(1)
				.waitFor({ timeout: 30_000 });
			const text = await ed.ndv.innerText();
			equal(
				'the tool opens on Complaint > Get Many',
				[await ed.value('resource'), await ed.value('operation')],
				['Complaint', 'Get Many'],
			);
			check(
				'Limit and Client ID are left to the model',
				(text.match(/Defined automatically by the model/g) ?? []).length === 2 &&
					/Limit/.test(text) &&
					/Client ID/.test(text),
				text.slice(0, 600),
			);
			await page.waitForTimeout(500);
			await shot('agent-tool');
			// A resource picked opens on its read where it has one. The editor keeps an operation
			// the new resource also has (Get Many), so the tool goes through Invoice > Create or
			// Replace first, which Segment has not.
			await ed.select('resource', 'Invoice');
			await ed.select('operation', 'Create or Replace');
			await ed.select('resource', 'Segment');
			await ed.param('operation').waitFor();
			equal(
				'the tool switched from Invoice > Create or Replace to Segment opens on Get, a read',
				[await ed.value('resource'), await ed.value('operation')],
				['Segment', 'Get'],
			);
			await shot('agent-tool-segment');
			await ed.closeNdv();
		},
		{ independent: true },
	);
}
