import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { segmentEndpoints } from '../resources/segment';
import { searchList } from './search';

export const listSearch = {
	async searchSegments(
		this: ILoadOptionsFunctions,
		filter?: string,
	): Promise<INodeListSearchResult> {
		return await searchList(
			this,
			{ endpoint: segmentEndpoints.list },
			'bareArray',
			filter,
			(segment) => ({
				name: String(segment.name ?? segment.id),
				value: String(segment.id),
			}),
		);
	},
};
