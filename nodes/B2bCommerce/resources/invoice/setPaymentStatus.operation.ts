import { operationOf } from '../../engine/operation';
import { paymentStatusSet, setPaymentStatusOperation } from '../../documents/operations';
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
