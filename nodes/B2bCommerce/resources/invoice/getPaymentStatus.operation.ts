import { asItemJson, defineOperation } from '../../engine/operation';
import { bool, nullable, num, obj, req, str } from '../../engine/outputSchema';
import { byNumber } from '../../documents/operations';
import { INVOICES, invoiceDoc } from './fields';

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
	outputSchema: obj({
		number: req(str('Number of the invoice')),
		amountPaid: nullable(num('Gross amount paid')),
		isPaid: nullable(bool('Whether the invoice is fully paid')),
	}),
});
