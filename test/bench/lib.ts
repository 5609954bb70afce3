/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Shared pieces of the benchmarks (`npm run bench`): machine facts, timing, memory sampling,
 * the worker-process plumbing and the markdown table.
 *
 * Benchmarks print figures; they never fail on a slow machine. Ratios are what we compare: the
 * machines are shared and noisy, so absolute times only describe the run they came from.
 */
import { fork } from 'child_process';
import { readFileSync } from 'fs';
import * as os from 'os';
import { join } from 'path';
import * as v8 from 'v8';
import * as vm from 'vm';

export const REPO_ROOT = join(__dirname, '..', '..');

// ---------------------------------------------------------------------------------------------
// Machine

export interface Machine {
	date: string;
	cpus: number;
	cpuModel: string;
	node: string;
	os: string;
	memoryGb: number;
	loadAverage: string;
}

export function machine(): Machine {
	let cpuModel = os.cpus()[0]?.model ?? 'unknown';
	try {
		const line = readFileSync('/proc/cpuinfo', 'utf8')
			.split('\n')
			.find((l) => l.startsWith('model name'));
		if (line) cpuModel = line.split(':').slice(1).join(':').trim();
	} catch {
		/* not Linux */
	}
	return {
		date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
		cpus: os.availableParallelism?.() ?? os.cpus().length,
		cpuModel,
		node: process.version,
		os: `${os.type()} ${os.release()}`,
		memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
		loadAverage: os
			.loadavg()
			.map((l) => l.toFixed(2))
			.join(' '),
	};
}

// ---------------------------------------------------------------------------------------------
// Time and numbers

export const now = (): number => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	if (sorted.length === 0) return NaN;
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function fmt(value: number, digits = 0): string {
	if (!Number.isFinite(value)) return 'n/a';
	return value.toLocaleString('en-US', {
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	});
}

export const ms = (value: number): string =>
	value >= 10_000 ? `${fmt(value / 1000, 1)} s` : `${fmt(value)} ms`;
export const mb = (bytes: number): string =>
	Math.abs(bytes) < 2 ** 20 ? `${fmt(bytes / 2 ** 10)} KB` : `${fmt(bytes / 2 ** 20, 1)} MB`;
export const ratio = (value: number): string =>
	Number.isFinite(value) ? `${fmt(value, 2)}x` : 'n/a';

