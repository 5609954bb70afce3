/**
 * Input a sloppy user gives: numbers written in other notations,
 * `__proto__` keys in JSON fields, Max Requests in Flight beyond its cap from an expression.
 * Each is refused before anything is sent, naming the item and the field.
 */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

const fx = usePlatform();

/** Minimal Price > Set with the levels as JSON. */
const setLevelsJson = (levelsJson: string) =>
	runNode({
		credentials: fx.credentials(),
		parameters: {
			resource: 'minimalPrice',
			operation: 'set',
			skuId: 'SKU-1',
			levelsInput: 'json',
			levelsJson,
		},
	});

describe('Numbers from text: decimal notation only', () => {
	const setStatus = (amountPaid: string | number) =>
		runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'invoice',
				operation: 'setPaymentStatus',
				number: 'FV/1',
				amountPaid: '={{ $json.amount }}',
				isPaid: false,
			},
			items: [{ amount: 1 }, { amount: amountPaid }],
		});

	it.each([
		'0x190',
		'0o17',
		'0b11',
		'Infinity',
		'-Infinity',
		'NaN',
		'1e400',
		'12,50',
		'1 000',
		'1_000',
		'12.5.1',
		'+-1',
	])('refuses "%s" as a number before sending anything', async (amount) => {
		const { error } = await setStatus(amount);
		expect(error?.message).toBe('"Amount Paid" (amountPaid) must be a number');
		expect(error?.description).toContain('Item index 1');
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		['12.50', 12.5],
		[' 7 ', 7],
		['.5', 0.5],
		['3.', 3],
		['+4', 4],
		['1.5e1', 15],
		['0012', 12],
	])('reads "%s" as %d', async (amount, sent) => {
		await fx.platform.control.reset();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: byId('SKU-1'),
				tax: '={{ $json.vat }}',
			},
			items: [{ vat: amount }],
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.body),
		).toEqual([{ taxes: [{ productId: 'SKU-1', tax: sent }] }]);
	});

	it('an empty or blank text is "not given", so a required number says it is required', async () => {
		for (const amount of ['', '   ']) {
			const { error } = await setStatus(amount);
			expect(error?.message).toBe('"Amount Paid" (amountPaid) is required');
		}
		expect(fx.control().requests()).toEqual([]);
	});

	it('refuses a hexadecimal price in a minimal price level given as JSON', async () => {
		const { error } = await setLevelsJson('{"retail": "0x10"}');
		expect(error?.message).toBe('"Levels (JSON)" (levelsJson.retail) must be a number');
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Max Requests in Flight from an expression', () => {
	const setTaxes = (maxInFlight: unknown, continueOnFail = false) =>
		runNode({
			credentials: fx.credentials(),
			continueOnFail,
			parameters: {
				resource: 'productTax',
				operation: 'set',
				productId: byId('={{ $json.sku }}'),
				tax: 5,
				requestOptions: { maxInFlight: `={{ ${JSON.stringify(maxInFlight)} }}` },
			},
			items: Array.from({ length: 60 }, (_, i) => ({ sku: `P-${i}` })),
		});

	it.each([100000, 51, 0, -3, 2.5, '0x10', 'many'])(
		'refuses %p before anything is sent, even with Continue On Fail',
		async (value) => {
			for (const continueOnFail of [false, true]) {
				const { error, output } = await setTaxes(value, continueOnFail);
				expect(error?.message).toBe(
					'"Requests at the Same Time" (Request Options) must be a whole number from 1 to 50',
				);
				expect(error?.description).toContain(`got ${JSON.stringify(value)}`);
				// Without Continue On Fail the run stops; with it n8n passes the input items on.
				if (!continueOnFail) expect(output).toEqual([]);
			}
			expect(fx.control().requests()).toEqual([]);
		},
	);

	it('takes 50, and a decimal text like "12", and holds the platform to it', async () => {
		fx.control().setLatency(60);
		const fifty = await setTaxes(50);
		expect(fifty.error).toBeUndefined();
		expect(fifty.output).toHaveLength(60);
		expect(fx.control().stats().inFlightMax).toBe(50);

		await fx.control().reset();
		fx.control().setLatency(60);
		const twelve = await setTaxes('12');
		expect(twelve.error).toBeUndefined();
		expect(fx.control().stats().inFlightMax).toBe(12);
	});
});

describe('JSON fields: "__proto__" keys are refused, never silently dropped', () => {
	it.each([
		['at the top', '{"__proto__": {"color": "red"}, "size": 1}', '__proto__'],
		[
			'nested',
			'{"size": 1, "variants": [{"name": "a"}, {"__proto__": {"x": 1}}]}',
			'variants[1].__proto__',
		],
	])('Plugin Data > Create or Replace: a key "__proto__" %s', async (_where, metadata, path) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'createOrReplace',
				pluginId: 'seo',
				productId: byId('SKU-1'),
				metadata,
			},
			items: [{}, {}],
		});
		expect(error?.message).toBe('"Metadata" has a key "__proto__", which cannot be sent');
		expect(error?.description).toContain(
			`Item index 0: "Metadata" holds the key "__proto__" at ${path}.`,
		);
		expect(fx.control().requests()).toEqual([]);
		expect(fx.control().state('acme').pluginData ?? {}).toEqual({});
	});

	it('Minimal Price > Set: a level named "__proto__" in Levels (JSON)', async () => {
		const { error } = await setLevelsJson('{"retail": 10, "__proto__": 5}');
		expect(error?.message).toBe('"Levels (JSON)" has a key "__proto__", which cannot be sent');
		expect(fx.control().requests()).toEqual([]);
	});

	it('Invoice > Create or Replace (JSON): the same message as everywhere, with the path', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'invoice',
				operation: 'createOrReplace',
				inputMode: 'json',
				document: '{"number": "FV/P", "clientData": {"__proto__": {"tin": "1"}}}',
			},
		});
		expect(error?.message).toBe('"Document" has a key "__proto__", which cannot be sent');
		expect(error?.description).toContain('at clientData.__proto__.');
		expect(fx.control().requests()).toEqual([]);
	});

	it('keys like "constructor" and "prototype" are ordinary data and are sent', async () => {
		const metadata = { constructor: 'Bosch', prototype: true };
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'pluginData',
				operation: 'createOrReplace',
				pluginId: 'seo',
				productId: byId('SKU-1'),
				metadata: JSON.stringify(metadata),
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({ productId: 'SKU-1', metadata });
		expect(output[0].json.metadata).toEqual(metadata);
	});
});
