import { getOperation } from '../../documents/operations';
import { invoice } from '../../documents/invoiceStyle/table';
import { invoiceDoc } from './fields';
import { CORRECTION_SINGLE, INVOICES } from './paths';

export const get = getOperation(
	invoiceDoc,
	{
		method: 'GET',
		paths: [`${INVOICES}/single`, CORRECTION_SINGLE],
		remember: false,
	},
	invoice.read,
);
