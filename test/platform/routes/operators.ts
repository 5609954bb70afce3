/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Operators and roles.
 * Main paths: reads under /api/v1/catalog/...; alternative paths: reads under /api/v1/authserver/...
 * Writes (create, update) exist under catalog only. Role lookup: text GET .../catalog/.../operators
 * WITH ?clientId (the same path without clientId is the operator list); sample GET
 * .../authserver/.../roles?clientId.
 */
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
	optBool,
	optClientId,
	optEmail,
	optStr,
	optUuid,
	pageOf,
	paging,
	qReq,
	reqStr,
	CLIENT_ID_RE,
} from './util';

export const CATALOG_OPERATORS = '/api/v1/catalog/integrations/auth-required/operators';
export const AUTHSERVER_OPERATORS = '/api/v1/authserver/integrations/auth-required/operators';
export const AUTHSERVER_ROLES = '/api/v1/authserver/integrations/auth-required/roles';

export const AUTHORITIES = [
	'APP_ADD_TO_AUTHORIZATION_CART',
	'APP_DELIVERY_PICKUP',
	'APP_VIEW_INVOICES',
	'APP_VIEW_ORDERS',
	'APP_VIEW_USERS',
	'APP_VIEW_ROLES',
	'APP_ADD_ORDERS',
	'APP_AUTHORIZATION_CART',
] as const;

export interface Role {
	id: string;
	clientId: string | null;
	name: string;
	authorities: string[];
}

export interface Operator {
	id: string;
	externalId: string | null;
	email: string;
	additionalEmail: string | null;
	name: string;
	phone: string;
	landlinePhone: string | null;
	cartDefaultWarehouseId: string | null;
	cartDefaultClientId: string | null;
	role: { id: string; name: string };
	isAccountManager: boolean;
	isActive: boolean;
	branchId: string | null;
	isAppliedDefaultClientFromBranch: boolean;
	isAppliedDefaultWarehouseFromBranch: boolean;
}

/** Name of the role every tenant starts with (clientId null); new operators get it. */
export const DEFAULT_ROLE_NAME = 'Operator';

export function roles(state: TenantState): Map<string, Role> {
	return coll<Role>(state, 'roles');
}

export function operators(state: TenantState): Map<string, Operator> {
	return coll<Operator>(state, 'operators');
}

/** The tenant's default role: the first role with clientId null (created when missing). */
export function defaultRole(state: TenantState, newId: () => string): Role {
	for (const r of roles(state).values()) if (r.clientId === null) return r;
	const r: Role = {
		id: newId(),
		clientId: null,
		name: DEFAULT_ROLE_NAME,
		authorities: ['APP_VIEW_ORDERS', 'APP_VIEW_INVOICES', 'APP_ADD_TO_AUTHORIZATION_CART'],
	};
	roles(state).set(r.id, r);
	return r;
}

type OperatorFields = Omit<Operator, 'id' | 'role'>;

/** Validate an operator write body. create: email, name, phone R; update: name, phone R. */
export function readOperatorBody(
	body: unknown,
	mode: 'create' | 'update',
): Partial<OperatorFields> {
	const o = bodyObject(body);
	const out: Partial<OperatorFields> = {};
	const set = <K extends keyof OperatorFields>(k: K, v: OperatorFields[K] | undefined) => {
		if (v !== undefined) out[k] = v;
	};
	if (mode === 'create') {
		out.email = reqStr(o, 'email');
		if (!/^[^@\s]+@[^@\s]+$/.test(out.email)) bad('email', 'email must be an e-mail address');
	} else if (o.email !== undefined) {
		out.email = reqStr(o, 'email');
		if (!/^[^@\s]+@[^@\s]+$/.test(out.email)) bad('email', 'email must be an e-mail address');
	}
	out.name = reqStr(o, 'name');
	out.phone = reqStr(o, 'phone');
	set('externalId', optStr(o, 'externalId'));
	set('additionalEmail', optEmail(o, 'additionalEmail'));
	set('landlinePhone', optStr(o, 'landlinePhone'));
	set('cartDefaultWarehouseId', optStr(o, 'cartDefaultWarehouseId'));
	set('cartDefaultClientId', optClientId(o, 'cartDefaultClientId'));
	set('branchId', optUuid(o, 'branchId'));
	set('isAccountManager', optBool(o, 'isAccountManager'));
	set('isActive', optBool(o, 'isActive'));
	set('isAppliedDefaultClientFromBranch', optBool(o, 'isAppliedDefaultClientFromBranch'));
	set('isAppliedDefaultWarehouseFromBranch', optBool(o, 'isAppliedDefaultWarehouseFromBranch'));
	return out;
}

