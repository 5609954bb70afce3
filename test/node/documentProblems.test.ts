/**
 * One run names every problem of an item: a document with several bad fields fails once, with
 * one line per problem naming the item, the line and the field as the form shows them, counted
 * from 1 as n8n's panels count items; and nothing reaches the platform.
 */
import type { IDataObject } from 'n8n-workflow';

import { validInvoice } from '../platform/fixtures';
import { invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const problemsOf = (description: string | null | undefined): string[] =>
	(description ?? '').split('\n').filter((line) => line.startsWith('<li>'));

describe('every problem of an item in one error', () => {
	it('Fields mode: header and lines, each problem named by line and field; nothing is sent', async () => {
		const parameters = invoiceFields(validInvoice('FV/2026/0301'));
		parameters.totalNetPrice = 'abc';
		const lines = (parameters.lines as IDataObject).values as IDataObject[];
		lines[0].lineQuantity = 'two';
		lines[1].lineUnitNetPrice = '12,5';
		const client = (parameters.client as IDataObject).values as IDataObject;
		client.clientCity = '={{ $json.city }}';
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
			items: [{}],
		});
		expect(error?.message).toMatch(/\(3 more problems in the details\)$/);
		expect(problemsOf(error?.description)).toEqual(
			expect.arrayContaining([
				'<li>Item 1: "Total Net Price" must be a number</li>',
				'<li>Item 1: "Client › Client City" is required: City</li>',
				'<li>Item 1: "Line 1 › Quantity" must be a number</li>',
				'<li>Item 1: "Line 2 › Unit Net Price" has a decimal comma: expected a number with a decimal point, like 12.5</li>',
			]),
		);
		expect(problemsOf(error?.description)).toHaveLength(4);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('the second of two items is named Item 2, its problems listed together; nothing is sent for either', async () => {
		const bad = validInvoice('FV/2026/0303');
		const items = bad.items as IDataObject[];
		(items[0].itemPrices as IDataObject).netPrice = '7,25';
		(items[1].linePrices as IDataObject).grossPrice = 'x';
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: {
				resource: 'invoice',
				operation: 'createOrReplace',
				inputMode: 'json',
				document: '={{ $json.document }}',
				taxRateFormat: 'asGiven',
			},
			items: [{ document: { ...validInvoice('FV/2026/0302') } }, { document: bad }],
		});
		expect(problemsOf(error?.description)).toEqual([
			'<li>Item 2: "items[0].itemPrices.netPrice" has a decimal comma: expected a number with a decimal point, like 12.5</li>',
			'<li>Item 2: "items[1].linePrices.grossPrice" must be a number</li>',
		]);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});
});
