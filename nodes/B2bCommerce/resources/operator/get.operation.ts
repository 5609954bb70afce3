import { getByIdOperation } from '../../engine/resourceHelpers';
import { text } from '../../engine/values';
import { operatorId } from './fields';
import { operatorRecord } from './output';
import { OPERATORS_SAMPLE, OPERATORS_TEXT } from './paths';

export const get = getByIdOperation(
	{
		resource: 'operator',
		noun: 'operator',
		article: 'an',
		name: 'operatorId',
		field: operatorId,
		id: text,
	},
	{
		method: 'GET',
		paths: [`${OPERATORS_TEXT}/{operatorId}`, `${OPERATORS_SAMPLE}/{operatorId}`],
	},
	operatorRecord,
);
