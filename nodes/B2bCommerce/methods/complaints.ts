import { endpointOf } from '../engine/operation';
import { getAll as complaintList } from '../resources/complaint/getAll.operation';
import { offsetRows } from '../transport/paginate';
import { matches, nameWithDetail, pagedList } from './search';

const ROWS = 100;

export const listSearch = {
	/** Complaints 100 at a time (offset / rows), filtered here by number, name, invoice or ID. */
	searchComplaints: pagedList({
		endpoint: endpointOf(complaintList),
		shape: offsetRows,
		pageSize: ROWS,
		keep: (record, text) =>
			text === '' || matches(text, record.number, record.name, record.invoiceNumber, record.id),
		toResult: (record) => ({
			name: nameWithDetail(record.number ?? record.id, record.name),
			value: String(record.id),
		}),
	}),
};
