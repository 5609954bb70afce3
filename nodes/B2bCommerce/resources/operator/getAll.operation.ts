import { getManyOperation } from '../../engine/resourceHelpers';
import { operatorRecord } from './output';
import { OPERATORS_SAMPLE, OPERATORS_TEXT } from './paths';
import { operatorEnvelope } from '../../transport/paginate';

/** Its endpoint is also the operator list search's. */
export const getAll = getManyOperation({
	resource: 'operator',
	nouns: 'operators',
	description: 'List back-office operators',
	docsNote: 'Each operator comes once (the platform sends every record twice)',
	endpoint: { method: 'GET', paths: [OPERATORS_TEXT, OPERATORS_SAMPLE] },
	// The platform carries every record twice (items and listElement); each is output once.
	list: { shape: operatorEnvelope, maxPageSize: 100 },
	outputSchema: operatorRecord,
});
