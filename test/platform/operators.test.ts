/** Operators, roles and segments of the fake platform over HTTP. */
import { CLIENT, UUID_RE, expectError, useKit } from './testkit';

const OPS = '/api/v1/catalog/integrations/auth-required/operators';
const ROLES = '/api/v1/authserver/integrations/auth-required/roles';
const SEG = '/api/v1/account/integrations/auth-required/segments';

const kit = useKit({ maxPageSize: 5 });

const operator = (n = 1) => ({
	email: `op${n}@example.com`,
	name: `Operator ${n}`,
	phone: `+48 600 000 00${n}`,
});

describe('operators', () => {
	it('creates an operator with defaults and reads it back', async () => {
		const r = await kit.api.post(`${OPS}/create`, {
			...operator(),
			externalId: 'ERP-7',
			branchId: null,
		});
		expect(r.status).toBe(200);
		expect(Object.keys(r.data)).toEqual(['operatorId']);
		expect(r.data.operatorId).toMatch(UUID_RE);
		const got = (await kit.api.get(`${OPS}/${r.data.operatorId}`)).data;
		expect(got).toEqual({
			id: r.data.operatorId,
			externalId: 'ERP-7',
			email: 'op1@example.com',
			additionalEmail: null,
			name: 'Operator 1',
			phone: '+48 600 000 001',
			landlinePhone: null,
			cartDefaultWarehouseId: null,
			cartDefaultClientId: null,
			role: { id: expect.stringMatching(UUID_RE), name: 'Operator' },
			isAccountManager: false,
			isActive: true,
			branchId: null,
			isAppliedDefaultClientFromBranch: false,
			isAppliedDefaultWarehouseFromBranch: false,
		});
		expect(kit.platform.control.state('acme').operators[r.data.operatorId].name).toBe('Operator 1');
	});

	it.each([
		['email', { name: 'N', phone: '1' }],
		['name', { email: 'a@b.c', phone: '1' }],
		['phone', { email: 'a@b.c', name: 'N' }],
	])('requires %s on create', async (field, body) => {
		expectError(await kit.api.post(`${OPS}/create`, body), 400, 'VALIDATION_FAILED', field);
		expect(kit.platform.control.state('acme').operators ?? {}).toEqual({});
	});

	it.each([
		['isActive', { isActive: 'yes' }],
		['email', { email: 'not-an-address' }],
		['cartDefaultClientId', { cartDefaultClientId: '123' }],
		['branchId', { branchId: 'branch-1' }],
		['name', { name: 42 }],
	])('type-checks %s', async (field, extra) => {
		expectError(
			await kit.api.post(`${OPS}/create`, { ...operator(), ...extra }),
			400,
			'VALIDATION_FAILED',
			field,
		);
	});

	it('rejects a body that is not an object', async () => {
		expectError(await kit.api.post(`${OPS}/create`, [operator()]), 400, 'VALIDATION_FAILED');
	});

	it('sets isActive false when told', async () => {
		const id = (await kit.api.post(`${OPS}/create`, { ...operator(), isActive: false })).data
			.operatorId;
		expect((await kit.api.get(`${OPS}/${id}`)).data.isActive).toBe(false);
	});

	it('updates with name and phone required and keeps unsent fields', async () => {
		const id = (await kit.api.post(`${OPS}/create`, { ...operator(), externalId: 'X' })).data
			.operatorId;
		expectError(
			await kit.api.put(`${OPS}/${id}`, { name: 'Only name' }),
			400,
			'VALIDATION_FAILED',
			'phone',
		);
		expectError(
			await kit.api.put(`${OPS}/${id}`, { phone: '1' }),
			400,
			'VALIDATION_FAILED',
			'name',
		);
		const r = await kit.api.put(`${OPS}/${id}`, { name: 'Renamed', phone: '999', isActive: false });
		expect(r.status).toBe(204);
		const got = (await kit.api.get(`${OPS}/${id}`)).data;
		expect(got).toMatchObject({
			name: 'Renamed',
			phone: '999',
			isActive: false,
			externalId: 'X',
			email: 'op1@example.com',
		});
	});

	it('answers 404 NOT_FOUND for an unknown operator', async () => {
		const unknown = '00000000-0000-4000-8000-000000000000';
		expectError(await kit.api.get(`${OPS}/${unknown}`), 404, 'NOT_FOUND');
		expectError(
			await kit.api.put(`${OPS}/${unknown}`, { name: 'N', phone: '1' }),
			404,
			'NOT_FOUND',
		);
	});

	it('lists operators in the envelope that carries the records twice, pages from 1', async () => {
		for (let i = 1; i <= 3; i++) await kit.api.post(`${OPS}/create`, operator(i));
		const p1 = (await kit.api.get(OPS, { params: { pageNumber: 1, pageSize: 2 } })).data;
		expect(p1).toMatchObject({
			totalElement: 3,
			totalItems: 3,
			pageNumber: 1,
			totalPages: 2,
			pageSize: 2,
			nextPage: 2,
		});
		expect(p1.items.map((o: { name: string }) => o.name)).toEqual(['Operator 1', 'Operator 2']);
		expect(p1.listElement).toEqual(p1.items);
		const p2 = (await kit.api.get(OPS, { params: { pageNumber: 2, pageSize: 2 } })).data;
		expect(p2).toMatchObject({ pageNumber: 2, nextPage: null });
		expect(p2.items).toHaveLength(1);
		const beyond = (await kit.api.get(OPS, { params: { pageNumber: 9, pageSize: 2 } })).data;
		expect(beyond).toMatchObject({ items: [], listElement: [], nextPage: null, totalItems: 3 });
	});

	it('caps pageSize silently at maxPageSize and rejects bad paging', async () => {
		for (let i = 1; i <= 7; i++) kit.platform.control.addOperator('acme');
		const r = (await kit.api.get(OPS, { params: { pageSize: 1000 } })).data;
		expect(r).toMatchObject({ pageSize: 5, totalPages: 2, nextPage: 2 });
		expect(r.items).toHaveLength(5);
		expectError(
			await kit.api.get(OPS, { params: { pageNumber: 0 } }),
			400,
			'VALIDATION_FAILED',
			'pageNumber',
		);
		expectError(
			await kit.api.get(OPS, { params: { pageSize: 'ten' } }),
			400,
			'VALIDATION_FAILED',
			'pageSize',
		);
	});

	it('appends a CREATE event with context INTEGRATIONS to the operators feed on create', async () => {
		const id = (await kit.api.post(`${OPS}/create`, operator())).data.operatorId;
		await kit.api.put(`${OPS}/${id}`, { name: 'x', phone: 'y' });
		const feed = (
			await kit.api.get(`${OPS}/synchronization`, {
				params: { startId: 0, contexts: 'INTEGRATIONS' },
			})
		).data;
		expect(feed).toEqual({ nextId: 2, events: [{ operatorId: id, type: 'CREATE' }] });
		expect(
			(await kit.api.get(`${OPS}/synchronization`, { params: { contexts: 'BACKOFFICE' } })).data
				.events,
		).toEqual([]);
	});
});

