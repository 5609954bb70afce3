/**
 * B2B Commerce Trigger: activation, incoming events, deactivation, restart and
 * orphan clean-up, through n8n-core's HookContext / WebhookContext against the fake platform.
 * The fake delivers events over real HTTP to a local stand-in for n8n's webhook endpoint
 * (test/support/hooks.ts), whose URL is n8n's webhook base URL here.
 */
import { LoadOptionsContext } from 'n8n-core';
import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { KNOWN_WEBHOOK_TYPES } from '../../nodes/B2bCommerce/resources/webhook/types';
import { ACME, client, GLOBEX } from '../platform/testkit';
import { additionalData, CREDENTIAL_TYPE, registerNodeType } from '../support/harness';
import type { HookOptions, Receiver, TriggerSetup } from '../support/hooks';
import {
	activate,
	deactivate,
	savedStaticData,
	startReceiver,
	triggerWorkflow,
} from '../support/hooks';
import { usePlatform } from '../support/platform';

const TYPE = 'n8n-nodes-b2b-commerce.b2bCommerceTrigger';
registerNodeType(TYPE, new B2bCommerceTrigger());

const WH = '/api/v1/webhooks/integrations/auth-required/webhooks';
const WEBHOOK_ID = '6f1c2b9e-0d4a-4c1e-9b7f-3a2d5e8c1f00';
const NODE_NAME = 'B2B Commerce Trigger';
const STATIC_KEY = `node:${NODE_NAME}`;
const EXCHANGE: Record<string, string> = {
	CartOpened: 'p-u-o-m-e-c-cartopened-klient',
	ClientLogged: 'p-u-o-m-e-c-clientlogged-klient',
	OfferOpened: 'p-u-o-m-e-o-offeropened-klient',
};

interface StoredRegistration {
	type: string;
	id: string;
	username: string;
	password: string;
}

interface PlatformWebhook {
	id: string;
	name: string;
	status: string;
	webhookType: { name: string; exchangeName: string };
	callbackUrl: string;
	callbackAuthentication: { type: string; username: string | null; password: string | null };
}

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

function hookOptions(overrides: Partial<HookOptions> = {}): HookOptions {
	return {
		credentials: fx.credentials('acme'),
		webhookBaseUrl: receiver.webhookBaseUrl,
		...overrides,
	};
}

function workflow(events: string[], setup: Partial<TriggerSetup> = {}) {
	return triggerWorkflow({ type: TYPE, parameters: { events }, webhookId: WEBHOOK_ID, ...setup });
}

function registrationsOf(staticData: IDataObject, key = STATIC_KEY): StoredRegistration[] {
	return (
		((staticData[key] as IDataObject | undefined)?.registrations as
			| StoredRegistration[]
			| undefined) ?? []
	);
}

function platformWebhooks(tenant = 'acme'): PlatformWebhook[] {
	return Object.values(
		(fx.platform.control.state(tenant).webhooks ?? {}) as Record<string, PlatformWebhook>,
	);
}

function api(tenant: 'acme' | 'globex' = 'acme') {
	return client(fx.platform.url, tenant === 'acme' ? ACME : GLOBEX);
}

/** A webhook made on the platform by someone else (or by hand), straight through the API. */
async function addWebhook(
	overrides: Partial<Omit<PlatformWebhook, 'id'>> & { tenant?: 'acme' | 'globex' } = {},
): Promise<string> {
	const { tenant, ...fields } = overrides;
	const response = await api(tenant).post(WH, {
		name: 'ERP listener',
		status: 'ACTIVE',
		webhookType: { name: 'CartOpened', exchangeName: EXCHANGE.CartOpened },
		callbackUrl: 'http://127.0.0.1:9/erp',
		callbackAuthentication: { type: 'NONE' },
		...fields,
	});
	expect(response.status).toBe(200);
	return response.data.id as string;
}

function webhookRequests(method?: string) {
	return fx.platform.control.requests({ pathPrefix: WH, ...(method ? { method } : {}) });
}

