/**
 * Run as an AI agent's tool (n8n's tool variant of the node, whose type ends in `Tool`), a
 * refused item's error message names every problem of the item in plain text: on n8n 2.40 a tool
 * left at On Error's default returns the message alone to the model. The description is the same
 * list without HTML. Run as the plain node, the message stays the first problem and the
 * description the HTML list the editor renders. Nothing reaches the platform either way.
 */
import type { IDataObject, INode } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { validInvoice } from '../platform/fixtures';
import { CREDENTIAL_TYPE, registerNodeType, runWorkflow } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TOOL = 'n8n-nodes-b2b-commerce.b2bCommerceTool';
registerNodeType(TOOL, new B2bCommerce());

/** One call of the tool: the model's arguments as the one input item, as n8n runs a tool. */
async function callTool(
	parameters: IDataObject,
	args: IDataObject,
	type = TOOL,
	settings: Partial<INode> = {},
) {
	const nodes: INode[] = [
		{
			id: 'input',
			name: 'Input',
			type: 'test.input',
			typeVersion: 1,
			position: [0, 0],
			parameters: { items: JSON.stringify([args]) },
		},
		{
			id: 'tool',
			name: 'Complaints',
			type,
			typeVersion: 2,
			position: [200, 0],
			parameters: parameters as INode['parameters'],
			credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
			...settings,
		},
	];
	return await runWorkflow({
		nodes,
		connections: { Input: { main: [[{ node: 'Complaints', type: 'main', index: 0 }]] } },
		credentials: fx.credentials('acme'),
		resultNode: 'Complaints',
	});
}

const complaints = {
	resource: 'complaint',
	operation: 'getAll',
	returnAll: false,
	limit: "={{ $fromAI('Limit', ``, 'number') }}",
	filters: { clientId: "={{ $fromAI('Client_ID', ``, 'string') }}" },
};
const CLIENT_PROBLEM =
	'"Client ID" (clientId) must be a client ID like org:123e4567-e89b-12d3-a456-426614174000';
const LIMIT_PROBLEM = '"Limit" (limit) must be a whole number of 1 or more';

describe('a refused tool call names every problem in its message', () => {
	it('Complaint > Get Many: Limit and Client ID both named, in plain text; nothing is sent', async () => {
		const { error } = await callTool(complaints, { Limit: 0, Client_ID: 'not-a-client' });
		expect(error?.message).toBe(`${CLIENT_PROBLEM}; ${LIMIT_PROBLEM}. Nothing was sent.`);
		expect(error?.description).toBe(
			[
				'Item 1. Nothing was sent for this item.',
				`- Item 1: "Client ID" must be a client ID like org:123e4567-e89b-12d3-a456-426614174000 [clientId]`,
				'- Item 1: "Limit" must be a whole number of 1 or more [limit]',
			].join('\n'),
		);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('with On Error > error output, a tool still gives the model the refusal on its one output', async () => {
		const { error, outputs } = await callTool(
			complaints,
			{ Limit: 0, Client_ID: 'not-a-client' },
			TOOL,
			{ onError: 'continueErrorOutput' },
		);
		expect(error).toBeUndefined();
		expect(outputs[0]).toEqual([
			{
				json: {
					error: `${CLIENT_PROBLEM}; ${LIMIT_PROBLEM}. Nothing was sent.`,
					description: expect.stringContaining('Item 1. Nothing was sent for this item.'),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(outputs[1] ?? []).toEqual([]);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('the plain node keeps the first problem as the message and the HTML list', async () => {
		const { error } = await callTool(
			complaints,
			{ Limit: 0, Client_ID: 'not-a-client' },
			'n8n-nodes-b2b-commerce.b2bCommerce',
		);
		expect(error?.message).toBe(CLIENT_PROBLEM);
		expect(error?.description).toContain('<li>Item 1: "Limit" must be a whole number of 1 or more');
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('Webhook > Create: every problem named', async () => {
		const webhook = await callTool(
			{
				resource: 'webhook',
				operation: 'create',
				name: "={{ $fromAI('Name', ``, 'string') }}",
				webhookType: "={{ $fromAI('Webhook_Type', ``, 'string') }}",
				callbackUrl: "={{ $fromAI('Callback_URL', ``, 'string') }}",
			},
			{ Name: 'x', Webhook_Type: '', Callback_URL: 'not a url' },
		);
		expect(webhook.error?.message).toBe(
			'"Webhook Type Name or ID" (webhookType) is required; "Callback URL" (callbackUrl) must be an absolute URL like https://example.com/hooks/b2b; "Callback URL" (callbackUrl) must start with http:// or https://. Nothing was sent.',
		);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});

	it('Invoice > Create or Replace (JSON mode): every problem of the document named', async () => {
		const bad = validInvoice('FV/2026/0401');
		const items = bad.items as IDataObject[];
		(items[0].itemPrices as IDataObject).netPrice = '7,25';
		(items[1].linePrices as IDataObject).grossPrice = 'x';
		const { error } = await callTool(
			{
				resource: 'invoice',
				operation: 'createOrReplace',
				inputMode: 'json',
				document: "={{ $fromAI('Document', ``, 'json') }}",
				taxRateFormat: 'asGiven',
			},
			{ Document: bad },
		);
		expect(error?.message).toBe(
			'"items[0].itemPrices.netPrice" has a decimal comma: expected a number with a decimal point, like 12.5; "items[1].linePrices.grossPrice" must be a number. Nothing was sent.',
		);
		expect(error?.description).not.toMatch(/<\/?(ul|li)>/);
		expect(fx.platform.control.requests({ origin: 'api' })).toEqual([]);
	});
});
