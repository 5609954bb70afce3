/**
 * Cart operations on behalf of a back-office operator. Carts cannot be created through the API:
 * they are seeded through the control plane (addCart) or the demo data.
 */
import { RouteDef, TenantState } from '../types';
import {
	Json,
	at,
	bad,
	bodyObject,
	coll,
	elementObject,
	isObject,
	noContent,
	notFound,
	optArr,
	optBool,
	optUuid,
	reqArr,
	reqEnum,
	reqNum,
	reqObj,
	reqStr,
	UUID_RE,
} from './util';

export const CARTS = '/api/v1/orderpath/integrations/auth-required/carts/{cartId}';
export const QUANTITY_TYPES = ['CONTENT_QUANTITY', 'ORDER_QUANTITY'] as const;
export const PRICE_CHANGE_FIELDS = [
	'FIXED_DISCOUNT',
	'PERCENT_DISCOUNT',
	'FIXED_MARGIN',
	'PERCENT_MARGIN',
	'FIXED_PRICE',
	'PURCHASE_PRICE',
] as const;

export interface CartLine {
	id: string;
	productId: string;
	quantity: { type: (typeof QUANTITY_TYPES)[number]; value: number };
	allowQuantityChange: boolean;
	allowQuantitySplitting: boolean;
	removable: boolean;
	/** Main line of a configurable product for its children; null otherwise. */
	parentLineId: string | null;
	purchasePrice: number | null;
	salePrice: number | null;
	priceChange: { field: (typeof PRICE_CHANGE_FIELDS)[number]; value: number } | null;
	/** Operator on whose behalf the line was added or last priced (null when not given). */
	operatorId: string | null;
}

export interface Cart {
	id: string;
	clientId: string;
	lines: CartLine[];
}

export function carts(state: TenantState): Map<string, Cart> {
	return coll<Cart>(state, 'carts');
}

type LineInput = Pick<
	CartLine,
	'productId' | 'quantity' | 'allowQuantityChange' | 'allowQuantitySplitting' | 'removable'
>;

function readQuantity(o: Json, path: string): CartLine['quantity'] {
	const q = reqObj(o, 'quantity', path);
	const qp = at(path, 'quantity');
	const value = reqNum(q, 'value', qp);
	if (value <= 0) bad(at(qp, 'value'), `${at(qp, 'value')} must be greater than 0`);
	return { type: reqEnum(q, 'type', QUANTITY_TYPES, qp), value };
}

function readLine(v: unknown, path: string): LineInput {
	const o = elementObject(v, path);
	return {
		productId: reqStr(o, 'productId', path),
		quantity: readQuantity(o, path),
		allowQuantityChange: optBool(o, 'allowQuantityChange', path) ?? true,
		allowQuantitySplitting: optBool(o, 'allowQuantitySplitting', path) ?? true,
		removable: optBool(o, 'removable', path) ?? true,
	};
}

export function newLine(
	id: string,
	input: LineInput,
	parentLineId: string | null,
	operatorId: string | null,
): CartLine {
	return {
		id,
		...input,
		parentLineId,
		purchasePrice: null,
		salePrice: null,
		priceChange: null,
		operatorId,
	};
}

function cartOf(state: TenantState, cartId: string): Cart {
	const c = carts(state).get(cartId);
	if (!c) notFound(`Cart ${cartId} not found`);
	return c;
}

export function cartRoutes(): RouteDef[] {
	return [
		{
			name: 'cart.addConfigurableProducts',
			method: 'PUT',
			mainPaths: [`${CARTS}/add-configurable-products`],
			always: true,
			handler: ({ state, body, params, platform }) => {
				const o = bodyObject(body);
				const operatorId = optUuid(o, 'operatorId') ?? null;
				const products = reqArr(o, 'configurableProducts').map((p, i) => {
					const path = at('configurableProducts', i);
					const e = elementObject(p, path);
					if (e.main === undefined || e.main === null)
						bad(at(path, 'main'), `${at(path, 'main')} is required`);
					const main = readLine(e.main, at(path, 'main'));
					const children = (optArr(e, 'children', path) ?? []).map((c, j) =>
						readLine(c, at(at(path, 'children'), j)),
					);
					return { main, children }; // externalId: accepted and ignored, as the spec says
				});
				const cart = cartOf(state, params.cartId);
				for (const p of products) {
					const main = newLine(platform.newId(), p.main, null, operatorId);
					cart.lines.push(main);
					for (const c of p.children)
						cart.lines.push(newLine(platform.newId(), c, main.id, operatorId));
				}
				return noContent();
			},
		},
		{
			name: 'cart.addProduct',
			method: 'PUT',
			mainPaths: [`${CARTS}/add-product`],
			always: true,
			handler: ({ state, body, params, platform }) => {
				const o = bodyObject(body);
				const productId = reqStr(o, 'productId');
				const quantity = readQuantity(o, '');
				const cart = cartOf(state, params.cartId);
				cart.lines.push(
					newLine(
						platform.newId(),
						{
							productId,
							quantity,
							allowQuantityChange: true,
							allowQuantitySplitting: true,
							removable: true,
						},
						null,
						null,
					),
				);
				return noContent();
			},
		},
		{
			name: 'cart.changePrice',
			method: 'POST',
			mainPaths: [`${CARTS}/products/change-price`],
			always: true,
			handler: ({ state, body, params }) => {
				const o = bodyObject(body);
				const operatorId = optUuid(o, 'operatorId') ?? null;
				const prices = reqObj(o, 'prices');
				const changes = Object.entries(prices).map(([lineId, v]) => {
					const path = at('prices', lineId);
					if (!UUID_RE.test(lineId)) bad(path, `${path}: the line identifier must be a uuid`);
					if (!isObject(v)) bad(path, `${path} must be an object`);
					const change =
						v.change === undefined || v.change === null ? null : reqObj(v, 'change', path);
					return {
						lineId,
						purchasePrice: reqNum(v, 'purchasePrice', path),
						salePrice: reqNum(v, 'salePrice', path),
						priceChange: change
							? {
									field: reqEnum(change, 'field', PRICE_CHANGE_FIELDS, at(path, 'change')),
									value: reqNum(change, 'value', at(path, 'change')),
								}
							: null,
					};
				});
				const cart = cartOf(state, params.cartId);
				for (const c of changes) {
					if (!cart.lines.some((l) => l.id === c.lineId))
						notFound(`Cart ${cart.id} has no line ${c.lineId}`);
				}
				for (const c of changes) {
					const line = cart.lines.find((l) => l.id === c.lineId)!;
					line.purchasePrice = c.purchasePrice;
					line.salePrice = c.salePrice;
					line.priceChange = c.priceChange;
					if (operatorId) line.operatorId = operatorId;
				}
				return noContent();
			},
		},
	];
}
