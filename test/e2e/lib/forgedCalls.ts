/**
 * Callbacks a stranger could send to the webhook trigger's URL, for the e2e and queue-mode suites:
 * each must be answered 401 and start nothing.
 */

/** A CartOpened body that no platform sent. */
export function forgedCartOpenedBody(tenant: string): string {
	return JSON.stringify({
		type: 'CartOpened',
		tenantKey: tenant,
		cartId: 'forged',
		clientId: 'org:forged',
		eventId: 'forged',
		timestamp: new Date().toISOString(),
	});
}

/** An HTTP Basic Authorization header value. */
export const basicAuth = (user: string, password: string): string =>
	`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** What is wrong with each call, and its headers: no Authorization, a wrong password, another tenant. */
export function forgedHeaders(
	tenant: string,
	auth: { username: unknown; password: unknown },
): Array<[string, Record<string, string>]> {
	return [
		['no Authorization', { 'platform-tenant': tenant }],
		[
			'wrong password',
			{
				'platform-tenant': tenant,
				authorization: basicAuth(String(auth.username), 'wrong-password-123456'),
			},
		],
		[
			'right credentials, other tenant',
			{
				'platform-tenant': 'globex',
				authorization: basicAuth(String(auth.username), String(auth.password)),
			},
		],
	];
}
