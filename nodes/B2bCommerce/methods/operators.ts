import type { IDataObject } from 'n8n-workflow';

import { endpointOf } from '../engine/operation';
import { getAll as operatorList } from '../resources/operator/getAll.operation';
import { operatorEnvelope } from '../transport/paginate';
import { filteredList, nameWithDetail } from './search';

function label(operator: IDataObject): string {
	const name =
		typeof operator.name === 'string' && operator.name ? operator.name : String(operator.id);
	return nameWithDetail(name, typeof operator.email === 'string' ? operator.email : undefined);
}

export const listSearch = {
	searchOperators: filteredList(endpointOf(operatorList), operatorEnvelope, (operator) => ({
		name: label(operator),
		value: String(operator.id),
	})),
};
