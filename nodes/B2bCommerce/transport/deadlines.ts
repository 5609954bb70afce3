/**
 * The deadlines of the calls in flight (the Timeout of each), watched by one timer per run
 * instead of one per request. Stopping a timer early in n8n means an abortable sleep whose
 * abort builds two errors with stack traces (the abort reason and n8n's cancel error), which
 * cost more than the request itself; this timer only wakes, looks and sleeps again, and stops
 * when nothing is left to watch.
 */
import { sleep } from 'n8n-workflow';

/** The longest the timer sleeps before looking again: how late a deadline may fire at most. */
const LOOK_EVERY_MS = 100;

interface Entry {
	at: number;
	fire: () => void;
}

export class Deadlines {
	private readonly entries = new Set<Entry>();

	private watching = false;

	/** Calls `fire` once `ms` have passed, unless the returned function was called first. */
	add(ms: number, fire: () => void): () => void {
		const entry: Entry = { at: Date.now() + ms, fire };
		this.entries.add(entry);
		if (!this.watching) void this.watch();
		return () => {
			this.entries.delete(entry);
		};
	}

	private async watch(): Promise<void> {
		this.watching = true;
		try {
			while (this.entries.size > 0) {
				let next = Infinity;
				for (const entry of this.entries) next = Math.min(next, entry.at);
				await sleep(Math.max(1, Math.min(next - Date.now(), LOOK_EVERY_MS)));
				const now = Date.now();
				for (const entry of [...this.entries]) {
					if (entry.at > now) continue;
					this.entries.delete(entry);
					try {
						entry.fire();
					} catch {
						// The call's own failure is its business; the other deadlines still fire.
					}
				}
			}
		} finally {
			this.watching = false;
		}
	}
}
