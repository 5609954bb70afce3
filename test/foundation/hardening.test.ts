/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The request layer against a hostile or sloppy platform: refused connections,
 * trickling answers, endless lists, writes answered 5xx or not at all, huge error bodies, a base
 * URL without a scheme, the key echoed encoded, a API path after a 401. Real HTTP to the fake
 * platform with its faults, real n8n workflows.
 */
import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { listLimits } from '../../nodes/B2bCommerce/transport/paginate';
import { registerNodeType, runNode } from '../support/harness';
import type { Receiver } from '../support/hooks';
import { activate, startReceiver, triggerWorkflow } from '../support/hooks';
import { usePlatform } from '../support/platform';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';
import { byId } from '../support/params';

registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));
const WEBHOOK_TRIGGER = 'n8n-nodes-b2b-commerce.b2bCommerceTrigger';
registerNodeType(WEBHOOK_TRIGGER, new B2bCommerceTrigger());

const fx = usePlatform();
const CATALOG_OPERATORS = '/api/v1/catalog/integrations/auth-required/operators';
const AUTHSERVER_OPERATORS = '/api/v1/authserver/integrations/auth-required/operators';

const getSegment = (id: string, requestOptions: Record<string, unknown> = {}) => ({
	resource: 'segment',
	operation: 'get',
	segmentId: byId(id),
	requestOptions,
});
const createSegment = (name: string, requestOptions: Record<string, unknown> = {}) => ({
	resource: 'segment',
	operation: 'create',
	name,
	requestOptions,
});
const storedSegments = () =>
	Object.values(fx.control().state('acme').segments ?? {}) as Array<{ name: string }>;
/** Waits until `check` holds (the fake logs an aborted call when it notices the client left). */
async function eventually(check: () => boolean): Promise<void> {
	for (let waited = 0; !check() && waited < 10_000; waited += 20)
		await new Promise((resolve) => setTimeout(resolve, 20));
}
const later = (ms: number, what: () => Promise<void>) =>
	new Promise<void>((resolve, reject) => {
		setTimeout(() => what().then(resolve, reject), ms);
	});

describe('refused connections', () => {
	afterEach(async () => {
		await fx.platform.startApi();
	});

	it('a read meeting a stopped platform is sent again and succeeds once it is back', async () => {
		const segment = fx.control().addSegment('acme', { name: 'Gold' });
		await fx.platform.stopApi();
		const [result] = await Promise.all([
			runNode({ credentials: fx.credentials(), parameters: getSegment(segment.id) }),
			later(60, async () => await fx.platform.startApi()),
		]);
		expect(result.error).toBeUndefined();
		expect(result.output.map((item) => item.json.name)).toEqual(['Gold']);
		expect(
			fx
				.control()
				.requests({ route: 'segment.get' })
				.map((r) => r.status),
		).toEqual([200]);
	});

	it('a create meeting a refused connection is sent again (nothing was sent) and stored once', async () => {
		await fx.platform.stopApi();
		const [result] = await Promise.all([
			runNode({ credentials: fx.credentials(), parameters: createSegment('Silver') }),
			later(60, async () => await fx.platform.startApi()),
		]);
		expect(result.error).toBeUndefined();
		expect(result.output[0].json).toHaveProperty('id');
		expect(storedSegments().map((segment) => segment.name)).toEqual(['Silver']);
		expect(fx.control().requests({ route: 'segment.create' })).toHaveLength(1);
	});

	it('a platform that stays down: says it refused the connection after the retries, not "could write twice"', async () => {
		await fx.platform.stopApi();
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegment('Bronze'),
		});
		expect(error?.message).toBe('The platform refused the connection (6 attempts)');
		expect(error?.description).toContain('Network failure ECONNREFUSED');
		expect(error?.description).not.toMatch(/UNKNOWN|write twice|may have been stored/);
	});
});

