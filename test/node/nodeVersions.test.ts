/**
 * Node versions of the action node. Version 2 (what a new node, and an AI agent tool added as it
 * comes, gets) opens on Invoice > Get, a read; version 1 keeps its defaults, the first resource and
 * operation by name (Cart > Add Configurable Products), because saved workflows store only values
 * that differ from the defaults. Checked on what n8n-workflow resolves, on what the platform
 * receives, and on what n8n's node panel lists (one action per operation).
 */
import type { INode, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { FIRST_VERSION_RESOURCES } from '../../nodes/B2bCommerce/engine/nodeDescription';
import { CREDENTIAL_TYPE, runWorkflow } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const node = new B2bCommerce();
const { description } = node;
const INVOICES = '/api/v1/invoices/integrations/auth-required/invoices';

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

/** The parameters n8n resolves for a node saved with `saved` (defaults filled in). */
function resolved(typeVersion: number, saved: INode['parameters']) {
	const parameters = NodeHelpers.getNodeParameters(
		description.properties,
		saved,
		true,
		false,
		nodeOf(typeVersion, saved),
		description,
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
	it('has versions 1 and 2; the editor creates 2 (the last one, no default version)', () => {
		expect(description.version).toEqual([1, 2]);
		expect(description.defaultVersion).toBeUndefined();
	});

	it('version 2 opens on Invoice > Get; version 1 on Cart > Add Configurable Products', () => {
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

	it('each version saves only what differs from its own defaults', () => {
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

	it("version 1's Resource dropdown loads the same list, with n8n's Custom API Call", async () => {
		const [latest, first] = description.properties.filter((p) => p.name === 'resource');
		expect(latest.displayOptions?.show?.['@version']).toEqual([{ _cnd: { gte: 2 } }]);
		expect(first.displayOptions?.show?.['@version']).toEqual([1]);
		expect(first.typeOptions?.loadOptionsMethod).toBe(FIRST_VERSION_RESOURCES);
		const loaded = await node.methods.loadOptions[FIRST_VERSION_RESOURCES]();
		expect(loaded).toEqual([
			...(latest.options as INodePropertyOptions[]),
			{ name: 'Custom API Call', value: '__CUSTOM_API_CALL__' },
		]);
	});

	it("n8n's node panel lists each operation once (its resourceCategories, 2.8.4 and 2.41.1)", () => {
		// As the editor: every Resource dropdown that lists options, and for each resource the
		// first Operation dropdown shown for it whose numeric @version is a version of the node.
		const versions = [description.version].flat();
		const actions: string[] = [];
		for (const resource of description.properties.filter((p) => p.name === 'resource')) {
			for (const option of (resource.options ?? []) as INodePropertyOptions[]) {
				const operation = description.properties.find(
					(p: INodeProperties) =>
						p.name === 'operation' &&
						(p.displayOptions?.show?.resource ?? []).includes(option.value) &&
						((p.displayOptions?.show?.['@version'] as unknown[] | undefined) ?? [1]).some(
							(v) => typeof v === 'number' && versions.includes(v),
						),
				);
				for (const op of (operation?.options ?? []) as INodePropertyOptions[])
					actions.push(`${String(option.value)}:${String(op.value)}`);
			}
		}
		expect(actions).toContain('invoice:get');
		expect(actions).toContain('cart:addConfigurableProducts');
		expect(actions.length).toBe(new Set(actions).size);
	});
});