describe('roles', () => {
	it('returns the roles of the client', async () => {
		const c = kit.platform.control;
		const buyer = c.addRole('acme', { name: 'Buyer', authorities: ['APP_ADD_ORDERS'] });
		c.addRole('acme', {
			name: 'Other client',
			clientId: 'org:22222222-2222-4222-8222-222222222222',
		});
		c.addRole('globex', { name: 'Globex role' });
		const r = await kit.api.get(ROLES, { params: { clientId: CLIENT } });
		expect(r.status).toBe(200);
		expect(r.data).toEqual([
			{ id: buyer.id, clientId: CLIENT, name: 'Buyer', authorities: ['APP_ADD_ORDERS'] },
		]);
	});

	it('requires a clientId of the form org:<uuid>', async () => {
		expectError(await kit.api.get(ROLES), 400, 'VALIDATION_FAILED', 'clientId');
		expectError(
			await kit.api.get(ROLES, { params: { clientId: '' } }),
			400,
			'VALIDATION_FAILED',
			'clientId',
		);
		expectError(
			await kit.api.get(ROLES, { params: { clientId: 'acme' } }),
			400,
			'VALIDATION_FAILED',
			'clientId',
		);
		expectError(
			await kit.api.get(OPS, { params: { clientId: '' } }),
			400,
			'VALIDATION_FAILED',
			'clientId',
		);
	});

	it('gives new operators the default role (clientId null), which the lookup never returns', async () => {
		const id = (await kit.api.post(`${OPS}/create`, operator())).data.operatorId;
		const role = (await kit.api.get(`${OPS}/${id}`)).data.role;
		const stored = kit.platform.control.state('acme').roles[role.id];
		expect(stored).toMatchObject({ clientId: null, name: 'Operator' });
		expect((await kit.api.get(ROLES, { params: { clientId: CLIENT } })).data).toEqual([]);
	});
});