describe('deadline of our own', () => {
	it('an answer trickling past the Timeout fails the read, naming the call, the Timeout and the time waited', async () => {
		const segment = fx
			.control()
			.addSegment('acme', { name: 'A segment with a name long enough to trickle for a minute' });
		fx.control().injectFault({ kind: 'trickle', intervalMs: 400, match: { route: 'segment.get' } });
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id, { timeout: 1 }),
		});
		expect(output).toEqual([]);
		expect(error?.message).toMatch(
			/^The platform did not answer segment\.get within the Timeout of 1 s \(waited \d(\.\d)? s\)$/,
		);
		expect(error?.description).toContain('Timeout');
		// The Timeout is the budget of the whole call: nothing is left for a second attempt.
		await eventually(() => fx.control().requests({ route: 'segment.get' }).length >= 1);
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(1);
	});

	it('a platform that stays silent past the Timeout: the same words, one attempt', async () => {
		const segment = fx.control().addSegment('acme');
		fx.control().injectFault({ kind: 'latency', latencyMs: 3000, match: { route: 'segment.get' } });
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id, { timeout: 1 }),
		});
		expect(error?.message).toMatch(
			/^The platform did not answer segment\.get within the Timeout of 1 s \(waited \d(\.\d)? s\)$/,
		);
		// The fake logs a call when its delay is over: wait for it before the next test starts.
		await eventually(() => fx.control().requests({ route: 'segment.get' }).length >= 1);
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(1);
	});

	describe("the webhook trigger's registration calls", () => {
		let receiver: Receiver;
		beforeAll(async () => {
			receiver = await startReceiver();
		});
		afterAll(async () => {
			await receiver.close();
		});

		it('fail the activation when the platform trickles past the Timeout', async () => {
			fx.control().injectFault({
				kind: 'trickle',
				intervalMs: 400,
				match: { route: 'webhook.list' },
			});
			const workflow = triggerWorkflow({
				type: WEBHOOK_TRIGGER,
				parameters: { events: ['CartOpened'], options: { timeout: 1 } },
			});
			await expect(
				activate(workflow, { credentials: fx.credentials(), webhookBaseUrl: receiver.url }),
			).rejects.toThrow(/^The platform did not answer webhook\.getAll within the Timeout of 1 s/);
			await eventually(() => fx.control().requests({ route: 'webhook.list' }).length >= 1);
			expect(fx.control().requests({ route: 'webhook.create' })).toHaveLength(0);
		});
	});

	it('a read whose connection broke off once is answered on the second try, within the Timeout', async () => {
		const segment = fx.control().addSegment('acme', { name: 'Gold' });
		fx.control().injectFault({ kind: 'drop', count: 1, match: { route: 'segment.get' } });
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id, { timeout: 5 }),
		});
		expect(error).toBeUndefined();
		expect(output[0].json).toMatchObject({ id: segment.id, name: 'Gold' });
		await eventually(() => fx.control().requests({ route: 'segment.get' }).length >= 2);
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(2);
	});

	it('a create whose answer trickles past the Timeout is not repeated and says it may have been stored', async () => {
		fx.control().injectFault({
			kind: 'trickle',
			intervalMs: 400,
			match: { route: 'segment.create' },
		});
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegment('A segment name long enough to keep the answer trickling', {
				timeout: 1,
			}),
		});
		expect(error?.message).toMatch(
			/^The platform did not answer segment\.create within the Timeout of 1 s \(waited \d(\.\d)? s\); the request was not repeated because it may have been stored$/,
		);
		expect(error?.description).toContain('check on the platform whether it arrived');
		await eventually(() => fx.control().requests({ route: 'segment.create' }).length >= 1);
		expect(fx.control().requests({ route: 'segment.create' })).toHaveLength(1);
		expect(storedSegments()).toHaveLength(1);
	});

	it('a feed poll stuck on a trickling answer ends in an error execution; the next poll goes on', async () => {
		const poller = new ActivePoller(
			{ feed: 'segments', includeRecord: false, options: { timeout: 1 } },
			fx.credentials(),
		);
		try {
			await poller.activate();
			for (let index = 0; index < 40; index++) fx.control().addSegment('acme');
			const fault = fx
				.control()
				.injectFault({ kind: 'trickle', intervalMs: 400, match: { route: 'segment.feed' } });
			const stuck = await poller.poll();
			expect(stuck.items).toBeNull();
			expect(stuck.error?.message).toMatch(
				/^The platform did not answer segment\.feed within the Timeout of 1 s \(waited \d(\.\d)? s\)$/,
			);
			expect(poller.errors).toHaveLength(1);
			fx.control().removeFault(fault);
			const next = await poller.poll();
			expect(next.error).toBeUndefined();
			expect(next.items).toHaveLength(40);
		} finally {
			await poller.deactivate();
		}
	});
});

