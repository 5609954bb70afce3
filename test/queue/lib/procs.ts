/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Processes of the queue-mode suite: Redis, PostgreSQL and the n8n processes (main,
 * workers, webhook processor), each started here as its own process group on 127.0.0.1 and
 * stopped by its PID. Redis and PostgreSQL are Debian's packages (scripts/queue.sh installs them
 * when missing); they run with their own data folders in a temp folder, never as system services.
 */
import { spawn, spawnSync } from 'child_process';
import {
	chmodSync,
	chownSync,
	createWriteStream,
	existsSync,
	mkdirSync,
	readdirSync,
	writeFileSync,
} from 'fs';
import { dirname, join } from 'path';

import {
	N8N_BIN,
	N8nDriverError,
	freePort,
	groupAlive,
	killGroup,
	n8nEnv,
	n8nNodeBin,
} from '../../e2e/lib/n8n';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function tail(text: string, lines = 60): string {
	const all = text.split('\n');
	return all.slice(Math.max(0, all.length - lines)).join('\n');
}

export interface Proc {
	name: string;
	pid: number;
	logFile: string;
	/** Everything it printed so far (stdout and stderr). */
	logs(): string;
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
	/**
	 * Stop exactly this process group: `signal` (default SIGTERM), SIGKILL after graceMs; returns
	 * once its output is read to the end (logs() is then complete).
	 */
	stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Every process started here and not stopped yet, so a signal or a failure stops them all. */
export const running = new Set<Proc>();

let exitHook = false;

export interface ProcOptions {
	name: string;
	cmd: string;
	args: string[];
	env: NodeJS.ProcessEnv;
	cwd: string;
	logFile: string;
	/** A line of the log that says it is ready. */
	readyLine: string;
	/** And an URL that must answer 200 (optional). */
	readyUrl?: string;
	timeoutMs?: number;
	uid?: number;
	gid?: number;
	stopSignal?: NodeJS.Signals;
}

/** Start a process as its own process group and wait until it is ready. */
export async function startProc(o: ProcOptions): Promise<Proc> {
	const logStream = createWriteStream(o.logFile, { flags: 'a' });
	logStream.write(`\n===== ${o.name} start ${new Date().toISOString()} =====\n`);
	const child = spawn(o.cmd, o.args, {
		cwd: o.cwd,
		env: o.env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
		uid: o.uid,
		gid: o.gid,
	});
	if (!child.pid) throw new N8nDriverError(`Could not spawn ${o.name} (${o.cmd})`);
	const pid = child.pid;
	let log = '';
	let ready = false;
	const onData = (d: Buffer) => {
		const s = d.toString();
		log += s;
		if (log.length > 8 * 1024 * 1024) log = log.slice(log.length - 4 * 1024 * 1024);
		logStream.write(s);
		if (!ready && log.includes(o.readyLine)) ready = true;
	};
	child.stdout!.on('data', onData);
	child.stderr!.on('data', onData);
	let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
		child.on('exit', (code, signal) => {
			exitInfo = { code, signal };
			res(exitInfo);
		});
	});
	// The pipes close after the exit: what it printed last arrives in between.
	const closed = new Promise<void>((res) => child.on('close', () => res()));
	void exited.then(() => logStream.end());
	let stopping: Promise<void> | undefined;
	const proc: Proc = {
		name: o.name,
		pid,
		logFile: o.logFile,
		logs: () => log,
		exited,
		stop: (signal = o.stopSignal ?? 'SIGTERM', graceMs = 30_000) => {
			stopping ??= (async () => {
				if (!exitInfo) {
					killGroup(pid, signal);
					const deadline = Date.now() + graceMs;
					while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
					if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
					await Promise.race([exited, sleep(5_000)]);
				}
				// So that logs() holds its last lines once stop() returns.
				await Promise.race([closed, sleep(2_000)]);
				running.delete(proc);
			})();
			return stopping;
		},
	};
	running.add(proc);
	if (!exitHook) {
		exitHook = true;
		process.on('exit', () => {
			for (const p of running) killGroup(p.pid, 'SIGKILL');
		});
	}
	const deadline = Date.now() + (o.timeoutMs ?? 120_000);
	let urlOk = !o.readyUrl;
	while (Date.now() < deadline) {
		if (exitInfo) {
			running.delete(proc);
			throw new N8nDriverError(
				`${o.name} exited during startup (code ${exitInfo.code}, signal ${exitInfo.signal})`,
				tail(log),
			);
		}
		if (!urlOk) {
			try {
				urlOk = (await fetch(o.readyUrl!, { signal: AbortSignal.timeout(2_000) })).status === 200;
			} catch {
				/* not yet */
			}
		}
		if (ready && urlOk) return proc;
		await sleep(200);
	}
	await proc.stop();
	throw new N8nDriverError(
		`${o.name} was not ready within ${o.timeoutMs ?? 120_000} ms`,
		tail(log),
	);
}

