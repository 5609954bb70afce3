import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { methods } from './methods';
import {
	buildProperties,
	buildSubtitle,
	FIRST_VERSION_RESOURCES,
	firstVersionResourceOptions,
	opensOnGet,
} from './engine/nodeDescription';
import { resources } from './resources';
import { maxInFlightOption, route } from './engine/router';
import { timeoutOption } from './transport/timeout';
import { CREDENTIAL_TYPE } from './transport/types';
import { collection } from './engine/fields';

/**
 * The node's versions. 2: a new node opens on Invoice > Get (a read), not on the first resource and
 * operation by name (Cart > Add Configurable Products, a write); version 1 keeps those defaults.
 * 3: every resource with a Get opens on it when picked (Segment > Get, not Create); version 2 keeps
 * Create and the other first operations by name. Whole numbers only: n8n keeps a community
 * package's node versions in an integer column, and PostgreSQL refuses 1.1 (the install fails).
 */
const VERSIONS = [1, 2, 3];

export class B2bCommerce implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'B2B Commerce',
		name: 'b2bCommerce',
		icon: {
			light: 'file:../../icons/b2b-commerce.svg',
			dark: 'file:../../icons/b2b-commerce.dark.svg',
		},
		group: ['transform'],
		version: VERSIONS,
		subtitle: buildSubtitle(resources),
		description:
			'Read and write invoices, goods notes, operators, segments, products and more on the B2B commerce platform',
		defaults: { name: 'B2B Commerce' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: buildProperties(
			resources,
			[
				collection('requestOptions', 'Request Options', 'Add Option', [
					maxInFlightOption,
					timeoutOption,
				]),
			],
			VERSIONS,
			[
				{ fromVersion: 2, resource: 'invoice', operations: { invoice: 'get' } },
				{ fromVersion: 3, resource: 'invoice', operations: opensOnGet(resources) },
			],
		),
	};

	methods = {
		...methods,
		loadOptions: {
			...methods.loadOptions,
			[FIRST_VERSION_RESOURCES]: async () => firstVersionResourceOptions(resources),
		},
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
