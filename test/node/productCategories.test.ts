/**
 * Product > Search's Category picker (loadOptions getCategories): the fake platform's filters
 * answer carries the category tree, which becomes the list with full paths as names; a platform
 * whose filters answer has no categories falls back on the categories of the products found.
 */
import { runLoadOptions } from '../support/loadOptions';
import { usePlatform } from '../support/platform';
import { startScriptedServer } from '../support/scripted-server';

const fx = usePlatform();

describe('Product > Search: Category picker', () => {
	it('lists the whole category tree of the filters answer, named by path', async () => {
		const options = await runLoadOptions({
			credentials: fx.credentials(),
			parameters: { resource: 'product', operation: 'search' },
			method: 'getCategories',
		});
		const filters = fx.platform.control.requests({ origin: 'api' });
		expect(filters.map((request) => request.path)).toEqual([
			'/api/v1/catalog/integrations/auth-required/products/search/filters',
		]);
		// 5 roots with 5 leaves each (PLATFORM.md): 30 entries, leaves named "Root > Leaf".
		expect(options).toHaveLength(30);
		const leaves = options.filter((option) => option.name.includes(' > '));
		expect(leaves).toHaveLength(25);
		expect(options.map((option) => option.name)).toEqual(
			[...options.map((option) => option.name)].sort((a, b) => a.localeCompare(b)),
		);
		expect(options.find((option) => option.value === 'cat-02')?.name).toMatch(
			/^Power tools > Cordless drills/,
		);
	});

	it('falls back on the categories of the search results when the filters answer has none', async () => {
		const server = await startScriptedServer((request) => {
			if (request.path.endsWith('/search/filters'))
				return { status: 200, body: { attributes: [] } };
			const page = Number(request.query.pageNumber);
			const items =
				page === 1
					? [
							{
								id: 'p1',
								categories: [
									{ id: 'c2', name: 'Drills' },
									{ id: 'c1', name: 'Cables' },
								],
							},
							{ id: 'p2', categories: [{ id: 'c1', name: 'Cables' }] },
						]
					: [{ id: 'p3', categories: [{ id: 'c3', name: 'Sockets' }] }];
			return {
				status: 200,
				body: {
					items,
					pageNumber: page,
					pageSize: 50,
					totalItems: 3,
					totalPages: 2,
					nextPage: page < 2 ? page + 1 : null,
				},
			};
		});
		try {
			const options = await runLoadOptions({
				credentials: { baseUrl: server.url, apiKey: 'k', tenant: 'acme' },
				parameters: { resource: 'product', operation: 'search' },
				method: 'getCategories',
			});
			expect(options).toEqual([
				{ name: 'Cables', value: 'c1' },
				{ name: 'Drills', value: 'c2' },
				{ name: 'Sockets', value: 'c3' },
			]);
			expect(
				server.requests.map((request) => [request.path.split('/').pop(), request.query.pageNumber]),
			).toEqual([
				['filters', undefined],
				['search-result', '1'],
				['search-result', '2'],
			]);
		} finally {
			await server.close();
		}
	});
});