// ---------------------------------------------------------------------------------------------
// Redis and PostgreSQL
// ---------------------------------------------------------------------------------------------

/** Folder of PostgreSQL's server binaries (the newest /usr/lib/postgresql/<version>/bin). */
export function postgresBinDir(): string | undefined {
	const root = '/usr/lib/postgresql';
	if (!existsSync(root)) return undefined;
	const versions = readdirSync(root)
		.filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? join(root, versions[0], 'bin') : undefined;
}

export interface Service {
	proc: Proc;
	port: number;
}

/** redis-server on 127.0.0.1, no persistence, its working folder in dir. */
export async function startRedis(dir: string): Promise<Service> {
	const port = await freePort();
	mkdirSync(dir, { recursive: true });
	const proc = await startProc({
		name: 'redis',
		cmd: 'redis-server',
		args: [
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
			'--daemonize',
			'no',
		],
		env: process.env,
		cwd: dir,
		logFile: join(dir, 'redis.log'),
		readyLine: 'Ready to accept connections',
		timeoutMs: 30_000,
	});
	return { proc, port };
}

export interface Postgres extends Service {
	user: string;
	password: string;
	database: string;
	binDir: string;
	/** Run SQL with psql; returns its unaligned, tuples-only output. */
	sql(query: string): string;
}

/** The uid/gid to run PostgreSQL as: itself unless root (initdb refuses root), then `postgres`. */
function postgresIds(): { uid?: number; gid?: number } {
	if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
	const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
	const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
	if (r.status !== 0 || g.status !== 0) {
		throw new N8nDriverError(
			'Running as root and there is no "postgres" user to run PostgreSQL as (Debian\'s postgresql package creates it)',
		);
	}
	return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/**
 * A fresh PostgreSQL cluster in dir (initdb, password auth on 127.0.0.1, fsync off: test data),
 * started on a free loopback port, with a database `n8n` owned by user `n8n`.
 */
export async function startPostgres(dir: string): Promise<Postgres> {
	const binDir = postgresBinDir();
	if (!binDir)
		throw new N8nDriverError(
			'PostgreSQL is not installed (/usr/lib/postgresql/<version>/bin/initdb); scripts/queue.sh installs it',
		);
	const ids = postgresIds();
	mkdirSync(dir, { recursive: true });
	if (ids.uid !== undefined) {
		// The postgres user must reach its folder: let it through the parent (no listing).
		chmodSync(dirname(dir), 0o711);
		chownSync(dir, ids.uid, ids.gid!);
	}
	const password = `pg-${Math.random().toString(36).slice(2)}-Q1`;
	const pwFile = join(dir, 'pw');
	writeFileSync(pwFile, password + '\n', { mode: 0o600 });
	if (ids.uid !== undefined) chownSync(pwFile, ids.uid, ids.gid!);
	const data = join(dir, 'data');
	const init = spawnSync(
		join(binDir, 'initdb'),
		[
			'-D',
			data,
			'-U',
			'n8n',
			`--pwfile=${pwFile}`,
			'-A',
			'scram-sha-256',
			'-E',
			'UTF8',
			'--locale=C',
			'--no-sync',
		],
		{ cwd: dir, encoding: 'utf8', uid: ids.uid, gid: ids.gid, timeout: 120_000 },
	);
	if (init.status !== 0)
		throw new N8nDriverError(
			`initdb failed (exit ${init.status}):\n${tail(init.stdout + init.stderr)}`,
		);
	const port = await freePort();
	const logFile = join(dir, 'postgres.log');
	writeFileSync(logFile, '');
	if (ids.uid !== undefined) chownSync(logFile, ids.uid, ids.gid!);
	const proc = await startProc({
		name: 'postgres',
		cmd: join(binDir, 'postgres'),
		args: [
			'-D',
			data,
			'-h',
			'127.0.0.1',
			'-p',
			String(port),
			'-k',
			dir,
			'-c',
			'fsync=off',
			'-c',
			'synchronous_commit=off',
			'-c',
			'full_page_writes=off',
		],
		env: { ...process.env, LC_ALL: 'C' },
		cwd: dir,
		logFile,
		readyLine: 'database system is ready to accept connections',
		timeoutMs: 60_000,
		uid: ids.uid,
		gid: ids.gid,
		// Fast shutdown: clients are disconnected (the n8n processes are stopped before it anyway).
		stopSignal: 'SIGINT',
	});
	const server = { proc, port, user: 'n8n', password, binDir };
	try {
		return createDatabase(server, 'n8n');
	} catch (e) {
		await proc.stop();
		throw e;
	}
}

/** The environment psql and createdb need to reach the cluster as its owner. */
function pgClientEnv(pg: Omit<Postgres, 'database' | 'sql'>): NodeJS.ProcessEnv {
	return {
		...process.env,
		PGPASSWORD: pg.password,
		PGHOST: '127.0.0.1',
		PGPORT: String(pg.port),
		PGUSER: pg.user,
	};
}

/**
 * A new, empty database in the same PostgreSQL cluster (createdb), owned by the cluster's user:
 * each n8n line of the suite gets its own, so no line sees another's data or migrations.
 */
export function createDatabase(pg: Omit<Postgres, 'database' | 'sql'>, database: string): Postgres {
	const env = pgClientEnv(pg);
	const created = spawnSync(join(pg.binDir, 'createdb'), [database], {
		env,
		encoding: 'utf8',
		timeout: 60_000,
	});
	if (created.status !== 0)
		throw new N8nDriverError(
			`createdb ${database} failed (exit ${created.status}): ${created.stderr}`,
		);
	const sql = (query: string): string => {
		const r = spawnSync(
			join(pg.binDir, 'psql'),
			['-d', database, '-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', query],
			{ env, encoding: 'utf8', timeout: 60_000 },
		);
		if (r.status !== 0)
			throw new N8nDriverError(`psql failed (exit ${r.status}): ${r.stderr}\n${query}`);
		return r.stdout.trim();
	};
	return {
		proc: pg.proc,
		port: pg.port,
		user: pg.user,
		password: pg.password,
		binDir: pg.binDir,
		database,
		sql,
	};
}

// ---------------------------------------------------------------------------------------------
// n8n processes
// ---------------------------------------------------------------------------------------------

export interface QueueEnv {
	redisPort: number;
	/** Redis database index (QUEUE_BULL_REDIS_DB): one per n8n line of the suite. */
	redisDb?: number;
	postgres: Postgres;
	/** Where platform callbacks go: the webhook processor's base URL. */
	webhookUrl: string;
	/** Applied to every n8n process (after the queue settings). */
	extra?: NodeJS.ProcessEnv;
}

/**
 * What every process of the cluster shares: queue mode, the same Redis and PostgreSQL, the same
 * encryption key (n8nEnv's default), and WEBHOOK_URL pointing at the webhook processor.
 * Checked against the config of n8n 2.8.4 and 2.41.1 (@n8n/config: scaling-mode, database,
 * executions, endpoints).
 */
export function queueEnv(q: QueueEnv): NodeJS.ProcessEnv {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(q.redisPort),
		QUEUE_BULL_REDIS_DB: String(q.redisDb ?? 0),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(q.postgres.port),
		DB_POSTGRESDB_DATABASE: q.postgres.database,
		DB_POSTGRESDB_USER: q.postgres.user,
		DB_POSTGRESDB_PASSWORD: q.postgres.password,
		WEBHOOK_URL: q.webhookUrl,
		...(q.extra ?? {}),
	};
}

