/**
 * Success answers of a sloppy or hostile platform: answers that are not
 * objects, records that look like n8n items (`json`, `binary`, `pairedItem` members). What the
 * platform sends is always data: an object record is an item's JSON as it is, anything else is
 * `{ value: ... }`; no record ever becomes binary data or loses members.
 */
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { registerNodeType, runNode } from '../support/harness';
import { activate, triggerWorkflow } from '../support/hooks';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { byId } from '../support/params';

const fx = usePlatform();
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';
const WEBHOOK_TRIGGER = 'n8n-nodes-b2b-commerce.b2bCommerceTrigger';
/** The runs fed answers the spec does not allow: their output cannot fit the operation's schema. */
const OFF_SPEC = 'the platform answers what the spec does not allow (what this file tests)';

async function getSegment() {
	return await runNode({
		credentials: fx.credentials(),
		parameters: {
			resource: 'segment',
			operation: 'get',
			segmentId: byId('3a9d6f10-8c2e-4b71-a5d4-0000000005e1'),
		},
		uncheckedOutput: OFF_SPEC,
	});
}

describe('Success answers that are not objects', () => {
	it.each([
		['a text', { text: 'OK' }, 'OK'],
		['a number', { body: 3 }, 3],
		['true', { body: true }, true],
		['a JSON string', { body: 'done' }, 'done'],
	])('a Get answered with %s gives one item { value }', async (_what, answer, value) => {
		fx.control().injectFault({
			kind: 'answer',
			...answer,
			count: 1,
			match: { route: 'segment.get' },
		});
		const { output, error } = await getSegment();
		expect(error).toBeUndefined();
		expect(fx.control().requests({ route: 'segment.get' })).toHaveLength(1);
		expect(output.map((item) => item.json)).toEqual([{ value }]);
		expect(output[0].pairedItem).toEqual({ item: 0 });
	});

	it('a Get answered with an array of strings gives one item { value } per entry, paired', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: ['a', 'b', null],
			count: 1,
			match: { route: 'segment.get' },
		});
		const { output, error } = await getSegment();
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([
			{ value: 'a' },
			{ value: 'b' },
			{ value: null },
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
	});

	it('a list whose records are not objects gives { value } items, also through Simplify', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: {
				items: ['x', 7, null, { id: 'P-1', name: 'Drill' }],
				pageNumber: 1,
				totalPages: 1,
				nextPage: null,
			},
			count: 1,
			match: { route: 'products.search' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'product', operation: 'search', returnAll: true, simplify: true },
			uncheckedOutput: OFF_SPEC,
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests({ route: 'products.search' })).toHaveLength(1);
		expect(output.map((item) => item.json)).toEqual([
			{ value: 'x' },
			{ value: 7 },
			{ value: null },
			expect.objectContaining({ id: 'P-1', name: 'Drill' }),
		]);
	});

	it('Webhook > Get Types answered with an array of strings gives { value } items', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: ['CartOpened', 'OfferOpened'],
			count: 1,
			match: { route: 'webhook.types' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'webhook', operation: 'getTypes' },
			uncheckedOutput: OFF_SPEC,
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([
			{ value: 'CartOpened' },
			{ value: 'OfferOpened' },
		]);
	});

	it('Invoice > Get Payment Status answered with a text keeps it whole', async () => {
		fx.control().injectFault({
			kind: 'answer',
			text: 'PAID',
			count: 1,
			match: { route: 'invoice.getStatus' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'getPaymentStatus', number: 'FV/1' },
			uncheckedOutput: OFF_SPEC,
		});
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json)).toEqual([{ number: 'FV/1', value: 'PAID' }]);
	});

	it('a write answered with a text still outputs what was written', async () => {
		fx.control().injectFault({
			kind: 'answer',
			text: 'OK',
			count: 1,
			match: { route: 'segment.create' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'create', name: 'Gold' },
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests({ route: 'segment.create' })[0].body).toEqual({ name: 'Gold' });
		expect(output.map((item) => item.json)).toEqual([{ name: 'Gold' }]);
	});
});

