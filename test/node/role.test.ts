/** Role resource: the contradictory role paths, client-side Limit, and a platform that answers with operators. */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';
import type { ScriptedServer } from '../support/scripted-server';
import { startScriptedServer } from '../support/scripted-server';

const fx = usePlatform();

const TEXT = '/api/v1/catalog/integrations/auth-required/operators';
const SAMPLE = '/api/v1/authserver/integrations/auth-required/roles';
const CLIENT = 'org:11111111-1111-4111-8111-111111111111';
const OTHER_CLIENT = 'org:22222222-2222-4222-8222-222222222222';

function seedRoles(count: number, clientId = CLIENT) {
	return Array.from({ length: count }, (_, index) =>
		fx
			.control()
			.addRole('acme', { clientId, name: `Role ${index + 1}`, authorities: ['APP_VIEW_ORDERS'] }),
	);
}

const getAll = (extra: Record<string, unknown> = {}) => ({
	resource: 'role',
	operation: 'getAll',
	clientId: CLIENT,
	returnAll: true,
	...extra,
});

describe('role: get many', () => {
	it("outputs one item per role of the client, from the alternative path first (the main path is the operator list's)", async () => {
		const roles = seedRoles(3);
		seedRoles(1, OTHER_CLIENT);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: getAll(),
		});
		expect(error).toBeUndefined();
		expect(output).toEqual(roles.map((role) => ({ json: role, pairedItem: { item: 0 } })));
		const requests = fx.control().requests();
		expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
			`GET ${SAMPLE}`,
		]);
		expect(requests[0].query).toEqual({ clientId: CLIENT });
	});

	it('Limit is applied to the array the platform returns, without paging parameters', async () => {
		const roles = seedRoles(5);
		const { output } = await runNode({
			credentials: fx.credentials(),
			parameters: getAll({ returnAll: false, limit: 2 }),
		});
		expect(output.map((item) => item.json.id)).toEqual(roles.slice(0, 2).map((role) => role.id));
		const requests = fx.control().requests();
		expect(requests).toHaveLength(1);
		expect(requests[0].query).toEqual({ clientId: CLIENT });
	});

	it('outputs nothing for a client without roles', async () => {
		seedRoles(2, OTHER_CLIENT);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: getAll(),
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([]);
		expect(fx.control().requests()).toHaveLength(1);
	});

	it('with main paths only falls back to the main path with clientId, every time (never remembered)', async () => {
		fx.control().setPathMode('main');
		const roles = seedRoles(2);
		for (let run = 0; run < 2; run++) {
			const { output, error } = await runNode({
				credentials: fx.credentials(),
				parameters: getAll(),
			});
			expect(error).toBeUndefined();
			expect(output.map((item) => item.json)).toEqual(roles);
		}
		const requests = fx.control().requests();
		expect(requests.map((request) => request.path)).toEqual([SAMPLE, TEXT, SAMPLE, TEXT]);
		expect(requests[1].query).toEqual({ clientId: CLIENT });
	});

	it('a 404 of the roles path (an unknown client, say) is not remembered: the next lookup asks the roles path again', async () => {
		fx.control().setPathMode('both');
		const roles = seedRoles(1);
		fx.control().injectFault({
			kind: 'status',
			status: 404,
			count: 1,
			match: { pathPrefix: SAMPLE },
		});
		const first = await runNode({ credentials: fx.credentials(), parameters: getAll() });
		expect(first.error).toBeUndefined();
		const second = await runNode({ credentials: fx.credentials(), parameters: getAll() });
		expect(second.error).toBeUndefined();
		expect(second.output.map((item) => item.json)).toEqual(roles);
		expect(
			fx
				.control()
				.requests()
				.map((request) => [request.path, request.status]),
		).toEqual([
			[SAMPLE, 404],
			[TEXT, 200],
			[SAMPLE, 200],
		]);
	});

	it('with alternative paths only uses the roles path', async () => {
		fx.control().setPathMode('alternative');
		const roles = seedRoles(1);
		const { output } = await runNode({ credentials: fx.credentials(), parameters: getAll() });
		expect(output.map((item) => item.json)).toEqual(roles);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual([SAMPLE]);
	});

	it('honours a credential pinned to the documented paths', async () => {
		const roles = seedRoles(1);
		const { output } = await runNode({
			credentials: fx.credentials('acme', { apiPaths: 'main' }),
			parameters: getAll(),
		});
		expect(output.map((item) => item.json)).toEqual(roles);
		expect(
			fx
				.control()
				.requests()
				.map((request) => `${request.path}?clientId=${String(request.query.clientId)}`),
		).toEqual([`${TEXT}?clientId=${CLIENT}`]);
	});

	it.each([
		['={{ $json.missing }}', '"Client ID" (clientId) is required'],
		['12345', '"Client ID" (clientId) must be a client ID like org:'],
	])('a client ID of %s fails before sending anything', async (clientId, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: getAll({ clientId }),
		});
		expect(error?.message).toContain(message);
		expect(fx.control().requests()).toEqual([]);
	});

	it('with Continue On Fail, a bad client ID becomes an error item paired with its input', async () => {
		const roles = seedRoles(1);
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: getAll({ clientId: '={{ $json.client }}' }),
			items: [{ client: 'acme' }, { client: CLIENT }],
		});
		expect(error).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[0].json.error).toContain('"Client ID" (clientId) must be a client ID');
		expect(output.slice(1)).toEqual([{ json: roles[0], pairedItem: { item: 1 } }]);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.query.clientId),
		).toEqual([CLIENT]);
	});

	it("shows the platform's message when it refuses the request", async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme', { apiKey: 'wrong-key' }),
			parameters: getAll(),
		});
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toContain('The platform refused the API key');
		expect(error?.message).not.toContain('wrong-key');
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.status),
		).toEqual([401]);
	});
});

describe('role: a platform whose main path is only the operator list', () => {
	let platform: ScriptedServer;

	beforeAll(async () => {
		// Answers the roles path with "no such route" and passes everything else to the fake,
		// without clientId: the way a platform that does not read clientId there would answer.
		platform = await startScriptedServer(async (request) => {
			if (request.path === SAMPLE) return { status: 404, body: { message: 'No route' } };
			const response = await fetch(`${fx.platform.url}${request.path}`, {
				headers: {
					ApiAuth: String(request.headers.apiauth),
					'platform-tenant': String(request.headers['platform-tenant']),
				},
			});
			return { status: response.status, body: await response.json() };
		});
	});

	afterAll(async () => {
		await platform.close();
	});

	it('fails with "returned the operator list, not roles" instead of outputting operators', async () => {
		fx.control().addOperator('acme', { name: 'Not a role' });
		seedRoles(1);
		const { output, error } = await runNode({
			credentials: fx.credentials('acme', { baseUrl: platform.url }),
			parameters: getAll(),
		});
		expect(output).toEqual([]);
		expect(error?.message).toBe('The platform returned the operator list, not roles');
		expect(error?.description).toMatch(/^Check the Client ID/);
		expect(error?.description).toContain('Alternative Paths Only');
		expect(
			platform.requests.map((request) => `${request.path}?clientId=${request.query.clientId}`),
		).toEqual([`${SAMPLE}?clientId=${CLIENT}`, `${TEXT}?clientId=${CLIENT}`]);
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual([TEXT]);
	});
});
