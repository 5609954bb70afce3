import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { endpointOf } from '../engine/operation';
import { search } from '../resources/product/search.operation';
import { searchFilters } from '../resources/product/searchFilters.operation';
import { pageEnvelope } from '../transport/paginate';
import { platformRequest } from '../transport/request';
import { nameWithDetail, pagedList } from './search';

const PAGE_SIZE = 50;

export const listSearch = {
	/** Products from the catalogue search: the filter is its free query (name, code, manufacturer). */
	searchProducts: pagedList({
		endpoint: endpointOf(search),
		shape: pageEnvelope,
		pageSize: PAGE_SIZE,
		filterQuery: (text) => (text ? { q: text } : {}),
		toResult: (record) => ({
			name: nameWithDetail(record.name ?? record.id, record.catalogIndex),
			value: String(record.id),
			...(typeof record.url === 'string' ? { url: record.url } : {}),
		}),
	}),
};

/** How many search pages the category list falls back on reading. */
const CATEGORY_PAGES = 3;

/** The category tree of a filters answer, flattened: "Tools > Power tools > Drills". */
function flattenCategories(nodes: unknown, parents: string[], out: Map<string, string>): void {
	if (!Array.isArray(nodes)) return;
	for (const node of nodes as IDataObject[]) {
		if (!node || typeof node !== 'object' || node.id === undefined || node.id === null) continue;
		const path = [...parents, String(node.name ?? node.id)];
		if (!out.has(String(node.id))) out.set(String(node.id), path.join(' > '));
		flattenCategories(node.children, path, out);
	}
}

export const loadOptions = {
	/**
	 * Categories for Product > Search. The spec does not show the filters answer, so: its
	 * `categories` tree when it has one (the whole tree, with paths as names); otherwise the
	 * categories (`{id, name}`) of the products on the first search pages.
	 */
	async getCategories(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const found = new Map<string, string>();
		const filters = (await platformRequest.call(this, { endpoint: endpointOf(searchFilters) })) as
			| IDataObject
			| undefined;
		flattenCategories(filters?.categories, [], found);
		const fromFilters = found.size > 0;
		for (let pageNumber = 1; !fromFilters && pageNumber <= CATEGORY_PAGES; pageNumber++) {
			const body = await platformRequest.call(this, {
				endpoint: endpointOf(search),
				query: pageEnvelope.query(pageNumber, PAGE_SIZE),
			});
			const { records, last } = pageEnvelope.read(body, pageNumber);
			for (const record of records) {
				for (const category of (Array.isArray(record.categories)
					? record.categories
					: []) as IDataObject[]) {
					if (category?.id !== undefined && !found.has(String(category.id)))
						found.set(String(category.id), String(category.name ?? category.id));
				}
			}
			if (last) break;
		}
		return [...found.entries()]
			.map(([value, name]) => ({ name, value }))
			.sort((a, b) => a.name.localeCompare(b.name));
	},
};
