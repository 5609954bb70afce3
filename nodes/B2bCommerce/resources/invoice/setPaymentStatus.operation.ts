import { operationOf } from '../../engine/operation';
import { setPaymentStatusOperation } from '../../documents/operations';
import { paymentStatusSet } from '../../documents/invoiceStyle/output';
import { INVOICES, invoiceDoc } from './fields';

export const setPaymentStatus = operationOf(
	'invoice',
	setPaymentStatusOperation(
		invoiceDoc,
		{ method: 'PUT', paths: [`${INVOICES}/status`] },
		'invoice',
	),
	paymentStatusSet('invoice'),
);