export function newOperator(
	state: TenantState,
	newId: () => string,
	fields: Partial<OperatorFields> & Pick<OperatorFields, 'email' | 'name' | 'phone'>,
	id?: string,
): Operator {
	const role = defaultRole(state, newId);
	const f = fields;
	// Members in the order of the spec's table.
	const op: Operator = {
		id: id ?? newId(),
		externalId: f.externalId ?? null,
		email: f.email,
		additionalEmail: f.additionalEmail ?? null,
		name: f.name,
		phone: f.phone,
		landlinePhone: f.landlinePhone ?? null,
		cartDefaultWarehouseId: f.cartDefaultWarehouseId ?? null,
		cartDefaultClientId: f.cartDefaultClientId ?? null,
		role: { id: role.id, name: role.name },
		isAccountManager: f.isAccountManager ?? false,
		isActive: f.isActive ?? true,
		branchId: f.branchId ?? null,
		isAppliedDefaultClientFromBranch: f.isAppliedDefaultClientFromBranch ?? false,
		isAppliedDefaultWarehouseFromBranch: f.isAppliedDefaultWarehouseFromBranch ?? false,
	};
	operators(state).set(op.id, op);
	return op;
}

const listRoles: RouteDef['handler'] = ({ state, query }) => {
	const clientId = qReq(query, 'clientId');
	if (!CLIENT_ID_RE.test(clientId))
		bad('clientId', 'clientId must be a client id of the form org:<uuid>');
	return ok(clone([...roles(state).values()].filter((r) => r.clientId === clientId)));
};

export function operatorRoutes(opts: RouteOptions): RouteDef[] {
	return [
		{
			name: 'operator.list',
			method: 'GET',
			mainPaths: [CATALOG_OPERATORS],
			alternativePaths: [AUTHSERVER_OPERATORS],
			handler: ({ state, query }) => {
				const { pageNumber, pageSize } = paging(query, opts);
				const page = pageOf(clone([...operators(state).values()]), pageNumber, pageSize);
				return ok({
					listElement: page.items,
					items: page.items,
					totalElement: page.totalItems,
					totalItems: page.totalItems,
					pageNumber: page.pageNumber,
					totalPages: page.totalPages,
					pageSize: page.pageSize,
					nextPage: page.nextPage,
				});
			},
		},
		{
			// text: the operator list path WITH clientId (the same path without it is the operator list)
			name: 'role.list',
			method: 'GET',
			mainPaths: [CATALOG_OPERATORS],
			alternativePaths: [],
			whenQuery: 'clientId',
			handler: listRoles,
		},
		{
			name: 'role.list',
			method: 'GET',
			mainPaths: [],
			alternativePaths: [AUTHSERVER_ROLES],
			handler: listRoles,
		},
		{
			name: 'operator.feed',
			method: 'GET',
			mainPaths: [`${CATALOG_OPERATORS}/synchronization`],
			alternativePaths: [`${AUTHSERVER_OPERATORS}/synchronization`],
			handler: ({ tenant, query, platform }) => feedReply(platform, tenant, 'operators', query),
		},
		{
			name: 'operator.get',
			method: 'GET',
			mainPaths: [`${CATALOG_OPERATORS}/{operatorId}`],
			alternativePaths: [`${AUTHSERVER_OPERATORS}/{operatorId}`],
			handler: ({ state, params }) => {
				const op = operators(state).get(params.operatorId);
				if (!op) notFound(`Operator ${params.operatorId} not found`);
				return ok(clone(op));
			},
		},
		{
			name: 'operator.create',
			method: 'POST',
			mainPaths: [`${CATALOG_OPERATORS}/create`],
			always: true,
			handler: ({ state, body, platform, tenant }) => {
				const fields = readOperatorBody(body, 'create') as Parameters<typeof newOperator>[2];
				const op = newOperator(state, () => platform.newId(), fields);
				platform.appendFeedEvent(
					tenant,
					'operators',
					{ operatorId: op.id, type: 'CREATE' },
					'INTEGRATIONS',
				);
				return ok({ operatorId: op.id });
			},
		},
		{
			name: 'operator.update',
			method: 'PUT',
			mainPaths: [`${CATALOG_OPERATORS}/{operatorId}`],
			always: true,
			handler: ({ state, body, params }) => {
				const fields = readOperatorBody(body, 'update');
				const op = operators(state).get(params.operatorId);
				if (!op) notFound(`Operator ${params.operatorId} not found`);
				Object.assign(op, fields);
				return noContent();
			},
		},
	];
}
