import { sleep } from 'n8n-workflow';

/**
 * Shared by every request of one execution. A 429 pauses the whole execution until the
 * platform's Retry-After has passed, instead of each request backing off on its own, and
 * lowers how many requests the execution sends at once to what the platform just accepted.
 */
export class RequestGate {
	private openAt = 0;

	/** Requests of this execution waiting for the platform now. */
	private inFlight = 0;

	/** How many may be in flight; lowered by each 429, raised again slowly by successes. */
	private limit = Infinity;

	private successes = 0;

	/** One more than the requests in flight when the platform last refused; the limit stays below it. */
	private ceiling = Infinity;

	private readonly waiting: Array<() => void> = [];

	pause(ms: number): void {
		this.openAt = Math.max(this.openAt, Date.now() + ms);
	}

	async whenOpen(): Promise<void> {
		for (let wait = this.openAt - Date.now(); wait > 0; wait = this.openAt - Date.now()) {
			await sleep(wait);
		}
	}

	/** Waits until the gate is open and a slot is free, then takes the slot. */
	async acquire(): Promise<void> {
		for (;;) {
			await this.whenOpen();
			if (this.inFlight < this.limit) break;
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		}
		this.inFlight++;
	}

	/**
	 * Gives the slot back. `rateLimited`: the platform refused with 429, so at most as many as
	 * are still in flight may be sent from now on (never fewer than one).
	 */
	release(outcome: 'ok' | 'rateLimited' | 'other' = 'other'): void {
		this.inFlight--;
		if (outcome === 'rateLimited') {
			this.ceiling = Math.min(this.ceiling, this.inFlight + 1);
			this.limit = Math.max(1, Math.min(this.limit, this.inFlight));
			this.successes = 0;
		} else if (
			outcome === 'ok' &&
			Number.isFinite(this.limit) &&
			this.limit + 1 < this.ceiling &&
			++this.successes >= this.limit * 4
		) {
			this.limit++;
			this.successes = 0;
		}
		this.waiting.shift()?.();
	}
}

/**
 * Runs `work` for every index with at most `limit` running at once and returns the results
 * in index order. After the first failure no new work starts; the first failure (by index)
 * is thrown once the running work has settled.
 */
export async function runLimited<T>(
	count: number,
	limit: number,
	work: (index: number) => Promise<T>,
): Promise<T[]> {
	const results = new Array<T>(count);
	const failures: Array<{ index: number; error: unknown }> = [];
	let next = 0;
	const worker = async () => {
		while (next < count && failures.length === 0) {
			const index = next++;
			try {
				results[index] = await work(index);
			} catch (error) {
				failures.push({ index, error });
			}
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, count)) }, worker));
	if (failures.length > 0) {
		failures.sort((a, b) => a.index - b.index);
		throw failures[0].error;
	}
	return results;
}
