/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test and tool code runs in Node, not inside n8n (README, "Verification and linting") */
/**
 * Browser suite (issue 13): a person builds invoices in the real n8n 2.8.4 editor, driven by
 * Playwright (playwright-core) in Debian's chromium, headless. The package is packed and
 * installed as a community package (test/e2e/lib/n8n.ts); the fake platform runs in this process
 * and is asked at the end what it stored.
 *
 * The steps, in one workflow built by clicking:
 *   1. sign in (the owner is created through the REST API first)
 *   2. node panel: searching "B2B" lists the nodes, each with its description; the B2B Commerce
 *      app page lists our trigger
 *      (not "No B2B Commerce Triggers available")
 *   3. Manual Trigger, then B2B Commerce from the node panel > Create or replace invoice;
 *      Resource and Operation dropdowns say Invoice / Create or Replace
 *   4. the credential created in its dialog (connection test passes), with the Seller section
 *   5. one invoice filled in Fields mode: client and address, seller, payment method, two items
 *      with price triples and tax rates (Discount starts at 0, unmarked); no JSON box on the form,
 *      no required marker left
 *   6. Read/Write Files from Disk + Extract from File (CSV) read test/browser/data/invoice-lines.csv
 *   7. a second B2B Commerce node in Spreadsheet Rows mode, Columns start on "Map Automatically"
 *      with no "no columns to map" notice
 *   8. Execute workflow; every node ends green
 *   9. the fake platform stored the invoice of the form and the CSV's invoices, field by field
 *
 * Screenshots of the key panels go to test/browser/.shots/ (gitignored); with BROWSER_DOCS=1 they
 * go to docs/ (the README's "What it looks like"). A failing step saves `failed-<step>.png` there.
 * Prints `N passed, M failed` last; exit status 1 on any failure.
 *
 * Env: BROWSER_SKIP_BUILD=1 (pack dist/ as it is), BROWSER_DOCS=1 (screenshots into docs/),
 *      BROWSER_KEEP=1 (keep the temp folders), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'fs';
import { join } from 'path';

import { startPlatform, type FakePlatform } from '../platform/server';
import { stopDetachedChildren } from '../e2e/lib/children';
import {
	OWNER,
	REPO_ROOT,
	ensureN8nInstalled,
	packAndInstallPackage,
	setupOwner,
	startN8n,
	tempUserFolder,
	type N8nServer,
} from '../e2e/lib/n8n';
import { launchBrowser, type Browser } from './lib/browser';
import { Editor } from './lib/editor';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TENANT = 'acme';
const SHOTS_DIR =
	process.env.BROWSER_DOCS === '1' ? join(REPO_ROOT, 'docs') : join(__dirname, '.shots');
const CSV_FILE = join(__dirname, 'data', 'invoice-lines.csv');

/** What the credential dialog gets: the connection and the seller every document uses by default. */
const SELLER = {
	sellerName: 'Seller SA',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};

/** The invoice typed into the form (Fields mode). */
const FORM = {
	number: 'FV/WEB/0001',
	documentDate: '2026-04-01',
	saleDate: '2026-04-01',
	paymentDate: '2026-04-15',
	currency: 'EUR',
	customerPurchaseNumbers: 'PO-1001',
	totalNetPrice: '250',
	totalGrossPrice: '302.5',
	totalTaxValue: '52.5',
	client: {
		clientId: 'org:0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b',
		clientName: 'Form Buyer Ltd',
		clientStreet: 'Dluga 10',
		clientPostalCode: '80-001',
		clientCity: 'Gdansk',
		clientCountry: 'PL',
		clientTin: '5260250274',
	},
	// The form's own seller overrides the credential's for this invoice.
	seller: {
		sellerName: 'Form Seller SA',
		sellerStreet: 'Nowy Swiat 5',
		sellerPostalCode: '00-002',
		sellerCity: 'Warsaw',
		sellerCountry: 'PL',
		sellerTin: '1234563218',
	},
	paymentMethod: {
		paymentMethodId: '2f9c0d3e-6a4b-4c1d-9e8f-0a1b2c3d4e5f',
		paymentMethodName: 'Bank transfer',
	},
	items: [
		{
			type: 'Product',
			lineItemName: 'Socket 2G',
			lineSku: 'SOC-2G',
			lineQuantity: '10',
			lineUnit: 'PCE',
			lineUnitNetPrice: '20',
			lineUnitGrossPrice: '24.6',
			lineUnitTaxValue: '4.6',
			lineNetPrice: '200',
			lineGrossPrice: '246',
			lineTaxValue: '46',
			lineTaxRateValue: '23',
		},
		{
			type: 'Service',
			lineItemName: 'Fitting',
			lineSku: 'SRV-FIT',
			lineQuantity: '1',
			lineUnit: 'H',
			lineUnitNetPrice: '50',
			lineUnitGrossPrice: '56.5',
			lineUnitTaxValue: '6.5',
			lineNetPrice: '50',
			lineGrossPrice: '56.5',
			lineTaxValue: '6.5',
			lineTaxRateValue: '13',
		},
	],
};

