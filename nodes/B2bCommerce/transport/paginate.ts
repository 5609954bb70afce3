import type { IDataObject } from 'n8n-workflow';

import type { PlatformRequest, RequestContext } from './request';
import { platformRequest } from './request';

/**
 * The list shapes of the spec:
 * - pageEnvelope: `items`, `pageNumber` (from 1), `totalPages`, `nextPage` (null at the end);
 * - operatorEnvelope: the same, with every record carried twice (`items` and `listElement`);
 * - bareArray: a plain array per page (segments), end detected by a short or empty page;
 * - offsetRows: `offset` / `rows` query, `{elementsAmount, elements}` (complaints).
 */
export type ListShape = 'pageEnvelope' | 'operatorEnvelope' | 'bareArray' | 'offsetRows';

export interface ListOptions {
	shape: ListShape;
	/** Stop after this many records; undefined = all. */
	limit?: number;
	/** Largest page we ask for. */
	maxPageSize: number;
}

function asRecords(value: unknown): IDataObject[] {
	return Array.isArray(value) ? (value as IDataObject[]) : [];
}

export interface Page {
	records: IDataObject[];
	/** Whether the platform says there is nothing after this page. */
	last: boolean;
}

/**
 * One answer of an envelope list as a page. `position` is where the page began: its pageNumber
 * (from 1), or for offsetRows its offset.
 */
export function pageOf(body: unknown, shape: Exclude<ListShape, 'bareArray'>, position: number): Page {
	const envelope = (body ?? {}) as IDataObject;
	if (shape === 'offsetRows') {
		const records = asRecords(envelope.elements);
		const total = typeof envelope.elementsAmount === 'number' ? envelope.elementsAmount : undefined;
		return { records, last: records.length === 0 || (total !== undefined && position + records.length >= total) };
	}
	const records =
		shape === 'operatorEnvelope'
			? asRecords(envelope.items ?? envelope.listElement)
			: asRecords(envelope.items);
	const totalPages = typeof envelope.totalPages === 'number' ? envelope.totalPages : undefined;
	const last =
		records.length === 0 ||
		envelope.nextPage === null ||
		(totalPages !== undefined && position >= totalPages);
	return { records, last };
}

/**
 * Yields the records of a list page by page, so a caller can turn each page into output
 * and let it go. Stops as soon as `limit` records were yielded.
 */
export async function* paginate(
	this: RequestContext,
	request: PlatformRequest,
	options: ListOptions,
): AsyncGenerator<IDataObject[]> {
	let remaining = options.limit ?? Infinity;
	if (remaining <= 0) return;
	const pageSize = Math.max(1, Math.min(options.maxPageSize, remaining));
	const query = (extra: IDataObject) => ({ ...request.query, ...extra });

	if (options.shape === 'offsetRows') {
		for (let offset = 0; remaining > 0; ) {
			const body = await platformRequest.call(this, { ...request, query: query({ offset, rows: pageSize }) });
			const page = pageOf(body, 'offsetRows', offset);
			const records = page.records.slice(0, remaining);
			if (records.length > 0) yield records;
			remaining -= records.length;
			offset += page.records.length;
			if (page.last) return;
		}
		return;
	}

	// A bare array says nothing about its end: a page shorter than asked ends it. A short
	// first page is confirmed with one more request, in case the platform caps page sizes.
	let effectivePageSize = pageSize;
	for (let pageNumber = 1; remaining > 0; pageNumber++) {
		const body = await platformRequest.call(this, {
			...request,
			query: query({ pageNumber, pageSize }),
		});
		let page: Page;
		if (options.shape === 'bareArray') {
			const records = asRecords(body);
			if (pageNumber === 1 && records.length > 0 && records.length < pageSize) {
				effectivePageSize = records.length;
				page = { records, last: false };
			} else {
				page = { records, last: records.length < effectivePageSize };
			}
		} else {
			page = pageOf(body, options.shape, pageNumber);
		}
		const records = page.records.slice(0, remaining);
		if (records.length > 0) yield records;
		remaining -= records.length;
		if (page.last) return;
	}
}

/** All records (or up to `limit`) of a list in one array. */
export async function collect(
	this: RequestContext,
	request: PlatformRequest,
	options: ListOptions,
): Promise<IDataObject[]> {
	const all: IDataObject[] = [];
	for await (const page of paginate.call(this, request, options)) all.push(...page);
	return all;
}
