/**
 * An invoice typed into the form: Manual Trigger, then B2B Commerce > Create or replace invoice
 * from the node panel; the credential created in its dialog (connection test on save, Seller
 * section); the invoice in Fields mode, no JSON, no required marker left once filled in, the
 * notice that names the Client gone once it is added.
 */
import { FORM, SELLER, TENANT } from './data';
// The credential's connection test reads the segment list (as the Custom API Call check does).
import { CUSTOM_API_CALL_PATH as SEGMENTS_PATH } from '../../e2e/lib/nodePanel';
import type { Ctx } from '../lib/context';
import { CLOSED_ON_SAVE } from '../lib/editor';
import { check, equal, shot, step } from '../lib/suite';

export async function invoiceForm(ctx: Ctx): Promise<void> {
	const { ed, page, platform, control, names } = ctx;
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
		control.clearRequests();
		const result = await ed.createCredential(
			{ baseUrl: platform.url, apiKey: platform.tenants[TENANT], tenant: TENANT, ...SELLER },
			async () => {
				// The Seller section, under the connection fields: entered once for every document.
				await page
					.getByTestId('editCredential-modal')
					.getByTestId('parameter-input-sellerName')
					.evaluate((el) => el.scrollIntoView({ block: 'center' }));
				await shot('credential-seller');
			},
		);
		// n8n 2.8 shows the result in the dialog; 2.40 closes the dialog once the test passed.
		check(
			'n8n tested the connection against the fake: "Connection tested successfully" (2.8), or the dialog closed itself (2.40)',
			result === 'Connection tested successfully' || (ctx.newer && result === CLOSED_ON_SAVE),
			result,
		);
		const tests = control.requests({ method: 'GET', pathPrefix: SEGMENTS_PATH });
		equal(
			'the connection test reached the fake with the API key and tenant, and was answered 200',
			tests.map((r) => [r.headers.apiauth, r.headers['platform-tenant'], r.status]),
			[[platform.tenants[TENANT], TENANT, 200]],
		);
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
		const dates = ['documentDate', 'saleDate', 'paymentDate'] as const;
		const pickers = await Promise.all(dates.map(async (name) => await ed.isDatePicker(name)));
		equal("Document Date, Sale Date and Payment Date are n8n's date picker", pickers, [
			true,
			true,
			true,
		]);
		for (const name of dates) await ed.fillDate(name, FORM[name]);
		equal(
			'the pickers show the dates typed into them',
			await Promise.all(dates.map(async (name) => await ed.value(name))),
			dates.map((name) => FORM[name]),
		);
		await ed.select('currencyCode', FORM.currency);
		await ed.fill('totalNetPrice', FORM.totalNetPrice);
		await ed.fill('totalGrossPrice', FORM.totalGrossPrice);
		await ed.fill('totalTaxValue', FORM.totalTaxValue);
		await ed.fill('customerPurchaseNumbers', FORM.customerPurchaseNumbers);

		// n8n marks no group required: a notice names the Client until it is added.
		const clientNotice = ed.ndv.getByText('is required: click Add Client below');
		equal('a notice names the Client as required', await clientNotice.count(), 1);
		await ed.addCollectionEntry('client');
		for (const [name, value] of Object.entries(FORM.client)) await ed.fill(name, value);
		equal('the notice is gone once the Client is added', await clientNotice.count(), 0);
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
			// A fresh node starts with one empty item: the first item goes there.
			if (i > 0 || (await ed.param('lineType').count()) === 0) await ed.addCollectionEntry('lines');
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
}
