import { setPaymentStatusOperation } from '../../documents/operations';
import { INVOICES, invoiceDoc } from './fields';

export const setPaymentStatus = setPaymentStatusOperation(
	invoiceDoc,
	{ method: 'PUT', paths: [`${INVOICES}/status`] },
	'invoice',
);
