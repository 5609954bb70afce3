/**
 * Test events on request, as the sandbox runs the fake (demo data on): n8n shows no schema preview
 * for triggers, so a user gets a test event from the fake's control plane instead of waiting for
 * the platform. Fetch Test Event of the feed trigger finds the demo data's events at once and the
 * one a POST to the control plane adds; in listen mode the webhook trigger registers n8n's test
 * URL, and a POST to the control plane's webhooks/fire delivers the event there.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
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

describe('Fetch Test Event on the sandbox', () => {
	it.each(['operators', 'segments', 'complaints'])(
		'the %s feed has a test event at once (demo data)',
		async (feed) => {
			const manual = await new ActivePoller({ feed }, fx.credentials('acme')).fetchTestEvent();
			expect(manual.result?.[0]).toHaveLength(1);
			expect(manual.result?.[0][0].json).toMatchObject({ feed, recordDeleted: false });
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
