/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The README's examples use the demo IDs the sandbox prints: a user who runs the example CSV in the
 * sandbox writes invoices for a demo client with a demo payment method.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { parseCsv } from '../support/documents';
import { DEMO_CLIENTS, DEMO_PAYMENT_METHODS } from './demo';

const EXAMPLE_CSV = join(__dirname, '..', '..', 'examples', 'data', 'invoice-lines.csv');

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
