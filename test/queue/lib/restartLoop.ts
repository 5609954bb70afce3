/**
 * Restart with a backlog, again and again: the check that a feed trigger loses nothing when
 * n8n's main process is stopped and started while events wait in the feed. Each round adds a
 * backlog bigger than one poll takes, waits for a moment (right after a batch became an
 * execution, or a random time into the poll interval) and restarts the main process. At the end
 * every event must have reached an execution that ran; repeats are counted, not hidden, and each
 * delivery is checked for what the trigger says of it: a repeat marked `redelivered: true`, a
 * first delivery not, the same `eventId` on every delivery of an event. Where the workflow drops
 * repeats (n8n's Remove Duplicates by eventId), what it kept is counted too: each event once.
 *
 * The truth comes from n8n's database (every execution row of the workflow, whatever its status)
 * and from each execution's own data, not from the public API's list, which leaves out the
 * executions the main process still holds in memory.
 *
 * Used by the queue suite (test/queue/run.ts); nothing here knows about queue mode, so a plain
 * n8n (SQLite, one process) can use it with its own context.
 */

import { sleep } from 'n8n-workflow';

export type StopSignal = 'SIGTERM' | 'SIGKILL';

/** One event as the trigger delivered it in an execution. */
export interface Delivery {
	key: string;
	redelivered: unknown;
	eventId: unknown;
}

export interface RestartLoopContext {
	/** Adds `count` events to the feed; returns their keys in feed order. */
	addEvents(count: number): string[];
	/** Stops the main process with `signal`, waits for its exit, starts it again. */
	restartMain(signal: StopSignal): Promise<void>;
	/** Every execution row of the workflow, oldest first (from the database). */
	rows(): Array<{ id: string; status: string }>;
	/** The events a finished execution delivered (its trigger node's output), oldest first. */
	output(id: string): Promise<Delivery[]>;
	/** Event keys the workflow kept after dropping repeats, when it drops them (same execution). */
	kept?(id: string): Promise<string[]>;
	/** The main process's log so far, across restarts. */
	mainLog(): string;
	log(line: string): void;
}

export interface RestartLoopOptions {
	restarts: number;
	/** Events added before each restart (more than one poll takes). */
	backlog: number;
	pollIntervalMs: number;
	signal?: StopSignal;
	/**
	 * How long the drain after the last restart may go without a new event delivered before the
	 * events still missing count as lost (default 6 poll intervals). The backlog left by many
	 * restarts takes as long as it takes: one batch per poll.
	 */
	stallMs?: number;
	/** Seed of the random moments (the run prints it; the same seed gives the same moments). */
	seed?: number;
}

export interface RestartRound {
	moment: string;
	/** Execution rows when the stop came. */
	rowsAtStop: number;
	ms: number;
}

export interface RestartLoopResult {
	expected: number;
	/** Events that reached an execution that ran (at least once). */
	delivered: number;
	/** Events that never reached an execution that ran. */
	lost: string[];
	/** Deliveries beyond the first, in all. */
	repeated: number;
	/** Repeats marked `redelivered: true`, repeats not marked, and first deliveries marked. */
	marked: number;
	unmarked: number;
	markedFirst: number;
	/** Repeats whose eventId differs from the event's first delivery. */
	idChanged: number;
	/** With `kept`: events kept more than once, and events never kept. */
	keptTwice?: number;
	keptNever?: number;
	/** Events whose first delivery came after a later event's. */
	outOfOrder: number;
	/** Execution rows by status. */
	statuses: Record<string, number>;
	/** Executions that did not succeed, with what n8n logged about them. */
	notSucceeded: Array<{ id: string; status: string; events: number }>;
	/** n8n's queue recovery marked these executions as crashed (main log). */
	markedCrashed: string[];
	rounds: RestartRound[];
	seed: number;
	/** How long the drain after the last restart took. */
	drainMs: number;
	ms: number;
}

