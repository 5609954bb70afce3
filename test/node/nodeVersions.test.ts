/**
 * Node versions of the action node. Version 3 (what a new node, and an AI agent tool added as it
 * comes, gets) opens on Invoice > Get, a read, and every resource with a Get opens on it when
 * picked; version 2 opens on Invoice > Get with the other resources on their first operation by
 * name (Segment > Create); version 1 keeps its defaults, the first resource and operation by name
 * (Cart > Add Configurable Products), because saved workflows store only values that differ from
 * the defaults. Checked on what n8n-workflow resolves (the node and its tool variant), on what the
 * platform receives, and on what n8n's node panel lists (one action per operation).
 */
import type { INode, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { FIRST_VERSION_RESOURCES } from '../../nodes/B2bCommerce/engine/nodeDescription';
import { resources } from '../../nodes/B2bCommerce/resources';
import { CREDENTIAL_TYPE, runWorkflow } from '../support/harness';
import { byId } from '../support/params';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const node = new B2bCommerce();
const { description } = node;
const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

function nodeOf(typeVersion: number, parameters: INode['parameters']): INode {
	return {
		id: 'b2b',
		name: 'B2B Commerce',
		type: 'n8n-nodes-b2b-commerce.b2bCommerce',
		typeVersion,
		position: [0, 0],
		parameters,
		credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
	};
}

/** n8n's tool variant of the node (createAiTools: a copy named "...Tool", same properties). */
const toolDescription = { ...description, name: `${description.name}Tool` };

/** The parameters n8n resolves for a node saved with `saved` (defaults filled in). */
function resolved(typeVersion: number, saved: INode['parameters'], asTool = false) {
	const parameters = NodeHelpers.getNodeParameters(
		description.properties,
		saved,
		true,
		false,
		nodeOf(typeVersion, saved),
		asTool ? toolDescription : description,
	);
	return { resource: parameters?.resource, operation: parameters?.operation };
}

/** The parameters the editor saves for a node as it comes (defaults left out). */
function saved(typeVersion: number, set: INode['parameters']) {
	return NodeHelpers.getNodeParameters(
		description.properties,
		set,
		false,
		false,
		nodeOf(typeVersion, set),
		description,
	);
}

async function run(typeVersion: number, parameters: INode['parameters']) {
	return await runWorkflow({
		nodes: [nodeOf(typeVersion, parameters)],
		connections: {},
		credentials: fx.credentials(),
		resultNode: 'B2B Commerce',
		startNode: 'B2B Commerce',
	});
}

describe('action node versions', () => {
	it('has versions 1, 2 and 3; the editor creates 3 (the last one, no default version)', () => {
		expect(description.version).toEqual([1, 2, 3]);
		expect(description.defaultVersion).toBeUndefined();
	});

	it('versions 2 and 3 open on Invoice > Get; version 1 on Cart > Add Configurable Products', () => {
		expect(resolved(3, {})).toEqual({ resource: 'invoice', operation: 'get' });
		expect(resolved(2, {})).toEqual({ resource: 'invoice', operation: 'get' });
		expect(resolved(1, {})).toEqual({ resource: 'cart', operation: 'addConfigurableProducts' });
	});

	it('a version 1 node saved on Invoice keeps meaning Create or Replace', () => {
		expect(resolved(1, { resource: 'invoice' })).toEqual({
			resource: 'invoice',
			operation: 'createOrReplace',
		});
		expect(resolved(2, { resource: 'invoice' })).toEqual({
			resource: 'invoice',
			operation: 'get',
		});
		expect(resolved(2, { resource: 'cart' })).toEqual({
			resource: 'cart',
			operation: 'addConfigurableProducts',
		});
	});

	// The resources whose first operation by name is a write although they have a read.
	const READ_FIRST = [
		'fiscalReceiptCorrection',
		'goodsIssuedNote',
		'goodsReceivedNote',
		'invoiceCorrection',
		'operator',
		'pluginData',
		'segment',
		'webhook',
	];

	it.each(READ_FIRST)(
		'version 3 opens %s on Get, as a node and as a tool; a version 2 node saved on it keeps its write',
		(resource) => {
			expect(resolved(3, { resource })).toEqual({ resource, operation: 'get' });
			expect(resolved(3, { resource }, true)).toEqual({ resource, operation: 'get' });
			const before = resolved(2, { resource });
			expect(before.operation).not.toBe('get');
			expect(resolved(2, { resource }, true)).toEqual(before);
			expect(resolved(1, { resource })).toEqual(before);
		},
	);

	it('version 3 opens every resource that has a Get on it, and the others as before', () => {
		const withoutGet: string[] = [];
		for (const resource of resources) {
			const hasGet = resource.operations.some((op) => op.value === 'get');
			const opened = resolved(3, { resource: resource.value }).operation;
			if (hasGet) expect(opened).toBe('get');
			else {
				expect(opened).toBe(resolved(2, { resource: resource.value }).operation);
				withoutGet.push(resource.value);
			}
		}
		// Writes only, or a first read by name (Product > Search, Role > Get Many).
		expect(withoutGet.sort()).toEqual([
			'cart',
			'clientPricing',
			'dictionary',
			'offlineOrder',
			'product',
			'productGroup',
			'productTax',
			'role',
		]);
	});

	it('each version saves only what differs from its own defaults', () => {
		expect(saved(3, { resource: 'segment', operation: 'get', segmentId: 'x' })).toEqual({
			resource: 'segment',
			segmentId: 'x',
		});
		expect(saved(2, { resource: 'segment', operation: 'get', segmentId: 'x' })).toMatchObject({
			resource: 'segment',
			operation: 'get',
		});
		expect(saved(2, { resource: 'invoice', operation: 'get', number: 'FV/1' })).toEqual({
			number: 'FV/1',
		});
		expect(saved(1, { resource: 'invoice', operation: 'get', number: 'FV/1' })).toEqual({
			resource: 'invoice',
			operation: 'get',
			number: 'FV/1',
		});
		expect(saved(2, { resource: 'cart', operation: 'addConfigurableProducts' })).toMatchObject({
			resource: 'cart',
		});
	});

	it('a version 2 node as it comes reads an invoice; a version 1 node as it comes is refused', async () => {
		const read = await run(2, { number: 'FV/NEW/1' });
		expect(read.error?.httpCode).toBe('404');
		const requests = fx.control().requests();
		// Get tries the invoice path, then its alternative (the spec's sample path): reads only.
		expect(requests[0]).toMatchObject({
			method: 'GET',
			path: `${INVOICES}/single`,
			query: { number: 'FV/NEW/1' },
		});
		expect(requests.every((r) => r.method === 'GET')).toBe(true);
		fx.control().clearRequests();
		// Version 1 opens on a write with required fields: n8n refuses to run it as it comes.
		await expect(run(1, {})).rejects.toThrow('The workflow has issues');
		expect(fx.control().requests()).toEqual([]);
	});

	it('a version 3 node switched to Segment reads the segment named; version 2 would create one', async () => {
		const id = '00000000-0000-4000-8000-000000000001';
		const read = await run(3, { resource: 'segment', segmentId: byId(id) });
		expect(read.error?.httpCode).toBe('404');
		expect(fx.control().requests()).toEqual([
			expect.objectContaining({ method: 'GET', path: `${SEGMENTS}/${id}` }),
		]);
		fx.control().clearRequests();
		// Version 2 opens on Create, whose required Name is empty: n8n refuses to run it.
		await expect(run(2, { resource: 'segment' })).rejects.toThrow('The workflow has issues');
		expect(fx.control().requests()).toEqual([]);
	});

	it("version 1's Resource dropdown loads the same list, with n8n's Custom API Call", async () => {
		const [latest, first, ...more] = description.properties.filter((p) => p.name === 'resource');
		expect(more).toEqual([]);
		expect(latest.displayOptions?.show?.['@version']).toEqual([{ _cnd: { gte: 2 } }]);
		expect(first.displayOptions?.show?.['@version']).toEqual([1]);
		expect(first.typeOptions?.loadOptionsMethod).toBe(FIRST_VERSION_RESOURCES);
		const loaded = await node.methods.loadOptions[FIRST_VERSION_RESOURCES]();
		expect(loaded).toEqual([
			...(latest.options as INodePropertyOptions[]),
			{ name: 'Custom API Call', value: '__CUSTOM_API_CALL__' },
		]);
	});

	// n8n's node panel (editor resourceCategories): for every Resource dropdown it reads, and each
	// of its options, the first Operation dropdown it reads for that resource. 2.8.4 reads every
	// Resource dropdown with options, and an Operation dropdown whose @version lists a version of
	// the node as a number (or has none); 2.41.1 reads the dropdowns shown at the last version.
	const versions = [description.version].flat();
	const panelRules = {
		'2.8.4': {
			resource: () => true,
			operation: (p: INodeProperties) =>
				((p.displayOptions?.show?.['@version'] as unknown[] | undefined) ?? [1]).some(
					(v) => typeof v === 'number' && versions.includes(v),
				),
		},
		'2.41.1': { resource: shownAtLatest, operation: shownAtLatest },
	};
	function shownAtLatest(p: INodeProperties): boolean {
		const condition = p.displayOptions?.show?.['@version'];
		return !condition || NodeHelpers.checkConditions(condition, [versions[versions.length - 1]]);
	}

	it.each(Object.keys(panelRules) as Array<keyof typeof panelRules>)(
		"n8n's node panel lists each operation once (its resourceCategories, %s)",
		(line) => {
			const rule = panelRules[line];
			const actions: string[] = [];
			const dropdowns = description.properties.filter(
				(p) => p.name === 'resource' && p.options && rule.resource(p),
			);
			expect(dropdowns.length).toBe(1);
			for (const option of dropdowns[0].options as INodePropertyOptions[]) {
				const operation = description.properties.find(
					(p: INodeProperties) =>
						p.name === 'operation' &&
						(p.displayOptions?.show?.resource ?? []).includes(option.value) &&
						rule.operation(p),
				);
				for (const op of (operation?.options ?? []) as INodePropertyOptions[])
					actions.push(`${String(option.value)}:${String(op.value)}`);
			}
			expect(actions).toContain('invoice:get');
			expect(actions).toContain('segment:create');
			expect(actions).toContain('cart:addConfigurableProducts');
			expect(actions.length).toBe(new Set(actions).size);
			expect(actions.length).toBe(resources.flatMap((resource) => resource.operations).length);
		},
	);
});
