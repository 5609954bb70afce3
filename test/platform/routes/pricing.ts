/** Minimal prices, product groups, per-product tax and client-to-pricing links. */
import { RouteDef, TenantState } from '../types';
import {
	RouteOptions,
	at,
	bad,
	bodyArray,
	bodyObject,
	clone,
	coll,
	elementObject,
	isObject,
	noContent,
	notFound,
	ok,
	optStr,
	pageOf,
	paging,
	reqArr,
	reqNum,
	reqStr,
	CLIENT_ID_RE,
} from './util';

export const MINIMAL_PRICES = '/api/v1/pricehelper/integrations/auth-required/minimal-prices';
export const PRICING = '/api/v1/pricing/integrations/auth-required';
export const MAX_PRICE_LEVELS = 10;
/** Default VAT of every product (percent) until set by PUT /products/tax. */
export const DEFAULT_TAX = 23;

export interface MinimalPrice {
	skuId: string;
	levels: Record<string, number>;
}
export interface ProductGroup {
	productGroupId: string;
	name: string;
	products: string[];
}
export interface ClientPricingLink {
	pricingId: string;
	clientId?: string;
	clientGroupId?: string;
}

const minimalPrices = (s: TenantState) => coll<MinimalPrice>(s, 'minimalPrices');
const groups = (s: TenantState) => coll<ProductGroup>(s, 'productGroups');

export function pricingRoutes(opts: RouteOptions): RouteDef[] {
	return [
		{
			name: 'minimalPrice.list',
			method: 'GET',
			mainPaths: [MINIMAL_PRICES],
			always: true,
			handler: ({ state, query }) => {
				const { pageNumber, pageSize } = paging(query, opts);
				return ok(pageOf(clone([...minimalPrices(state).values()]), pageNumber, pageSize));
			},
		},
		{
			name: 'minimalPrice.set',
			method: 'PUT',
			mainPaths: [MINIMAL_PRICES],
			always: true,
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const records = reqArr(o, 'minimalPrices').map((v, i): MinimalPrice => {
					const path = at('minimalPrices', i);
					const e = elementObject(v, path);
					const skuId = reqStr(e, 'skuId', path);
					const lp = at(path, 'levels');
					if (e.levels === undefined || e.levels === null) bad(lp, `${lp} is required`);
					if (!isObject(e.levels)) bad(lp, `${lp} must be an object of level name to number`);
					const entries = Object.entries(e.levels);
					if (entries.length > MAX_PRICE_LEVELS)
						bad(lp, `${lp}: at most ${MAX_PRICE_LEVELS} levels per product`);
					const levels: Record<string, number> = {};
					for (const [name, raw] of entries) {
						let n: number;
						if (typeof raw === 'number' && Number.isFinite(raw)) n = raw;
						else if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)) n = Number(raw);
						else bad(at(lp, name), `${at(lp, name)} must be a number (or a numeric string)`);
						if (n < 0) bad(at(lp, name), `${at(lp, name)} must not be negative`);
						levels[name] = n;
					}
					return { skuId, levels };
				});
				for (const r of records) minimalPrices(state).set(r.skuId, r);
				return noContent();
			},
		},
		{
			name: 'minimalPrice.get',
			method: 'GET',
			mainPaths: [`${MINIMAL_PRICES}/{skuId}`],
			always: true,
			handler: ({ state, params }) => {
				const r = minimalPrices(state).get(params.skuId);
				if (!r) notFound(`No minimal prices for SKU ${params.skuId}`);
				return ok(clone(r));
			},
		},
		{
			name: 'productGroup.create',
			method: 'POST',
			mainPaths: [`${PRICING}/product-group`],
			always: true,
			handler: ({ state, body, platform }) => {
				const o = bodyObject(body);
				const g: ProductGroup = {
					productGroupId: platform.newId(),
					name: reqStr(o, 'name'),
					products: [],
				};
				groups(state).set(g.productGroupId, g);
				return ok({ productGroupId: g.productGroupId, name: g.name });
			},
		},
		{
			name: 'productGroup.setProducts',
			method: 'PUT',
			mainPaths: [`${PRICING}/product-group/{productGroupId}/products`],
			always: true,
			handler: ({ state, body, params }) => {
				const skus = bodyArray(body).map((v, i) => {
					if (typeof v !== 'string' || v.trim() === '')
						bad(`[${i}]`, `[${i}] must be a SKU string`);
					return v;
				});
				const g = groups(state).get(params.productGroupId);
				if (!g) notFound(`Product group ${params.productGroupId} not found`);
				g.products = [...new Set(skus)];
				return noContent();
			},
		},
		{
			name: 'productTax.set',
			method: 'PUT',
			mainPaths: [`${PRICING}/products/tax`],
			always: true,
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const taxes = reqArr(o, 'taxes').map((v, i) => {
					const path = at('taxes', i);
					const e = elementObject(v, path);
					const tax = reqNum(e, 'tax', path);
					if (tax < 0 || tax > 100)
						bad(at(path, 'tax'), `${at(path, 'tax')} must be a percentage between 0 and 100`);
					return { productId: reqStr(e, 'productId', path), tax };
				});
				for (const t of taxes) coll<number>(state, 'productTaxes').set(t.productId, t.tax);
				return noContent();
			},
		},
		{
			name: 'clientPricing.set',
			method: 'PUT',
			mainPaths: [`${PRICING}/client-to-pricing`],
			alternativePaths: [`${PRICING}/clients-to-pricings`],
			handler: ({ state, body }) => {
				const links = bodyArray(body).map((v, i): ClientPricingLink => {
					const path = `[${i}]`;
					const e = elementObject(v, path);
					const pricingId = reqStr(e, 'pricingId', path);
					const clientId = optStr(e, 'clientId', path);
					const clientGroupId = optStr(e, 'clientGroupId', path);
					const hasClient = typeof clientId === 'string' && clientId !== '';
					const hasGroup = typeof clientGroupId === 'string' && clientGroupId !== '';
					if (hasClient === hasGroup) {
						bad(at(path, 'clientId'), `${path}: give exactly one of clientId and clientGroupId`);
					}
					if (hasClient && !CLIENT_ID_RE.test(clientId!)) {
						bad(
							at(path, 'clientId'),
							`${at(path, 'clientId')} must be a client id of the form org:<uuid>`,
						);
					}
					return hasClient
						? { clientId: clientId!, pricingId }
						: { clientGroupId: clientGroupId!, pricingId };
				});
				const store = coll<ClientPricingLink>(state, 'clientPricing');
				for (const l of links)
					store.set(l.clientId ? `client:${l.clientId}` : `group:${l.clientGroupId}`, l);
				return noContent();
			},
		},
	];
}
