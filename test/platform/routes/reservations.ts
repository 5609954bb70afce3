/**
 * External reservations (they do not reduce stock). Main path under /account, sample under /stock.
 * PUT is a partial update: lines are merged by (productId, lineNumber).
 */
import { RouteDef } from '../types';
import {
	at,
	bad,
	bodyObject,
	clone,
	coll,
	elementObject,
	noContent,
	notFound,
	ok,
	qReq,
	reqArr,
	reqNum,
	reqStr,
} from './util';

export const RESERVATIONS_TEXT = '/api/v1/account/integrations/auth-required/external-reservations';
export const RESERVATIONS_SAMPLE = '/api/v1/stock/integrations/auth-required/external-reservations';

export interface ReservedProduct {
	productId: string;
	lineNumber: string;
	reservedQuantity: number;
}
export interface ExternalReservation {
	salesOrderNumber: string;
	products: ReservedProduct[];
}

export function reservationRoutes(): RouteDef[] {
	return [
		{
			name: 'externalReservation.get',
			method: 'GET',
			mainPaths: [RESERVATIONS_TEXT],
			alternativePaths: [RESERVATIONS_SAMPLE],
			handler: ({ state, query }) => {
				const number = qReq(query, 'salesOrderNumber');
				const r = coll<ExternalReservation>(state, 'externalReservations').get(number);
				if (!r) notFound(`No external reservation for sales order ${number}`);
				return ok(clone(r));
			},
		},
		{
			name: 'externalReservation.update',
			method: 'PUT',
			mainPaths: [RESERVATIONS_TEXT],
			alternativePaths: [RESERVATIONS_SAMPLE],
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const salesOrderNumber = reqStr(o, 'salesOrderNumber');
				const products = reqArr(o, 'products').map((p, i): ReservedProduct => {
					const path = at('products', i);
					const e = elementObject(p, path);
					const line = {
						productId: reqStr(e, 'productId', path),
						lineNumber: reqStr(e, 'lineNumber', path),
						reservedQuantity: reqNum(e, 'reservedQuantity', path),
					};
					if (line.reservedQuantity < 0)
						bad(at(path, 'reservedQuantity'), `${path}.reservedQuantity must not be negative`);
					return line;
				});
				const all = coll<ExternalReservation>(state, 'externalReservations');
				const r = all.get(salesOrderNumber) ?? { salesOrderNumber, products: [] };
				for (const p of products) {
					const i = r.products.findIndex(
						(x) => x.productId === p.productId && x.lineNumber === p.lineNumber,
					);
					if (i >= 0) r.products[i] = p;
					else r.products.push(p);
				}
				all.set(salesOrderNumber, r);
				return noContent();
			},
		},
	];
}