export function log(message: string): void {
	process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Memory

/** `global.gc`, also when the process was not started with --expose-gc. */
export function gcFunction(): () => void {
	const existing = (globalThis as { gc?: () => void }).gc;
	if (existing) return existing;
	v8.setFlagsFromString('--expose-gc');
	return vm.runInNewContext('gc') as () => void;
}

export function fullGc(): void {
	const gc = gcFunction();
	gc();
	gc();
}

export interface MemoryPeak {
	/** Highest heapUsed minus heapUsed at start (with forceGc: right after a full collection, so live data only). */
	heapDelta: number;
	/** Highest rss minus rss at start. */
	rssDelta: number;
	/** Highest heapUsed + external (response buffers live outside the heap) minus that at start. */
	heapExternalDelta: number;
	samples: number;
}

/**
 * Samples process.memoryUsage() every few ms from start() to stop(). Sampling runs on the event
 * loop, so a long synchronous step between two samples is seen only by the samples around it;
 * stop() takes a last sample first.
 */
export class MemorySampler {
	private base = process.memoryUsage();
	private peakHeap = 0;
	private peakRss = 0;
	private peakHeapExternal = 0;
	private samples = 0;
	private timer?: NodeJS.Timeout;

	/**
	 * everyMs: sampling interval. forceGc: collect garbage before every sample, so heapUsed is
	 * what is live (slows the measured code down: use it in a pass of its own, not for timing).
	 */
	constructor(
		private readonly everyMs = 5,
		private readonly forceGc = false,
	) {}

	/** Collects garbage, takes the baseline and starts sampling. */
	start(): void {
		fullGc();
		this.base = process.memoryUsage();
		this.peakHeap = this.base.heapUsed;
		this.peakRss = this.base.rss;
		this.peakHeapExternal = this.base.heapUsed + this.base.external;
		this.samples = 0;
		this.timer = setInterval(() => this.sample(), this.everyMs);
	}

	sample(): void {
		if (this.forceGc) gcFunction()();
		const m = process.memoryUsage();
		this.samples++;
		if (m.heapUsed > this.peakHeap) this.peakHeap = m.heapUsed;
		if (m.rss > this.peakRss) this.peakRss = m.rss;
		if (m.heapUsed + m.external > this.peakHeapExternal)
			this.peakHeapExternal = m.heapUsed + m.external;
	}

	stop(): MemoryPeak {
		this.sample();
		if (this.timer) clearInterval(this.timer);
		return {
			heapDelta: this.peakHeap - this.base.heapUsed,
			rssDelta: this.peakRss - this.base.rss,
			heapExternalDelta: this.peakHeapExternal - (this.base.heapUsed + this.base.external),
			samples: this.samples,
		};
	}

	/** heapUsed now (after a full collection) minus the baseline: what is still held. */
	retained(): number {
		fullGc();
		return process.memoryUsage().heapUsed - this.base.heapUsed;
	}
}

// ---------------------------------------------------------------------------------------------
// Worker processes (memory figures need a process that holds nothing else)

export interface WorkerRequest {
	task: string;
	args: Record<string, unknown>;
}

/**
 * Runs `task` of test/bench/worker.ts in a fresh Node process (ts-node, transpile only) and
 * returns what it answered. The process is ours; it exits by itself and is killed by PID on
 * timeout.
 */
export function runInWorker<T>(
	task: string,
	args: Record<string, unknown>,
	timeoutMs = 300_000,
): Promise<T> {
	return new Promise((resolve, reject) => {
		const child = fork(join(__dirname, 'worker.ts'), [], {
			cwd: REPO_ROOT,
			execArgv: ['-r', 'ts-node/register/transpile-only', '--expose-gc'],
			env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true' },
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		});
		let settled = false;
		const timer = setTimeout(() => {
			if (settled) return;
			settled = true;
			if (child.pid) process.kill(child.pid, 'SIGKILL');
			reject(new Error(`worker task ${task} timed out after ${timeoutMs} ms`));
		}, timeoutMs);
		child.on('message', (message: { ok: boolean; result?: T; error?: string }) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			if (message.ok) resolve(message.result as T);
			else reject(new Error(`worker task ${task} failed: ${message.error}`));
		});
		child.on('exit', (code, signal) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			reject(
				new Error(`worker task ${task} exited (code ${code}, signal ${signal}) without an answer`),
			);
		});
		child.send({ task, args } satisfies WorkerRequest);
	});
}

// ---------------------------------------------------------------------------------------------
// Results

export type Verdict = 'met' | 'missed' | 'n/a';

export interface Row {
	case: string;
	what: string;
	figure: string;
	ratio?: string;
	target?: string;
	verdict?: Verdict;
}

export function table(rows: Row[]): string {
	const head = '| Case | What | Figure | Ratio | Target | Met? |\n|---|---|---|---|---|---|';
	const esc = (s: string | undefined) => (s ?? '').replace(/\|/g, '\\|');
	const body = rows
		.map(
			(r) =>
				`| ${esc(r.case)} | ${esc(r.what)} | ${esc(r.figure)} | ${esc(r.ratio)} | ${esc(r.target)} | ${
					r.verdict === 'met' ? 'yes' : r.verdict === 'missed' ? '**no**' : ''
				} |`,
		)
		.join('\n');
	return `${head}\n${body}`;
}

export function machineLine(m: Machine): string {
	return `${m.date}; ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB; Node ${m.node}; ${m.os}; load average at start ${m.loadAverage}`;
}
