/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * `npm run docs`: writes the operations table of docs/operations.md and the README's table of
 * resources and operations from the node itself, so the user docs cannot drift from the code.
 *
 * What it reads: the Resource and Operation dropdowns of the built action node (their names and
 * order, as n8n shows them) and, per operation, its definition among the node's resources: its
 * description, the fields it has (Input Mode, Send Items Together, Simplify) and its `docsNote`.
 * The Feed Trigger's feeds come from that node's Feed dropdown. It rewrites only what lies
 * between the `<!-- generated: ... -->` and `<!-- end generated: ... -->` markers of each file;
 * the prose around them is written by hand.
 *
 * Usage: ts-node --transpile-only scripts/operations-doc.ts [--check]
 *   --check  writes nothing; exits 1 (naming the files) when a file differs from what the code
 *            gives (the release check runs this: scripts/release-check.sh).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { B2bCommerce } from '../nodes/B2bCommerce/B2bCommerce.node';
import { B2bCommerceFeedTrigger } from '../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
// The one import of the node's resources: their definitions, keyed by the dropdown values.
import { resources } from '../nodes/B2bCommerce/resources';

const root = path.resolve(__dirname, '..');

interface OperationRow {
	resource: string;
	operation: string;
	does: string;
}

interface ResourceRow {
	resource: string;
	operations: string[];
}

function options(property: INodeProperties | undefined): INodePropertyOptions[] {
	return (property?.options ?? []) as INodePropertyOptions[];
}

/** A description as a sentence: capital first letter, one full stop at the end. */
function sentence(text: string): string {
	const trimmed = text.trim();
	if (!trimmed) return '';
	const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
	return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** "Whether to return 10 fields" -> "return 10 fields" (the boolean's effect when on). */
function whenOn(description: string): string {
	return description.replace(/^Whether to\s+/i, '').replace(/\.$/, '');
}

/** What docs/operations.md says an operation does, from its definition. */
function whatItDoes(
	resourceValue: string,
	operationValue: string,
	described: string | undefined,
): string {
	const op = resources
		.find((r) => r.value === resourceValue)
		?.operations.find((o) => o.value === operationValue);
	if (!op) throw new Error(`No definition for ${resourceValue} > ${operationValue}`);
	const field = (name: string) => op.properties.find((p) => p.name === name);
	const parts = [sentence(described ?? op.description)];

	const modes = options(field('inputMode')).map((o) => o.name);
	if (modes.length > 1)
		parts.push(`Input: ${modes.slice(0, -1).join(', ')} or ${modes[modes.length - 1]}.`);

	const simplify = field('simplify');
	if (simplify?.type === 'boolean') {
		const on = simplify.default === true ? ' (default on)' : '';
		parts.push(`**Simplify**${on}: ${whenOn(simplify.description ?? '')}.`);
	}

	if (field('sendItemsTogether')) {
		const size = field('batchSize')?.default;
		parts.push(
			typeof size === 'number'
				? `Batches with **Send Items Together** (Batch Size ${size.toLocaleString('en-US')} by default).`
				: 'Batches with **Send Items Together** (a whole group per request).',
		);
	}

	if (op.endpoint?.idempotent === false)
		parts.push('Never retried automatically: sending it twice could write twice.');

	if (op.docsNote) parts.push(sentence(op.docsNote));
	return parts.join(' ');
}

/** The dropdowns of the action node as n8n shows them, one row per operation. */
function operationRows(): OperationRow[] {
	const properties = new B2bCommerce().description.properties;
	const resourceDropdown = properties.find((p) => p.name === 'resource');
	const rows: OperationRow[] = [];
	for (const resource of options(resourceDropdown)) {
		const dropdown = properties.find(
			(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource.value),
		);
		for (const operation of options(dropdown)) {
			rows.push({
				resource: resource.name,
				operation: operation.name,
				does: whatItDoes(String(resource.value), String(operation.value), operation.description),
			});
		}
	}
	return rows;
}

/** One row per resource; neighbours with the same operations share a row ("Goods Issued Note, Goods Received Note"). */
function resourceRows(rows: OperationRow[]): ResourceRow[] {
	const byResource: ResourceRow[] = [];
	for (const row of rows) {
		const last = byResource[byResource.length - 1];
		if (last?.resource === row.resource) last.operations.push(row.operation);
		else byResource.push({ resource: row.resource, operations: [row.operation] });
	}
	const merged: ResourceRow[] = [];
	for (const row of byResource) {
		const last = merged[merged.length - 1];
		if (last && last.operations.join('|') === row.operations.join('|'))
			last.resource = `${last.resource}, ${row.resource}`;
		else merged.push({ ...row });
	}
	return merged;
}

function cell(text: string): string {
	return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function feedsSentence(): string {
	const trigger = new B2bCommerceFeedTrigger().description;
	const feeds = options(trigger.properties.find((p) => p.name === 'feed')).map((o) => o.name);
	if (feeds.length === 0) throw new Error('The Feed Trigger has no Feed dropdown');
	const list = `${feeds.slice(0, -1).join(', ')} and ${feeds[feeds.length - 1]}`;
	return `The feeds (${list}) belong to the **${trigger.displayName}**, not to this node.`;
}

function operationsTable(rows: OperationRow[]): string {
	return [
		'| Resource | Operation | What it does |',
		'|---|---|---|',
		...rows.map((r) => `| ${cell(r.resource)} | ${cell(r.operation)} | ${cell(r.does)} |`),
		'',
		feedsSentence(),
	].join('\n');
}

function readmeTable(rows: OperationRow[]): string {
	return [
		'| Resource | Operations |',
		'|---|---|',
		...resourceRows(rows).map((r) => `| ${cell(r.resource)} | ${cell(r.operations.join(', '))} |`),
	].join('\n');
}

/** `text` with what lies between the markers named `name` replaced by `body`. */
function replaceBetween(file: string, text: string, name: string, body: string): string {
	const begin = `<!-- generated: ${name} (npm run docs; edit the node, not this) -->`;
	const end = `<!-- end generated: ${name} -->`;
	const from = text.indexOf(begin);
	const to = text.indexOf(end);
	if (from === -1 || to === -1 || to < from)
		throw new Error(`${file}: the markers "${begin}" and "${end}" are missing`);
	return `${text.slice(0, from + begin.length)}\n${body}\n\n${text.slice(to)}`;
}

function main(): void {
	const check = process.argv.includes('--check');
	const rows = operationRows();
	const targets = [
		{ file: 'docs/operations.md', name: 'operations', body: operationsTable(rows) },
		{ file: 'README.md', name: 'operations table', body: readmeTable(rows) },
	];
	const stale: string[] = [];
	for (const { file, name, body } of targets) {
		const full = path.join(root, file);
		const before = fs.readFileSync(full, 'utf8');
		const after = replaceBetween(file, before, name, body);
		if (after === before) continue;
		stale.push(file);
		if (!check) fs.writeFileSync(full, after);
	}
	if (check && stale.length > 0) {
		console.error(
			`${stale.join(' and ')} ${stale.length > 1 ? 'differ' : 'differs'} from what the node gives: run npm run docs and commit the result`,
		);
		process.exit(1);
	}
	console.log(
		check
			? `operations docs up to date (${rows.length} operations)`
			: stale.length > 0
				? `wrote ${stale.join(', ')} (${rows.length} operations)`
				: `operations docs already up to date (${rows.length} operations)`,
	);
}

main();
