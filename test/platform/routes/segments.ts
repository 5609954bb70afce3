/** Customer segments: list (pageNumber and pageSize required, bare array), CRUD, feed. */
import { RouteDef, TenantState } from '../types';
import {
	RouteOptions,
	bad,
	bodyObject,
	clone,
	coll,
	feedReply,
	noContent,
	notFound,
	ok,
	optStr,
	paging,
	reqStr,
} from './util';

export const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

export interface Segment {
	id: string;
	name: string;
	externalId: string | null;
	parentSegmentId: string | null;
}

export function segments(state: TenantState): Map<string, Segment> {
	return coll<Segment>(state, 'segments');
}

function readSegmentBody(body: unknown): Omit<Segment, 'id'> {
	const o = bodyObject(body);
	return {
		name: reqStr(o, 'name'),
		externalId: optStr(o, 'externalId') ?? null,
		parentSegmentId: optStr(o, 'parentSegmentId') ?? null,
	};
}

export function segmentRoutes(opts: RouteOptions): RouteDef[] {
	return [
		{
			name: 'segment.list',
			method: 'GET',
			mainPaths: [SEGMENTS],
			always: true,
			handler: ({ state, query }) => {
				const { pageNumber, pageSize } = paging(query, opts, true);
				const all = [...segments(state).values()];
				return ok(clone(all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)));
			},
		},
		{
			name: 'segment.create',
			method: 'POST',
			mainPaths: [SEGMENTS],
			always: true,
			handler: ({ state, body, platform, tenant }) => {
				const fields = readSegmentBody(body);
				const s: Segment = { id: platform.newId(), ...fields };
				segments(state).set(s.id, s);
				platform.appendFeedEvent(
					tenant,
					'segments',
					{ segmentId: s.id, type: 'CREATE' },
					'INTEGRATIONS',
				);
				return ok({ id: s.id });
			},
		},
		{
			name: 'segment.feed',
			method: 'GET',
			mainPaths: [`${SEGMENTS}/synchronization`],
			always: true,
			handler: ({ tenant, query, platform }) => feedReply(platform, tenant, 'segments', query),
		},
		{
			name: 'segment.get',
			method: 'GET',
			mainPaths: [`${SEGMENTS}/{segmentId}`],
			always: true,
			handler: ({ state, params }) => {
				const s = segments(state).get(params.segmentId);
				if (!s) notFound(`Segment ${params.segmentId} not found`);
				return ok(clone(s));
			},
		},
		{
			name: 'segment.update',
			method: 'PUT',
			mainPaths: [`${SEGMENTS}/{segmentId}`],
			always: true,
			handler: ({ state, body, params, platform, tenant }) => {
				const fields = readSegmentBody(body);
				const s = segments(state).get(params.segmentId);
				if (!s) notFound(`Segment ${params.segmentId} not found`);
				if (fields.parentSegmentId === s.id)
					bad('parentSegmentId', 'A segment cannot be its own parent');
				Object.assign(s, fields);
				platform.appendFeedEvent(
					tenant,
					'segments',
					{ segmentId: s.id, type: 'UPDATE' },
					'INTEGRATIONS',
				);
				return noContent();
			},
		},
		{
			name: 'segment.delete',
			method: 'DELETE',
			mainPaths: [`${SEGMENTS}/{segmentId}`],
			always: true,
			handler: ({ state, params, platform, tenant }) => {
				if (!segments(state).delete(params.segmentId))
					notFound(`Segment ${params.segmentId} not found`);
				platform.appendFeedEvent(
					tenant,
					'segments',
					{ segmentId: params.segmentId, type: 'DELETE' },
					'INTEGRATIONS',
				);
				return noContent();
			},
		},
	];
}