describe('segments', () => {
	it('creates, reads, updates and deletes a segment', async () => {
		const parent = (await kit.api.post(SEG, { name: 'Wholesale' })).data.id;
		const created = await kit.api.post(SEG, {
			name: 'Installers',
			externalId: 'SEG-1',
			parentSegmentId: parent,
		});
		expect(created.status).toBe(200);
		expect(Object.keys(created.data)).toEqual(['id']);
		const id = created.data.id;
		expect((await kit.api.get(`${SEG}/${id}`)).data).toEqual({
			id,
			name: 'Installers',
			externalId: 'SEG-1',
			parentSegmentId: parent,
		});
		expect((await kit.api.put(`${SEG}/${id}`, { name: 'Fitters' })).status).toBe(204);
		expect((await kit.api.get(`${SEG}/${id}`)).data).toEqual({
			id,
			name: 'Fitters',
			externalId: null,
			parentSegmentId: null,
		});
		expect((await kit.api.delete(`${SEG}/${id}`)).status).toBe(204);
		expectError(await kit.api.get(`${SEG}/${id}`), 404, 'NOT_FOUND');
		expect(Object.keys(kit.platform.control.state('acme').segments)).toEqual([parent]);
	});

	it('validates the body', async () => {
		expectError(await kit.api.post(SEG, {}), 400, 'VALIDATION_FAILED', 'name');
		expectError(await kit.api.post(SEG, { name: '' }), 400, 'VALIDATION_FAILED', 'name');
		expectError(
			await kit.api.post(SEG, { name: 'A', externalId: 5 }),
			400,
			'VALIDATION_FAILED',
			'externalId',
		);
		const id = (await kit.api.post(SEG, { name: 'A' })).data.id;
		expectError(
			await kit.api.put(`${SEG}/${id}`, { externalId: 'x' }),
			400,
			'VALIDATION_FAILED',
			'name',
		);
		expectError(
			await kit.api.put(`${SEG}/${id}`, { name: 'A', parentSegmentId: id }),
			400,
			'VALIDATION_FAILED',
			'parentSegmentId',
		);
	});

	it('answers 404 for unknown segments on get, update and delete', async () => {
		expectError(await kit.api.get(`${SEG}/nope`), 404, 'NOT_FOUND');
		expectError(await kit.api.put(`${SEG}/nope`, { name: 'A' }), 404, 'NOT_FOUND');
		expectError(await kit.api.delete(`${SEG}/nope`), 404, 'NOT_FOUND');
	});

	it('lists a bare array and requires pageNumber and pageSize', async () => {
		for (let i = 1; i <= 3; i++) await kit.api.post(SEG, { name: `S${i}` });
		const r = await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 2 } });
		expect(r.data.map((s: { name: string }) => s.name)).toEqual(['S1', 'S2']);
		expect(
			(await kit.api.get(SEG, { params: { pageNumber: 2, pageSize: 2 } })).data.map(
				(s: { name: string }) => s.name,
			),
		).toEqual(['S3']);
		expectError(
			await kit.api.get(SEG, { params: { pageSize: 2 } }),
			400,
			'VALIDATION_FAILED',
			'pageNumber',
		);
		expectError(
			await kit.api.get(SEG, { params: { pageNumber: 1 } }),
			400,
			'VALIDATION_FAILED',
			'pageSize',
		);
		expect((await kit.api.get(SEG, { params: { pageNumber: 1, pageSize: 50 } })).data).toHaveLength(
			3,
		);
	});

	it('writes CREATE, UPDATE and DELETE events with context INTEGRATIONS', async () => {
		const id = (await kit.api.post(SEG, { name: 'A' })).data.id;
		await kit.api.put(`${SEG}/${id}`, { name: 'B' });
		await kit.api.delete(`${SEG}/${id}`);
		const feed = (await kit.api.get(`${SEG}/synchronization`, { params: { startId: 1 } })).data;
		expect(feed).toEqual({
			nextId: 4,
			events: [
				{ segmentId: id, type: 'CREATE' },
				{ segmentId: id, type: 'UPDATE' },
				{ segmentId: id, type: 'DELETE' },
			],
		});
		expect(
			kit.platform.control.state('acme').feeds.segments.map((e: { context: string }) => e.context),
		).toEqual(['INTEGRATIONS', 'INTEGRATIONS', 'INTEGRATIONS']);
	});
});
