/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * End-to-end suite: this package, packed and installed as a community package into a
 * real n8n 2.8.4 server (headless, loopback, SQLite), against the fake platform running in this
 * process. The scenarios import and run the example workflows of examples/*.json.
 *
 *   1. the package's nodes and credential load; the installed package needs nothing at run time
 *      beyond n8n-workflow and Node's own modules
 *   2. spreadsheet to invoices (examples/spreadsheet-to-invoices.json, n8n execute); then an
 *      existing invoice is left unchanged by attempts to replace it with no lines
 *   3. feed to email (examples/new-complaint-email.json, active, local SMTP server)
 *   4. webhook trigger (examples/cart-opened-webhook.json: register, deliver, ignore a replay also
 *      across an n8n restart, refuse forged, remove)
 *   5. invoice PDF upload and download (examples/invoice-pdf-upload.json)
 *   6. product search to a CSV sheet (examples/product-search-to-sheet.json)
 *   7. invoice payment status sync (examples/invoice-payment-status-sync.json)
 *   9. the API key reaches only the platform through n8n's own nodes (lib/keyReach.ts)
 *  10. an AI Agent with B2B Commerce tools and a scripted OpenAI-compatible model (lib/agents.ts)
 *  11. n8n's MCP Server Trigger with B2B Commerce tools, called by the MCP SDK's client (lib/mcp.ts)
 *  12. On Error > Continue (using error output), Retry On Fail, and an error workflow's Error
 *      Trigger after Stop Workflow (lib/errorOutput.ts)
 *
 * One n8n server for all scenarios; the CLI (`n8n execute`) runs the manual workflows beside it.
 * Every process it starts is stopped by PID (process group), also on failure and on SIGINT/SIGTERM.
 * Prints `N passed, M failed` as its last line; exits 1 on any failure.
 *
 * Usage: node node_modules/ts-node/dist/bin.js --transpile-only test/e2e/run.ts
 * Env: E2E_SKIP_BUILD=1 (pack dist/ as it is), E2E_KEEP=1 (keep the temp folders; paths printed),
 *      E2E_ONLY=2,5 (run only these scenarios; 1 always runs).
 */
