import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const PRICING = '/api/v1/pricing/integrations/auth-required';
const TEXT_PATH = `${PRICING}/client-to-pricing`;
const SAMPLE_PATH = `${PRICING}/clients-to-pricings`;

const PRICING_A = '6d1f0b6e-5a8e-4c2f-9a51-2b1c0d9e8f70';
const PRICING_B = '9a7c5e3b-1d2f-4e6a-8b0c-4d3e2f1a0b9c';
const CLIENT_1 = 'org:11111111-1111-4111-8111-111111111111';
const CLIENT_2 = 'org:22222222-2222-4222-8222-222222222222';
const GROUP_1 = '33333333-3333-4333-8333-333333333333';

const fieldParameters = {
	resource: 'clientPricing',
	operation: 'assign',
	pricingId: '={{ $json.pricing }}',
	assignTo: '={{ $json.target }}',
	clientId: '={{ $json.client }}',
	clientGroupId: '={{ $json.group }}',
};

describe('Client Pricing: Assign (fields)', () => {
	it('sends one link per item, to a client or a client group, and the platform stores them', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { ...fieldParameters, requestOptions: { maxInFlight: 1 } },
			items: [
				{ pricing: PRICING_A, target: 'client', client: CLIENT_1 },
				{ pricing: PRICING_B, target: 'clientGroup', group: GROUP_1 },
			],
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.method, r.path, r.body]),
		).toEqual([
			['PUT', TEXT_PATH, [{ clientId: CLIENT_1, pricingId: PRICING_A }]],
			['PUT', TEXT_PATH, [{ clientGroupId: GROUP_1, pricingId: PRICING_B }]],
		]);
		expect(fx.control().state('acme').clientPricing).toEqual({
			[`client:${CLIENT_1}`]: { clientId: CLIENT_1, pricingId: PRICING_A },
			[`group:${GROUP_1}`]: { clientGroupId: GROUP_1, pricingId: PRICING_B },
		});
		expect(output).toEqual([
			{
				json: { clientId: CLIENT_1, pricingId: PRICING_A, assigned: true },
				pairedItem: { item: 0 },
			},
			{
				json: { clientGroupId: GROUP_1, pricingId: PRICING_B, assigned: true },
				pairedItem: { item: 1 },
			},
		]);
	});

	it.each([
		['Pricing ID', { target: 'client', client: CLIENT_1 }, '"Pricing ID" (pricingId) is required'],
		['Client ID', { pricing: PRICING_A, target: 'client' }, '"Client ID" (clientId) is required'],
		[
			'Client Group ID',
			{ pricing: PRICING_A, target: 'clientGroup' },
			'"Client Group ID" (clientGroupId) is required',
		],
	])('stops before sending anything when %s is missing', async (_field, item, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldParameters,
			items: [{ pricing: PRICING_B, target: 'client', client: CLIENT_2 }, item],
		});
		expect(error?.message).toBe(message);
		expect(error?.description).toContain('Item 2');
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		[
			'a client ID without org:',
			{ pricing: PRICING_A, target: 'client', client: '11111111-1111-4111-8111-111111111111' },
			'"Client ID" (clientId) must be a client ID like org:',
		],
		[
			'a pricing ID that is not a UUID',
			{ pricing: 'gold', target: 'client', client: CLIENT_1 },
			'"Pricing ID" (pricingId) must be a UUID',
		],
		[
			'an unknown target',
			{ pricing: PRICING_A, target: 'branch', client: CLIENT_1 },
			'"Assign To" (assignTo) must be one of client, clientGroup',
		],
		[
			'a target that is not text',
			{ pricing: PRICING_A, target: 7, client: CLIENT_1 },
			'"Assign To" (assignTo) must be one of client, clientGroup, not number',
		],
	])('rejects %s before sending anything', async (_case, item, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: fieldParameters,
			items: [item],
		});
		expect(error?.message).toContain(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Client Pricing: Assign (JSON)', () => {
	const json = (links: unknown) => ({
		resource: 'clientPricing',
		operation: 'assign',
		inputMode: 'json',
		links: JSON.stringify(links),
	});

	it('sends the list in one request; empty members of sheet rows count as not given', async () => {
		const links = [
			{ pricingId: PRICING_A, clientId: CLIENT_1, clientGroupId: '' },
			{ pricingId: PRICING_B, clientId: null, clientGroupId: GROUP_1 },
		];
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: json(links),
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.body),
		).toEqual([
			[
				{ clientId: CLIENT_1, pricingId: PRICING_A },
				{ clientGroupId: GROUP_1, pricingId: PRICING_B },
			],
		]);
		expect(Object.keys(fx.control().state('acme').clientPricing)).toEqual([
			`client:${CLIENT_1}`,
			`group:${GROUP_1}`,
		]);
		expect(output.map((item) => [item.json, item.pairedItem])).toEqual([
			[{ clientId: CLIENT_1, pricingId: PRICING_A, assigned: true }, { item: 0 }],
			[{ clientGroupId: GROUP_1, pricingId: PRICING_B, assigned: true }, { item: 0 }],
		]);
	});

	it.each([
		[
			'neither client nor group',
			[{ pricingId: PRICING_A }],
			'"Links (JSON)" (links[0]) needs a clientId or a clientGroupId',
		],
		[
			'both client and group',
			[
				{ pricingId: PRICING_A, clientId: CLIENT_1 },
				{ pricingId: PRICING_A, clientId: CLIENT_2, clientGroupId: GROUP_1 },
			],
			'"Links (JSON)" (links[1]) must have a clientId or a clientGroupId, not both',
		],
		[
			'a missing pricingId',
			[{ clientId: CLIENT_1 }],
			'"Links (JSON)" (links[0].pricingId) is required',
		],
		['an empty list', [], '"Links (JSON)" (links) must hold at least one link'],
	])('rejects %s before sending anything', async (_case, links, message) => {
		const { error } = await runNode({ credentials: fx.credentials(), parameters: json(links) });
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('Client Pricing: API paths', () => {
	const run = (credentials = fx.credentials()) =>
		runNode({
			credentials,
			parameters: fieldParameters,
			items: [{ pricing: PRICING_A, target: 'client', client: CLIENT_1 }],
		});

	it('uses the documented path when the platform serves it', async () => {
		fx.control().setPathMode('main');
		const { output, error } = await run();
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual([[TEXT_PATH, 204]]);
		expect(fx.control().state('acme').clientPricing[`client:${CLIENT_1}`]).toEqual({
			clientId: CLIENT_1,
			pricingId: PRICING_A,
		});
		expect(output[0].json.assigned).toBe(true);
	});

	it('falls back to the alternative path when only that one exists, then goes straight to it', async () => {
		fx.control().setPathMode('alternative');
		const first = await run();
		expect(first.error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => [r.path, r.status]),
		).toEqual([
			[TEXT_PATH, 404],
			[SAMPLE_PATH, 204],
		]);
		expect(fx.control().state('acme').clientPricing[`client:${CLIENT_1}`]).toEqual({
			clientId: CLIENT_1,
			pricingId: PRICING_A,
		});
		expect(first.output[0].json).toEqual({
			clientId: CLIENT_1,
			pricingId: PRICING_A,
			assigned: true,
		});

		fx.control().clearRequests();
		const second = await run();
		expect(second.error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([SAMPLE_PATH]);
	});

	it('with the credential pinned to alternative paths, sends only to the alternative path', async () => {
		fx.control().setPathMode('alternative');
		const { error } = await run(fx.credentials('acme', { apiPaths: 'alternative' }));
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([SAMPLE_PATH]);
	});

	it('with the credential pinned to documented paths on a sample-only platform, the 404 reaches the user', async () => {
		fx.control().setPathMode('alternative');
		const { error } = await run(fx.credentials('acme', { apiPaths: 'main' }));
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain(`PUT ${TEXT_PATH}`);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.path),
		).toEqual([TEXT_PATH]);
		expect(fx.control().state('acme').clientPricing).toBeUndefined();
	});
});

describe('Client Pricing: Continue On Fail', () => {
	it('keeps order and pairing when an item fails validation and another fails on the platform', async () => {
		fx.control().injectFault({
			kind: 'status',
			status: 400,
			count: 1,
			match: { pathPrefix: PRICING },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { ...fieldParameters, requestOptions: { maxInFlight: 1 } },
			items: [
				{ pricing: PRICING_A, target: 'client', client: CLIENT_1 },
				{ pricing: PRICING_A, target: 'client' },
				{ pricing: PRICING_B, target: 'client', client: CLIENT_2 },
			],
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(output[0].json.error).toContain('The platform rejected the request as invalid');
		expect(output[1].json.error).toBe('"Client ID" (clientId) is required');
		expect(output[2].json).toEqual({ clientId: CLIENT_2, pricingId: PRICING_B, assigned: true });
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.body),
		).toEqual([
			[{ clientId: CLIENT_1, pricingId: PRICING_A }],
			[{ clientId: CLIENT_2, pricingId: PRICING_B }],
		]);
		expect(Object.keys(fx.control().state('acme').clientPricing)).toEqual([`client:${CLIENT_2}`]);
	});
});
