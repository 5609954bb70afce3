import { getManyOperation } from '../../engine/resourceHelpers';
import { minimalPriceRecord } from './output';
import { MINIMAL_PRICES } from './paths';
import { pageEnvelope } from '../../transport/paginate';

export const getAll = getManyOperation({
	resource: 'minimalPrice',
	nouns: 'minimal prices',
	description: 'List the minimal prices of many SKUs',
	endpoint: { method: 'GET', paths: [MINIMAL_PRICES] },
	list: { shape: pageEnvelope, maxPageSize: 100 },
	outputSchema: minimalPriceRecord,
});
