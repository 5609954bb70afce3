import { getOperation } from '../../documents/operations';
import { invoice } from '../../documents/invoiceStyle/table';
import { CORRECTION_SINGLE, INVOICES, invoiceDoc } from './fields';

export const get = getOperation(
	invoiceDoc,
	{
		method: 'GET',
		paths: [`${INVOICES}/single`, CORRECTION_SINGLE],
		remember: false,
	},
	invoice.read,
);
