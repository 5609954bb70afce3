/**
 * Request Options > Max Requests in Flight: the same output and pairing whatever the bound, the
 * bound held on the platform side, a concurrency limit (429) backed off by the whole run, and
 * Continue On Fail keeping order when items fail in the middle.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TAX = '/api/v1/pricing/integrations/auth-required/products/tax';
const COUNT = 30;

const items = Array.from({ length: COUNT }, (_, i) => ({ sku: `P-${i + 1}`, vat: i % 24 }));
const expectedTaxes = Object.fromEntries(items.map((item) => [item.sku, item.vat]));

async function setTaxes(maxInFlight?: number, continueOnFail = false) {
	return await runNode({
		credentials: fx.credentials(),
		continueOnFail,
		parameters: {
			resource: 'productTax',
			operation: 'set',
			productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
			tax: '={{ $json.vat }}',
			...(maxInFlight === undefined ? {} : { requestOptions: { maxInFlight } }),
		},
		items,
	});
}

function expectInOrder(output: INodeExecutionData[]): void {
	expect(output).toEqual(
		items.map((item, index) => ({
			json: { productId: item.sku, tax: item.vat, updated: true },
			pairedItem: { item: index },
		})),
	);
}

describe('Max Requests in Flight', () => {
	it('1 and 8 give the same output, in input order, each item paired with itself', async () => {
		const one = await setTaxes(1);
		expect(one.error).toBeUndefined();
		expect(fx.control().state('acme').productTaxes).toEqual(expectedTaxes);

		await fx.control().reset();
		const eight = await setTaxes(8);
		expect(eight.error).toBeUndefined();
		expect(fx.control().state('acme').productTaxes).toEqual(expectedTaxes);

		expect(eight.output).toEqual(one.output);
		expectInOrder(eight.output);
		expect(fx.control().requests({ pathPrefix: TAX })).toHaveLength(COUNT);
	});

	// With 80 ms per request and 30 items, the node fills every slot it has: the most requests
	// the platform sees at once is exactly the setting.
	it.each([1, 3, 8])(
		'has exactly %i requests at the platform at once, never more',
		async (maxInFlight) => {
			fx.control().setLatency(80);
			const { output, error } = await setTaxes(maxInFlight);
			expect(error).toBeUndefined();
			expectInOrder(output);
			expect(fx.control().stats().inFlightMax).toBe(maxInFlight);
		},
	);

	it('uses 5 when the option is not set', async () => {
		fx.control().setLatency(80);
		const { output } = await setTaxes();
		expectInOrder(output);
		expect(fx.control().stats().inFlightMax).toBe(5);
	});

	it('a platform limit of 3 with 8 in flight: the 429s are waited out and every item succeeds', async () => {
		fx.control().setConcurrencyLimit({ max: 3, retryAfter: 1 });
		// Latency makes requests overlap, so the limit really is hit (without it they rarely do).
		fx.control().setLatency(20);
		const { output, error } = await setTaxes(8);
		expect(error).toBeUndefined();
		expectInOrder(output);
		expect(fx.control().state('acme').productTaxes).toEqual(expectedTaxes);
		const stats = fx.control().stats();
		expect(stats.rejectedByConcurrencyLimit).toBeGreaterThan(0);
		const logged = fx.control().requests({ pathPrefix: TAX });
		expect(logged.filter((r) => r.status === 204)).toHaveLength(COUNT);
		expect(logged.filter((r) => r.status === 429)).toHaveLength(stats.rejectedByConcurrencyLimit);
	});

	it('Continue On Fail: items failing mid-way become error items in their place, the rest succeed', async () => {
		fx.control().setLatency(10);
		// The platform answers 400 to three of the requests, whichever arrive first.
		fx.control().injectFault({ kind: 'status', status: 400, count: 3, match: { pathPrefix: TAX } });
		const { output, error } = await setTaxes(8, true);
		expect(error).toBeUndefined();
		expect(output).toHaveLength(COUNT);
		expect(output.map((item) => item.pairedItem)).toEqual(
			items.map((_, index) => ({ item: index })),
		);
		const failed = output
			.map((item, index) => (item.json.error ? index : -1))
			.filter((index) => index >= 0);
		expect(failed).toHaveLength(3);
		for (const [index, item] of output.entries()) {
			if (failed.includes(index)) {
				expect(item.json.error).toContain('The platform rejected the request as invalid');
			} else {
				expect(item.json).toEqual({
					productId: items[index].sku,
					tax: items[index].vat,
					updated: true,
				});
			}
		}
		const stored = fx.control().state('acme').productTaxes as Record<string, number>;
		expect(Object.keys(stored).sort()).toEqual(
			items
				.filter((_, index) => !failed.includes(index))
				.map((item) => item.sku)
				.sort(),
		);
	});
});
