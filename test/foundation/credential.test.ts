/**
 * The credential's Test button, run as n8n 2.8's CredentialsTester runs it (RoutingNode in an
 * ExecuteContext; test/support/credential-test.ts), against the fake platform.
 */
import { testCredential } from '../support/credential-test';
import { startScriptedServer } from '../support/scripted-server';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const SEGMENTS = '/api/v1/account/integrations/auth-required/segments';

describe('credential test', () => {
	it('passes with the right key and fails with a wrong one, reading one segment', async () => {
		await expect(testCredential(fx.credentials())).resolves.toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		const wrong = await testCredential(fx.credentials('acme', { apiKey: 'wrong' }));
		expect(wrong).toEqual({
			status: 'Error',
			message: expect.stringContaining('Authorization failed'),
		});
		// n8n sends a request refused with 401 once more (after pre-authentication): all with the wrong key.
		const [right, ...refused] = fx.platform.control.requests();
		expect([right.path, right.query, right.status, right.headers.apiauth]).toEqual([
			SEGMENTS,
			{ pageNumber: '1', pageSize: '1' },
			200,
			'acme-key-123',
		]);
		expect(refused.length).toBeGreaterThan(0);
		expect(
			refused.every(
				(r) => r.path === SEGMENTS && r.status === 401 && r.headers.apiauth === 'wrong',
			),
		).toBe(true);
	});

	it.each([301, 302, 307, 308])(
		'does not follow a %i to another host: the key and tenant stay with the platform',
		async (status) => {
			const elsewhere = await startScriptedServer(() => ({ status: 200, body: [] }));
			try {
				fx.platform.control.injectFault({
					kind: 'redirect',
					status,
					location: `${elsewhere.url}/collect`,
				});
				const result = await testCredential(fx.credentials());
				expect(result.status).toBe('Error');
				expect(elsewhere.requests).toHaveLength(0);
				expect(fx.platform.control.requests()).toHaveLength(1);
			} finally {
				await elsewhere.close();
			}
		},
	);

	it.each(['{host}', ' {host}/', 'ftp://{host}'])(
		'a base URL %p (no http(s)://) fails saying how to fix it, sending nothing',
		async (shape) => {
			const baseUrl = shape.replace('{host}', new URL(fx.platform.url).host);
			await expect(testCredential(fx.credentials('acme', { baseUrl }))).resolves.toEqual({
				status: 'Error',
				message: 'Start the Base URL with https://, for example https://shop.example.com',
			});
			expect(fx.platform.control.requests()).toHaveLength(0);
		},
	);

	it('a base URL in capitals (HTTP://) passes', async () => {
		const baseUrl = fx.platform.url.replace(/^http:/, 'HTTP:');
		await expect(testCredential(fx.credentials('acme', { baseUrl }))).resolves.toMatchObject({
			status: 'OK',
		});
	});

	it('spaces around the base URL do no harm', async () => {
		await expect(
			testCredential(fx.credentials('acme', { baseUrl: ` ${fx.platform.url}/ ` })),
		).resolves.toMatchObject({ status: 'OK' });
	});
});
