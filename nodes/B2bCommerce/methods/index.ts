import { listSearch as segmentSearch } from './listSearch';
import { listSearch as complaintSearch } from './complaints';
import { listSearch as productSearch } from './products';
import { listSearch as webhookSearch, loadOptions as webhookOptions } from './webhooks';
import { minimalPriceSearch } from './minimalPrices';
import { operatorSearch } from './operators';
import { pluginDataSearch } from './pluginData';

/**
 * Everything the node's dropdowns and resource locators load from the platform. Each area
 * keeps its methods in its own file; this is the one place they come together.
 */
export const methods = {
	listSearch: { ...segmentSearch, ...webhookSearch, ...complaintSearch, ...productSearch, ...operatorSearch, ...pluginDataSearch, ...minimalPriceSearch },
	loadOptions: { ...webhookOptions },
};