describe('Records that look like n8n items stay data', () => {
	const record = {
		id: '3a9d6f10-8c2e-4b71-a5d4-0000000005e1',
		name: 'Wholesale',
		json: { note: 'a member called json' },
		binary: { data: { data: 'aGVsbG8=', mimeType: 'text/plain', fileName: 'x.txt' } },
		pairedItem: { item: 5 },
	};

	it('a Get keeps every member of a record with json, binary and pairedItem members, and makes no binary data', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: record,
			count: 1,
			match: { route: 'segment.get' },
		});
		const { output, error } = await getSegment();
		expect(error).toBeUndefined();
		expect(output).toHaveLength(1);
		expect(output[0].json).toEqual(record);
		expect(output[0].binary).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
	});

	it('a list keeps them too (segments Get Many, a bare array)', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: [record],
			count: 1,
			match: { route: 'segment.list' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'segment', operation: 'getAll', returnAll: false, limit: 1 },
			uncheckedOutput: OFF_SPEC,
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests({ pathPrefix: SEGMENTS })).toHaveLength(1);
		expect(output.map((item) => item.json)).toEqual([record]);
		expect(output[0].binary).toBeUndefined();
	});

	it('a JSON document with a json member is output whole after a write (Fiscal Receipt Correction > Create)', async () => {
		const document = { number: 'KP/J', json: { kept: true }, binary: { data: { data: 'eA==' } } };
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'fiscalReceiptCorrection',
				operation: 'create',
				inputMode: 'json',
				document: JSON.stringify(document),
			},
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests({ method: 'POST' })[0].body).toEqual(document);
		expect(output.map((item) => item.json)).toEqual([{ ...document, saved: true }]);
		expect(output[0].binary).toBeUndefined();
	});
});

describe('Download File of a document answered with something else', () => {
	it('says the platform did not answer with the document, and downloads nothing', async () => {
		fx.control().injectFault({
			kind: 'answer',
			text: 'OK',
			count: 1,
			match: { route: 'goodsReceivedNote.get' },
		});
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'goodsReceivedNote',
				operation: 'downloadFile',
				number: 'PZ/1',
				binaryPropertyName: 'data',
			},
		});
		expect(output).toEqual([]);
		expect(error?.message).toBe('The platform did not answer with Goods received note "PZ/1"');
		expect(error?.description).toContain('"OK"');
		expect(fx.control().requests({ origin: 'upload' })).toEqual([]);
	});
});

describe('Resource pickers over lists with records that are not objects', () => {
	const good = {
		id: '3a9d6f10-8c2e-4b71-a5d4-0000000005e1',
		name: 'Wholesale',
		number: 'RMA/1',
		skuId: 'SKU-1',
		productId: 'SKU-1',
	};
	const envelope = {
		items: ['x', null, 7, good],
		pageNumber: 1,
		totalPages: 1,
		nextPage: null,
		totalElement: 4,
	};

	it.each([
		[
			'searchSegments',
			'segment.list',
			[...envelope.items],
			{ resource: 'segment', operation: 'get' },
			'Wholesale',
		],
		[
			'searchProducts',
			'products.search',
			envelope,
			{ resource: 'productTax', operation: 'set' },
			'Wholesale',
		],
		[
			'searchWebhooks',
			'webhook.list',
			envelope,
			{ resource: 'webhook', operation: 'get' },
			'Wholesale',
		],
		[
			'searchComplaints',
			'complaint.list',
			{ elementsAmount: 4, elements: envelope.items },
			{ resource: 'complaint', operation: 'get' },
			'RMA/1 (Wholesale)',
		],
		[
			'searchMinimalPriceSkus',
			'minimalPrice.list',
			envelope,
			{ resource: 'minimalPrice', operation: 'get' },
			'SKU-1',
		],
	])('%s lists the object records only', async (method, route, body, parameters, name) => {
		fx.control().injectFault({ kind: 'answer', body, count: 1, match: { route } });
		const found = await runListSearch({ credentials: fx.credentials(), parameters, method });
		expect(fx.control().stats().faultsApplied).toBe(1);
		expect(found.results.map((result) => result.name)).toEqual([name]);
	});
});

describe('Webhook Trigger activation over a webhook list with records that are not objects', () => {
	registerNodeType(WEBHOOK_TRIGGER, new B2bCommerceTrigger());

	it('skips them while looking for its own leftovers, and registers', async () => {
		fx.control().injectFault({
			kind: 'answer',
			body: { items: [null, 'x', 7], pageNumber: 1, totalPages: 1, nextPage: null },
			count: 1,
			match: { route: 'webhook.list' },
		});
		const workflow = triggerWorkflow({
			type: WEBHOOK_TRIGGER,
			parameters: { events: ['CartOpened'] },
		});
		expect(
			await activate(workflow, {
				credentials: fx.credentials(),
				webhookBaseUrl: 'http://127.0.0.1:9/webhook',
			}),
		).toEqual({ created: true });
		expect(fx.control().stats().faultsApplied).toBe(1);
		expect(Object.values(fx.control().state('acme').webhooks ?? {})).toHaveLength(1);
	});
});
