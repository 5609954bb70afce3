import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { PlatformRequest, RequestContext } from './types';
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
	maxPageSize: number;
}

/**
 * The most pages one list reads. A platform whose list never ends (a next page always given, the
 * page number ignored) would otherwise be read until memory runs out. Tests lower it.
 */
export const listLimits = { maxPages: 10_000 };

/**
 * Guards one list reading against a list that never ends: the same page twice in a row (the
 * platform ignores the page asked for) and more than `listLimits.maxPages` pages.
 */
class EndlessListGuard {
	private previous: string | undefined;

	private pages = 0;

	constructor(
		private readonly fn: RequestContext,
		private readonly request: PlatformRequest,
	) {}

	/** Called with every page read; `last` says whether the platform says it is the last one. */
	check(records: IDataObject[], position: string, last: boolean): void {
		const node = this.fn.getNode();
		const where = `Request: ${this.request.endpoint.method} ${this.request.endpoint.paths[0]}.`;
		const itemIndex = this.request.itemIndex;
		if (++this.pages >= listLimits.maxPages && !last) {
			throw new NodeOperationError(
				node,
				`The list did not end after ${listLimits.maxPages} pages`,
				{
					itemIndex,
					description: `The platform kept announcing a next page, so reading stopped at ${position}. ${where} Turn off Return All and set a Limit, or ask the platform operator why the list never ends.`,
				},
			);
		}
		// Count, first and last record: in a list of distinct records two pages never share all
		// three, and it costs two records' JSON instead of the whole page's.
		const fingerprint =
			records.length > 0
				? `${records.length}|${JSON.stringify(records[0])}|${JSON.stringify(records[records.length - 1])}`
				: undefined;
		if (fingerprint !== undefined && fingerprint === this.previous) {
			throw new NodeOperationError(
				node,
				'The platform answered the same page twice, so the list would never end',
				{
					itemIndex,
					description: `${position} held the same records as the page before it: the platform seems to ignore the page asked for. ${where} Turn off Return All and set a Limit, or ask the platform operator.`,
				},
			);
		}
		this.previous = fingerprint;
	}
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
export function pageOf(
	body: unknown,
	shape: Exclude<ListShape, 'bareArray'>,
	position: number,
): Page {
	const envelope = (body ?? {}) as IDataObject;
	if (shape === 'offsetRows') {
		const records = asRecords(envelope.elements);
		const total = typeof envelope.elementsAmount === 'number' ? envelope.elementsAmount : undefined;
		return {
			records,
			last: records.length === 0 || (total !== undefined && position + records.length >= total),
		};
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
	const guard = new EndlessListGuard(this, request);
	const byOffset = options.shape === 'offsetRows';

	// A bare array says nothing about its end: a page shorter than asked ends it. A short
	// first page is confirmed with one more request, in case the platform caps page sizes.
	let effectivePageSize = pageSize;
	let offset = 0;
	for (let pageNumber = 1; remaining > 0; pageNumber++) {
		const body = await platformRequest.call(this, {
			...request,
			query: query(byOffset ? { offset, rows: pageSize } : { pageNumber, pageSize }),
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
			page = pageOf(body, options.shape, byOffset ? offset : pageNumber);
		}
		guard.check(page.records, byOffset ? `offset ${offset}` : `page ${pageNumber}`, page.last);
		const records = page.records.slice(0, remaining);
		if (records.length > 0) yield records;
		remaining -= records.length;
		offset += page.records.length;
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
