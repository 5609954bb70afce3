/** Starts the fake platform for a test file and hands out credentials for it. */
import type { FakePlatform, PlatformOptions } from '../platform/server';
import { startPlatform } from '../platform/server';
import type { IDataObject } from 'n8n-workflow';

import type { PlatformCredentialData } from './harness';
import { forgetApiPaths, forgetSeenEvents } from './transport';

export interface PlatformFixture {
	platform: FakePlatform;
	/** The fake's control client (state, request log, faults) for the running platform. */
	control(): FakePlatform['control'];
	/** Credentials for a tenant of the fake (default acme). */
	credentials(tenant?: string, overrides?: Partial<PlatformCredentialData>): PlatformCredentialData;
	/** The bodies of the API requests with `method` the platform received, in order. */
	bodies(method: string): IDataObject[];
}

/**
 * Use inside a describe block (or at top level): starts the fake before all tests, resets its
 * state, request log and faults before each, and closes it after all.
 */
export function usePlatform(options: PlatformOptions = {}): PlatformFixture {
	const fixture = {} as PlatformFixture;
	beforeAll(async () => {
		fixture.platform = await startPlatform(options);
	});
	beforeEach(async () => {
		await fixture.platform.control.reset();
		forgetApiPaths();
		forgetSeenEvents();
	});
	afterAll(async () => {
		await fixture.platform?.close();
	});
	fixture.control = () => fixture.platform.control;
	fixture.credentials = (tenant = 'acme', overrides = {}) => ({
		baseUrl: fixture.platform.url,
		apiKey: fixture.platform.tenants[tenant],
		tenant,
		apiPaths: 'auto',
		...overrides,
	});
	fixture.bodies = (method) =>
		fixture.platform.control
			.requests({ origin: 'api', method })
			.map((request) => request.body as IDataObject);
	return fixture;
}
