/**
 * The headers that authenticate a call to the platform: the API key in `ApiAuth`, the tenant in
 * `platform-tenant`. Used by the credential's `authenticate` (the HTTP Request node and Custom
 * API Call) and by the transport, which builds them once per run and sends them itself.
 */
const API_KEY_HEADER = 'ApiAuth';
export const TENANT_HEADER = 'platform-tenant';

/** The authentication headers of a credential (and `accept`, which the platform expects). */
export function authHeaders(apiKey: string, tenant: string): Record<string, string> {
	return { [API_KEY_HEADER]: apiKey, [TENANT_HEADER]: tenant, accept: '*/*' };
}
