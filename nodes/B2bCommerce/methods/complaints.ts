import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { isRecord } from '../operation';
import { complaintEndpoints } from '../resources/complaint';
import { pageOf } from '../transport/paginate';
import { platformRequest } from '../transport/request';
import { matches } from './search';

const ROWS = 100;

export const listSearch = {
	/** Complaints 100 at a time (offset / rows), filtered here by number, name, invoice or ID. */
	async searchComplaints(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const text = filter?.trim() ?? '';
		const offset = Number(paginationToken) || 0;
		const body = await platformRequest.call(this, {
			endpoint: complaintEndpoints.list,
			query: { offset, rows: ROWS },
		});
		const { records, last } = pageOf(body, 'offsetRows', offset);
		const results = records
			.filter(isRecord)
			.filter(
				(record) =>
					text === '' || matches(text, record.number, record.name, record.invoiceNumber, record.id),
			)
			.map((record) => ({
				name: `${String(record.number ?? record.id)}${record.name ? ` (${String(record.name)})` : ''}`,
				value: String(record.id),
			}));
		return { results, paginationToken: last ? undefined : String(offset + records.length) };
	},
};
