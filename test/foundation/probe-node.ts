/**
 * A node used only by the foundation tests: the real router and transport, driven by
 * operations that exercise what the real resources need (API paths, every list shape).
 */
import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { z } from 'zod/v4';

import type { Resource } from '../../nodes/B2bCommerce/engine/operation';
import { buildProperties } from '../../nodes/B2bCommerce/engine/nodeDescription';
import { route } from '../../nodes/B2bCommerce/engine/router';
import {
	arrayPage,
	bareArray,
	byOffset,
	offsetRows,
	operatorEnvelope,
	pageEnvelope,
} from '../../nodes/B2bCommerce/transport/paginate';

const listInput = z.object({ returnAll: z.boolean(), limit: z.number().optional() });

/** Every probe operation's resource, and an output schema that says nothing (the tests check the output). */
const probe = { resource: 'probe', outputSchema: {} };

export const probeResources: Resource[] = [
	{
		value: 'probe',
		name: 'Probe',
		description: 'Test operations',
		operations: [
			{
				...probe,
				value: 'variant',
				name: 'Variant',
				action: 'Read through two paths',
				description: 'GET with a documented path and an alternative path',
				properties: [],
				input: z.object({}),
				endpoint: { key: 'probe.variant', method: 'GET', paths: ['/text/path', '/sample/path'] },
			},
			{
				...probe,
				value: 'write',
				name: 'Write',
				action: 'Write once',
				description: 'POST that must never be repeated blindly',
				properties: [],
				input: z.object({}),
				endpoint: { key: 'probe.write', method: 'POST', paths: ['/write'] },
				request: () => ({ body: { hello: 'world' } }),
			},
			{
				...probe,
				value: 'envelope',
				name: 'Envelope',
				action: 'List page envelope',
				description: 'Page envelope list',
				properties: [],
				input: listInput,
				endpoint: { key: 'probe.envelope', method: 'GET', paths: ['/envelope'] },
				list: { shape: pageEnvelope, maxPageSize: 10 },
			},
			{
				...probe,
				value: 'operators',
				name: 'Operators',
				action: 'List operator envelope',
				description: 'Records carried twice',
				properties: [],
				input: listInput,
				endpoint: { key: 'probe.operators', method: 'GET', paths: ['/operators'] },
				list: { shape: operatorEnvelope, maxPageSize: 10 },
			},
			{
				...probe,
				value: 'bare',
				name: 'Bare',
				action: 'List bare array',
				description: 'Bare array list',
				properties: [],
				input: listInput,
				endpoint: { key: 'probe.bare', method: 'GET', paths: ['/bare'] },
				list: { shape: bareArray, maxPageSize: 10 },
			},
			{
				...probe,
				value: 'offset',
				name: 'Offset',
				action: 'List offset rows',
				description: 'Offset and rows list',
				properties: [],
				input: listInput,
				endpoint: { key: 'probe.offset', method: 'GET', paths: ['/offset'] },
				list: { shape: offsetRows, maxPageSize: 10 },
			},
			{
				...probe,
				value: 'offsetArray',
				name: 'Offset Array',
				action: 'List offset limit array',
				description: 'Offset and limit, a bare array per page: a shape written from its parts',
				properties: [],
				input: listInput,
				endpoint: { key: 'probe.offsetArray', method: 'GET', paths: ['/offset-array'] },
				list: { shape: { ...byOffset('offset', 'limit'), read: arrayPage }, maxPageSize: 10 },
			},
		],
	},
];

export class ProbeNode implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Probe',
		name: 'probe',
		group: ['transform'],
		version: 1,
		description: 'Foundation test node',
		defaults: { name: 'Probe' },
		inputs: ['main'],
		outputs: ['main'],
		credentials: [{ name: 'b2bCommerceApi', required: true }],
		properties: buildProperties(probeResources, []),
	} as INodeTypeDescription;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, probeResources);
	}
}
