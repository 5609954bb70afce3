/**
 * Replayed deliveries to the webhook trigger: an event whose eventId arrived before within the
 * window, or whose timestamp is older than the tolerance, is answered 200 and starts no
 * execution; the ids seen survive a restart in the trigger's static data. The fake platform
 * delivers over real HTTP (a replay is the same body fired again) to the stand-in for n8n's
 * webhook endpoint (test/support/hooks.ts).
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { registerNodeType } from '../support/harness';
import type { Receiver } from '../support/hooks';
import { activate, savedStaticData, startReceiver, triggerWorkflow } from '../support/hooks';
import { usePlatform } from '../support/platform';
import { forgetSeenEvents } from '../support/transport';

const TYPE = 'n8n-nodes-b2b-commerce.b2bCommerceTrigger';
registerNodeType(TYPE, new B2bCommerceTrigger());
const STATIC_KEY = 'node:B2B Commerce Trigger';

const fx = usePlatform();
let receiver: Receiver;

beforeAll(async () => {
	receiver = await startReceiver();
});
afterAll(async () => {
	await receiver.close();
});
beforeEach(() => {
	receiver.reset();
});

/** Activates a CartOpened trigger and serves it as n8n would after saving its static data. */
async function served(options: Record<string, number> = {}) {
	const parameters = { events: ['CartOpened'], options };
	const activated = triggerWorkflow({ type: TYPE, parameters });
	await activate(activated, {
		credentials: fx.credentials('acme'),
		webhookBaseUrl: receiver.webhookBaseUrl,
	});
	const workflow = triggerWorkflow({
		type: TYPE,
		parameters,
		staticData: savedStaticData(activated),
	});
	receiver.serve(workflow, fx.credentials('acme'));
	return { workflow, parameters };
}

async function fire(body?: Record<string, unknown>) {
	const [delivery] = await fx.platform.control.fireWebhook('acme', 'CartOpened', body);
	await receiver.settled();
	return {
		status: delivery.status,
		answer: JSON.parse(delivery.body) as IDataObject,
		sent: delivery.sent as Record<string, unknown>,
	};
}

const seenIds = (staticData: IDataObject) =>
	Object.keys(((staticData[STATIC_KEY] as IDataObject).seenEvents as IDataObject) ?? {});

describe('replayed deliveries', () => {
	it('a delivery sent again is answered 200 and starts no execution; a new event still does', async () => {
		await served();
		const first = await fire();
		expect(first.status).toBe(200);
		expect(first.answer).toEqual({ received: true });
		expect(receiver.executions).toHaveLength(1);

		const again = await fire(first.sent);
		expect(again.status).toBe(200);
		expect(again.answer).toEqual({ received: true, ignored: 'repeated event' });
		expect(receiver.executions).toHaveLength(1);

		const other = await fire();
		expect(other.answer).toEqual({ received: true });
		expect(receiver.executions.map((execution) => execution.items[0].json.eventId)).toEqual([
			first.sent.eventId,
			other.sent.eventId,
		]);
		// Both deliveries of the replayed event did reach the node.
		expect(
			receiver.calls.filter((call) => (call.body as IDataObject).eventId === first.sent.eventId),
		).toHaveLength(2);
	});

	it('copies arriving at the same time start one execution', async () => {
		await served();
		const first = await fire();
		const copies = await Promise.all(
			Array.from(
				{ length: 5 },
				async () =>
					await fx.platform.control.fireWebhook('acme', 'CartOpened', {
						...first.sent,
						eventId: 'same-event',
					}),
			),
		);
		await receiver.settled();
		expect(copies.flat().map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
		expect(receiver.calls).toHaveLength(6);
		expect(receiver.executions).toHaveLength(2);
	});

	it('the ids seen survive a restart: kept in the static data n8n saves', async () => {
		const { workflow, parameters } = await served();
		const first = await fire();
		const saved = savedStaticData(workflow);
		expect(seenIds(saved)).toEqual([first.sent.eventId]);

		// Restart: the process forgets, n8n loads the workflow with the saved static data.
		forgetSeenEvents();
		receiver.serve(
			triggerWorkflow({ type: TYPE, parameters, staticData: saved }),
			fx.credentials('acme'),
		);
		const again = await fire(first.sent);
		expect(again.answer).toEqual({ received: true, ignored: 'repeated event' });
		expect(receiver.executions).toHaveLength(1);
	});

	it('an event seen longer ago than the window runs again; 0 hours runs every delivery', async () => {
		const { parameters, workflow } = await served({ replayWindowHours: 1 });
		const first = await fire();
		const saved = savedStaticData(workflow);
		const seen = (saved[STATIC_KEY] as IDataObject).seenEvents as Record<string, number>;
		seen[String(first.sent.eventId)] -= 2 * 3600;
		forgetSeenEvents();
		receiver.serve(
			triggerWorkflow({ type: TYPE, parameters, staticData: saved }),
			fx.credentials('acme'),
		);
		expect((await fire(first.sent)).answer).toEqual({ received: true });
		expect(receiver.executions).toHaveLength(2);

		receiver.reset();
		await served({ replayWindowHours: 0 });
		const once = await fire();
		await fire(once.sent);
		expect(receiver.executions).toHaveLength(2);
	});

	it('an event older than the tolerance is answered 200 and starts nothing; the tolerance is off by default', async () => {
		const old = new Date(Date.now() - 5 * 60_000).toISOString();
		await served();
		expect((await fire({ timestamp: old })).answer).toEqual({ received: true });
		expect(receiver.executions).toHaveLength(1);

		receiver.reset();
		await served({ maxEventAgeSeconds: 60 });
		expect((await fire({ timestamp: old })).answer).toEqual({ received: true, ignored: 'too old' });
		expect((await fire({ timestamp: 'yesterday-ish' })).answer).toEqual({
			received: true,
			ignored: 'too old',
		});
		expect(receiver.executions).toHaveLength(0);
		expect((await fire()).answer).toEqual({ received: true });
		expect(receiver.executions).toHaveLength(1);
	});
});
