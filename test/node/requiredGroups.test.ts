/**
 * Required parts shown as fixed collections (a goods note's Delivery Address, Delivery Method and
 * Warehouse; an invoice's Client): n8n shows no required marker on a fixed collection and its
 * check before a run skips one that is not added, so the form names each in a notice above it,
 * in the words of the node's own refusal, until it is added. Parts the credential can fill
 * (Payment Method, Seller) get none.
 */
import type { INodeParameters } from 'n8n-workflow';

import { validGoodsReceivedNote } from '../platform/fixtures';
import { goodsNoteFields } from '../support/documentFields';
import { editorNode, editorParameters, shownProperties } from '../support/editor';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

/** The notices shown on a node as n8n's editor builds it from `chosen` and its defaults. */
function notices(chosen: INodeParameters, added: INodeParameters = {}): string[] {
	const node = editorNode();
	node.parameters = { ...editorParameters(chosen, node), ...added };
	return shownProperties(node)
		.filter((property) => property.type === 'notice')
		.map((property) => property.displayName);
}

const GOODS = { resource: 'goodsReceivedNote', operation: 'createOrReplace' };

describe('required parts the form cannot mark', () => {
	it('a fresh goods note in Fields mode names Delivery Address, Delivery Method and Warehouse, not Payment Method', () => {
		expect(notices({ ...GOODS, inputMode: 'fields' })).toEqual([
			'"Delivery Address" is required: click Add Delivery Address below',
			'"Delivery Method" is required: click Add Delivery Method below',
			'"Warehouse" is required: click Add Warehouse below',
		]);
	});

	it('a part once added is no longer named; JSON and Spreadsheet Rows name none', () => {
		expect(
			notices(
				{ ...GOODS, inputMode: 'fields' },
				{
					deliveryAddress: { values: { deliveryName: '' } },
					warehouse: { values: { warehouseId: 'WH-1', warehouseName: 'Main' } },
				},
			),
		).toEqual(['"Delivery Method" is required: click Add Delivery Method below']);
		expect(notices({ ...GOODS, inputMode: 'json' })).toEqual([]);
		expect(notices({ ...GOODS, inputMode: 'rows' })).toEqual([]);
	});

	it('an invoice names its Client the same way; the seller and payment method come from the credential', () => {
		expect(notices({ resource: 'invoice', operation: 'createOrReplace' })).toEqual([
			'"Client" is required: click Add Client below',
		]);
	});

	it('the run refuses a note without them in the same words, and sends nothing', async () => {
		const parameters = goodsNoteFields(validGoodsReceivedNote('PZ/REQ'), true);
		delete parameters.deliveryAddress;
		delete parameters.deliveryMethod;
		delete parameters.warehouse;
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'goodsReceivedNote', operation: 'createOrReplace', ...parameters },
			items: [{}],
		});
		expect(error?.message).toBe('"Delivery Address" is required (2 more problems in the details)');
		for (const label of ['Delivery Address', 'Delivery Method', 'Warehouse'])
			expect(error?.description).toContain(`<li>Item 1: "${label}" is required</li>`);
		expect(fx.control().requests({ origin: 'api' })).toEqual([]);
	});
});
