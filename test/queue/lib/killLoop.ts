/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The feed trigger under hard crashes of the main process, in queue mode: a busy feed (events
 * arrive all the time), n8n's main process killed with SIGKILL at random moments and started
 * again, many times; then every event delivered by an execution is counted. Lost: events that
 * never reached an execution that ran; repeated: events that reached more than one.
 *
 * Run per variant of n8n's settings (see VARIANTS): on n8n 2.40 with durable poll cursors (the
 * position committed with the execution in one transaction) and without them (static data saved
 * after an emitting poll, n8n's only way on 2.8.4).
 *
 * Used by test/queue/run.ts (scenario 9, when QUEUE_KILLS is set).
 */
import type { Control } from '../../platform/control';
import {
	activateWorkflow,
	deactivateWorkflow,
	listExecutions,
	n8nRequest,
	nodeOutput,
	type Execution,
} from '../../e2e/lib/n8n';
import type { Postgres } from './procs';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** n8n 2.40's durable poll cursors and what they need from n8n 2.37 on (read in its config). */
export const DURABLE_CURSORS_ENV: Readonly<Record<string, string>> = {
	N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
	N8N_SCHEDULER_ENABLED: 'true',
	N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
	N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
};

export interface KillVariant {
	key: string;
	title: string;
	/** Extra environment of the main process. */
	env: Record<string, string>;
	/**
	 * Whether repeats are bounded by one batch per kill. With durable cursors they are measured
	 * only: after a restart n8n fires the missed poll times at once, each from the position
	 * committed when it started, so a kill can repeat more than one batch (docs/queue-mode.md).
	 */
	repeatsBoundedPerKill: boolean;
}

/**
 * The variants an n8n line runs and how many kills each, from QUEUE_KILLS: a number (every variant
 * of the line, durable poll cursors first where n8n has them: 2.36 and later) or a list such as
 * `durable:20,plain:10` (those variants, in that order; a variant the line lacks is left out).
 */
export function killPlan(
	line: string,
	spec: string,
): Array<{ variant: KillVariant; kills: number }> {
	const plain: KillVariant = {
		key: 'plain',
		title: 'without durable poll cursors',
		env: {},
		repeatsBoundedPerKill: true,
	};
	const durable: KillVariant = {
		key: 'durable',
		title: 'with durable poll cursors',
		env: { ...DURABLE_CURSORS_ENV },
		repeatsBoundedPerKill: false,
	};
	const [major, minor] = line.split('.').map(Number);
	const hasDurable = major > 2 || (major === 2 && minor >= 36);
	const available = hasDurable ? [durable, plain] : [plain];
	const trimmed = spec.trim();
	if (/^\d+$/.test(trimmed)) {
		const kills = Number(trimmed);
		return kills > 0 ? available.map((variant) => ({ variant, kills })) : [];
	}
	return trimmed
		.split(/[\s,]+/)
		.filter(Boolean)
		.map((part) => part.split(':'))
		.map(([key, n]) => ({ variant: available.find((v) => v.key === key), kills: Number(n) }))
		.filter((p): p is { variant: KillVariant; kills: number } => !!p.variant && p.kills > 0);
}

export interface KillLoopOptions {
	variant: KillVariant;
	/** How many times the main process is killed. */
	kills: number;
	url(): string;
	apiKey: string;
	cookie: string;
	control: Control;
	postgres: Postgres;
	tenant: string;
	packageName: string;
	credentials: Record<string, { id: string; name: string }>;
	/** SIGKILL the main process's group and wait until it is gone. */
	killMain(): Promise<void>;
	/** Start the main process with this extra environment and wait until it is ready. */
	startMain(env: Record<string, string>): Promise<void>;
	check(name: string, ok: boolean, detail?: unknown): boolean;
	equal(name: string, actual: unknown, expected: unknown): boolean;
	/** Seeded random numbers in [0, 1) (the kill moments; printed for a rerun). */
	random(): number;
}

export interface KillLoopResult {
	kills: number;
	produced: number;
	delivered: number;
	distinct: number;
	lost: number;
	repeated: number;
	/** Executions of the workflow by status (from PostgreSQL). */
	statuses: Record<string, number>;
	/** Events in executions that never ran (new, or crashed at the next start): a crash left them. */
	stranded: number;
	/** Those executions' ids. */
	neverRan: string[];
	killDelaysMs: number[];
	ms: number;
}

/** An execution as the public API returns it, with the trigger's items still in its stack. */
interface StackedExecution {
	data?: {
		executionData?: {
			nodeExecutionStack?: Array<{
				data?: { main?: Array<Array<{ json?: Record<string, unknown> }> | null> };
			}>;
		};
	};
}

const FEED = 'goodsIssuedNotes';
const FEED_PATH = '/goods-issued-notes/synchronization';
/** Events added per tick, and the tick: 6 events a second. */
const PER_TICK = 3;
const TICK_MS = 500;
const MAX_EVENTS = 100;
/** A kill comes 0-20 s after the main is ready (two poll intervals). */
const KILL_WINDOW_MS = 20_000;

/** Every 10 seconds, as six once-a-minute poll times (n8n 2.40 refuses shorter). */
const POLL_EVERY_10S = Array.from({ length: 6 }, (_, i) => ({
	mode: 'custom',
	cronExpression: `${i * 10} * * * * *`,
}));

/** The feed workflow of one variant, created through the public API, starting at `startId`. */
function feedWorkflow(o: KillLoopOptions, startId: number): Record<string, unknown> {
	return {
		name: `Queue: feed under SIGKILL (${o.variant.key})`,
		nodes: [
			{
				id: `k${o.variant.key.slice(0, 1)}000000-0000-4000-8000-000000000001`,
				name: 'New Goods Issued Note',
				type: `${o.packageName}.b2bCommerceFeedTrigger`,
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					pollTimes: { item: POLL_EVERY_10S },
					feed: FEED,
					eventTypes: [],
					includeRecord: false,
					startFrom: 'id',
					startId,
					options: { maxEvents: MAX_EVENTS },
				},
				credentials: o.credentials,
			},
			{
				id: `k${o.variant.key.slice(0, 1)}000000-0000-4000-8000-000000000002`,
				name: 'Received',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [260, 0],
				parameters: {},
			},
		],
		connections: {
			'New Goods Issued Note': { main: [[{ node: 'Received', type: 'main', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
	};
}

/** Numbers of the events each finished execution delivered, oldest execution first. */
function deliveredBy(execs: Execution[]): string[] {
	return [...execs]
		.sort((a, b) => Number(a.id) - Number(b.id))
		.flatMap((e) =>
			nodeOutput(e, 'New Goods Issued Note').map((o) => String(o.goodsIssuedNoteNumber)),
		);
}

export async function killLoop(o: KillLoopOptions): Promise<KillLoopResult> {
	const t0 = Date.now();
	const tag = `WZ/KILL/${o.variant.key}/`;
	let produced = 0;
	const add = (n: number) => {
		const from = produced;
		produced += n;
		return o.control.addFeedEvents(o.tenant, FEED, n, (i) => ({
			goodsIssuedNoteNumber: `${tag}${from + i + 1}`,
			type: 'GoodsIssuedNoteCreated',
		}));
	};
	const expected = () => Array.from({ length: produced }, (_, i) => `${tag}${i + 1}`);

	// The main with this variant's settings.
	await o.killMain();
	await o.startMain(o.variant.env);
	const first = add(1);
	const created = await n8nRequest<{ id: string }>(o.url(), '/api/v1/workflows', {
		apiKey: o.apiKey,
		body: feedWorkflow(o, first.firstId),
	});
	const id = created.body.id;
	await activateWorkflow(o.url(), o.apiKey, id, { cookie: o.cookie });
	const feedCalls = () =>
		o.control.requests({ method: 'GET' }).filter((r) => r.path.endsWith(FEED_PATH)).length;

	// A busy feed: events all the time, while the main is killed and started again.
	let producing = true;
	const producer = (async () => {
		while (producing) {
			add(PER_TICK);
			await sleep(TICK_MS);
		}
	})();
	const killDelaysMs: number[] = [];
	try {
		for (let k = 1; k <= o.kills; k++) {
			const delay = Math.round(o.random() * KILL_WINDOW_MS);
			killDelaysMs.push(delay);
			await sleep(delay);
			const calls = feedCalls();
			await o.killMain();
			console.log(
				`     kill ${k}/${o.kills} after ${delay} ms (${produced} events so far, ${calls} feed reads)`,
			);
			await o.startMain(o.variant.env);
		}
	} finally {
		producing = false;
		await producer;
	}

	// Finished executions of the workflow. An overloaded n8n answers 500 now and then (its database
	// connections time out): asked again, for up to two minutes, before the run gives up.
	const finished = async (): Promise<Execution[]> => {
		let failure = '';
		for (let attempt = 1; attempt <= 12; attempt++) {
			try {
				return (await listExecutions(o.url(), o.apiKey, id, { max: 100_000 })).filter(
					(e) => !['running', 'new', 'waiting'].includes(e.status),
				);
			} catch (error) {
				failure = String(error).slice(0, 200);
				console.log(`     listing executions failed (${failure}); again in 10 s`);
				await sleep(10_000);
			}
		}
		throw new Error(`listing executions failed 12 times: ${failure}`);
	};

	// Let the last events through: until every one arrived, or nothing new for 60 s.
	let execs: Execution[] = [];
	let last = -1;
	let still = Date.now();
	const deadline = Date.now() + 600_000;
	for (;;) {
		execs = await finished();
		const got = new Set(deliveredBy(execs).filter((n) => n.startsWith(tag))).size;
		if (got >= produced) break;
		if (got !== last) {
			last = got;
			still = Date.now();
		}
		if (Date.now() - still > 60_000 || Date.now() > deadline) break;
		await sleep(2_000);
	}
	// One more poll interval: a late repeat would show now.
	await sleep(12_000);
	execs = await finished();
	await deactivateWorkflow(o.url(), o.apiKey, id, { cookie: o.cookie });

	const delivered = deliveredBy(execs).filter((n) => n.startsWith(tag));
	const distinct = new Set(delivered);
	const statuses: Record<string, number> = {};
	for (const row of o.postgres
		.sql(
			`SELECT status, count(*) FROM execution_entity WHERE "workflowId" = '${id}' GROUP BY status`,
		)
		.split('\n')
		.filter(Boolean)) {
		const [status, count] = row.split('|');
		statuses[status] = Number(count);
	}
	const all = expected();
	const result: KillLoopResult = {
		kills: o.kills,
		produced,
		delivered: delivered.length,
		distinct: distinct.size,
		lost: all.filter((n) => !distinct.has(n)).length,
		repeated: delivered.length - distinct.size,
		statuses,
		stranded: 0,
		neverRan: [],
		killDelaysMs,
		ms: Date.now() - t0,
	};
	// Executions a crash left behind (created, never run: "new", or "crashed" by n8n's recovery at
	// the next start): the events they hold never reached the workflow.
	const neverRan = o.postgres
		.sql(
			`SELECT id FROM execution_entity WHERE "workflowId" = '${id}' AND status IN ('new', 'crashed') AND "startedAt" IS NULL ORDER BY id`,
		)
		.split('\n')
		.filter(Boolean);
	const strandedEvents: string[] = [];
	for (const execId of neverRan) {
		const e = (
			await n8nRequest<StackedExecution>(o.url(), `/api/v1/executions/${execId}?includeData=true`, {
				apiKey: o.apiKey,
				timeoutMs: 60_000,
			})
		).body;
		for (const entry of e.data?.executionData?.nodeExecutionStack ?? [])
			for (const item of entry.data?.main?.[0] ?? [])
				strandedEvents.push(String(item.json?.goodsIssuedNoteNumber));
	}
	result.stranded = strandedEvents.filter((n) => n.startsWith(tag)).length;
	result.neverRan = neverRan;
	console.log(`     ${o.variant.title}: ${JSON.stringify({ ...result, killDelaysMs: undefined })}`);
	const lostNumbers = all.filter((n) => !distinct.has(n));
	o.check(
		`${o.variant.title}: ${produced} events, main killed ${o.kills} times at random moments: none lost (lost ${result.lost})`,
		result.lost === 0,
		{ lost: lostNumbers.slice(0, 20), neverRan, stranded: result.stranded, statuses },
	);
	const counts = new Map<string, number>();
	for (const n of delivered) counts.set(n, (counts.get(n) ?? 0) + 1);
	const repeats = [...counts].filter(([, c]) => c > 1);
	const measured = `${result.repeated} of ${delivered.length} deliveries`;
	if (o.variant.repeatsBoundedPerKill) {
		// A kill between an emitting poll and n8n's save of the position delivers that batch again:
		// at most Max Events per Poll, once per kill.
		o.check(
			`${o.variant.title}: repeats (${measured}) at most one batch per kill`,
			result.repeated <= o.kills * MAX_EVENTS,
			repeats.slice(0, 20),
		);
	} else console.log(`     ${o.variant.title}: repeated ${measured} (measured, not bounded)`);
	return result;
}