export interface N8nProcOptions {
	userFolder: string;
	queue: QueueEnv;
	logFile: string;
	name: string;
	timeoutMs?: number;
}

/** `n8n worker --concurrency=N` with its health server on a loopback port (readiness probe). */
export async function startWorker(o: N8nProcOptions & { concurrency: number }): Promise<Proc> {
	const healthPort = await freePort();
	const env = n8nEnv({
		userFolder: o.userFolder,
		port: await freePort(),
		brokerPort: await freePort(),
		env: {
			...queueEnv(o.queue),
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: String(healthPort),
			N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
		},
	});
	return await startProc({
		name: o.name,
		cmd: n8nNodeBin(),
		args: [N8N_BIN, 'worker', `--concurrency=${o.concurrency}`],
		env,
		cwd: o.userFolder,
		logFile: o.logFile,
		readyLine: 'n8n worker is now ready',
		readyUrl: `http://127.0.0.1:${healthPort}/healthz/readiness`,
		timeoutMs: o.timeoutMs ?? 180_000,
	});
}

/** `n8n webhook` listening on 127.0.0.1:port (production webhooks only). */
export async function startWebhookProcessor(o: N8nProcOptions & { port: number }): Promise<Proc> {
	const env = n8nEnv({
		userFolder: o.userFolder,
		port: o.port,
		brokerPort: await freePort(),
		env: queueEnv(o.queue),
	});
	return await startProc({
		name: o.name,
		cmd: n8nNodeBin(),
		args: [N8N_BIN, 'webhook'],
		env,
		cwd: o.userFolder,
		logFile: o.logFile,
		readyLine: 'Webhook listener waiting for requests',
		readyUrl: `http://127.0.0.1:${o.port}/healthz/readiness`,
		timeoutMs: o.timeoutMs ?? 180_000,
	});
}
