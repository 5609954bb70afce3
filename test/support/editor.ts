/**
 * What n8n's editor does with the action node's description, without an editor: the node it adds
 * and the parameters it holds for what a person picked (n8n-workflow's NodeHelpers).
 */
import type { INode, INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';

export const description = new B2bCommerce().description;

/** A B2B Commerce node as the editor adds it, before any parameter is set. */
export function editorNode(): INode {
	return {
		id: 'n',
		name: 'B2B Commerce',
		type: 'n8n-nodes-b2b-commerce.b2bCommerce',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
}

/**
 * The parameters the editor holds for `chosen`: with every default filled in, or (`asSaved`)
 * without the defaults, as a workflow saves them.
 */
export function editorParameters(
	chosen: INodeParameters,
	node: INode = editorNode(),
	asSaved = false,
): INodeParameters {
	return NodeHelpers.getNodeParameters(
		description.properties,
		chosen,
		!asSaved,
		false,
		node,
		description,
	)!;
}

/** The parameters the editor shows on `node`, as its parameters stand. */
export function shownProperties(node: INode): INodeProperties[] {
	return description.properties.filter((property) =>
		NodeHelpers.displayParameter(node.parameters, property, node, description),
	);
}