describe('activation', () => {
	it('registers exactly one ACTIVE webhook per chosen event, with its own basic-auth credentials and the production URL', async () => {
		const wf = workflow(['CartOpened', 'OfferOpened']);
		expect(await activate(wf, hookOptions())).toEqual({ created: true });

		const callbackUrl = `${receiver.webhookBaseUrl}/${WEBHOOK_ID}/webhook`;
		expect(receiver.callbackUrlOf(wf)).toBe(callbackUrl);

		const stored = registrationsOf(savedStaticData(wf));
		expect(stored.map((entry) => entry.type)).toEqual(['CartOpened', 'OfferOpened']);

		const onPlatform = platformWebhooks();
		expect(onPlatform).toHaveLength(2);
		for (const registration of stored) {
			const webhook = onPlatform.find((entry) => entry.id === registration.id)!;
			expect(webhook).toEqual({
				id: registration.id,
				name: `n8n: Cart follow-up / ${NODE_NAME} (${registration.type}) #${WEBHOOK_ID}`,
				status: 'ACTIVE',
				webhookType: { name: registration.type, exchangeName: EXCHANGE[registration.type] },
				callbackUrl,
				callbackAuthentication: {
					type: 'HTTP_BASIC',
					username: registration.username,
					password: registration.password,
				},
			});
			expect(registration.username).toMatch(/^n8n-[0-9a-f]{16}$/);
			expect(registration.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
		}
		// Each registration has its own credentials.
		expect(new Set(stored.map((entry) => entry.username)).size).toBe(2);
		expect(new Set(stored.map((entry) => entry.password)).size).toBe(2);

		// checkExists (nothing stored: no request), list for orphans, then one POST per event.
		const posts = webhookRequests('POST');
		expect(posts.map((entry) => (entry.body as IDataObject).webhookType)).toEqual([
			{ name: 'CartOpened', exchangeName: EXCHANGE.CartOpened },
			{ name: 'OfferOpened', exchangeName: EXCHANGE.OfferOpened },
		]);
		expect(webhookRequests().map((entry) => `${entry.method} ${entry.route}`)).toEqual([
			'GET webhook.list',
			'POST webhook.create',
			'POST webhook.create',
		]);
	});

	it('gives every activation fresh credentials', async () => {
		const first = workflow(['CartOpened']);
		await activate(first, hookOptions());
		const [before] = registrationsOf(savedStaticData(first));
		await deactivate(first, hookOptions());
		expect(savedStaticData(first)).toEqual({ [STATIC_KEY]: {} });

		const second = workflow(['CartOpened']);
		await activate(second, hookOptions());
		const [after] = registrationsOf(savedStaticData(second));
		expect(after.username).not.toBe(before.username);
		expect(after.password).not.toBe(before.password);
		const [onPlatform] = platformWebhooks();
		expect(onPlatform.id).toBe(after.id);
		expect(onPlatform.callbackAuthentication).toEqual({
			type: 'HTTP_BASIC',
			username: after.username,
			password: after.password,
		});
	});

	it('refuses to activate without an event, before any request', async () => {
		const wf = workflow([]);
		await expect(activate(wf, hookOptions())).rejects.toThrow('No event chosen');
		expect(fx.platform.control.requests()).toEqual([]);
		expect(platformWebhooks()).toEqual([]);
	});

	it('registers the test URL for "listen for test event" (manual mode)', async () => {
		const wf = workflow(['ClientLogged']);
		await activate(wf, hookOptions({ isTest: true, mode: 'manual', activation: 'manual' }));
		const [webhook] = platformWebhooks();
		expect(webhook.callbackUrl).toBe(`${receiver.webhookBaseUrl}-test/${WEBHOOK_ID}/webhook`);
		expect(registrationsOf(savedStaticData(wf))).toEqual([
			expect.objectContaining({ type: 'ClientLogged', id: webhook.id }),
		]);
	});

	it('asks the platform for the exchange name of an event the spec does not know, and fails clearly when it is not offered', async () => {
		const wf = workflow(['CartOpened', 'OrderPlaced']);
		await expect(activate(wf, hookOptions())).rejects.toThrow(
			'The platform does not offer the event OrderPlaced',
		);
		expect(webhookRequests().map((entry) => `${entry.method} ${entry.path}`)).toEqual([
			`GET ${WH}/type`,
		]);
		expect(platformWebhooks()).toEqual([]);
	});

	it('reports a failed registration with the platform message and removes the webhooks it had created', async () => {
		// The fake's fault draws are seeded at reset (0.98, 0.84, ...): with rate 0.9 the first
		// create passes and the second fails. The statuses are asserted below, so a change of the
		// seed makes this test fail, not pass without testing the rollback.
		fx.platform.control.injectFault({
			kind: 'status',
			status: 500,
			rate: 0.9,
			match: { route: 'webhook.create' },
		});
		const wf = workflow(['CartOpened', 'ClientLogged', 'OfferOpened']);
		await expect(activate(wf, hookOptions())).rejects.toThrow(
			'The platform could not handle the request (it may have been stored anyway): Injected fault: status 500',
		);
		const creates = webhookRequests('POST');
		expect(creates.map((entry) => entry.status)).toEqual([200, 500]);
		const deletes = webhookRequests('DELETE');
		expect(deletes).toHaveLength(1);
		expect(deletes[0].status).toBe(204);
		expect(platformWebhooks()).toEqual([]);
		expect(registrationsOf(savedStaticData(wf))).toEqual([]);
	});
});

describe('incoming events', () => {
	async function activeWorkflow(events: string[]) {
		const wf = workflow(events);
		await activate(wf, hookOptions());
		// n8n saves static data after activation and loads the workflow from it for each call.
		const saved = savedStaticData(wf);
		const served = workflow(events, { staticData: saved });
		receiver.serve(served, fx.credentials('acme'));
		return { saved, registrations: registrationsOf(saved) };
	}

	it('turns a fired event into one execution whose item is the event plus its type, and answers 200 with JSON at once', async () => {
		const { registrations } = await activeWorkflow(['CartOpened', 'ClientLogged']);

		const [delivery] = await fx.platform.control.fireWebhook('acme', 'CartOpened');
		expect(delivery.webhookId).toBe(registrations.find((entry) => entry.type === 'CartOpened')!.id);
		expect(delivery.status).toBe(200);
		expect(JSON.parse(delivery.body)).toEqual({ received: true });
		await receiver.settled();
		expect(receiver.executions).toHaveLength(1);
		expect(receiver.executions[0].items.map((item) => item.json)).toEqual([
			{ ...delivery.sent, type: 'CartOpened' },
		]);
		expect(receiver.executions[0].items[0].json).toMatchObject({
			type: 'CartOpened',
			tenantKey: 'acme',
			cartId: expect.any(String),
			clientId: expect.stringMatching(/^org:/),
			eventId: expect.any(String),
			timestamp: expect.any(String),
		});
		expect(receiver.executions[0].run.error).toBeUndefined();

		const [logged] = await fx.platform.control.fireWebhook('acme', 'ClientLogged', {
			userId: 'u-1',
		});
		expect(logged.status).toBe(200);
		await receiver.settled();
		expect(receiver.executions.map((execution) => execution.items[0].json.type)).toEqual([
			'CartOpened',
			'ClientLogged',
		]);
		expect(receiver.executions[1].items[0].json).toEqual({ ...logged.sent, type: 'ClientLogged' });

		// Not subscribed: the platform has no webhook of ours for it, nothing arrives.
		expect(await fx.platform.control.fireWebhook('acme', 'OfferOpened')).toEqual([]);
		expect(receiver.calls).toHaveLength(2);
	});

	it('answers 401 and starts nothing without credentials, with wrong ones, or from another tenant', async () => {
		const { registrations } = await activeWorkflow(['CartOpened']);
		const [ours] = registrations;
		const callbackUrl = `${receiver.webhookBaseUrl}/${WEBHOOK_ID}/webhook`;
		const cart = { name: 'CartOpened', exchangeName: EXCHANGE.CartOpened };
		const noAuth = await addWebhook({ name: 'no auth', callbackUrl, webhookType: cart });
		const wrongPassword = await addWebhook({
			name: 'wrong password',
			callbackUrl,
			webhookType: cart,
			callbackAuthentication: {
				type: 'HTTP_BASIC',
				username: ours.username,
				password: `${ours.password}x`,
			},
		});
		const wrongUser = await addWebhook({
			name: 'wrong user',
			callbackUrl,
			webhookType: cart,
			callbackAuthentication: {
				type: 'HTTP_BASIC',
				username: 'n8n-0000000000000000',
				password: ours.password,
			},
		});
		const otherTenant = await addWebhook({
			tenant: 'globex',
			name: 'right credentials, other tenant',
			callbackUrl,
			webhookType: cart,
			callbackAuthentication: {
				type: 'HTTP_BASIC',
				username: ours.username,
				password: ours.password,
			},
		});

		const deliveries = await fx.platform.control.fireWebhook('acme', 'CartOpened');
		const statusById = Object.fromEntries(
			deliveries.map((entry) => [entry.webhookId, entry.status]),
		);
		expect(statusById).toEqual({
			[ours.id]: 200,
			[noAuth]: 401,
			[wrongPassword]: 401,
			[wrongUser]: 401,
		});
		for (const refused of deliveries.filter((entry) => entry.status === 401)) {
			expect(JSON.parse(refused.body)).toEqual({ received: false, message: 'Unauthorized' });
		}
		const [fromGlobex] = await fx.platform.control.fireWebhook('globex', 'CartOpened');
		expect(fromGlobex).toMatchObject({ webhookId: otherTenant, status: 401 });
		expect(
			receiver.calls.find((call) => call.headers['platform-tenant'] === 'globex')?.headers
				.authorization,
		).toBe(`Basic ${Buffer.from(`${ours.username}:${ours.password}`).toString('base64')}`);

		// A caller that is not the platform at all.
		const stranger = await client(receiver.url).post(`/webhook/${WEBHOOK_ID}/webhook`, {
			type: 'CartOpened',
		});
		expect(stranger.status).toBe(401);
		const garbled = await client(receiver.url).post(
			`/webhook/${WEBHOOK_ID}/webhook`,
			{ type: 'CartOpened' },
			{ headers: { Authorization: 'Basic !!!not-base64', 'platform-tenant': 'acme' } },
		);
		expect(garbled.status).toBe(401);

		await receiver.settled();
		expect(receiver.executions).toHaveLength(1);
		expect(receiver.calls.filter((call) => call.result?.workflowData !== undefined)).toHaveLength(
			1,
		);
	});

	it('reads the chosen events the same way when registering and when receiving (spaces from an expression)', async () => {
		await activeWorkflow([' CartOpened ']);
		expect(platformWebhooks().map((entry) => (entry.webhookType as { name: string }).name)).toEqual(
			['CartOpened'],
		);

		const [delivery] = await fx.platform.control.fireWebhook('acme', 'CartOpened');

		expect(delivery.status).toBe(200);
		await receiver.settled();
		expect(receiver.executions).toHaveLength(1);
	});

	it('answers 401 to an event type the node is not subscribed to', async () => {
		const { saved } = await activeWorkflow(['CartOpened', 'ClientLogged']);

		// The body claims another type than the credentials were issued for.
		const [mismatch] = await fx.platform.control.fireWebhook('acme', 'CartOpened', {
			type: 'OfferOpened',
		});
		expect(mismatch.status).toBe(401);

		// The node no longer listens to CartOpened (changed, not yet re-activated).
		receiver.serve(workflow(['ClientLogged'], { staticData: saved }), fx.credentials('acme'));
		const [dropped] = await fx.platform.control.fireWebhook('acme', 'CartOpened');
		expect(dropped.status).toBe(401);
		const [kept] = await fx.platform.control.fireWebhook('acme', 'ClientLogged');
		expect(kept.status).toBe(200);

		await receiver.settled();
		expect(receiver.executions.map((execution) => execution.items[0].json.type)).toEqual([
			'ClientLogged',
		]);
	});

	it('refuses every call when the node has registered nothing (no secret means no entry)', async () => {
		const callbackUrl = `${receiver.webhookBaseUrl}/${WEBHOOK_ID}/webhook`;
		receiver.serve(workflow(['CartOpened']), fx.credentials('acme'));
		await addWebhook({ name: 'no auth', callbackUrl });
		await addWebhook({
			name: 'any basic',
			callbackUrl,
			callbackAuthentication: { type: 'HTTP_BASIC', username: 'a', password: 'b' },
		});
		const deliveries = await fx.platform.control.fireWebhook('acme', 'CartOpened');
		expect(deliveries.map((entry) => entry.status)).toEqual([401, 401]);
		await receiver.settled();
		expect(receiver.executions).toEqual([]);
	});
});

describe('deactivation', () => {
	it('removes every webhook it registered, leaves others alone and clears static data', async () => {
		const someoneElse = await addWebhook();
		const wf = workflow(['CartOpened', 'ClientLogged', 'OfferOpened']);
		await activate(wf, hookOptions());
		const registered = registrationsOf(savedStaticData(wf)).map((entry) => entry.id);
		expect(platformWebhooks()).toHaveLength(4);
		fx.platform.control.clearRequests();

		await deactivate(wf, hookOptions());

		expect(platformWebhooks().map((entry) => entry.id)).toEqual([someoneElse]);
		expect(
			webhookRequests().map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
		).toEqual([
			...registered.map((id) => `DELETE ${WH}/${id} 204`),
			// Then the list, for orphans of its own.
			`GET ${WH} 200`,
		]);
		expect(savedStaticData(wf)).toEqual({ [STATIC_KEY]: {} });
		expect(await fx.platform.control.fireWebhook('acme', 'ClientLogged')).toEqual([]);
	});

	it('also removes a webhook of its own that static data lost track of', async () => {
		const someoneElse = await addWebhook();
		const wf = workflow(['OfferOpened']);
		await activate(wf, hookOptions());
		const [registered] = registrationsOf(savedStaticData(wf));
		// Registered by this node but never saved (n8n stopped before saving its static data).
		const lostTrackOf = await addWebhook({
			name: `n8n: Cart follow-up / ${NODE_NAME} (CartOpened) #${WEBHOOK_ID}`,
			callbackUrl: `${receiver.webhookBaseUrl}/${WEBHOOK_ID}/webhook`,
		});
		fx.platform.control.clearRequests();

		await deactivate(wf, hookOptions());

		expect(platformWebhooks().map((entry) => entry.id)).toEqual([someoneElse]);
		expect(webhookRequests('DELETE').map((entry) => entry.path)).toEqual([
			`${WH}/${registered.id}`,
			`${WH}/${lostTrackOf}`,
		]);
	});

	it('treats a webhook already removed on the platform as removed', async () => {
		const wf = workflow(['CartOpened', 'OfferOpened']);
		await activate(wf, hookOptions());
		const [first, second] = registrationsOf(savedStaticData(wf));
		expect((await api().delete(`${WH}/${first.id}`)).status).toBe(204);

		await deactivate(wf, hookOptions());

		expect(platformWebhooks()).toEqual([]);
		expect(webhookRequests('DELETE').map((entry) => `${entry.path} ${entry.status}`)).toEqual([
			`${WH}/${first.id} 204`,
			`${WH}/${first.id} 404`,
			`${WH}/${second.id} 204`,
		]);
		expect(savedStaticData(wf)).toEqual({ [STATIC_KEY]: {} });
	});

	it('reports any other failure with the platform message and keeps the webhook it could not remove', async () => {
		const wf = workflow(['CartOpened', 'OfferOpened']);
		await activate(wf, hookOptions());
		const [first, second] = registrationsOf(savedStaticData(wf));
		fx.platform.control.injectFault({
			kind: 'status',
			status: 500,
			count: 1,
			match: { route: 'webhook.delete' },
		});

		const failure = await deactivate(wf, hookOptions()).then(
			() => undefined,
			(error: Error & { httpCode?: string }) => error,
		);
		expect(failure?.message).toBe(
			'The platform could not handle the request: Injected fault: status 500',
		);
		expect(failure?.httpCode).toBe('500');
		// The second one was still removed; the first stays, known to static data.
		expect(platformWebhooks().map((entry) => entry.id)).toEqual([first.id]);
		expect(registrationsOf(savedStaticData(wf))).toEqual([first]);
		expect(webhookRequests('DELETE').map((entry) => `${entry.path} ${entry.status}`)).toEqual([
			`${WH}/${first.id} 500`,
			`${WH}/${second.id} 204`,
		]);

		// Deactivating again finishes the job.
		await deactivate(wf, hookOptions());
		expect(platformWebhooks()).toEqual([]);
		expect(savedStaticData(wf)).toEqual({ [STATIC_KEY]: {} });
	});

	it('names every webhook it could not remove when several fail', async () => {
		const wf = workflow(['CartOpened', 'OfferOpened']);
		await activate(wf, hookOptions());
		const stored = registrationsOf(savedStaticData(wf));
		fx.platform.control.injectFault({
			kind: 'status',
			status: 500,
			match: { route: 'webhook.delete' },
		});

		const failure = await deactivate(wf, hookOptions()).then(
			() => undefined,
			(error: Error & { description?: string }) => error,
		);
		expect(failure?.message).toBe('The platform did not remove 2 of 2 webhooks');
		for (const registration of stored) {
			expect(failure?.description).toContain(
				`${registration.type} (${registration.id}): The platform could not handle the request: Injected fault: status 500`,
			);
		}
		expect(platformWebhooks()).toHaveLength(2);
		expect(registrationsOf(savedStaticData(wf))).toEqual(stored);
	});
});

describe('restart and re-activation', () => {
	it('finds its webhooks after a restart and registers nothing new', async () => {
		const before = workflow(['CartOpened', 'OfferOpened']);
		await activate(before, hookOptions());
		const saved = savedStaticData(before);
		const ids = platformWebhooks().map((entry) => entry.id);
		fx.platform.control.clearRequests();

		// A new process: the workflow is built again from the database, static data included.
		const after = workflow(['CartOpened', 'OfferOpened'], { staticData: saved });
		expect(await activate(after, hookOptions({ activation: 'init' }))).toEqual({ created: false });

		expect(webhookRequests().map((entry) => `${entry.method} ${entry.route}`)).toEqual([
			'GET webhook.get',
			'GET webhook.get',
		]);
		expect(platformWebhooks().map((entry) => entry.id)).toEqual(ids);
		expect(savedStaticData(after)).toEqual(saved);
		// Nothing changed, so n8n has nothing to save.
		expect(after.staticData.__dataChanged).toBe(false);

		receiver.serve(after, fx.credentials('acme'));
		const [delivery] = await fx.platform.control.fireWebhook('acme', 'OfferOpened');
		expect(delivery.status).toBe(200);
		await receiver.settled();
		expect(receiver.executions[0].items[0].json).toEqual({ ...delivery.sent, type: 'OfferOpened' });
	});

	it('registers again, without duplicates, when one of its webhooks was removed behind its back', async () => {
		const before = workflow(['CartOpened', 'OfferOpened']);
		await activate(before, hookOptions());
		const saved = savedStaticData(before);
		const [gone, survivor] = registrationsOf(saved);
		await api().delete(`${WH}/${gone.id}`);

		const after = workflow(['CartOpened', 'OfferOpened'], { staticData: saved });
		expect(await activate(after, hookOptions({ activation: 'init' }))).toEqual({ created: true });

		// n8n saves static data after activation only when it changed.
		expect(after.staticData.__dataChanged).toBe(true);
		const now = registrationsOf(savedStaticData(after));
		expect(now.map((entry) => entry.type)).toEqual(['CartOpened', 'OfferOpened']);
		expect(now.map((entry) => entry.id)).not.toContain(survivor.id);
		expect(
			platformWebhooks()
				.map((entry) => entry.id)
				.sort(),
		).toEqual(now.map((entry) => entry.id).sort());
		expect(
			platformWebhooks()
				.map((entry) => entry.webhookType.name)
				.sort(),
		).toEqual(['CartOpened', 'OfferOpened']);
	});

	it('re-registers exactly the new set when the chosen events change', async () => {
		const before = workflow(['CartOpened']);
		await activate(before, hookOptions());
		const after = workflow(['ClientLogged', 'OfferOpened'], {
			staticData: savedStaticData(before),
		});
		expect(await activate(after, hookOptions({ activation: 'update' }))).toEqual({ created: true });
		expect(
			platformWebhooks()
				.map((entry) => entry.webhookType.name)
				.sort(),
		).toEqual(['ClientLogged', 'OfferOpened']);
		expect(registrationsOf(savedStaticData(after)).map((entry) => entry.type)).toEqual([
			'ClientLogged',
			'OfferOpened',
		]);
	});

	it('fails activation with the platform message when it cannot check its webhooks', async () => {
		const before = workflow(['CartOpened']);
		await activate(before, hookOptions());
		const saved = savedStaticData(before);
		fx.platform.control.injectFault({
			kind: 'status',
			status: 500,
			match: { route: 'webhook.get' },
		});
		fx.platform.control.clearRequests();

		const after = workflow(['CartOpened'], { staticData: saved });
		await expect(activate(after, hookOptions({ activation: 'init' }))).rejects.toThrow(
			'The platform could not handle the request: Injected fault: status 500',
		);
		expect(webhookRequests().map((entry) => entry.method)).toEqual(['GET']);
		expect(platformWebhooks()).toHaveLength(1);
	});
});

describe('orphan clean-up', () => {
	it('removes webhooks it registered but lost track of, across list pages, and leaves everyone else alone', async () => {
		const callbackUrl = `${receiver.webhookBaseUrl}/${WEBHOOK_ID}/webhook`;
		// More than a page of other webhooks (the fake pages by 100 at most).
		const others: string[] = [];
		for (let index = 0; index < 101; index++)
			others.push(await addWebhook({ name: `ERP listener ${index}` }));
		// Someone else's webhook to our URL (no marker), and a copy of this node in another n8n (our marker, other URL).
		others.push(await addWebhook({ name: 'hand-made', callbackUrl }));
		others.push(
			await addWebhook({
				name: `n8n: Cart follow-up / ${NODE_NAME} (CartOpened) #${WEBHOOK_ID}`,
				callbackUrl: `http://127.0.0.1:9/webhook/${WEBHOOK_ID}/webhook`,
			}),
		);

		// An activation whose static data was lost (saved nowhere): its webhook is now an orphan.
		const lost = workflow(['CartOpened']);
		await activate(lost, hookOptions());
		const [orphan] = registrationsOf(savedStaticData(lost));
		fx.platform.control.clearRequests();

		const fresh = workflow(['CartOpened']);
		expect(await activate(fresh, hookOptions())).toEqual({ created: true });

		const [registered] = registrationsOf(savedStaticData(fresh));
		expect(registered.id).not.toBe(orphan.id);
		expect(
			platformWebhooks()
				.map((entry) => entry.id)
				.sort(),
		).toEqual([...others, registered.id].sort());
		expect(webhookRequests('DELETE').map((entry) => entry.path)).toEqual([`${WH}/${orphan.id}`]);
		expect(webhookRequests('GET').map((entry) => entry.query.pageNumber)).toEqual(['1', '2']);
	});

	it('falls back to the workflow and node IDs as its marker when n8n gave the node no webhook ID', async () => {
		const lost = workflow(['CartOpened'], { webhookId: null, workflowId: 'wf-77' });
		await activate(lost, hookOptions());
		const [orphan] = platformWebhooks();
		expect(orphan.name).toBe(
			`n8n: Cart follow-up / ${NODE_NAME} (CartOpened) #wf-77-trigger-node-id`,
		);
		expect(orphan.callbackUrl).toBe(
			`${receiver.webhookBaseUrl}/wf-77/b2b%20commerce%20trigger/webhook`,
		);

		const fresh = workflow(['CartOpened'], { webhookId: null, workflowId: 'wf-77' });
		await activate(fresh, hookOptions());
		const [registered] = registrationsOf(savedStaticData(fresh));
		expect(platformWebhooks().map((entry) => entry.id)).toEqual([registered.id]);
	});
});

describe('event list', () => {
	/** The action node's Webhook Type loader: the platform's list, the spec's words. */
	async function loadEventTypes(
		credentials = fx.credentials('acme'),
	): Promise<INodePropertyOptions[]> {
		const wf = workflow([]);
		const node = Object.values(wf.nodes)[0];
		const context = new LoadOptionsContext(
			wf,
			node,
			additionalData({ [CREDENTIAL_TYPE]: credentials }),
			'parameters.webhookType',
		);
		return await new B2bCommerce().methods.loadOptions.getWebhookTypes.call(context);
	}

	// The spec's three, described as the spec's event table describes them.
	const known = KNOWN_WEBHOOK_TYPES.map((type) => ({
		// Named in words ("Cart Opened"), the platform's name as the value.
		name: type.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
		value: type.name,
		description: type.description,
	}));

	it('is a fixed list labelled "Events": the spec\'s three, in words, with what each means', () => {
		const events = new B2bCommerceTrigger().description.properties.find(
			(property) => property.name === 'events',
		);
		expect(events?.displayName).toBe('Events');
		expect(events?.typeOptions?.loadOptionsMethod).toBeUndefined();
		expect(events?.options).toEqual(known);
		expect(known.map((option) => [option.name, option.value])).toEqual([
			['Cart Opened', 'CartOpened'],
			['Client Logged', 'ClientLogged'],
			['Offer Opened', 'OfferOpened'],
		]);
		for (const option of known) expect(option.description).toMatch(/^A user /);
	});

	it('knows the spec types and their exchange names', () => {
		expect(KNOWN_WEBHOOK_TYPES.map((type) => [type.name, type.exchangeName])).toEqual(
			Object.entries(EXCHANGE),
		);
	});

	it.each([
		['main', `${WH}/type`],
		['alternative', `${WH}/types`],
	] as const)(
		'lists the platform types (%s path mode) with the spec descriptions',
		async (mode, path) => {
			fx.platform.control.setPathMode(mode);
			expect(await loadEventTypes()).toEqual(known);
			const answered = webhookRequests().filter((entry) => entry.status === 200);
			expect(answered.map((entry) => entry.path)).toEqual([path]);
		},
	);

	it('offers the spec types, saying why, when the platform cannot list them', async () => {
		fx.platform.control.injectFault({
			kind: 'status',
			status: 500,
			match: { route: 'webhook.types' },
		});
		const options = await loadEventTypes();
		expect(options.map((option) => option.value)).toEqual(known.map((option) => option.value));
		options.forEach((option, i) => {
			expect(option.description).toBe(
				`${known[i].description} (the platform's list could not be read: The platform could not handle the request: Injected fault: status 500)`,
			);
		});
		expect(webhookRequests().map((entry) => entry.status)).toEqual([500]);
	});
});
