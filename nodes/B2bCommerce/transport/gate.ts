import { sleep } from 'n8n-workflow';

/**
 * Shared by every request of one execution. A 429 pauses the whole execution until the
 * platform's Retry-After has passed, instead of each request backing off on its own.
 */
export class RequestGate {
	private openAt = 0;

	pause(ms: number): void {
		this.openAt = Math.max(this.openAt, Date.now() + ms);
	}

	async whenOpen(): Promise<void> {
		for (let wait = this.openAt - Date.now(); wait > 0; wait = this.openAt - Date.now()) {
			await sleep(wait);
		}
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
