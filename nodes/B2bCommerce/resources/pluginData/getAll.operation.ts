import { getManyOperation } from '../../engine/resourceHelpers';
import { text } from '../../engine/values';
import { pluginId } from './fields';
import { pluginRecord } from './output';
import { PLUGIN_DATA } from './paths';
import { pageEnvelope } from '../../transport/paginate';

/** Its endpoint is also the product search of the resource locator (products with data of the plugin). */
export const getAll = getManyOperation({
	resource: 'pluginData',
	nouns: 'plugin data records',
	description: 'List the data of one plugin for many products',
	properties: [pluginId],
	filters: { pluginId: text },
	endpoint: { method: 'GET', paths: [PLUGIN_DATA] },
	request: (input) => ({ pathParams: { pluginId: input.pluginId } }),
	list: { shape: pageEnvelope, maxPageSize: 100 },
	outputSchema: pluginRecord,
});
