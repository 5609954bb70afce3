/**
 * Runs a node's listSearch / loadOptions method the way n8n's editor does: through n8n-core's
 * LoadOptionsContext, with the node's current parameters, real credentials and real HTTP.
 */
import { LoadOptionsContext } from 'n8n-core';
import type {
	IDataObject,
	ILoadOptionsFunctions,
	INode,
	INodeListSearchResult,
	INodeParameters,
	INodePropertyOptions,
	INodeType,
	ResourceMapperFields,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import type { PlatformCredentialData } from './harness';
import { additionalData, CREDENTIAL_TYPE, ensureBinaryData, nodeTypes } from './harness';

export interface LoadOptionsRun {
	credentials: PlatformCredentialData;
	/** The node's current parameters (what the editor sends as currentNodeParameters). */
	parameters: IDataObject;
	/** Node type; default the B2B Commerce action node. */
	nodeType?: string;
	/** Parameter path the method is loading for, e.g. `parameters.operatorId`. */
	path?: string;
}

function contextFor(run: LoadOptionsRun): { context: LoadOptionsContext; type: INodeType } {
	const typeName = run.nodeType ?? 'n8n-nodes-b2b-commerce.b2bCommerce';
	const node: INode = {
		id: 'node',
		name: 'B2B Commerce',
		type: typeName,
		typeVersion: 1,
		position: [0, 0],
		parameters: run.parameters as INodeParameters,
		credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
	};
	const workflow = new Workflow({
		id: 'load-options',
		nodes: [node],
		connections: {},
		nodeTypes,
		active: false,
		settings: {},
	});
	const data = additionalData({ [CREDENTIAL_TYPE]: run.credentials });
	data.currentNodeParameters = run.parameters as INodeParameters;
	const context = new LoadOptionsContext(workflow, node, data, run.path ?? 'parameters');
	const type = nodeTypes.getByNameAndVersion(typeName, 1) as INodeType;
	return { context, type };
}

/** Calls `methods.listSearch[method]` with an optional filter and pagination token. */
export async function runListSearch(
	run: LoadOptionsRun & { method: string; filter?: string; paginationToken?: string },
): Promise<INodeListSearchResult> {
	await ensureBinaryData();
	const { context, type } = contextFor(run);
	const method = type.methods?.listSearch?.[run.method];
	if (!method) throw new Error(`The node has no listSearch method ${run.method}`);
	return await method.call(
		context as unknown as ILoadOptionsFunctions,
		run.filter,
		run.paginationToken,
	);
}

/** Calls `methods.loadOptions[method]`. */
export async function runLoadOptions(
	run: LoadOptionsRun & { method: string },
): Promise<INodePropertyOptions[]> {
	await ensureBinaryData();
	const { context, type } = contextFor(run);
	const method = type.methods?.loadOptions?.[run.method];
	if (!method) throw new Error(`The node has no loadOptions method ${run.method}`);
	return await method.call(context as unknown as ILoadOptionsFunctions);
}

/** Calls `methods.resourceMapping[method]` (the columns of a resource mapper). */
export async function runResourceMapping(
	run: LoadOptionsRun & { method: string },
): Promise<ResourceMapperFields> {
	await ensureBinaryData();
	const { context, type } = contextFor(run);
	const method = type.methods?.resourceMapping?.[run.method];
	if (!method) throw new Error(`The node has no resourceMapping method ${run.method}`);
	return await method.call(context as unknown as ILoadOptionsFunctions);
}
