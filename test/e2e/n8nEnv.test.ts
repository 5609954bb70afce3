/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The environment of every n8n the sandbox and the suites start (n8nEnv): beside a user's own
 * n8n, neither its ports nor the settings in the user's shell reach it.
 */
import { N8N_DEFAULT_PORTS, n8nEnv } from './lib/n8n';

describe('n8nEnv', () => {
	const shell = {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: 'redis.example',
		DB_POSTGRESDB_HOST: 'db.example',
		N8N_PATH: '/n8n/',
		N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
		N8N_RUNNERS_BROKER_PORT: String(N8N_DEFAULT_PORTS.broker),
		WEBHOOK_URL: 'https://n8n.example/',
		NODE_FUNCTION_ALLOW_EXTERNAL: '*',
		HTTPS_PROXY: 'http://proxy.example:3128',
	};
	const saved: Record<string, string | undefined> = {};

	beforeAll(() => {
		for (const [k, v] of Object.entries(shell)) {
			saved[k] = process.env[k];
			process.env[k] = v;
		}
	});
	afterAll(() => {
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) delete process.env[k];
			else process.env[k] = v;
		}
	});

	it("gives n8n the caller's ports and none of the shell's n8n settings", () => {
		const env = n8nEnv({ userFolder: '/tmp/n8n-env-test', port: 45001, brokerPort: 45002 });

		expect(env.N8N_PORT).toBe('45001');
		expect(env.N8N_RUNNERS_BROKER_PORT).toBe('45002');
		expect(env.WEBHOOK_URL).toBe('http://127.0.0.1:45001/');
		expect(env.N8N_USER_FOLDER).toBe('/tmp/n8n-env-test');
		for (const k of [
			'EXECUTIONS_MODE',
			'QUEUE_BULL_REDIS_HOST',
			'DB_POSTGRESDB_HOST',
			'N8N_PATH',
			'N8N_COMMUNITY_PACKAGES_ENABLED',
			'NODE_FUNCTION_ALLOW_EXTERNAL',
		])
			expect([k, env[k]]).toEqual([k, undefined]);
		// What is not n8n's own setting still passes (a proxy, the PATH).
		expect(env.HTTPS_PROXY).toBe(shell.HTTPS_PROXY);
		expect(env.PATH).toContain(process.env.PATH ?? '');
	});

	it("keeps the caller's own settings (the queue suite's)", () => {
		const env = n8nEnv({
			userFolder: '/tmp/n8n-env-test',
			port: 45001,
			brokerPort: 45002,
			env: { EXECUTIONS_MODE: 'queue', QUEUE_BULL_REDIS_HOST: '127.0.0.1' },
		});

		expect(env.EXECUTIONS_MODE).toBe('queue');
		expect(env.QUEUE_BULL_REDIS_HOST).toBe('127.0.0.1');
		expect(env.DB_POSTGRESDB_HOST).toBeUndefined();
	});
});
