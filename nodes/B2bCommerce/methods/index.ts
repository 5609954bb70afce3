import { listSearch as complaintSearch } from './complaints';
import { resourceMapping } from './documentColumns';
import { listSearch as minimalPriceSearch } from './minimalPrices';
import { listSearch as operatorSearch } from './operators';
import { listSearch as pluginDataSearch } from './pluginData';
import { listSearch as productSearch, loadOptions as productOptions } from './products';
import { listSearch as segmentSearch } from './segments';
import { listSearch as webhookSearch, loadOptions as webhookOptions } from './webhooks';

/**
 * Everything the node's dropdowns and resource locators load from the platform. One file per
 * resource, each exporting what it has under n8n's names (`listSearch`, `loadOptions`,
 * `resourceMapping`); search.ts holds what the searchable lists share. This is the one place
 * they come together.
 */
export const methods = {
	listSearch: {
		...segmentSearch,
		...webhookSearch,
		...complaintSearch,
		...productSearch,
		...operatorSearch,
		...pluginDataSearch,
		...minimalPriceSearch,
	},
	loadOptions: { ...webhookOptions, ...productOptions },
	resourceMapping,
};