describe('lists that never end', () => {
	const maxPages = listLimits.maxPages;
	afterEach(() => {
		listLimits.maxPages = maxPages;
	});

	it('the same page again (page number ignored) stops Return All with a clear error', async () => {
		fx.control().injectFault({
			kind: 'endlessList',
			repeat: true,
			match: { route: 'operator.list' },
		});
		const { error, output } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(output).toEqual([]);
		expect(error?.message).toBe(
			'The platform answered the same page twice, so the list would never end',
		);
		expect(error?.description).toContain('page 2');
		expect(fx.control().requests({ route: 'operator.list' })).toHaveLength(2);
	});

	it('fresh full pages forever stop at the page cap with a clear error', async () => {
		listLimits.maxPages = 5;
		fx.control().injectFault({ kind: 'endlessList', match: { route: 'operator.list' } });
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(error?.message).toBe('The list did not end after 5 pages');
		expect(
			fx
				.control()
				.requests({ route: 'operator.list' })
				.map((r) => r.query.pageNumber),
		).toEqual(['1', '2', '3', '4', '5']);
	});

	describe("the webhook trigger's clean-up listing", () => {
		let receiver: Receiver;
		beforeAll(async () => {
			receiver = await startReceiver();
		});
		afterAll(async () => {
			await receiver.close();
		});

		it('fails the activation clearly instead of listing forever', async () => {
			listLimits.maxPages = 5;
			fx.control().injectFault({ kind: 'endlessList', match: { route: 'webhook.list' } });
			const workflow = triggerWorkflow({
				type: WEBHOOK_TRIGGER,
				parameters: { events: ['CartOpened'] },
			});
			await expect(
				activate(workflow, { credentials: fx.credentials(), webhookBaseUrl: receiver.url }),
			).rejects.toThrow('The list did not end after 5 pages');
			expect(fx.control().requests({ route: 'webhook.list' })).toHaveLength(5);
			expect(fx.control().requests({ route: 'webhook.create' })).toHaveLength(0);
		});
	});
});

describe('writes answered 5xx or not at all', () => {
	it.each([502, 504])(
		'a create stored but answered %i says it may have been stored, not "try again later"',
		async (status) => {
			fx.control().injectFault({
				kind: 'status',
				status,
				afterHandler: true,
				match: { route: 'segment.create' },
			});
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: createSegment('Stored anyway'),
			});
			expect(storedSegments().map((segment) => segment.name)).toEqual(['Stored anyway']);
			expect(fx.control().requests({ route: 'segment.create' })).toHaveLength(1);
			expect(error?.message).toContain('it may have been stored anyway');
			expect(error?.description).toContain(
				'check on the platform whether it arrived before running it again',
			);
			expect(error?.description).not.toContain('Try again later');
		},
	);

	it('a create whose answer was lost says it may have been stored', async () => {
		fx.control().injectFault({
			kind: 'drop',
			afterHandler: true,
			match: { route: 'segment.create' },
		});
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegment('Lost answer'),
		});
		expect(storedSegments()).toHaveLength(1);
		expect(error?.message).toBe(
			'The connection to the platform broke off; the request was not repeated because it may have been stored',
		);
		expect(error?.description).toContain('Network failure ECONNRESET');
	});

	it('a read answered 502 still says try again later', async () => {
		const segment = fx.control().addSegment('acme');
		fx.control().injectFault({ kind: 'status', status: 502, match: { route: 'segment.get' } });
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment(segment.id),
		});
		expect(error?.description).toContain('Try again later');
		expect(error?.message).not.toContain('stored');
	});
});

describe('huge error bodies', () => {
	it('a 10 MB error message is cut to a few KB in the error and the execution data', async () => {
		const huge = 'x'.repeat(10 * 1024 * 1024);
		fx.control().injectFault({
			kind: 'reply',
			status: 500,
			body: { message: huge, detail: huge },
			match: { route: 'segment.get' },
		});
		const { error, run } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment('s1'),
			continueOnFail: true,
		});
		expect(JSON.stringify(run.data).length).toBeLessThan(64 * 1024);
		expect(error).toBeUndefined();
		const item = run.data.resultData.runData['B2B Commerce'][0].data!.main[0]![0].json;
		expect(String(item.error)).toContain('truncated');
		expect(String(item.error).length).toBeLessThan(2_000);

		const thrown = await runNode({ credentials: fx.credentials(), parameters: getSegment('s1') });
		expect(JSON.stringify(thrown.run.data).length).toBeLessThan(64 * 1024);
		expect(thrown.error?.message).toContain('truncated');
	});

	it('a cut never leaves part of the key: the key is masked first', async () => {
		const key = fx.platform.tenants.acme;
		const message = `${'x'.repeat(995)}${key}${'x'.repeat(5000)}`;
		fx.control().injectFault({
			kind: 'reply',
			status: 400,
			body: { message, detail: message },
			match: { route: 'segment.get' },
		});
		const { error, run } = await runNode({
			credentials: fx.credentials(),
			parameters: getSegment('s1'),
		});
		expect(error?.message).toContain(`${'x'.repeat(995)}***`);
		expect(JSON.stringify(run.data) + String(error?.message)).not.toContain(key.slice(0, 5));
	});

	it('a 10 MB text error body is cut too', async () => {
		fx.control().injectFault({
			kind: 'reply',
			status: 502,
			body: 'y'.repeat(10 * 1024 * 1024),
			match: { route: 'segment.create' },
		});
		const { error, run } = await runNode({
			credentials: fx.credentials(),
			parameters: createSegment('Big'),
		});
		expect(error?.message).toContain('truncated');
		expect(JSON.stringify(run.data).length).toBeLessThan(64 * 1024);
	});
});