// ---------------------------------------------------------------------------------------------
// Checks, steps, screenshots
// ---------------------------------------------------------------------------------------------

let passed = 0;
let failed = 0;
let currentStep = '';
const timings: Record<string, number> = {};

function check(name: string, ok: boolean, detail?: unknown): boolean {
	if (ok) passed++;
	else failed++;
	const d =
		detail === undefined ? '' : typeof detail === 'string' ? detail : JSON.stringify(detail);
	console.log(
		`${ok ? 'PASS' : 'FAIL'} ${currentStep ? `[${currentStep}] ` : ''}${name}${!ok && d ? `\n     ${d.slice(0, 2_000)}` : ''}`,
	);
	return ok;
}

/** JSON with object keys sorted (the order of keys in what the fake stored is not the point). */
function canonical(value: unknown): string {
	return JSON.stringify(value, (_k, v: unknown) =>
		v && typeof v === 'object' && !Array.isArray(v)
			? Object.fromEntries(
					Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
						a < b ? -1 : a > b ? 1 : 0,
					),
				)
			: v,
	);
}

function equal(name: string, actual: unknown, expected: unknown): boolean {
	const a = canonical(actual);
	const e = canonical(expected);
	return check(name, a === e, `expected ${e}\n     actual   ${a}`);
}

let browser: Browser | undefined;
let stopped = false;