import { createHash } from 'crypto';
import {
	copyFileSync,
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'fs';
import { builtinModules } from 'module';
import { tmpdir } from 'os';
import { join } from 'path';

import { startPlatform, type FakePlatform } from '../platform/server';
import { validInvoice } from '../platform/fixtures';
import {
	errorOutputScenario,
	errorOutputWorkflow,
	errorWorkflowPair,
	errorWorkflowScenario,
} from './lib/errorOutput';
import {
	EXAMPLES_DIR,
	loadExample,
	nodeByName,
	parseCsv,
	type ExampleWorkflow,
} from './lib/examples';
import {
	N8N_DEFAULT_PORTS,
	N8N_VERSION,
	PACKAGE_NAME,
	activateWorkflow,
	deactivateWorkflow,
	ensureN8nInstalled,
	holdPorts,
	importCredentials,
	importWorkflows,
	listCredentialTypes,
	listExecutions,
	listNodeTypes,
	nodeOutput,
	n8nRequest,
	ownerAndApiKey,
	packAndInstallPackage,
	packageLoadProblems,
	runWorkflowOnce,
	startN8n,
	tempUserFolder,
	waitForExecutions,
	writeCredentialsFile,
	writeWorkflowsDir,
	type CliExecution,
	type InstalledPackage,
	type N8nServer,
} from './lib/n8n';
import { agentScenario } from './lib/agents';
import { mcpScenario } from './lib/mcp';
import { stopDetachedChildren } from './lib/children';
import { forgedCartOpenedBody, forgedHeaders } from './lib/forgedCalls';
import { Checks } from './lib/checks';
import { CUSTOM_API_CALL_PATH, checkNodePanel, customApiCallWorkflow } from './lib/nodePanel';
import { keyReachScenario } from './lib/keyReach';
import { noLinesWorkflow } from './lib/noLines';
import { startScriptedServer } from '../support/scripted-server';
import { startSmtpServer, type SmtpServer } from './lib/smtp';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TENANT = 'acme';
const B2B_CREDENTIAL = {
	id: 'B2bE2eAcme000001',
	name: 'B2B Commerce (e2e, acme)',
	type: 'b2bCommerceApi',
};
const SMTP_CREDENTIAL = { id: 'B2bE2eSmtp000001', name: 'SMTP (e2e)', type: 'smtp' };
const INVOICES_PATH = '/api/v1/invoices/integrations/auth-required/invoices';
/** The first invoice of examples/data/invoice-lines.csv: scenario 2 creates it, then tries to empty it. */
const FIRST_CSV_INVOICE = readFileSync(join(EXAMPLES_DIR, 'data', 'invoice-lines.csv'), 'utf8')
	.split('\n')[1]
	.split(',')[0];
/**
 * Poll every 5 seconds, as twelve once-a-minute poll times (seconds 0, 5, ..., 55): n8n 2.8.4
 * refuses a `*` in the seconds field, and n8n 2.40 refuses any poll cron that fires more than once
 * a minute ("The polling interval is too short"), checked per poll time. Only for speed: the
 * example itself polls every minute.
 */
const POLL_EVERY_5S = Array.from({ length: 12 }, (_, i) => ({
	mode: 'custom',
	cronExpression: `${i * 5} * * * * *`,
}));
const POLL_INTERVAL_MS = 5_000;
const COMPLAINTS_FEED_PATH = '/api/v1/rma/integrations/auth-required/complaints/synchronization';

const ONLY = new Set(
	(process.env.E2E_ONLY ?? '')
		.split(',')
		.map((s) => s.trim())
		.filter(Boolean),
);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Checks and timings
// ---------------------------------------------------------------------------------------------

const checks = new Checks(ONLY);
const { check, equal, scenario, timings } = checks;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Decode a quoted-printable mail body enough to search it (soft breaks, =XX escapes). */
function decodeMail(raw: string): string {
	return raw
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A small valid PDF with bytes that no text re-encoding survives (every byte value 0..255). */
function makePdf(): Buffer {
	const body = Buffer.from(
		'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
			'3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
	);
	const binary = Buffer.from([
		0x25,
		0xe2,
		0xe3,
		0xcf,
		0xd3,
		0x0a,
		...Array.from({ length: 256 }, (_, i) => i),
		0x0a,
	]);
	const trailer = Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n');
	return Buffer.concat([body, binary, trailer]);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex').slice(0, 16);

/** Non-relative modules the installed package's JS requires (every file under dist/). */
function requiredModules(dir: string): Set<string> {
	const out = new Set<string>();
	const walk = (d: string) => {
		for (const f of readdirSync(d)) {
			const p = join(d, f);
			if (statSync(p).isDirectory()) walk(p);
			else if (p.endsWith('.js')) {
				for (const m of readFileSync(p, 'utf8').matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)) {
					if (!m[1].startsWith('.') && !m[1].startsWith('/')) out.add(m[1]);
				}
			}
		}
	};
	walk(dir);
	return out;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const tempDirs: string[] = [];
let server: N8nServer | undefined;
let platform: FakePlatform | undefined;
let smtp: SmtpServer | undefined;
let heldPorts: Awaited<ReturnType<typeof holdPorts>> | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
	cleaning ??= (async () => {
		const t0 = Date.now();
		if (server) {
			const pid = server.pid;
			try {
				await server.stop();
			} catch (e) {
				console.error(`stopping n8n (PID ${pid}) failed: ${(e as Error).message}`);
			}
			let alive = true;
			try {
				process.kill(-pid, 0);
			} catch {
				alive = false;
			}
			if (alive) console.error(`n8n process group ${pid} is still alive after stop()`);
			server = undefined;
		}
		// CLI runs (n8n import / execute) still going, e.g. after a signal: their groups, by PID.
		const leftover = await stopDetachedChildren();
		if (leftover.length)
			console.error(`stopped leftover child process group(s): ${leftover.join(', ')}`);
		try {
			await smtp?.close();
		} catch {
			/* closing anyway */
		}
		try {
			await platform?.close();
		} catch {
			/* closing anyway */
		}
		await heldPorts?.close();
		if (process.env.E2E_KEEP === '1') console.log(`kept: ${tempDirs.join(' ')}`);
		else for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
		timings.cleanup = Date.now() - t0;
	})();
	return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
	process.on(sig, () => {
		console.error(`\n${sig}: stopping everything this run started...`);
		void cleanup().then(() => {
			console.log(`${checks.passed} passed, ${checks.failed + 1} failed`);
			process.exit(1);
		});
	});
}

async function main(): Promise<void> {
	const tAll = Date.now();
	const inst = await ensureN8nInstalled({ echo: false });
	timings.installN8n = inst.ms;
	console.log(
		inst.installed
			? `installed n8n ${N8N_VERSION} in ${inst.ms} ms`
			: `n8n ${N8N_VERSION} already installed`,
	);

	// Users often run their own n8n on its default ports: this run takes those that are free for
	// its whole length, so the CLI runs and the server below prove they start beside one.
	heldPorts = await holdPorts(Object.values(N8N_DEFAULT_PORTS));
	console.log(
		`n8n's default ports ${Object.values(N8N_DEFAULT_PORTS).join(', ')} are taken (by this run: ${heldPorts.held.join(', ') || 'none'})`,
	);

	const userFolder = tempUserFolder('n8n-e2e-');
	const filesDir = mkdtempSync(join(tmpdir(), 'n8n-e2e-files-'));
	tempDirs.push(userFolder, filesDir);
	console.log(`user folder ${userFolder}, files ${filesDir}`);

	let t0 = Date.now();
	const pkg: InstalledPackage = await packAndInstallPackage(userFolder, {
		build: process.env.E2E_SKIP_BUILD !== '1',
	});
	timings.buildPackInstall = Date.now() - t0;
	console.log(
		`installed ${pkg.packageName}@${pkg.version} from ${pkg.tarball.split('/').pop()} (build ${pkg.buildMs} ms, install ${pkg.installMs} ms)`,
	);

	platform = await startPlatform({ demoData: true });
	smtp = await startSmtpServer();
	const apiKey = platform.tenants[TENANT];
	const control = platform.control;

	// n8n may read and write files only in filesDir (its default is ~/.n8n-files).
	const env = { N8N_RESTRICT_FILE_ACCESS_TO: filesDir };
	const cli = { userFolder, env };

	// Credentials and the example workflows, imported with the CLI before the server starts.
	t0 = Date.now();
	await importCredentials(
		writeCredentialsFile(
			[
				{
					...B2B_CREDENTIAL,
					data: { baseUrl: platform.url, apiKey, tenant: TENANT, apiPaths: 'auto' },
				},
				{
					...SMTP_CREDENTIAL,
					data: {
						user: 'e2e',
						password: 'e2e-password',
						host: '127.0.0.1',
						port: smtp.port,
						secure: false,
						disableStartTls: true,
					},
				},
			],
			join(userFolder, 'import', 'credentials.json'),
		),
		cli,
	);
	const credentials = {
		b2bCommerceApi: { id: B2B_CREDENTIAL.id, name: B2B_CREDENTIAL.name },
		smtp: { id: SMTP_CREDENTIAL.id, name: SMTP_CREDENTIAL.name },
	};
	const errorOutputSegment = control.addSegment(TENANT, { name: 'EO Found' });
	const load = (file: string, patch?: (wf: ExampleWorkflow) => void) =>
		loadExample(file, { credentials, filesDir, patch });
	const wf = {
		invoices: load('spreadsheet-to-invoices.json'),
		complaintEmail: load('new-complaint-email.json', (w) => {
			nodeByName(w, 'New Complaint').parameters.pollTimes = { item: POLL_EVERY_5S };
		}),
		cartOpened: load('cart-opened-webhook.json'),
		upload: load('invoice-pdf-upload.json'),
		productSheet: load('product-search-to-sheet.json'),
		paymentSync: load('invoice-payment-status-sync.json'),
		customApiCall: customApiCallWorkflow(platform.url, credentials.b2bCommerceApi),
		noLinesFields: noLinesWorkflow('fields', FIRST_CSV_INVOICE, credentials.b2bCommerceApi),
		noLinesJson: noLinesWorkflow('json', FIRST_CSV_INVOICE, credentials.b2bCommerceApi),
		errorOutput: errorOutputWorkflow(credentials.b2bCommerceApi, errorOutputSegment.id),
		...errorWorkflowPair(credentials.b2bCommerceApi),
	};
	await importWorkflows(
		writeWorkflowsDir(
			Object.values(wf) as unknown as Array<Record<string, unknown>>,
			join(userFolder, 'import', 'workflows'),
		),
		cli,
	);
	timings.cliImports = Date.now() - t0;

	t0 = Date.now();
	server = await startN8n({ userFolder, env, timeoutMs: 180_000 });
	timings.startServer = Date.now() - t0;
	console.log(
		`n8n at ${server.url} (PID ${server.pid}) after ${timings.startServer} ms; fake platform ${platform.url}; SMTP 127.0.0.1:${smtp.port}`,
	);
	const { cookie, apiKey: n8nKey } = await ownerAndApiKey(server.url);
	const url = server.url;
	const cliRuns: CliExecution[] = [];
	const execute = async (w: ExampleWorkflow) => {
		const r = await runWorkflowOnce(w.id, { ...cli, allowFailure: true });
		cliRuns.push(r);
		check(
			`n8n execute "${w.name}" succeeded`,
			r.ok,
			r.error ?? `exit ${r.code}\n${r.stdout.slice(-1500)}\n${r.stderr.slice(-1500)}`,
		);
		return r;
	};

	// -----------------------------------------------------------------------------------------
	await scenario('1', 'package loads in n8n', async () => {
		const expectedNodes = ['b2bCommerce', 'b2bCommerceFeedTrigger', 'b2bCommerceTrigger'].map(
			(n) => `${PACKAGE_NAME}.${n}`,
		);
		equal('the package declares the three nodes', [...pkg.nodeTypes].sort(), expectedNodes);
		equal('the package declares the b2bCommerceApi credential', pkg.credentialTypes, [
			'b2bCommerceApi',
		]);
		const loaded = new Map((await listNodeTypes(url, cookie)).map((n) => [n.name, n]));
		for (const n of expectedNodes)
			check(`n8n loaded node type ${n}`, loaded.has(n), `not in /types/nodes.json`);
		check(
			'the action node is usable as an AI tool (n8n generated its Tool variant)',
			loaded.has(`${PACKAGE_NAME}.b2bCommerceTool`),
			[...loaded.keys()].filter((k) => k.startsWith(PACKAGE_NAME)),
		);
		const creds = new Set((await listCredentialTypes(url, cookie)).map((c) => c.name));
		check('n8n loaded credential type b2bCommerceApi', creds.has('b2bCommerceApi'));
		check('n8n has the smtp credential type (Send Email)', creds.has('smtp'));

		// The credential dialog's Test button: POST /rest/credentials/test with the data as typed in
		// the dialog of the stored credential (n8n 2.8 tests only credentials the user can open).
		const testCredential = async (apiKey: string, baseUrl = platform!.url) =>
			await n8nRequest<{ data?: { status?: string; message?: string } }>(
				url,
				'/rest/credentials/test',
				{
					method: 'POST',
					cookie,
					body: {
						credentials: {
							...B2B_CREDENTIAL,
							data: { baseUrl, apiKey, tenant: TENANT, apiPaths: 'auto' },
						},
					},
				},
			);
		const good = await testCredential(platform!.tenants[TENANT]);
		equal('the credential test passes with the right key', good.body.data?.status, 'OK');
		const bad = await testCredential('not-the-key');
		// n8n 2.8 answers a refused test with its own text; n8n 2.40 uses the credential's rule
		// for the status (else it would say only "Unauthorized").
		const refused =
			N8N_VERSION === '2.8.4'
				? /^Authorization failed/
				: /^The platform did not accept this API key for this tenant\./;
		check(
			`the credential test fails with a wrong key (n8n ${N8N_VERSION}: ${refused.source})`,
			bad.body.data?.status === 'Error' && refused.test(String(bad.body.data?.message)),
			bad.body,
		);
		// A base URL typed without http(s):// gets the sentence saying how to fix it, not ERR_INVALID_URL.
		const noScheme = await testCredential(platform!.tenants[TENANT], new URL(platform!.url).host);
		equal(
			'the credential test of a base URL without https:// says how to fix it',
			noScheme.body.data,
			{
				status: 'Error',
				message: 'Start the Base URL with https://, for example https://shop.example.com',
			},
		);
		// A base URL redirecting to another host must not get the key and tenant sent there.
		const elsewhere = await startScriptedServer(() => ({ status: 200, body: [] }));
		try {
			const fault = platform!.control.injectFault({
				kind: 'redirect',
				status: 302,
				location: `${elsewhere.url}/collect`,
			});
			const redirected = await testCredential(platform!.tenants[TENANT]);
			platform!.control.removeFault(fault);
			check(
				'the credential test does not follow a redirect to another host',
				redirected.body.data?.status === 'Error' && elsewhere.requests.length === 0,
				{ answer: redirected.body, sentElsewhere: elsewhere.requests.map((r) => r.headers) },
			);
		} finally {
			await elsewhere.close();
		}

		const installed = JSON.parse(
			readFileSync(join(pkg.installedDir, 'package.json'), 'utf8'),
		) as Json;
		equal(
			'the installed package has no runtime dependencies',
			Object.keys(installed.dependencies ?? {}),
			[],
		);
		check(
			'npm installed nothing beside the package (no nested node_modules)',
			!existsSync(join(pkg.installedDir, 'node_modules')),
		);
		const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
		const external = [...requiredModules(join(pkg.installedDir, 'dist'))].filter(
			(m) => !builtins.has(m),
		);
		equal(
			'the installed JS requires only n8n-workflow besides Node built-ins (zod is vendored)',
			external,
			['n8n-workflow'],
		);
		check(
			'the vendored zod is in the tarball',
			existsSync(join(pkg.installedDir, 'dist', 'vendor', 'zod')),
		);
		const broker = /Task Broker ready on [^,]+, port (\d+)/.exec(server!.logs())?.[1];
		check(
			"n8n runs beside another n8n: its editor and task broker are not on n8n's default ports",
			!!broker &&
				!(Object.values(N8N_DEFAULT_PORTS) as number[]).includes(Number(broker)) &&
				!(Object.values(N8N_DEFAULT_PORTS) as number[]).includes(server!.port),
			{ editor: server!.port, broker: broker ?? 'not in the log', held: heldPorts?.held },
		);
		const problems = packageLoadProblems(server!.logs(), PACKAGE_NAME);
		check(
			'the server log shows no load problem (unrecognized node type, missing module)',
			problems.length === 0,
			problems.slice(0, 5).join(' | '),
		);
	});

	// -----------------------------------------------------------------------------------------
	const csvText = readFileSync(join(EXAMPLES_DIR, 'data', 'invoice-lines.csv'), 'utf8');
	// The CSV's columns are the documented column names (README, "Documents"); the checks below use short names.
	const rows = parseCsv(csvText).map((r) => ({
		invoiceNumber: r['Invoice Number'],
		documentDate: r['Document Date'],
		paymentDate: r['Payment Date'],
		currency: r['Currency'],
		po: r['Customer Purchase Numbers'],
		clientId: r['Client ID'],
		buyer: r['Client Name'],
		totalNet: r['Total Net Price'],
		totalGross: r['Total Gross Price'],
		totalTax: r['Total Tax Value'],
		sku: r['SKU'],
		type: r['Line Type'],
		quantity: r['Quantity'],
		lineNet: r['Line Net Price'],
		lineGross: r['Line Gross Price'],
		lineTax: r['Line Tax Value'],
		vat: r['Tax Rate Value'],
		cost: r['Additional Cost 1 Type'],
		costLineNet: r['Additional Cost 1 Line Net Price'],
	}));
	const invoiceNumbers = [...new Set(rows.map((r) => r.invoiceNumber))];
	await scenario('2', 'spreadsheet to invoices', async () => {
		copyFileSync(
			join(EXAMPLES_DIR, 'data', 'invoice-lines.csv'),
			join(filesDir, 'invoice-lines.csv'),
		);
		equal(
			'the fake holds no invoice before the run',
			Object.keys(control.state(TENANT).invoices ?? {}),
			[],
		);
		control.clearRequests();
		const r = await execute(wf.invoices);
		equal(
			'Extract from File gave one item per CSV row',
			nodeOutput(r.run, 'Extract Rows From CSV').length,
			rows.length,
		);
		const out = nodeOutput(r.run, 'Create or Replace Invoices');
		equal(
			'the node output one item per invoice, saved',
			out.map((o) => [o.number, o.saved]),
			invoiceNumbers.map((n) => [n, true]),
		);

		const puts = control.requests({ method: 'PUT', pathPrefix: INVOICES_PATH, origin: 'api' });
		equal(
			'one PUT per invoice, in first-appearance order',
			puts.map((p) => (p.body as Json).number),
			invoiceNumbers,
		);
		const stored = (control.state(TENANT).invoices ?? {}) as Record<string, Json>;
		equal(
			'the fake holds exactly the invoices of the CSV',
			Object.keys(stored).sort(),
			[...invoiceNumbers].sort(),
		);
		for (const number of invoiceNumbers) {
			const group = rows.filter((x) => x.invoiceNumber === number);
			const inv = stored[number] ?? {};
			const first = group[0];
			equal(
				`${number}: header from its first row`,
				[
					inv.documentDate,
					inv.paymentDate,
					inv.currencyCode,
					inv.customerPurchaseNumbers,
					inv.clientData?.clientId,
					inv.clientData?.addressData?.name,
				],
				[
					first.documentDate,
					first.paymentDate,
					first.currency,
					[first.po],
					first.clientId,
					first.buyer,
				],
			);
			equal(`${number}: totals`, inv.totalPrices, {
				netPrice: Number(first.totalNet),
				grossPrice: Number(first.totalGross),
				taxValue: Number(first.totalTax),
			});
			equal(
				`${number}: ${group.length} line(s), numbered in row order, with their prices and tax rate`,
				(inv.items ?? []).map((i: Json) => [
					i.lineNumber,
					i.sku,
					i.type,
					i.quantity,
					i.linePrices,
					i.taxRate,
				]),
				group.map((g, i) => [
					i + 1,
					g.sku,
					g.type,
					Number(g.quantity),
					{
						netPrice: Number(g.lineNet),
						grossPrice: Number(g.lineGross),
						taxValue: Number(g.lineTax),
					},
					{ name: `${g.vat}%`, value: Number(g.vat) },
				]),
			);
			equal(
				`${number}: additional costs from the numbered columns (none where they are empty)`,
				(inv.items ?? []).map((i: Json) =>
					(i.additionalCosts ?? []).map((c: Json) => [c.type, c.linePrices?.netPrice]),
				),
				group.map((g) => (g.cost ? [[g.cost, Number(g.costLineNet)]] : [])),
			);
			const sumNet = group.reduce((s, g) => s + Number(g.lineNet), 0);
			check(
				`${number}: the CSV's lines add up to its total (test data sanity)`,
				Math.abs(sumNet - Number(first.totalNet)) < 1e-9,
			);
		}

		// No document without its lines: replacing an existing invoice with none is refused in
		// Fields mode (the Items list emptied) and JSON mode ("items": []); nothing is sent.
		const before = JSON.stringify(control.state(TENANT).invoices?.[FIRST_CSV_INVOICE]);
		check(`${FIRST_CSV_INVOICE} is stored with lines`, before?.includes('"lineNumber"') === true);
		for (const w of [wf.noLinesFields, wf.noLinesJson]) {
			control.clearRequests();
			// Not in cliRuns: the node error's stack names the package's files, which the
			// package-load check at the end would take for a load problem.
			const attempt = await runWorkflowOnce(w.id, { ...cli, allowFailure: true });
			check(
				`"${w.name}" fails with an error naming the lines`,
				!attempt.ok && /"items" must have at least one line/i.test(attempt.error ?? ''),
				attempt.error ?? attempt.stdout.slice(-1500),
			);
			equal(
				`"${w.name}": nothing was sent to the platform`,
				control.requests({ origin: 'api' }).filter((r) => r.method !== 'GET'),
				[],
			);
			equal(
				`"${w.name}": ${FIRST_CSV_INVOICE} is unchanged`,
				JSON.stringify(control.state(TENANT).invoices?.[FIRST_CSV_INVOICE]),
				before,
			);
		}
	});

	// -----------------------------------------------------------------------------------------
	await scenario('7', 'invoice payment status sync', async () => {
		const payments = parseCsv(
			readFileSync(join(EXAMPLES_DIR, 'data', 'paid-invoices.csv'), 'utf8'),
		);
		copyFileSync(
			join(EXAMPLES_DIR, 'data', 'paid-invoices.csv'),
			join(filesDir, 'paid-invoices.csv'),
		);
		for (const { invoiceNumber } of payments) {
			if ((control.state(TENANT).invoices ?? {})[invoiceNumber]) continue;
			// Run without scenario 2 (E2E_ONLY=7): create the invoices the CSV pays.
			const res = await fetch(`${platform!.url}${INVOICES_PATH}`, {
				method: 'PUT',
				headers: { 'content-type': 'application/json', apiauth: apiKey, 'platform-tenant': TENANT },
				body: JSON.stringify(validInvoice(invoiceNumber)),
			});
			check(`created ${invoiceNumber} for the payment sync`, res.ok, `status ${res.status}`);
		}
		const before = (control.state(TENANT).invoices ?? {}) as Record<string, Json>;
		const untouched = Object.keys(before).filter(
			(n) => !payments.some((p) => p.invoiceNumber === n),
		);
		const untouchedBefore = untouched.map((n) => [
			before[n].amountPaid ?? null,
			before[n].isPaid ?? null,
		]);
		control.clearRequests();
		const r = await execute(wf.paymentSync);
		const out = nodeOutput(r.run, 'Set Payment Status');
		equal(
			'one output item per CSV row',
			out.map((o) => [o.number, o.amountPaid, o.isPaid, o.updated]),
			payments.map((p) => [p.invoiceNumber, Number(p.amountPaid), p.isPaid === 'true', true]),
		);
		const puts = control.requests({ method: 'PUT', pathPrefix: `${INVOICES_PATH}/status` });
		equal(
			'PUT .../invoices/status?number= with {amountPaid, isPaid} per row',
			puts.map((p) => [p.query.number, p.body]),
			payments.map((p) => [
				p.invoiceNumber,
				{ amountPaid: Number(p.amountPaid), isPaid: p.isPaid === 'true' },
			]),
		);
		const stored = (control.state(TENANT).invoices ?? {}) as Record<string, Json>;
		for (const p of payments) {
			equal(
				`${p.invoiceNumber}: the fake stored the status`,
				[stored[p.invoiceNumber]?.amountPaid, stored[p.invoiceNumber]?.isPaid],
				[Number(p.amountPaid), p.isPaid === 'true'],
			);
		}
		equal(
			'invoices not in the CSV keep their status',
			untouched.map((n) => [stored[n].amountPaid ?? null, stored[n].isPaid ?? null]),
			untouchedBefore,
		);
	});

	// -----------------------------------------------------------------------------------------
	await scenario('5', 'invoice PDF upload and download', async () => {
		const number = String(nodeByName(wf.upload, 'Upload Invoice File').parameters.number);
		const pdf = makePdf();
		writeFileSync(join(filesDir, 'FV-2026-0001.pdf'), pdf);
		rmSync(join(filesDir, 'FV-2026-0001-downloaded.pdf'), { force: true });
		if (!(control.state(TENANT).invoices ?? {})[number]) {
			// Run on its own (E2E_ONLY=5): create the invoice the example attaches its file to.
			const res = await fetch(`${platform!.url}${INVOICES_PATH}`, {
				method: 'PUT',
				headers: { 'content-type': 'application/json', apiauth: apiKey, 'platform-tenant': TENANT },
				body: JSON.stringify(validInvoice(number)),
			});
			check(`created ${number} for the upload`, res.ok, `status ${res.status}`);
		}
		control.clearRequests();
		const r = await execute(wf.upload);

		const api = control.requests({ origin: 'api' });
		equal(
			'API calls: begin, complete, then the download reads the invoice',
			api.map((q) => `${q.method} ${q.path.replace(INVOICES_PATH, '')}`),
			['POST /file-upload-begin', 'POST /file-upload-complete', 'GET /single'],
		);
		const uploads = control.requests({ origin: 'upload' });
		const put = uploads.find((q) => q.method === 'PUT');
		check(
			'the bytes were PUT to the upload origin, answered 200',
			put?.status === 200,
			uploads.map((q) => `${q.method} ${q.path} ${q.status}`),
		);
		equal('the upload origin received exactly the file size', put?.body, { bytes: pdf.length });
		check(
			'the upload carried the PDF content type',
			put?.headers['content-type'] === 'application/pdf',
			put?.headers['content-type'],
		);
		const leaked = uploads.filter(
			(q) =>
				'apiauth' in q.headers ||
				'platform-tenant' in q.headers ||
				JSON.stringify(q.headers).includes(apiKey),
		);
		equal('no request to the upload origin carried the API key or tenant', leaked.length, 0);
		const inv = ((control.state(TENANT).invoices ?? {}) as Record<string, Json>)[number];
		check(
			'the invoice now links a .pdf file on the upload origin',
			inv?.fileData?.extension === 'pdf' &&
				String(inv?.fileData?.url).startsWith(platform!.uploadOrigin),
			inv?.fileData,
		);
		check(
			'the download fetched the file from the upload origin',
			uploads.some(
				(q) => q.method === 'GET' && q.path === new URL(String(inv?.fileData?.url)).pathname,
			),
		);
		const up = nodeOutput(r.run, 'Upload Invoice File')[0] ?? {};
		check(
			'Upload File output says uploaded, with the upload id',
			up.uploaded === true && up.number === number && typeof up.uploadId === 'string',
			up,
		);
		const down = nodeOutput(r.run, 'Download Invoice File')[0] ?? {};
		check(
			'Download File output has the invoice summary without its lines',
			down.number === number && !('items' in down),
			Object.keys(down),
		);
		const copyPath = join(filesDir, 'FV-2026-0001-downloaded.pdf');
		const copy = existsSync(copyPath) ? readFileSync(copyPath) : Buffer.alloc(0);
		check(
			'the downloaded file (written by Read/Write Files) equals the uploaded one, byte for byte',
			copy.equals(pdf),
			`uploaded ${pdf.length} B ${sha(pdf)}, downloaded ${copy.length} B ${sha(copy)}`,
		);
	});

	// -----------------------------------------------------------------------------------------
	await scenario('6', 'product search to a CSV sheet', async () => {
		rmSync(join(filesDir, 'products.csv'), { force: true });
		control.clearRequests();
		const r = await execute(wf.productSheet);
		const search = nodeByName(wf.productSheet, 'Search Products').parameters as Json;
		const out = nodeOutput(r.run, 'Search Products');
		check(
			`the search returned products (1..${search.limit})`,
			out.length > 0 && out.length <= search.limit,
			`${out.length} items`,
		);
		const keys = [
			'id',
			'name',
			'catalogIndex',
			'manufacturerIndex',
			'manufacturer',
			'brand',
			'category',
			'status',
			'url',
			'orderUnit',
		];
		check(
			'Simplify gave the 10 flat fields per product',
			out.every((o) => JSON.stringify(Object.keys(o)) === JSON.stringify(keys)),
			out[0],
		);
		const names = out.map((o) => String(o.name));
		check(
			'sorted by name A to Z',
			names.every((n, i) => i === 0 || names[i - 1].localeCompare(n) <= 0 || names[i - 1] <= n),
			names.slice(0, 5),
		);
		const reqs = control.requests({ origin: 'api', method: 'GET' });
		check(
			'the search was sent with q=cable and the sort',
			reqs.length > 0 &&
				reqs.every((q) => q.query.q === 'cable' && q.query.sortCriteria === 'NAME_ASC'),
			reqs.map((q) => q.query),
		);
		const csvPath = join(filesDir, 'products.csv');
		const sheet = existsSync(csvPath) ? readFileSync(csvPath, 'utf8').trim().split(/\r?\n/) : [];
		equal('the CSV sheet has a header and one line per product', sheet.length, out.length + 1);
		check('the header starts with id,name', /^"?id"?,"?name"?/.test(sheet[0] ?? ''), sheet[0]);
		check(
			'every product id is in the sheet',
			out.every((o) => sheet.some((line) => line.includes(String(o.id)))),
		);
	});

	// -----------------------------------------------------------------------------------------
	await scenario('3', 'feed trigger to email', async () => {
		const id = wf.complaintEmail.id;
		// Waits until n8n has polled the complaints feed again (not a fixed sleep: a check after a
		// sleep without a poll in it would prove nothing).
		const nextPoll = async (): Promise<void> => {
			const feedCalls = () => control.requests({ pathPrefix: COMPLAINTS_FEED_PATH });
			const seen = feedCalls().length;
			const deadline = Date.now() + 3 * POLL_INTERVAL_MS;
			while (feedCalls().length === seen && Date.now() < deadline) await sleep(100);
			check('n8n polled the feed again', feedCalls().length > seen);
			// The poll's execution, if any, is saved shortly after.
			await sleep(1_000);
		};
		control.clearRequests();
		const act = await activateWorkflow(url, n8nKey, id);
		check('activation succeeded (first poll ran)', act.active === true);
		await nextPoll();
		equal(
			'history is not replayed (Start From = Now): no execution, no mail',
			[(await listExecutions(url, n8nKey, id, { includeData: false })).length, smtp!.mails.length],
			[0, 0],
		);

		const complaint = control.addComplaint(TENANT, {
			reason: 'Damaged in transport',
			notes: 'Box crushed, photos attached.',
		});
		const execs = await waitForExecutions(url, n8nKey, id, 1, 30_000);
		check(
			'the new complaint produced a successful execution',
			execs[0]?.status === 'success',
			execs.map((e) => `${e.id}:${e.status}`),
		);
		const items = nodeOutput(execs[0], 'New Complaint') as Json[];
		equal(
			'the trigger output one item with the complaint record, a first delivery',
			items.map((i) => [
				i.feed,
				i.complaintId,
				i.type,
				i.record?.number,
				i.recordDeleted,
				typeof i.eventId,
				i.redelivered,
			]),
			[['complaints', complaint.id, 'CREATED', complaint.number, false, 'number', false]],
		);
		equal(
			'Skip Repeats (Remove Duplicates by eventId) let it through',
			nodeOutput(execs[0], 'Skip Repeats').map((i) => i.complaintId),
			[complaint.id],
		);
		const mailDeadline = Date.now() + 5_000;
		while (smtp!.mails.length < 1 && Date.now() < mailDeadline) await sleep(100);
		equal('exactly one mail reached the SMTP server', smtp!.mails.length, 1);
		const mail = smtp!.mails[0];
		const text = mail ? decodeMail(mail.data) : '';
		equal('addressed to the account manager', mail?.to, ['account.manager@example.com']);
		check(
			'the mail names the complaint number, reason, invoice and customer',
			[
				complaint.number,
				complaint.reason,
				complaint.invoiceNumber,
				complaint.email,
				'Box crushed',
			].every((s) => text.includes(s)),
			text.slice(0, 1_500),
		);
		check(
			'the mail lists the complained items',
			complaint.items.every((i) => text.includes(i.productSku)),
			text.slice(-800),
		);

		await nextPoll();
		equal(
			'after the next poll: still one execution and one mail',
			[(await listExecutions(url, n8nKey, id, { includeData: false })).length, smtp!.mails.length],
			[1, 1],
		);
		const deact = await deactivateWorkflow(url, n8nKey, id);
		check('deactivated', deact.active === false);
	});

	// -----------------------------------------------------------------------------------------
	await scenario('4', 'webhook trigger', async () => {
		const id = wf.cartOpened.id;
		const trigger = nodeByName(wf.cartOpened, 'Cart Opened');
		const callbackUrl = `${url}/webhook/${trigger.webhookId}/webhook`;
		const ours = () =>
			Object.values((control.state(TENANT).webhooks ?? {}) as Record<string, Json>).filter(
				(w) => w.callbackUrl === callbackUrl,
			);
		equal(
			'no webhook at the fake before activation',
			Object.keys(control.state(TENANT).webhooks ?? {}).length,
			0,
		);

		const act = await activateWorkflow(url, n8nKey, id);
		check('activated', act.active === true);
		const hooks = ours();
		equal(
			"activation registered one ACTIVE CartOpened webhook with Basic auth and n8n's production URL",
			hooks.map((w) => [
				w.status,
				w.webhookType?.name,
				w.callbackAuthentication?.type,
				w.callbackUrl,
			]),
			[['ACTIVE', 'CartOpened', 'HTTP_BASIC', callbackUrl]],
		);
		const auth = hooks[0]?.callbackAuthentication ?? {};
		check(
			'its generated username and password are not trivial',
			String(auth.username).length >= 8 && String(auth.password).length >= 16,
			{ u: String(auth.username).length, p: String(auth.password).length },
		);

		const deliveries = await control.fireWebhook(TENANT, 'CartOpened');
		equal(
			'the fake delivered the event; n8n answered 200 {"received":true}',
			deliveries.map((d) => [d.status, d.body]),
			[[200, '{"received":true}']],
		);
		const sent = (deliveries[0]?.sent ?? {}) as Json;
		const execs = await waitForExecutions(url, n8nKey, id, 1, 30_000);
		check(
			'the event produced a successful execution',
			execs[0]?.status === 'success',
			execs.map((e) => `${e.id}:${e.status}`),
		);
		equal(
			'the workflow got the event (Cart Details output)',
			nodeOutput(execs[0], 'Cart Details'),
			[
				{
					cartId: sent.cartId,
					clientId: sent.clientId,
					openedAt: sent.timestamp,
					eventId: sent.eventId,
				},
			],
		);

		// A replay of the same delivery (same eventId): answered 200, starts no execution; also
		// after an n8n restart (the ids seen are in the trigger's static data).
		const replayBody = JSON.stringify({ received: true, ignored: 'repeated event' });
		const replay = await control.fireWebhook(TENANT, 'CartOpened', sent);
		equal(
			'a replayed delivery is answered 200 and ignored',
			replay.map((d) => [d.status, d.body]),
			[[200, replayBody]],
		);
		await sleep(2_000);
		equal(
			'the replay started no execution',
			(await listExecutions(url, n8nKey, id, { includeData: false })).length,
			1,
		);
		const port = server!.port;
		await server!.stop();
		// A restart on a busy machine may take longer than the first start.
		server = await startN8n({ userFolder, env, port, timeoutMs: 300_000 });
		let afterRestart = await control.fireWebhook(TENANT, 'CartOpened', sent);
		// n8n registers its active webhooks shortly after it answers: 404 until then.
		for (let i = 0; i < 60 && afterRestart[0]?.status !== 200; i++) {
			await sleep(1_000);
			afterRestart = await control.fireWebhook(TENANT, 'CartOpened', sent);
		}
		equal(
			'after an n8n restart the replay is still answered 200 and ignored',
			afterRestart.map((d) => [d.status, d.body]),
			[[200, replayBody]],
		);
		const fresh = await control.fireWebhook(TENANT, 'CartOpened');
		equal(
			'after the restart a new event is accepted',
			fresh.map((d) => [d.status, d.body]),
			[[200, '{"received":true}']],
		);
		const afterFresh = await waitForExecutions(url, n8nKey, id, 2, 30_000);
		equal(
			'only the new event started an execution',
			afterFresh.map((e) => (nodeOutput(e, 'Cart Details')[0] as Json)?.eventId).sort(),
			[sent.eventId, (fresh[0]?.sent as Json)?.eventId].sort(),
		);

		const body = forgedCartOpenedBody(TENANT);
		const forged = forgedHeaders(TENANT, auth);
		for (const [what, headers] of forged) {
			const res = await fetch(callbackUrl, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...headers },
				body,
			});
			equal(`a forged call (${what}) gets 401`, res.status, 401);
		}
		await sleep(2_000);
		equal(
			'the forged calls started no execution',
			(await listExecutions(url, n8nKey, id, { includeData: false })).length,
			2,
		);

		const deact = await deactivateWorkflow(url, n8nKey, id);
		check('deactivated', deact.active === false);
		equal('deactivation removed the webhook from the fake', ours().length, 0);
		equal(
			'the fake has no webhook left at all',
			Object.keys(control.state(TENANT).webhooks ?? {}).length,
			0,
		);
		const after = await control.fireWebhook(TENANT, 'CartOpened');
		equal('a later event is delivered nowhere', after.length, 0);
	});

	// -----------------------------------------------------------------------------------------
	await scenario('8', 'node panel: codex, app page trigger, Custom API Call', async () => {
		checkNodePanel(check, pkg.installedDir, await listNodeTypes(url, cookie));
		// Calls the node does not cover: the HTTP Request node with our credential must authenticate.
		control.clearRequests();
		const r = await execute(wf.customApiCall);
		const sent = control.requests({ method: 'GET', pathPrefix: CUSTOM_API_CALL_PATH });
		check(
			'the HTTP Request node with the B2B Commerce API credential sent both headers',
			sent.length === 1 &&
				sent[0].headers.apiauth === apiKey &&
				sent[0].headers['platform-tenant'] === TENANT,
			sent.map((q) => ({
				path: q.path,
				apiauth: q.headers.apiauth ? 'set' : 'missing',
				tenant: q.headers['platform-tenant'],
			})),
		);
		const out = nodeOutput(r.run, 'Custom API Call');
		check(
			'the platform answered the custom call with a page of segments',
			sent[0]?.status === 200 && out.length > 0,
			out[0],
		);
	});

	await scenario('9', 'the API key reaches only the platform, through any node', async () => {
		await keyReachScenario({
			check,
			cli,
			platform: platform!,
			tenant: TENANT,
			credential: credentials.b2bCommerceApi,
		});
	});

	// -----------------------------------------------------------------------------------------
	await scenario('10', 'AI agent with B2B Commerce tools (scripted model)', async () => {
		await agentScenario({
			checks,
			platform: platform!,
			tenant: TENANT,
			cli,
			userFolder,
			b2bCredential: credentials.b2bCommerceApi,
			version: N8N_VERSION,
			url,
			apiKey: n8nKey,
			cookie,
		});
	});

	await scenario(
		'11',
		"MCP: n8n's MCP Server Trigger with B2B Commerce tools, the MCP SDK client",
		async () => {
			await mcpScenario({
				checks,
				platform: platform!,
				tenant: TENANT,
				cli,
				userFolder,
				b2bCredential: credentials.b2bCommerceApi,
				url,
				apiKey: n8nKey,
				cookie,
			});
		},
	);

	// -----------------------------------------------------------------------------------------
	await scenario('12', 'On Error: the error output, Retry On Fail, an error workflow', async () => {
		await errorOutputScenario({
			checks,
			platform: platform!,
			tenant: TENANT,
			execute: async () => await execute(wf.errorOutput),
		});
		await errorWorkflowScenario({
			checks,
			url,
			n8nKey,
			apiKey,
			pair: { failing: wf.failing, errorWorkflow: wf.errorWorkflow },
		});
	});

	// -----------------------------------------------------------------------------------------
	checks.current = 'after all';
	const cliProblems = cliRuns.flatMap((r) =>
		packageLoadProblems(r.stdout + '\n' + r.stderr, PACKAGE_NAME),
	);
	check(
		'no CLI run reported a package load problem',
		cliProblems.length === 0,
		cliProblems.slice(0, 5).join(' | '),
	);
	const serverProblems = packageLoadProblems(server.logs(), PACKAGE_NAME);
	check(
		'the server log has no package load problem after all scenarios',
		serverProblems.length === 0,
		serverProblems.slice(0, 5).join(' | '),
	);
	checks.current = '';

	const pid = server.pid;
	await cleanup();
	let alive = true;
	try {
		process.kill(-pid, 0);
	} catch {
		alive = false;
	}
	check(`n8n's process group ${pid} is gone after stop`, !alive);
	timings.total = Date.now() - tAll;
	timings.totalWithoutN8nInstall = timings.total - timings.installN8n;
}

main()
	.catch((e) => {
		check('the suite ran without a setup error', false, (e as Error).stack ?? String(e));
	})
	.finally(async () => {
		await cleanup();
		console.log(`\ntimings (ms): ${JSON.stringify(timings)}`);
		console.log(`${checks.passed} passed, ${checks.failed} failed`);
		process.exit(checks.failed === 0 && checks.passed > 0 ? 0 : 1);
	});
