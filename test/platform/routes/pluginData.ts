/**
 * Plugin data per product. The delete is `/by-product?productId` (text) or
 * `/pluginsData/{pluginId}?productId` (sample).
 */
import { RouteDef, TenantState } from '../types';
import {
	RouteOptions,
	bodyObject,
	clone,
	coll,
	noContent,
	notFound,
	ok,
	pageOf,
	paging,
	qReq,
	reqObj,
	reqStr,
} from './util';

export const PLUGINS_DATA = '/api/v1/catalog/integrations/auth-required/pluginsData/{pluginId}';

export interface PluginData {
	pluginId: string;
	productId: string;
	metadata: Record<string, unknown>;
}

const key = (pluginId: string, productId: string) => `${pluginId}\u0000${productId}`;
const store = (s: TenantState) => coll<PluginData>(s, 'pluginData');

export function pluginDataRoutes(opts: RouteOptions): RouteDef[] {
	const del: RouteDef['handler'] = ({ state, params, query }) => {
		const productId = qReq(query, 'productId');
		if (!store(state).delete(key(params.pluginId, productId))) {
			notFound(`No data of plugin ${params.pluginId} for product ${productId}`);
		}
		return noContent();
	};
	return [
		{
			name: 'pluginData.list',
			method: 'GET',
			mainPaths: [PLUGINS_DATA],
			always: true,
			handler: ({ state, params, query }) => {
				const { pageNumber, pageSize } = paging(query, opts);
				const all = [...store(state).values()].filter((d) => d.pluginId === params.pluginId);
				return ok(pageOf(clone(all), pageNumber, pageSize));
			},
		},
		{
			name: 'pluginData.upsert',
			method: 'POST',
			mainPaths: [`${PLUGINS_DATA}/by-product`],
			always: true,
			handler: ({ state, params, body }) => {
				const o = bodyObject(body);
				const d: PluginData = {
					pluginId: params.pluginId,
					productId: reqStr(o, 'productId'),
					metadata: clone(reqObj(o, 'metadata')),
				};
				store(state).set(key(d.pluginId, d.productId), d);
				return noContent();
			},
		},
		{
			name: 'pluginData.get',
			method: 'GET',
			mainPaths: [`${PLUGINS_DATA}/by-product`],
			always: true,
			handler: ({ state, params, query }) => {
				const productId = qReq(query, 'productId');
				const d = store(state).get(key(params.pluginId, productId));
				if (!d) notFound(`No data of plugin ${params.pluginId} for product ${productId}`);
				return ok(clone(d));
			},
		},
		{
			name: 'pluginData.delete',
			method: 'DELETE',
			mainPaths: [`${PLUGINS_DATA}/by-product`],
			alternativePaths: [PLUGINS_DATA],
			handler: del,
		},
	];
}
