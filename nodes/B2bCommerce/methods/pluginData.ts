import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { endpointOf } from '../engine/operation';
import { getAll as pluginDataList } from '../resources/pluginData/getAll.operation';
import { pageEnvelope } from '../transport/paginate';
import { searchList } from './search';

export const listSearch = {
	/** The products that have data of the plugin named in the Plugin ID field. */
	async searchPluginProducts(
		this: ILoadOptionsFunctions,
		filter?: string,
	): Promise<INodeListSearchResult> {
		const pluginId = this.getCurrentNodeParameter('pluginId');
		if (typeof pluginId !== 'string' || pluginId.trim() === '' || pluginId.startsWith('=')) {
			throw new NodeOperationError(this.getNode(), 'Enter a Plugin ID first', {
				description:
					'The list shows the products that have data of that plugin. An expression in Plugin ID cannot be listed: choose "By ID" instead.',
			});
		}
		return await searchList(
			this,
			{ endpoint: endpointOf(pluginDataList), pathParams: { pluginId: pluginId.trim() } },
			pageEnvelope,
			filter,
			(record) => ({ name: String(record.productId), value: String(record.productId) }),
		);
	},
};
