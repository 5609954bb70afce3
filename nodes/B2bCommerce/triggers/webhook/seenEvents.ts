/** The event ids this process received, per trigger node (workflow and node ID): the memory side of replay.ts. */

/** Event id -> when it was first received (ms since the epoch). */
export type Seen = Map<string, number>;

export class SeenEvents {
	private readonly byNode = new Map<string, Seen>();

	of(key: string): Seen {
		let seen = this.byNode.get(key);
		if (!seen) {
			seen = new Map();
			this.byNode.set(key, seen);
		}
		return seen;
	}
}

/**
 * The memory of this process. Tests start with a fresh one (a restart) by replacing this export
 * (jest.mock in test/support/transport.ts).
 */
export const seenEvents = new SeenEvents();
