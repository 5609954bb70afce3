import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { pluginDataListEndpoint } from '../resources/pluginData';
import { collect } from '../transport/paginate';

/** How many records the searchable list loads at most; beyond that users type the SKU. */
const LIST_LIMIT = 200;

export const pluginDataSearch = {
	/** The products that have data of the plugin named in the Plugin ID field. */
	async searchPluginProducts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
		const pluginId = this.getCurrentNodeParameter('pluginId');
		if (typeof pluginId !== 'string' || pluginId.trim() === '' || pluginId.startsWith('=')) {
			throw new NodeOperationError(this.getNode(), 'Enter a Plugin ID first', {
				description: 'The list shows the products that have data of that plugin. An expression in Plugin ID cannot be listed: choose "By ID" instead.',
			});
		}
		const records = await collect.call(
			this,
			{ endpoint: pluginDataListEndpoint, pathParams: { pluginId: pluginId.trim() } },
			{ shape: 'pageEnvelope', limit: LIST_LIMIT, maxPageSize: 100 },
		);
		const needle = filter?.trim().toLowerCase();
		const results = records
			.map((record) => String(record.productId))
			.filter((productId) => !needle || productId.toLowerCase().includes(needle))
			.map((productId) => ({ name: productId, value: productId }));
		return { results };
	},
};
