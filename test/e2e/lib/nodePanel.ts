/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * What n8n's node panel and editor get from the installed package: the codex
 * files (categories, search aliases, documentation links), the trigger that n8n pairs with the
 * B2B Commerce app page, n8n's "Custom API Call" entry, and the HTTP Request node with our
 * credential for calls the node does not cover. Called from run.ts (scenario 8).
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

import type { ExampleWorkflow } from './examples';
import { PACKAGE_NAME, stableId, type NodeTypeInfo } from './n8n';

/** The node types of the package and their codex file in dist/. */
export const CODEX_FILES: Record<string, string> = {
	b2bCommerce: 'dist/nodes/B2bCommerce/B2bCommerce.node.json',
	b2bCommerceTrigger: 'dist/nodes/B2bCommerce/B2bCommerceTrigger.node.json',
	b2bCommerceFeedTrigger: 'dist/nodes/B2bCommerce/B2bCommerceFeedTrigger.node.json',
};

export const CUSTOM_API_CALL_KEY = '__CUSTOM_API_CALL__';
export const CUSTOM_API_CALL_PATH = '/api/v1/account/integrations/auth-required/segments';

/**
 * Manual trigger -> HTTP Request with "Predefined Credential Type" = our credential: how a user
 * makes a call the B2B Commerce node does not cover (what n8n's "Custom API Call" entry would open).
 */
export function customApiCallWorkflow(
	baseUrl: string,
	credential: { id: string; name: string },
): ExampleWorkflow {
	return {
		id: stableId('e2e:custom-api-call'),
		name: 'Custom API Call through the HTTP Request node',
		active: false,
		nodes: [
			{
				id: 'c1',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'c2',
				name: 'Custom API Call',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				parameters: {
					method: 'GET',
					url: `${baseUrl}${CUSTOM_API_CALL_PATH}`,
					authentication: 'predefinedCredentialType',
					nodeCredentialType: 'b2bCommerceApi',
					sendQuery: true,
					queryParameters: {
						parameters: [
							{ name: 'pageNumber', value: '1' },
							{ name: 'pageSize', value: '2' },
						],
					},
					options: {},
				},
				credentials: { b2bCommerceApi: { ...credential } },
			},
		],
		connections: { Start: { main: [[{ node: 'Custom API Call', type: 'main', index: 0 }]] } },
	};
}

type Check = (name: string, ok: boolean, detail?: unknown) => boolean;

/** Codex shipped and read by n8n; the trigger paired with the app page; Custom API Call offered. */
export function checkNodePanel(
	check: Check,
	installedDir: string,
	nodeTypes: NodeTypeInfo[],
): void {
	const byName = new Map(nodeTypes.map((n) => [n.name, n]));
	for (const [node, file] of Object.entries(CODEX_FILES)) {
		const path = join(installedDir, file);
		if (!check(`the installed package has ${file}`, existsSync(path))) continue;
		const codex = JSON.parse(readFileSync(path, 'utf8')) as {
			node: string;
			categories: string[];
			alias: string[];
		};
		check(
			`${file} names its node ${PACKAGE_NAME}.${node}`,
			codex.node === `${PACKAGE_NAME}.${node}`,
			codex.node,
		);
		const loaded = byName.get(`${PACKAGE_NAME}.${node}`) as
			| (NodeTypeInfo & {
					codex?: {
						categories?: string[];
						alias?: string[];
						resources?: { primaryDocumentation?: Array<{ url: string }> };
					};
			  })
			| undefined;
		const shown = loaded?.codex;
		check(
			`n8n's /types/nodes.json shows the codex of ${node} (categories, aliases, documentation link)`,
			JSON.stringify(shown?.categories) === JSON.stringify(codex.categories) &&
				['invoice', 'ERP', 'B2B'].every((word) => shown?.alias?.includes(word)) &&
				/^https:\/\//.test(shown?.resources?.primaryDocumentation?.[0]?.url ?? ''),
			shown,
		);
	}
	// n8n's node panel (editor-ui useActionsGeneration, 2.8.4 as in its current source) lists a
	// trigger on an app's page when the trigger's type name without "Trigger" is the app's type
	// name, and hides types marked hidden.
	const app = byName.get(`${PACKAGE_NAME}.b2bCommerce`);
	const paired = nodeTypes.filter(
		(n) =>
			(n.group as string[] | undefined)?.includes('trigger') &&
			!n.hidden &&
			n.name.replace('Trigger', '') === app?.name,
	);
	check(
		'one visible trigger pairs with the B2B Commerce app page (b2bCommerceTrigger)',
		paired.length === 1 &&
			paired[0].name === `${PACKAGE_NAME}.b2bCommerceTrigger` &&
			paired[0].displayName === 'B2B Commerce Trigger',
		paired.map((n) => n.name),
	);
	const operations = (
		(app?.properties ?? []) as Array<{ name: string; options?: Array<{ value: string }> }>
	).filter((p) => p.name === 'operation');
	// n8n adds "Custom API Call" (load-nodes-and-credentials, injectCustomApiCallOptions) to the
	// resource and operation selectors of a node whose default version is its only version and
	// whose credential has an authenticate method: both hold for the action node.
	const resource = (
		(app?.properties ?? []) as Array<{ name: string; options?: Array<{ value: string }> }>
	).find((p) => p.name === 'resource');
	check(
		'n8n offers "Custom API Call" in the action node\'s resource list and every operation list',
		Boolean(resource?.options?.some((o) => o.value === CUSTOM_API_CALL_KEY)) &&
			operations.length > 0 &&
			operations.every((p) => p.options?.some((o) => o.value === CUSTOM_API_CALL_KEY)),
		{ resource: resource?.options?.map((o) => o.value).slice(-2), operations: operations.length },
	);
	const subtitle = String(app?.subtitle ?? '');
	check(
		'the action node subtitle maps values to words',
		subtitle.includes('"invoice:createOrReplace":"Create or Replace: Invoice"'),
		subtitle.slice(0, 200),
	);
}
