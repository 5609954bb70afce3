/**
 * The workflow run from the editor (every node green) and what the fake platform stored: the
 * invoice of the form and the CSV's invoices, field by field.
 */
import { FORM, SELLER, TENANT, csvRows, triple, type Json } from './data';
import type { Ctx } from '../lib/context';
import { equal, shot, step } from '../lib/suite';

export async function results(ctx: Ctx): Promise<void> {
	const { ed, control, names } = ctx;
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
}
