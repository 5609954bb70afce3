/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The workflow the installer suite runs with the installed package: the example "spreadsheet to
 * invoices" (examples/spreadsheet-to-invoices.json: read a CSV, Extract From File, the action
 * node in Spreadsheet Rows mode), started by a production Webhook node instead of the manual
 * trigger so that it runs inside the n8n server that installed the package (the answer of the
 * webhook call is the action node's output). Plus what the fake platform must have stored.
 */
import { randomUUID } from 'crypto';
import { copyFileSync, readFileSync } from 'fs';
import { join } from 'path';

import {
	EXAMPLES_DIR,
	loadExample,
	nodeByName,
	parseCsv,
	type ExampleWorkflow,
} from '../../e2e/lib/examples';
import { PACKAGE_NAME, stableId } from '../../e2e/lib/n8n';

export const INVOICE_CSV = join(EXAMPLES_DIR, 'data', 'invoice-lines.csv');
export const INVOICE_EXAMPLE = 'spreadsheet-to-invoices.json';
/** The node of the example that is the action node (checked to be ours below). */
export const ACTION_NODE = 'Create or Replace Invoices';
const TRIGGER_NODE = 'Run Manually';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The example with its manual trigger replaced by a Webhook node (POST /webhook/<path>, answers
 * with every item of the last node), the CSV copied into filesDir, the credential given.
 */
export function invoiceWebhookWorkflow(opts: {
	key: string;
	filesDir: string;
	credential: { id: string; name: string };
}): { workflow: ExampleWorkflow; path: string } {
	copyFileSync(INVOICE_CSV, join(opts.filesDir, 'invoice-lines.csv'));
	const path = `installer-${opts.key.replace(/[^a-z0-9]+/gi, '-')}`;
	const workflow = loadExample(INVOICE_EXAMPLE, {
		credentials: { b2bCommerceApi: opts.credential },
		filesDir: opts.filesDir,
		patch: (w) => {
			w.id = stableId(`installer:${opts.key}`);
			w.name = `Installer: spreadsheet to invoices (${opts.key})`;
			const trigger = nodeByName(w, TRIGGER_NODE);
			trigger.type = 'n8n-nodes-base.webhook';
			trigger.typeVersion = 2;
			trigger.webhookId = randomUUID();
			trigger.parameters = {
				httpMethod: 'POST',
				path,
				responseMode: 'lastNode',
				responseData: 'allEntries',
				options: {},
			};
			// Sticky notes are not needed to run it.
			w.nodes = w.nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote');
		},
	});
	const action = nodeByName(workflow, ACTION_NODE);
	if (action.type !== `${PACKAGE_NAME}.b2bCommerce`) {
		throw new Error(`${INVOICE_EXAMPLE}: "${ACTION_NODE}" is ${action.type}, not our action node`);
	}
	return { workflow, path };
}

export interface ExpectedInvoice {
	number: string;
	/** [currency, client id, total gross, [line number, sku, quantity] per line] */
	fields: unknown[];
}

/** The invoices the CSV describes: one per Invoice Number, lines in row order. */
export function expectedInvoices(): ExpectedInvoice[] {
	const rows = parseCsv(readFileSync(INVOICE_CSV, 'utf8'));
	const numbers = [...new Set(rows.map((r) => r['Invoice Number']))];
	return numbers.map((number) => {
		const group = rows.filter((r) => r['Invoice Number'] === number);
		return {
			number,
			fields: [
				group[0]['Currency'],
				group[0]['Client ID'],
				Number(group[0]['Total Gross Price']),
				group.map((g, i) => [i + 1, g['SKU'], Number(g['Quantity'])]),
			],
		};
	});
}

/** The same fields of an invoice as the fake platform stored it. */
export function storedFields(inv: Json | undefined): unknown[] {
	const i = inv ?? {};
	return [
		i.currencyCode,
		i.clientData?.clientId,
		i.totalPrices?.grossPrice,
		(i.items ?? []).map((l: Json) => [l.lineNumber, l.sku, l.quantity]),
	];
}
