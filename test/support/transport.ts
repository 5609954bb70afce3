/**
 * The transport's process-wide state, as tests see it (a jest setup file: jest.config.js
 * `setupFiles`, so it runs before any test file loads the nodes).
 *
 * The node code keeps no test hooks: its retry policy is a frozen constant and its memory of path
 * variants one instance for the process. Tests replace both through jest's module registry:
 * - RETRY_POLICY (transport/retry.ts) with a 10 ms first backoff instead of 500 ms, so retries
 *   take milliseconds (Retry-After and every other limit stay as shipped);
 * - pathVariants (transport/apiPaths.ts) with an instance that forgetApiPaths() swaps
 *   for a fresh one, so each test starts as a new n8n process would;
 * - seenEvents (triggers/webhook/seenEvents.ts), the event ids the process received, with an instance
 *   that forgetSeenEvents() swaps for a fresh one (a restart: only static data remains).
 */
import type * as ApiPathsModule from '../../nodes/B2bCommerce/transport/apiPaths';
import type * as RetryModule from '../../nodes/B2bCommerce/transport/retry';
import type * as SeenEventsModule from '../../nodes/B2bCommerce/triggers/webhook/seenEvents';

jest.mock('../../nodes/B2bCommerce/transport/retry', () => {
	const actual = jest.requireActual<typeof RetryModule>('../../nodes/B2bCommerce/transport/retry');
	return { ...actual, RETRY_POLICY: Object.freeze({ ...actual.RETRY_POLICY, baseDelayMs: 10 }) };
});

jest.mock('../../nodes/B2bCommerce/transport/apiPaths', () => {
	const actual = jest.requireActual<typeof ApiPathsModule>(
		'../../nodes/B2bCommerce/transport/apiPaths',
	);
	return { ...actual, apiPathMemory: new actual.ApiPathMemory() };
});

/** Forgets which API paths answered: the next request tries them as a fresh process would. */
export function forgetApiPaths(): void {
	const mocked = jest.requireMock<{
		apiPathMemory: ApiPathsModule.ApiPathMemory;
		ApiPathMemory: typeof ApiPathsModule.ApiPathMemory;
	}>('../../nodes/B2bCommerce/transport/apiPaths');
	mocked.apiPathMemory = new mocked.ApiPathMemory();
}

jest.mock('../../nodes/B2bCommerce/triggers/webhook/seenEvents', () => {
	const actual = jest.requireActual<typeof SeenEventsModule>(
		'../../nodes/B2bCommerce/triggers/webhook/seenEvents',
	);
	return { ...actual, seenEvents: new actual.SeenEvents() };
});

/** Forgets the event ids this process received, as an n8n restart does (static data stays). */
export function forgetSeenEvents(): void {
	const mocked = jest.requireMock<{
		seenEvents: SeenEventsModule.SeenEvents;
		SeenEvents: typeof SeenEventsModule.SeenEvents;
	}>('../../nodes/B2bCommerce/triggers/webhook/seenEvents');
	mocked.seenEvents = new mocked.SeenEvents();
}
