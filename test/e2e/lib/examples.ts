/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The example workflows of examples/*.json, made importable for a test instance: a stable id
 * (the same one the sandbox gives them), node types in community-package form, credential
 * references pointed at the test's credentials, and the example's file folder
 * (`/home/node/.n8n-files/`, n8n's default allowed folder in its Docker image) replaced by a
 * folder of the test. Per-workflow tweaks (poll times, addresses) go through `patch`.
 */
import { readFileSync } from 'fs';
import { basename, join } from 'path';

import { PACKAGE_NAME, REPO_ROOT, listFiles, stableId } from './n8n';

export const EXAMPLES_DIR = join(REPO_ROOT, 'examples');
/** The folder the examples read and write files in. */
export const EXAMPLE_FILES_DIR = '/home/node/.n8n-files';

export interface ExampleNode {
	id: string;
	name: string;
	type: string;
	typeVersion: number;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
	webhookId?: string;
	[k: string]: unknown;
}

export interface ExampleWorkflow {
	id: string;
	name: string;
	active: boolean;
	nodes: ExampleNode[];
	connections: Record<string, unknown>;
	[k: string]: unknown;
}

/** The id the sandbox (scripts/sandbox.ts) and the e2e suite give an example file. */
export function exampleId(file: string): string {
	return stableId(`example:${basename(file)}`);
}

export function exampleFiles(): string[] {
	return listFiles(EXAMPLES_DIR, '.json');
}

/**
 * Load one example (by file name, e.g. `spreadsheet-to-invoices.json`) with
 * `credentials` (credential type -> {id, name}) and `filesDir` substituted.
 */
export function loadExample(
	fileName: string,
	opts: {
		credentials: Record<string, { id: string; name: string }>;
		filesDir: string;
		patch?: (wf: ExampleWorkflow) => void;
	},
): ExampleWorkflow {
	const file = join(EXAMPLES_DIR, fileName);
	const text = readFileSync(file, 'utf8')
		.split(`${EXAMPLE_FILES_DIR}/`)
		.join(`${opts.filesDir.replace(/\/+$/, '')}/`);
	const wf = JSON.parse(text) as ExampleWorkflow;
	wf.id = exampleId(file);
	wf.name ??= basename(file, '.json');
	wf.active = false;
	for (const node of wf.nodes) {
		if (node.type.startsWith('CUSTOM.')) node.type = `${PACKAGE_NAME}.${node.type.slice(7)}`;
		for (const type of Object.keys(node.credentials ?? {})) {
			const replacement = opts.credentials[type];
			if (replacement) node.credentials![type] = { ...replacement };
		}
	}
	opts.patch?.(wf);
	return wf;
}

export function nodeByName(wf: ExampleWorkflow, name: string): ExampleNode {
	const node = wf.nodes.find((n) => n.name === name);
	if (!node)
		throw new Error(
			`Example "${wf.name}" has no node "${name}" (nodes: ${wf.nodes.map((n) => n.name).join(', ')})`,
		);
	return node;
}

/** A tiny CSV reader for the example data (no quoted fields there). */
export function parseCsv(text: string): Array<Record<string, string>> {
	const [head, ...lines] = text.trim().split(/\r?\n/);
	const cols = head.split(',');
	return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}