describe('a base URL without a scheme', () => {
	it('https:// with no host: says the address is not valid, and sends nothing', async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme', { baseUrl: 'https://' }),
			parameters: createSegment('Nowhere'),
		});
		expect(error?.message).toBe(
			'The base URL "https://" in the B2B Commerce API credential is not a valid address',
		);
		expect(fx.control().requests()).toHaveLength(0);
	});

	it.each(['{host}', 'localhost:1', 'ftp://{host}'])(
		'%s: says to start the Base URL with https://, and sends nothing',
		async (shape) => {
			const host = new URL(fx.platform.url).host;
			const baseUrl = shape.replace('{host}', host);
			const { error } = await runNode({
				credentials: fx.credentials('acme', { baseUrl }),
				parameters: createSegment('Nowhere'),
			});
			expect(error?.message).toBe(
				'Start the Base URL with https://, for example https://shop.example.com',
			);
			expect(error?.description).toContain(`is "${baseUrl}"`);
			expect(error?.message + String(error?.description)).not.toMatch(/write twice|UNKNOWN/);
			expect(fx.control().requests()).toHaveLength(0);
		},
	);
});

describe('a base URL with spaces and a trailing slash', () => {
	it('is used as typed, trimmed', async () => {
		const segment = fx.control().addSegment('acme', { name: 'Trimmed' });
		const { error, output } = await runNode({
			credentials: fx.credentials('acme', { baseUrl: `  ${fx.platform.url}/ ` }),
			parameters: getSegment(segment.id),
		});
		expect(error).toBeUndefined();
		expect(output[0].json.name).toBe('Trimmed');
	});
});

describe('the key echoed encoded', () => {
	const key = 'k3y/with+special=chars&ünïcode';
	const forms = [
		key,
		encodeURIComponent(key),
		Buffer.from(key).toString('base64'),
		Buffer.from(key).toString('base64').replace(/=+$/, ''),
		Buffer.from(key).toString('base64url'),
	];

	it.each(forms.map((form, index) => [index, form]))(
		'form %i never reaches the message, description or error data',
		async (_, form) => {
			fx.control().injectFault({
				kind: 'reply',
				status: 401,
				body: { message: `refused key ${form} for tenant acme`, echo: form },
			});
			const { error, run } = await runNode({
				credentials: fx.credentials('acme', { apiKey: key }),
				parameters: getSegment('s1'),
			});
			expect(error?.message).toContain('refused key *** for tenant acme');
			const everything =
				JSON.stringify(run.data) +
				String(error?.message) +
				String(error?.description) +
				JSON.stringify(error);
			for (const shown of forms) expect(everything).not.toContain(shown);
		},
	);
});

describe('API path after a 401', () => {
	it('a wrong key does not pin the listed path: after fixing the key the noted variant is found', async () => {
		fx.control().setPathMode('alternative');
		fx.control().addOperator('acme', { name: 'Ann' });
		const wrong = await runNode({
			credentials: fx.credentials('acme', { apiKey: 'wrong-key' }),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(wrong.error?.httpCode).toBe('401');
		fx.control().clearRequests();
		const right = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'operator', operation: 'getAll', returnAll: true },
		});
		expect(right.error).toBeUndefined();
		expect(right.output.map((item) => item.json.name)).toEqual(['Ann']);
		expect(
			fx
				.control()
				.requests({ method: 'GET' })
				.map((r) => [r.path, r.status]),
		).toEqual([
			[CATALOG_OPERATORS, 404],
			[AUTHSERVER_OPERATORS, 200],
		]);
	});
});
