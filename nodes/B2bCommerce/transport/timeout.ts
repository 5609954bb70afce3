/**
 * The Timeout option: the whole time one platform call may take, every attempt, the waits
 * between them and the waits the platform asks for (Retry-After) included. Set once per run in
 * its TransportScope (scope.ts); the retry loop (retry.ts) keeps to it.
 */
import type { INodeProperties } from 'n8n-workflow';

export const DEFAULT_TIMEOUT_SECONDS = 60;
const MAX_TIMEOUT_SECONDS = 3600;

/** The Timeout option of every node (under its options), one definition for all. */
export const timeoutOption: INodeProperties = {
	displayName: 'Timeout',
	name: 'timeout',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: MAX_TIMEOUT_SECONDS },
	default: DEFAULT_TIMEOUT_SECONDS,
	description:
		'Seconds one call to the platform may take in all: every attempt, the waits between retries and the waits the platform asks for. A call still without an answer then fails. A write is sent again only when it surely did not arrive.',
};

/**
 * The budget in ms of the Timeout option's value. Out-of-range or non-numeric values fall back
 * to the default or the nearest bound.
 */
export function timeoutMs(seconds: unknown): number {
	const value = Number(seconds);
	const bounded =
		Number.isFinite(value) && value > 0
			? Math.min(value, MAX_TIMEOUT_SECONDS)
			: DEFAULT_TIMEOUT_SECONDS;
	return Math.max(1, Math.round(bounded * 1000));
}
