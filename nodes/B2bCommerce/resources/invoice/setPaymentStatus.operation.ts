import { setPaymentStatusOperation } from '../../documents/operations';
import { invoiceDoc } from './fields';
import { INVOICES } from './paths';

export const setPaymentStatus = setPaymentStatusOperation(
	invoiceDoc,
	{ method: 'PUT', paths: [`${INVOICES}/status`] },
	'invoice',
);