async function shot(name: string): Promise<void> {
	if (!browser) return;
	mkdirSync(SHOTS_DIR, { recursive: true });
	// The pointer off the panels (hover effects stay out of the picture), no toast over the panels.
	await browser.page.mouse.move(2, 560);
	const toasts = browser.page.locator('.el-notification .el-notification__closeBtn:visible');
	for (let i = (await toasts.count()) - 1; i >= 0; i--)
		await toasts
			.nth(i)
			.click()
			.catch(() => undefined);
	await browser.page
		.locator('.el-notification:visible')
		.first()
		.waitFor({ state: 'hidden', timeout: 3_000 })
		.catch(() => undefined);
	await browser.page.waitForTimeout(150);
	await browser.page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/** One step; after a step that threw, the later ones are reported as not run (and failed). */
async function step(id: string, title: string, fn: () => Promise<void>): Promise<void> {
	currentStep = `${id} ${title}`;
	if (stopped) {
		check('not run: an earlier step failed', false);
		currentStep = '';
		return;
	}
	console.log(`\n== ${id}. ${title}`);
	const t0 = Date.now();
	const failedBefore = failed;
	try {
		await fn();
	} catch (e) {
		// The editor is in an unknown state: the later steps cannot build on it.
		stopped = true;
		check('ran to the end without an exception', false, (e as Error).stack ?? String(e));
	}
	timings[`${id}. ${title}`] = Date.now() - t0;
	if (failed > failedBefore) {
		await shot(`failed-${id}`).catch(() => undefined);
		console.log(`     (screenshot: ${join(SHOTS_DIR, `failed-${id}.png`)})`);
	}
	currentStep = '';
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const tempDirs: string[] = [];
let server: N8nServer | undefined;
let platform: FakePlatform | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
	cleaning ??= (async () => {
		await browser?.close().catch(() => undefined);
		if (server) {
			await server
				.stop()
				.catch((e: Error) =>
					console.error(`stopping n8n (PID ${server?.pid}) failed: ${e.message}`),
				);
			server = undefined;
		}
		const leftover = await stopDetachedChildren();
		if (leftover.length)
			console.error(`stopped leftover child process group(s): ${leftover.join(', ')}`);
		await platform?.close().catch(() => undefined);
		if (process.env.BROWSER_KEEP === '1') console.log(`kept: ${tempDirs.join(' ')}`);
		else for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
	})();
	return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
	process.on(sig, () => {
		console.error(`\n${sig}: stopping everything this run started...`);
		void cleanup().then(() => {
			console.log(`${passed} passed, ${failed + 1} failed`);
			process.exit(1);
		});
	});
}

/** Rows of the CSV (no quoted fields in it), keyed by header. */
function csvRows(): Array<Record<string, string>> {
	const [head, ...lines] = readFileSync(CSV_FILE, 'utf8').trim().split(/\r?\n/);
	const cols = head.split(',');
	return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

const triple = (net: string | number, gross: string | number, tax: string | number) => ({
	netPrice: Number(net),
	grossPrice: Number(gross),
	taxValue: Number(tax),
});

async function main(): Promise<void> {
	const tAll = Date.now();
	const inst = await ensureN8nInstalled();
	console.log(inst.installed ? `installed n8n in ${inst.ms} ms` : 'n8n 2.8.4 already installed');

	const userFolder = tempUserFolder('n8n-browser-');
	const filesDir = join(userFolder, 'files');
	tempDirs.push(userFolder);
	mkdirSync(filesDir, { recursive: true });
	copyFileSync(CSV_FILE, join(filesDir, 'invoice-lines.csv'));

	let t0 = Date.now();
	const pkg = await packAndInstallPackage(userFolder, {
		build: process.env.BROWSER_SKIP_BUILD !== '1',
	});
	timings.buildPackInstall = Date.now() - t0;
	console.log(
		`installed ${pkg.packageName}@${pkg.version} (build ${pkg.buildMs} ms, install ${pkg.installMs} ms)`,
	);

	platform = await startPlatform();
	const control = platform.control;
	t0 = Date.now();
	server = await startN8n({
		userFolder,
		env: { N8N_RESTRICT_FILE_ACCESS_TO: filesDir },
		timeoutMs: 180_000,
	});
	timings.startServer = Date.now() - t0;
	await setupOwner(server.url);
	console.log(
		`n8n at ${server.url} (PID ${server.pid}); fake platform ${platform.url}; screenshots in ${SHOTS_DIR}`,
	);

	t0 = Date.now();
	browser = await launchBrowser();
	timings.launchBrowser = Date.now() - t0;
	const { page } = browser;
	const ed = new Editor(page, server.url);
	const names: Record<string, string> = {};

	await step('1', 'sign in', async () => {
		await ed.signIn(OWNER.email, OWNER.password);
		check(
			'the editor left the sign-in page',
			!new URL(page.url()).pathname.startsWith('/signin'),
			page.url(),
		);
	});

	await step('2', 'node panel: search and the B2B Commerce app page', async () => {
		await ed.newWorkflow('Invoices from the browser');
		await ed.openTriggerPanel();
		await ed.search('B2B');
		await ed.creatorItem('B2B Commerce').waitFor();
		const found = await ed.nodeCreator.getByTestId('node-creator-item-name').allInnerTexts();
		check(
			'searching "B2B" lists B2B Commerce and a B2B Commerce trigger',
			found.includes('B2B Commerce') && found.some((n) => /trigger/i.test(n)),
			found,
		);
		// Each entry (NodeCreatorNode) holds its name and, when n8n gives it one, its description.
		const described = await ed.nodeCreator
			.locator('[data-test-id="node-creator-action-item"], [data-test-id="node-creator-node-item"]')
			.evaluateAll((els) =>
				els.map((e) => [
					(e.querySelector('[data-test-id="node-creator-item-name"]')?.textContent ?? '').trim(),
					(
						e.querySelector('[data-test-id="node-creator-item-description"]')?.textContent ?? ''
					).trim(),
				]),
			);
		const ours = described.filter(([name]) => /^B2B Commerce/.test(name));
		check(
			'the search results show a description under every B2B Commerce entry',
			ours.length >= 2 && ours.every(([, text]) => text.length > 20),
			ours,
		);
		await shot('node-panel-search');
		await ed.creatorItem('B2B Commerce').click();
		const triggers = ed.nodeCreator
			.getByTestId('node-creator-category-item')
			.filter({ hasText: /^Triggers/ });
		await triggers.waitFor();
		const entries = await ed.nodeCreator
			.locator(
				'[data-test-id="node-creator-category-item"], [data-test-id="node-creator-item-name"]',
			)
			.evaluateAll((els) =>
				els.map(
					(e) =>
						`${e.getAttribute('data-test-id') === 'node-creator-category-item' ? '#' : ''}${(e.textContent ?? '').trim()}`,
				),
			);
		const start = entries.findIndex((e) => e.startsWith('#Triggers'));
		const end = entries.findIndex((e, i) => i > start && e.startsWith('#'));
		const listed = entries.slice(start + 1, end === -1 ? undefined : end);
		const callout = await ed.nodeCreator.getByTestId('actions-panel-no-triggers-callout').count();
		check('the app page does not say "No B2B Commerce Triggers available"', callout === 0);
		check(
			'the app page lists a B2B Commerce trigger under Triggers',
			listed.length > 0 && listed.every((n) => /B2B Commerce/.test(n)),
			entries.slice(0, 8),
		);
		await shot('node-panel-app-page');
		await ed.closeNodeCreator();
	});

	await step(
		'3',
		'Manual Trigger, then B2B Commerce > Create or replace invoice from the node panel',
		async () => {
			names.trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			names.form = await ed.addNode({
				after: names.trigger,
				search: 'B2B',
				node: 'B2B Commerce',
				action: /^Create or replace (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			names.form = await ed.renameOpenNode('Invoice From the Form');
			await ed.select('resource', 'Invoice');
			await ed.select('operation', 'Create or Replace');
			equal(
				'Resource / Operation',
				[await ed.value('resource'), await ed.value('operation')],
				['Invoice', 'Create or Replace'],
			);
			equal('Input Mode starts on Fields', await ed.value('inputMode'), 'Fields');
		},
	);

	await step('4', 'credential dialog: connection and seller, tested on save', async () => {
		const result = await ed.createCredential(
			{ baseUrl: platform!.url, apiKey: platform!.tenants[TENANT], tenant: TENANT, ...SELLER },
			async () => {
				// The Seller section, under the connection fields: entered once for every document.
				await page
					.getByTestId('editCredential-modal')
					.getByTestId('parameter-input-sellerName')
					.evaluate((el) => el.scrollIntoView({ block: 'center' }));
				await shot('credential-seller');
			},
		);
		equal('n8n tested the connection against the fake', result, 'Connection tested successfully');
		check(
			'the node uses the new credential',
			(await ed.ndv.getByTestId('node-credentials-select').locator('input').inputValue()) !== '',
		);
	});

	await step('5', 'fill the invoice form: fields only, no JSON', async () => {
		const params = ed.ndv.getByTestId('node-parameters');
		check(
			'no JSON box on the form',
			(await params.locator('.cm-editor').count()) === 0,
			await ed.labels(),
		);
		await ed.fill('number', FORM.number);
		await ed.fill('documentDate', FORM.documentDate);
		await ed.fill('saleDate', FORM.saleDate);
		await ed.fill('paymentDate', FORM.paymentDate);
		await ed.select('currencyCode', FORM.currency);
		await ed.fill('totalNetPrice', FORM.totalNetPrice);
		await ed.fill('totalGrossPrice', FORM.totalGrossPrice);
		await ed.fill('totalTaxValue', FORM.totalTaxValue);
		await ed.fill('customerPurchaseNumbers', FORM.customerPurchaseNumbers);

		await ed.addCollectionEntry('client');
		for (const [name, value] of Object.entries(FORM.client)) await ed.fill(name, value);
		const clientTypes = await ed.options('clientType');
		const organization = clientTypes.find((o) => /organi[sz]ation/i.test(o));
		check('Client Type offers an organization', !!organization, clientTypes);
		if (organization) await ed.select('clientType', organization);
		await ed.scrollTo('client');
		await shot('invoice-form-client');

		await ed.addCollectionEntry('seller');
		for (const [name, value] of Object.entries(FORM.seller)) await ed.fill(name, value);
		await ed.addCollectionEntry('paymentMethod');
		for (const [name, value] of Object.entries(FORM.paymentMethod)) await ed.fill(name, value);

		for (const [i, item] of FORM.items.entries()) {
			await ed.addCollectionEntry('lines');
			if (i === 0) {
				// A fresh item: its amounts are flagged until given, its Discount starts at 0 and is not.
				equal(
					"a fresh item's Discount starts at 0",
					await ed.value('lineDiscount', undefined, 0),
					'0',
				);
				// (A label's text ends with the field's Fixed / Expression switch.)
				const fresh = await ed.markedFields();
				const marked = (label: string) =>
					fresh.some((f) => f === label || f.startsWith(`${label} `));
				check(
					'a fresh item marks its amounts (Unit Net Price) but not Discount',
					marked('Unit Net Price') && !marked('Discount'),
					fresh,
				);
			}
			const lineTypes = await ed.options('lineType', undefined, i);
			const type = lineTypes.find((o) => o.toLowerCase() === item.type.toLowerCase());
			check(`item ${i + 1}: Line Type offers ${item.type}`, !!type, lineTypes);
			if (type) await ed.select('lineType', type, undefined, i);
			for (const [name, value] of Object.entries(item))
				if (name !== 'type') await ed.fill(name, value, undefined, i);
		}
		await ed.scrollTo('lines');
		await shot('invoice-form-items');

		check(
			'still no JSON box on the filled form',
			(await params.locator('.cm-editor').count()) === 0,
		);
		const marked = await ed.markedFields();
		check('no field is marked as missing or wrong', marked.length === 0, marked);
		await ed.closeNdv();
	});

	await step('6', 'read the CSV: Read/Write Files from Disk + Extract from File', async () => {
		names.read = await ed.addNode({
			after: names.form,
			search: 'Read/Write Files',
			node: 'Read/Write Files from Disk',
			action: 'Read File(s) From Disk',
		});
		names.read = await ed.renameOpenNode('Read Invoice Lines');
		await ed.fill('fileSelector', join(filesDir, 'invoice-lines.csv'));
		await ed.closeNdv();
		names.extract = await ed.addNode({
			after: names.read,
			search: 'Extract from File',
			node: 'Extract from File',
			action: 'Extract from CSV',
		});
		names.extract = await ed.renameOpenNode('Rows From CSV');
		await ed.closeNdv();
		equal('four nodes on the canvas', (await ed.nodeNames()).length, 4);
	});

	await step(
		'7',
		'B2B Commerce in Spreadsheet Rows mode, Columns on Map Automatically',
		async () => {
			names.rows = await ed.addNode({
				after: names.extract,
				search: 'B2B',
				node: 'B2B Commerce',
				action: /^Create or replace (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			names.rows = await ed.renameOpenNode('Invoices From the Sheet');
			check(
				'the node took the only credential',
				(await ed.ndv.getByTestId('node-credentials-select').locator('input').inputValue()) !== '',
			);
			// "Execute previous nodes" shows the CSV's rows in the input panel (it also sends the form's
			// invoice once; the run of step 8 replaces it, and the request log is cleared before it).
			await ed.ndv.getByTestId('execute-previous-node').click();
			const inputPanel = ed.ndv.getByTestId('ndv-input-panel');
			await inputPanel
				.getByText('Invoice Number', { exact: true })
				.first()
				.waitFor({ timeout: 60_000 });
			const rowCount = csvRows().length;
			check(
				`the input panel shows the CSV read by Extract from File (${rowCount} items)`,
				(await inputPanel.getByText(`${rowCount} items`, { exact: true }).count()) > 0,
				(await inputPanel.innerText()).slice(0, 300),
			);
			// The Columns mapper asks n8n for its fields once shown: its answer decides any notice.
			const fieldsAnswer = page.waitForResponse(
				(r) => r.url().includes('/dynamic-node-parameters/resource-mapper-fields'),
				{ timeout: 60_000 },
			);
			await ed.select('inputMode', 'Spreadsheet Rows');
			const answer = await fieldsAnswer;
			check('n8n answered the Columns fields request', answer.ok(), answer.status());
			const mapper = ed.ndv.getByTestId('resource-mapper-container');
			await mapper.waitFor();
			equal(
				'Columns start on Map Automatically',
				await mapper.getByTestId('mapping-mode-select').locator('input').inputValue(),
				'Map Automatically',
			);
			await page.waitForTimeout(500);
			const notice = async () =>
				(await ed.ndv.getByTestId('empty-fields-notice').allInnerTexts()).join(' ');
			equal('Map Automatically shows no "no columns to map" notice', await notice(), '');
			await mapper.getByTestId('mapping-mode-select').click();
			const modes = (await page.getByRole('option').allInnerTexts()).map((t) =>
				t.split('\n')[0].trim(),
			);
			await page.keyboard.press('Escape');
			equal('Columns offers both mapping modes', [...modes].sort(), [
				'Map Automatically',
				'Map Each Column Manually',
			]);
			await ed.selectIn(mapper.getByTestId('mapping-mode-select'), 'Map Each Column Manually');
			const fields = mapper.getByTestId('mapping-fields-container');
			await fields.waitFor();
			const labels = (await fields.getByTestId('input-label').allInnerTexts())
				.map((t) => t.split('\n')[0].trim())
				.filter(Boolean);
			check(
				'Map Each Column Manually lists the columns by label',
				['Invoice Number', 'Client ID', 'Unit Net Price', 'Tax Rate Value'].every((l) =>
					labels.includes(l),
				),
				labels.slice(0, 40),
			);
			await shot('spreadsheet-rows-columns');
			await ed.selectIn(mapper.getByTestId('mapping-mode-select'), 'Map Automatically');
			equal(
				'Columns is on Map Automatically',
				await mapper.getByTestId('mapping-mode-select').locator('input').inputValue(),
				'Map Automatically',
			);
			equal('back on Map Automatically, still no notice', await notice(), '');
			await shot('spreadsheet-rows-map-automatically');
			await ed.closeNdv();
		},
	);

	await step('8', 'Execute workflow', async () => {
		control.clearRequests();
		await ed.executeWorkflow();
		for (const n of [names.trigger, names.form, names.read, names.extract, names.rows]) {
			equal(`"${n}" ran without error`, await ed.nodeRunState(n), 'success');
		}
		await ed.zoomToFit();
		await shot('workflow-run');
		await ed.dismissToasts();
		await ed.openNode(names.rows);
		const output = ed.ndv.getByTestId('output-panel');
		await output.getByTestId('radio-button-json').click();
		await output.getByText('FV/WEB/0002').first().waitFor();
		await shot('run-output');
		await ed.closeNdv();
	});

	await step('9', 'the fake platform stored the invoices', async () => {
		const stored = (control.state(TENANT).invoices ?? {}) as Record<string, Json>;
		const rows = csvRows();
		const csvNumbers = [...new Set(rows.map((r) => r['Invoice Number']))];
		equal(
			'one invoice from the form and one per Invoice Number of the CSV',
			Object.keys(stored).sort(),
			[FORM.number, ...csvNumbers].sort(),
		);

		const f = stored[FORM.number] ?? {};
		equal(
			`${FORM.number}: header`,
			[f.documentDate, f.saleDate, f.paymentDate, f.currencyCode, f.customerPurchaseNumbers],
			[
				FORM.documentDate,
				FORM.saleDate,
				FORM.paymentDate,
				FORM.currency,
				[FORM.customerPurchaseNumbers],
			],
		);
		equal(
			`${FORM.number}: totals`,
			f.totalPrices,
			triple(FORM.totalNetPrice, FORM.totalGrossPrice, FORM.totalTaxValue),
		);
		equal(`${FORM.number}: client and its address`, f.clientData, {
			clientId: FORM.client.clientId,
			clientType: 'ORGANIZATION',
			addressData: {
				name: FORM.client.clientName,
				street: FORM.client.clientStreet,
				postalCode: FORM.client.clientPostalCode,
				city: FORM.client.clientCity,
				country: FORM.client.clientCountry,
			},
			tin: FORM.client.clientTin,
		});
		equal(`${FORM.number}: the seller typed on the form`, f.tenantData, {
			addressData: {
				name: FORM.seller.sellerName,
				street: FORM.seller.sellerStreet,
				postalCode: FORM.seller.sellerPostalCode,
				city: FORM.seller.sellerCity,
				country: FORM.seller.sellerCountry,
			},
			tin: FORM.seller.sellerTin,
		});
		equal(`${FORM.number}: payment method`, f.paymentMethodData, {
			id: FORM.paymentMethod.paymentMethodId,
			name: FORM.paymentMethod.paymentMethodName,
		});
		equal(
			`${FORM.number}: items with their prices and tax rates`,
			(f.items ?? []).map((i: Json) => [
				i.lineNumber,
				i.type,
				i.itemName,
				i.sku,
				i.quantity,
				i.unit,
				i.itemPrices,
				i.linePrices,
				i.taxRate?.value,
				i.discount,
			]),
			FORM.items.map((i, n) => [
				n + 1,
				i.type.toUpperCase(),
				i.lineItemName,
				i.lineSku,
				Number(i.lineQuantity),
				i.lineUnit,
				triple(i.lineUnitNetPrice, i.lineUnitGrossPrice, i.lineUnitTaxValue),
				triple(i.lineNetPrice, i.lineGrossPrice, i.lineTaxValue),
				Number(i.lineTaxRateValue),
				0,
			]),
		);

		for (const number of csvNumbers) {
			const inv = stored[number] ?? {};
			const group = rows.filter((r) => r['Invoice Number'] === number);
			const head = group[0];
			equal(
				`${number}: header from the sheet`,
				[
					inv.documentDate,
					inv.paymentDate,
					inv.currencyCode,
					inv.customerPurchaseNumbers,
					inv.totalPrices,
				],
				[
					head['Document Date'],
					head['Payment Date'],
					head['Currency'],
					[head['Customer Purchase Numbers']],
					triple(head['Total Net Price'], head['Total Gross Price'], head['Total Tax Value']),
				],
			);
			equal(
				`${number}: client from the sheet (column names in any case)`,
				[
					inv.clientData?.clientId,
					inv.clientData?.clientType,
					inv.clientData?.addressData?.name,
					inv.clientData?.addressData?.city,
				],
				[head['Client ID'], head['client type'], head['Client Name'], head['Client City']],
			);
			equal(`${number}: the seller from the credential`, inv.tenantData, {
				addressData: {
					name: SELLER.sellerName,
					street: SELLER.sellerStreet,
					postalCode: SELLER.sellerPostalCode,
					city: SELLER.sellerCity,
					country: SELLER.sellerCountry,
				},
				tin: SELLER.sellerTin,
			});
			equal(
				`${number}: one line per row, numbered, with prices and tax rate`,
				(inv.items ?? []).map((i: Json) => [
					i.lineNumber,
					i.type,
					i.sku,
					i.quantity,
					i.itemPrices,
					i.linePrices,
					i.taxRate,
				]),
				group.map((r, n) => [
					n + 1,
					r['Line Type'],
					r['SKU'],
					Number(r['Quantity']),
					triple(r['unit_net_price'], r['Unit Gross Price'], r['Unit Tax Value']),
					triple(r['Line Net Price'], r['Line Gross Price'], r['Line Tax Value']),
					{ name: r['Tax Rate Name'], value: Number(r['Tax Rate Value']) },
				]),
			);
		}
		const puts = control.requests({ method: 'PUT' }).filter((r) => r.path.endsWith('/invoices'));
		equal(
			'one PUT per invoice, the form first, then the sheet in order',
			puts.map((p) => (p.body as Json)?.number),
			[FORM.number, ...csvNumbers],
		);
	});

	timings.all = Date.now() - tAll;
}

main()
	.catch((e: Error) => {
		check('the suite ran to the end', false, e.stack ?? String(e));
	})
	.finally(async () => {
		await cleanup();
		console.log(`\ntimings (ms): ${JSON.stringify(timings)}`);
		console.log(`${passed} passed, ${failed} failed`);
		process.exit(failed === 0 && passed > 0 ? 0 : 1);
	});
