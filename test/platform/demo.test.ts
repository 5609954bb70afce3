/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The examples use the demo IDs the sandbox prints: a user who runs the example CSV in the
 * sandbox writes invoices for a demo client with a demo payment method, and the sandbox page
 * (docs/sandbox.md, linked from the README) lists the IDs and the per-feed commands it prints.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { parseCsv } from '../support/documents';
import {
	DEMO_CLIENTS,
	DEMO_DELIVERY_METHODS,
	DEMO_PAYMENT_METHODS,
	DEMO_WAREHOUSES,
	FEED_EVENT_ROUTES,
	feedEventCommand,
} from './demo';
import type { FeedName } from './types';

const REPO = join(__dirname, '..', '..');
const EXAMPLE_CSV = join(REPO, 'examples', 'data', 'invoice-lines.csv');
const sandboxPage = readFileSync(join(REPO, 'docs', 'sandbox.md'), 'utf8');

it('the sandbox page lists every demo ID the sandbox prints', () => {
	const ids = [DEMO_CLIENTS, DEMO_PAYMENT_METHODS, DEMO_DELIVERY_METHODS, DEMO_WAREHOUSES]
		.flat()
		.map((entry) => entry.id);
	expect(ids.filter((id) => !sandboxPage.includes(`\`${id}\``))).toEqual([]);
});

it("the sandbox page gives the sandbox's command for every feed (for its usual port)", () => {
	const commands = (Object.keys(FEED_EVENT_ROUTES) as FeedName[]).map((feed) =>
		feedEventCommand('http://127.0.0.1:4010/_control', 'acme', feed),
	);
	expect(commands.filter((command) => !sandboxPage.includes(`\`${command}\``))).toEqual([]);
});

describe('the example CSV', () => {
	const rows = parseCsv(readFileSync(EXAMPLE_CSV, 'utf8'));

	it('names a demo client on every row', () => {
		const clients = DEMO_CLIENTS.map((client) => client.id);
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.filter((row) => !clients.includes(String(row['Client ID'])))).toEqual([]);
	});

	it('names a demo payment method, by its ID and name, on every row', () => {
		const methods = DEMO_PAYMENT_METHODS.map((method) => `${method.id} ${method.name}`);
		const named = (row: (typeof rows)[number]) =>
			`${row['Payment Method ID']} ${row['Payment Method Name']}`;
		expect(rows.filter((row) => !methods.includes(named(row)))).toEqual([]);
	});
});
