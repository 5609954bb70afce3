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

	/** The most requests in flight (counted when each was sent) that the platform accepted. */
	private acceptedLevel = 0;

	/**
	 * The lowest in-flight level the platform refused although a lower one was accepted: a
	 * concurrency limit. The limit stays below it for the rest of the execution.
	 */
	private ceiling = Infinity;

	private readonly waiting: Array<() => void> = [];

	pause(ms: number): void {
		this.openAt = Math.max(this.openAt, Date.now() + ms);
	}

	/** Ms until the gate opens again after a 429 (0 when it is open). */
	openInMs(): number {
		return Math.max(0, this.openAt - Date.now());
	}

	async whenOpen(): Promise<void> {
		for (let wait = this.openAt - Date.now(); wait > 0; wait = this.openAt - Date.now()) {
			await sleep(wait);
		}
	}

	/**
	 * Waits until the gate is open and a slot is free, then takes the slot. Returns how many
	 * requests are in flight with this one, for `release`.
	 */
	async acquire(): Promise<number> {
		// Open with a free slot (the usual case): no wait at all.
		if (this.openAt <= Date.now() && this.inFlight < this.limit) return ++this.inFlight;
		for (;;) {
			await this.whenOpen();
			if (this.inFlight < this.limit) break;
			await new Promise<void>((resolve) => this.waiting.push(resolve));
		}
		return ++this.inFlight;
	}

	/**
	 * Gives the slot back; `sentWith` is what `acquire` returned. A 429 (`rateLimited`) lowers
	 * the limit below the level the refused request was sent at (never below one). Only a
	 * refusal above a level the platform accepted is taken as a concurrency limit (the ceiling);
	 * a burst refused at every level (a rate limit) is waited out and the limit climbs back.
	 */
	release(outcome: 'ok' | 'rateLimited' | 'other' = 'other', sentWith = this.inFlight): void {
		this.inFlight--;
		if (outcome === 'rateLimited') {
			if (this.acceptedLevel > 0 && sentWith > this.acceptedLevel)
				this.ceiling = Math.min(this.ceiling, sentWith);
			this.limit = Math.max(1, Math.min(this.limit, sentWith - 1, this.ceiling - 1));
			this.successes = 0;
		} else if (outcome === 'ok') {
			this.acceptedLevel = Math.max(this.acceptedLevel, sentWith);
			if (
				Number.isFinite(this.limit) &&
				this.limit + 1 < this.ceiling &&
				++this.successes >= this.limit * 4
			) {
				this.limit++;
				this.successes = 0;
			}
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