/** A small deterministic generator (mulberry32), so a failing run can be replayed. */
function random(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const UNFINISHED = new Set(['new', 'running', 'waiting']);

export async function restartWithBacklog(
	ctx: RestartLoopContext,
	opts: RestartLoopOptions,
): Promise<RestartLoopResult> {
	const t0 = Date.now();
	const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
	const rnd = random(seed);
	const expected: string[] = [];
	const rounds: RestartRound[] = [];
	for (let round = 1; round <= opts.restarts; round++) {
		const tRound = Date.now();
		const rowsBefore = ctx.rows().length;
		expected.push(...ctx.addEvents(opts.backlog));
		// Odd rounds: right after a poll turned a batch into an execution (the moment a saved
		// position and a queued execution are both fresh). Even rounds: a random moment of the
		// poll interval (in the middle of a poll, between polls).
		let moment: string;
		if (round % 2 === 1) {
			const deadline = Date.now() + 2 * opts.pollIntervalMs + 5_000;
			while (ctx.rows().length === rowsBefore && Date.now() < deadline) await sleep(50);
			moment = ctx.rows().length > rowsBefore ? 'right after a batch' : 'no batch came';
		} else {
			const wait = Math.floor(rnd() * opts.pollIntervalMs);
			await sleep(wait);
			moment = `${wait} ms after the backlog`;
		}
		const rowsAtStop = ctx.rows().length;
		await ctx.restartMain(opts.signal ?? 'SIGTERM');
		rounds.push({ moment, rowsAtStop, ms: Date.now() - tRound });
		ctx.log(
			`round ${round}/${opts.restarts}: restarted ${moment} (${rowsAtStop} executions) in ${Date.now() - tRound} ms`,
		);
	}

	// Drain: every execution finished and every event delivered, then one more poll interval.
	// Each restart costs poll times and a repeated batch, so after many rounds a backlog is left;
	// the drain waits while it shrinks and gives up only when nothing new came for a while.
	const outputs = new Map<string, Delivery[]>();
	const deliveredKeys = async () => {
		const keys = new Set<string>();
		for (const row of ctx.rows()) {
			if (UNFINISHED.has(row.status)) continue;
			if (!outputs.has(row.id)) outputs.set(row.id, await ctx.output(row.id));
			for (const d of outputs.get(row.id)!) keys.add(d.key);
		}
		return keys;
	};
	const stallMs = opts.stallMs ?? 6 * opts.pollIntervalMs;
	let seenProgress = '';
	let lastProgress = Date.now();
	const tDrain = Date.now();
	while (Date.now() - lastProgress < stallMs) {
		const rowsNow = ctx.rows();
		const finished = rowsNow.filter((r) => !UNFINISHED.has(r.status)).length;
		const count = (await deliveredKeys()).size;
		if (finished === rowsNow.length && count >= expected.length) break;
		const progress = `${rowsNow.length}/${finished}/${count}`;
		if (progress !== seenProgress) {
			seenProgress = progress;
			lastProgress = Date.now();
		}
		await sleep(1_000);
	}
	const drainMs = Date.now() - tDrain;
	await sleep(opts.pollIntervalMs + 3_000);
	const rows = ctx.rows();
	await deliveredKeys();

	const statuses: Record<string, number> = {};
	for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
	const seen = new Map<string, number>();
	const firstEventId = new Map<string, unknown>();
	const firstOrder: string[] = [];
	const marks = { marked: 0, unmarked: 0, markedFirst: 0, idChanged: 0 };
	for (const r of rows) {
		for (const { key: k, redelivered, eventId } of outputs.get(r.id) ?? []) {
			seen.set(k, (seen.get(k) ?? 0) + 1);
			if (seen.get(k) === 1) {
				firstOrder.push(k);
				firstEventId.set(k, eventId);
				if (redelivered !== false) marks.markedFirst++;
				continue;
			}
			if (redelivered === true) marks.marked++;
			else marks.unmarked++;
			if (eventId !== firstEventId.get(k)) marks.idChanged++;
		}
	}
	let keptFigures: { keptTwice: number; keptNever: number } | undefined;
	if (ctx.kept) {
		const timesKept = new Map<string, number>();
		for (const r of rows) {
			if (UNFINISHED.has(r.status)) continue;
			for (const k of await ctx.kept(r.id)) timesKept.set(k, (timesKept.get(k) ?? 0) + 1);
		}
		keptFigures = {
			keptTwice: [...timesKept.values()].filter((n) => n > 1).length,
			keptNever: expected.filter((k) => !timesKept.has(k)).length,
		};
	}
	const position = new Map(expected.map((k, i) => [k, i]));
	let outOfOrder = 0;
	for (let i = 1; i < firstOrder.length; i++)
		if ((position.get(firstOrder[i]) ?? -1) < (position.get(firstOrder[i - 1]) ?? -1)) outOfOrder++;
	const crashedLine = /recovered dangling executions[^\n]*|Marked executions as `crashed`[^\n]*/g;
	const markedCrashed = (ctx.mainLog().match(crashedLine) ?? []).map((l) => l.slice(0, 200));
	return {
		expected: expected.length,
		delivered: expected.filter((k) => seen.has(k)).length,
		lost: expected.filter((k) => !seen.has(k)),
		repeated: [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
		...marks,
		...keptFigures,
		outOfOrder,
		statuses,
		notSucceeded: rows
			.filter((r) => r.status !== 'success')
			.map((r) => ({ id: r.id, status: r.status, events: outputs.get(r.id)?.length ?? 0 })),
		markedCrashed,
		rounds,
		seed,
		drainMs,
		ms: Date.now() - t0,
	};
}
