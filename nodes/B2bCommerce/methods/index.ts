import { listSearch as segmentSearch } from './listSearch';

/**
 * Everything the node's dropdowns and resource locators load from the platform. Each area
 * keeps its methods in its own file; this is the one place they come together.
 */
export const methods = {
	listSearch: { ...segmentSearch },
	loadOptions: {},
};
