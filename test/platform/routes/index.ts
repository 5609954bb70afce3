/** All routes of the non-document resources (operators, roles, segments, dictionaries, ...). */
import { RouteDef } from '../types';
import { cartRoutes } from './carts';
import { complaintRoutes } from './complaints';
import { dictionaryRoutes } from './dictionaries';
import { Gen } from './gen';
import { offerRoutes } from './offers';
import { operatorRoutes } from './operators';
import { pluginDataRoutes } from './pluginData';
import { pricingRoutes } from './pricing';
import { reservationRoutes } from './reservations';
import { segmentRoutes } from './segments';
import { RouteOptions } from './util';
import { webhookRoutes } from './webhooks';

export function resourceRoutes(opts: RouteOptions, gen: () => Gen): RouteDef[] {
	return [
		...operatorRoutes(opts),
		...segmentRoutes(opts),
		...dictionaryRoutes(),
		...reservationRoutes(),
		...pluginDataRoutes(opts),
		...cartRoutes(),
		...pricingRoutes(opts),
		...offerRoutes(),
		...webhookRoutes(opts, gen),
		...complaintRoutes(opts),
	];
}
