import { listSearch as complaintSearch } from './complaints';
import { resourceMapping } from './documentColumns';
import { listSearch as segmentSearch } from './listSearch';
import { minimalPriceSearch } from './minimalPrices';
import { operatorSearch } from './operators';
import { pluginDataSearch } from './pluginData';
import { listSearch as productSearch, loadOptions as productOptions } from './products';
import { listSearch as webhookSearch, loadOptions as webhookOptions } from './webhooks';

/**
 * Everything the node's dropdowns and resource locators load from the platform. Each area
 * keeps its methods in its own file; this is the one place they come together.
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
