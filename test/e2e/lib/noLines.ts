/**
 * Invoices with no lines, as a user gives them (Fields mode with the Items list emptied, JSON mode
 * with `"items": []`), each in its own manual workflow. Run after scenario 2 against an invoice it
 * created: n8n must refuse both, and the stored invoice must stay as it was.
 */
import type { IDataObject } from 'n8n-workflow';

import { validInvoice } from '../../platform/fixtures';
import { invoiceFields } from '../../support/documentFields';
import type { ExampleWorkflow } from './examples';
import { PACKAGE_NAME, stableId } from './n8n';

export function noLinesWorkflow(
	mode: 'fields' | 'json',
	number: string,
	credential: { id: string; name: string },
): ExampleWorkflow {
	const doc = validInvoice(number) as IDataObject;
	const parameters =
		mode === 'fields'
			? { ...invoiceFields(doc), lines: { values: [] } }
			: { inputMode: 'json', document: JSON.stringify({ ...doc, items: [] }) };
	return {
		id: stableId(`e2e:no-lines-${mode}`),
		name: `Invoice without lines (${mode})`,
		active: false,
		nodes: [
			{
				id: 'n1',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'n2',
				name: 'Replace Invoice',
				type: `${PACKAGE_NAME}.b2bCommerce`,
				typeVersion: 1,
				position: [220, 0],
				parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
				credentials: { b2bCommerceApi: { ...credential } },
			},
		],
		connections: { Start: { main: [[{ node: 'Replace Invoice', type: 'main', index: 0 }]] } },
	};
}
