import { asItemJson, defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { byNumber } from '../../documents/operations';
import { invoiceDoc } from './fields';
import { INVOICES } from './paths';

export const getPaymentStatus = defineOperation({
	resource: 'invoice',
	value: 'getPaymentStatus',
	name: 'Get Payment Status',
	action: 'Get the payment status of an invoice',
	description: 'Read the amount paid and whether the invoice is paid',
	properties: [invoiceDoc.number],
	input: byNumber,
	endpoint: { method: 'GET', paths: [`${INVOICES}/status`] },
	request: (input) => ({ query: { number: input.number } }),
	output: (response: unknown, input) => ({
		number: input.number,
		...(response == null ? {} : asItemJson(response)),
	}),
	outputSchema: out.obj({
		number: out.req(out.str('Number of the invoice')),
		amountPaid: out.nullable(out.num('Gross amount paid')),
		isPaid: out.nullable(out.bool('Whether the invoice is fully paid')),
	}),
});
