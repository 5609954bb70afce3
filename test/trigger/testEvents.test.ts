/**
 * Test events on request, as the sandbox runs the fake (demo data on): n8n shows no schema preview
 * for triggers, so a user gets a test event from the fake's control plane instead of waiting for
 * the platform. Fetch Test Event of the feed trigger finds the demo data's events at once on every
 * feed, and the one the sandbox's printed command for that feed adds; in listen mode the webhook
 * trigger registers n8n's test URL, and a POST to the control plane's webhooks/fire delivers the
 * event there.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { FEEDS } from '../../nodes/B2bCommerce/triggers/feed/feeds';
import {
	DEMO_CLIENT_ID,
	DEMO_DELIVERY_METHODS,
	DEMO_PAYMENT_METHODS,
	DEMO_WAREHOUSES,
	feedEventCommand,
} from '../platform/demo';
import { registerNodeType } from '../support/harness';
import type { Receiver } from '../support/hooks';
import { activate, deactivate, startReceiver, triggerWorkflow } from '../support/hooks';
import { usePlatform } from '../support/platform';
import { ActivePoller, asLoadedByN8n, FEED_TRIGGER_TYPE } from '../support/poll';

const WEBHOOK_TYPE = 'n8n-nodes-b2b-commerce.b2bCommerceTrigger';
registerNodeType(FEED_TRIGGER_TYPE, asLoadedByN8n(new B2bCommerceFeedTrigger()));
registerNodeType(WEBHOOK_TYPE, new B2bCommerceTrigger());

const fx = usePlatform({ demoData: true });
let receiver: Receiver;

beforeAll(async () => {
	receiver = await startReceiver();
});

afterAll(async () => {
	await receiver.close();
});

/** What the sandbox prints: a POST to the fake's control plane over HTTP. */
async function control(path: string, body: IDataObject): Promise<unknown> {
	const response = await fetch(`${fx.platform.url}/_control/tenants/acme/${path}`, {
		method: 'POST',
		body: JSON.stringify(body),
	});
	expect(response.status).toBe(200);
	return await response.json();
}

/** Runs a command the sandbox prints (`curl -X POST <url> -d '<json>'`) as curl would. */
async function runPrinted(command: string): Promise<IDataObject> {
	const parts = /^curl -X POST (\S+) -d '([^']*)'$/.exec(command);
	if (!parts) throw new Error(`Not a command the sandbox prints: ${command}`);
	const response = await fetch(parts[1], { method: 'POST', body: parts[2] });
	expect(response.status).toBe(200);
	return (await response.json()) as IDataObject;
}

const FEED_NAMES = FEEDS.map((feed) => feed.value);

describe('Fetch Test Event on the sandbox', () => {
	it.each(FEED_NAMES)('the %s feed has a test event at once (demo data)', async (feed) => {
		const manual = await new ActivePoller({ feed }, fx.credentials('acme')).fetchTestEvent();
		expect(manual.result?.[0]).toHaveLength(1);
		expect(manual.result?.[0][0].json).toMatchObject({ feed, recordDeleted: false });
	});

	it.each(FEED_NAMES)(
		"the sandbox's command for the %s feed adds an event that Fetch Test Event returns with its record",
		async (feed) => {
			const { idField } = FEEDS.find((f) => f.value === feed)!;
			const added = await runPrinted(feedEventCommand(`${fx.platform.url}/_control`, 'acme', feed));
			// Goods notes are named by their number, the other records by their id.
			const keyField = idField.endsWith('Number') ? 'number' : 'id';
			const key = String(added[keyField]);
			fx.control().clearRequests();

			const manual = await new ActivePoller({ feed }, fx.credentials('acme')).fetchTestEvent();
			expect(manual.result?.[0].map((item) => item.json)).toEqual([
				expect.objectContaining({
					feed,
					[idField]: key,
					recordDeleted: false,
					record: expect.objectContaining({ [keyField]: key }),
				}),
			]);
			// The platform was asked for the feed, then for that record.
			const reads = fx.control().requests({ method: 'GET' });
			const record = reads.pop()!;
			expect(reads.map((r) => r.route)).toEqual(reads.map(() => expect.stringMatching(/\.feed$/)));
			expect(reads.length).toBeGreaterThan(0);
			expect(record.route).toMatch(/\.get$/);
			expect(JSON.stringify([record.path, record.query])).toContain(key);
		},
	);

	it.each(['goodsIssuedNotes', 'goodsReceivedNotes'] as const)(
		'a %s event names a note of the demo client, with the demo IDs the sandbox prints',
		async (feed) => {
			const added = await runPrinted(feedEventCommand(`${fx.platform.url}/_control`, 'acme', feed));
			expect(fx.control().state('acme')[feed]).toMatchObject({
				[String(added.number)]: {
					clientId: DEMO_CLIENT_ID,
					paymentMethod: DEMO_PAYMENT_METHODS[0],
					deliveryMethod: DEMO_DELIVERY_METHODS[0],
					warehouse: DEMO_WAREHOUSES[0],
				},
			});
		},
	);

	it('a POST to the control plane adds the event Fetch Test Event then returns', async () => {
		const added = (await control('operators', { name: 'Test Event' })) as { id: string };
		const manual = await new ActivePoller(
			{ feed: 'operators' },
			fx.credentials('acme'),
		).fetchTestEvent();
		expect(manual.result?.[0].map((item) => item.json)).toEqual([
			expect.objectContaining({
				operatorId: added.id,
				type: 'CREATE',
				record: expect.objectContaining({ name: 'Test Event' }),
			}),
		]);
	});
});

describe('listen mode on the sandbox', () => {
	it("the test webhook n8n registers gets the event the control plane's webhooks/fire sends", async () => {
		const workflow = triggerWorkflow({
			type: WEBHOOK_TYPE,
			parameters: { events: ['CartOpened'] },
			webhookId: 'a1b2c3d4-0000-4000-8000-000000000001',
		});
		const options = {
			credentials: fx.credentials('acme'),
			webhookBaseUrl: `${receiver.url}/webhook`,
			mode: 'manual' as const,
			activation: 'manual' as const,
			isTest: true,
		};
		await activate(workflow, options);
		const deliveries = (await control('webhooks/fire', { type: 'CartOpened' })) as Array<{
			callbackUrl: string;
			sent: IDataObject;
		}>;
		expect(deliveries).toHaveLength(1);
		expect(deliveries[0].callbackUrl).toMatch(/\/webhook-test\/a1b2c3d4-[^/]+\/webhook$/);
		expect(receiver.calls.map((call) => call.path)).toEqual([
			'/webhook-test/a1b2c3d4-0000-4000-8000-000000000001/webhook',
		]);
		expect(receiver.calls[0].body).toEqual(deliveries[0].sent);
		expect(deliveries[0].sent).toMatchObject({ type: 'CartOpened', tenantKey: 'acme' });
		await deactivate(workflow, options);
	});
});
