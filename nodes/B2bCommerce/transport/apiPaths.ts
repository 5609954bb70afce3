/**
 * Which of an endpoint's API paths to try (docs/decisions.md "API paths"): the credential's
 * API Paths setting; on Automatic, the path that answered before, else the main path (or
 * `tryFirst`) first and the alternative paths after it.
 */
import type { Endpoint, PlatformCredentials } from './types';

/** The memory of which path index answered, per platform, tenant and endpoint. */
export class ApiPathMemory {
	private readonly answered = new Map<string, number>();

	/** The path indexes to try, in order, for this credential's variant setting. */
	candidates(endpoint: Endpoint, credentials: PlatformCredentials): number[] {
		const all = endpoint.paths.map((_, index) => index);
		if (all.length === 1) return all;
		if (credentials.apiPaths === 'main') return [0];
		if (credentials.apiPaths === 'alternative') return [all.length - 1];
		// Once a path has answered, it is known to exist: a later 404 there means "no such record",
		// and trying the other path (a DELETE without its key, say) could do something else entirely.
		const remembered = this.answered.get(memoryKey(endpoint, credentials));
		if (remembered !== undefined) return [remembered];
		const first = endpoint.tryFirst ?? 0;
		return [first, ...all.filter((index) => index !== first)];
	}

	/**
	 * Notes the path that answered with a success (only a success proves the path exists: a 401 or
	 * a 5xx may come from any path), unless the endpoint asks to try afresh each time.
	 */
	succeeded(endpoint: Endpoint, credentials: PlatformCredentials, pathIndex: number): void {
		if (endpoint.paths.length > 1 && endpoint.remember !== false) {
			this.answered.set(memoryKey(endpoint, credentials), pathIndex);
		}
	}
}

function memoryKey(endpoint: Endpoint, credentials: PlatformCredentials): string {
	return `${credentials.baseUrl}|${credentials.tenant}|${endpoint.key}`;
}

/**
 * The memory of this process, shared by every execution: a platform's paths do not change while
 * n8n runs. Tests start each test with a fresh one by replacing this export (jest.mock in
 * test/support/transport.ts).
 */
export const apiPathMemory = new ApiPathMemory();
