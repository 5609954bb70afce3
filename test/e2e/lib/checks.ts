/* eslint-disable no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The checks, scenarios and timings of the real-n8n runners (test/e2e/run.ts, test/queue/run.ts,
 * test/installer/run.ts): each check prints one PASS or FAIL line, a scenario runs unless the run is
 * limited to others and prints how long it took, and the runner ends with `N passed, M failed`.
 */
export class Checks {
	passed = 0;
	failed = 0;
	readonly timings: Record<string, number> = {};
	/** Named in front of each PASS/FAIL line: the running scenario, 'after all', or nothing. */
	current = '';
	/** Set when the run is being stopped: checks and scenarios from then on are neither run nor counted. */
	aborting = false;

	/**
	 * @param only scenario ids to run (empty: all); scenario 1 always runs.
	 * @param equalDetailChars how much of each side a failed `equal` prints (default: all of it).
	 */
	constructor(
		private readonly only: Set<string>,
		private readonly equalDetailChars?: number,
	) {}

	check = (name: string, ok: boolean, detail?: unknown): boolean => {
		if (this.aborting) return ok;
		if (ok) this.passed++;
		else this.failed++;
		const d =
			detail === undefined ? '' : typeof detail === 'string' ? detail : JSON.stringify(detail);
		console.log(
			`${ok ? 'PASS' : 'FAIL'} ${this.current ? `[${this.current}] ` : ''}${name}${!ok && d ? `\n     ${d.slice(0, 2_000)}` : ''}`,
		);
		return ok;
	};

	equal = (name: string, actual: unknown, expected: unknown): boolean => {
		const a = JSON.stringify(actual);
		const e = JSON.stringify(expected);
		const cut = (text: string) =>
			this.equalDetailChars === undefined ? text : text.slice(0, this.equalDetailChars);
		return this.check(name, a === e, `expected ${cut(e)}\n     actual   ${cut(a)}`);
	};

	scenario = async (id: string, title: string, fn: () => Promise<void>): Promise<void> => {
		if (this.aborting || (id !== '1' && this.only.size && !this.only.has(id))) return;
		this.current = `${id} ${title}`;
		console.log(`\n== ${id}. ${title}`);
		const t0 = Date.now();
		try {
			await fn();
		} catch (e) {
			this.check('ran to the end without an exception', false, (e as Error).stack ?? String(e));
		}
		const ms = Date.now() - t0;
		this.timings[`${id}. ${title}`] = ms;
		console.log(`   (scenario ${id}: ${(ms / 1000).toFixed(1)} s)`);
		this.current = '';
	};
}
