import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { RequestContext } from './types';
import type { PlatformRequest } from './request';
import { platformRequest } from './request';

/** One page of a list as an answer gives it. */
export interface Page {
	records: IDataObject[];
	/**
	 * Whether the answer says nothing comes after it; undefined where it cannot say (a bare
	 * array): then a page shorter than asked for is the last.
	 */
	last?: boolean;
}

/** How a list asks for a page: by page number or by the offset of its first record. */
export interface PageQuery {
	/** Where the list starts: page 1, or offset 0. */
	first: number;
	/** The query of the page at `position` with up to `size` records. */
	query(position: number, size: number): IDataObject;
	/** Where the page after the one at `position` starts, given how many records it held. */
	next(position: number, count: number): number;
	/** The page at `position` as a message names it: "page 3", "offset 200". */
	where(position: number): string;
}

/**
 * How a list is paged: how a page is asked for, and how an answer is read. The spec's styles are
 * below; a list in another one is written from their parts: `{ ...byOffset('offset', 'limit'),
 * read: arrayPage }`, or `{ ...bareArray, read }` with a reader of its own.
 */
export interface ListShape extends PageQuery {
	/** The page at `position` in an answer. */
	read(body: unknown, position: number): Page;
}

/** Pages by number from 1 (`pageNumber`, `pageSize`), as most lists of the spec. */
const byPageNumber: PageQuery = {
	first: 1,
	query: (pageNumber, pageSize) => ({ pageNumber, pageSize }),
	next: (pageNumber) => pageNumber + 1,
	where: (pageNumber) => `page ${pageNumber}`,
};

/** Pages by the offset of their first record, in the query members named `offset` and `size`. */
export function byOffset(offset: string, size: string): PageQuery {
	return {
		first: 0,
		query: (position, count) => ({ [offset]: position, [size]: count }),
		next: (position, count) => position + count,
		where: (position) => `offset ${position}`,
	};
}

function asRecords(value: unknown): IDataObject[] {
	return Array.isArray(value) ? (value as IDataObject[]) : [];
}

/** A page that is a plain array: it says nothing of its end. */
export const arrayPage = (body: unknown): Page => ({ records: asRecords(body) });

/**
 * A page envelope's page: `items` (or, for the operator list, `listElement` where `items` is
 * missing), `totalPages`, `nextPage` null at the end.
 */
function envelopePage(body: unknown, pageNumber: number, listElement = false): Page {
	const envelope = (body ?? {}) as IDataObject;
	const records = asRecords(
		listElement ? (envelope.items ?? envelope.listElement) : envelope.items,
	);
	const totalPages = typeof envelope.totalPages === 'number' ? envelope.totalPages : undefined;
	const last =
		records.length === 0 ||
		envelope.nextPage === null ||
		(totalPages !== undefined && pageNumber >= totalPages);
	return { records, last };
}

/** Page envelopes: `items`, `pageNumber` (from 1), `totalPages`, `nextPage` (null at the end). */
export const pageEnvelope: ListShape = {
	...byPageNumber,
	read: (body, pageNumber) => envelopePage(body, pageNumber),
};

/** The operator list: a page envelope with every record carried twice (`items` and `listElement`). */
export const operatorEnvelope: ListShape = {
	...byPageNumber,
	read: (body, pageNumber) => envelopePage(body, pageNumber, true),
};

/** A plain array per page by page number (segments): a short or empty page ends it. */
export const bareArray: ListShape = { ...byPageNumber, read: arrayPage };

/** `offset` / `rows` in the query, `{elementsAmount, elements}` in the answer (complaints). */
export const offsetRows: ListShape = {
	...byOffset('offset', 'rows'),
	read: (body, offset) => {
		const envelope = (body ?? {}) as IDataObject;
		const records = asRecords(envelope.elements);
		const total = typeof envelope.elementsAmount === 'number' ? envelope.elementsAmount : undefined;
		return {
			records,
			last: records.length === 0 || (total !== undefined && offset + records.length >= total),
		};
	},
};

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
	const { shape } = options;
	const guard = new EndlessListGuard(this, request);

	// An answer that says nothing of its end (a bare array) ends with a page shorter than asked
	// for. A short first page is confirmed with one more request, in case the platform caps page
	// sizes: from then on, a page is short when it holds fewer records than the first.
	let fullPage = pageSize;
	let position = shape.first;
	for (let pageIndex = 0; remaining > 0; pageIndex++) {
		const body = await platformRequest.call(this, {
			...request,
			query: { ...request.query, ...shape.query(position, pageSize) },
		});
		const page = shape.read(body, position);
		let last = page.last;
		if (last === undefined) {
			const count = page.records.length;
			if (pageIndex === 0 && count > 0 && count < pageSize) fullPage = count;
			last = pageIndex === 0 && count > 0 ? false : count < fullPage;
		}
		guard.check(page.records, shape.where(position), last);
		const records = page.records.slice(0, remaining);
		if (records.length > 0) yield records;
		remaining -= records.length;
		if (last) return;
		position = shape.next(position, page.records.length);
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
