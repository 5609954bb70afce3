import { operationOf } from '../../engine/operation';
import { getOperation } from '../../documents/operations';
import { invoiceRead } from '../../documents/invoiceStyle/output';
import { CORRECTION_SINGLE, INVOICES, invoiceDoc } from './fields';

export const get = operationOf(
	'invoice',
	getOperation(invoiceDoc, {
		method: 'GET',
		paths: [`${INVOICES}/single`, CORRECTION_SINGLE],
		remember: false,
	}),
	invoiceRead,
);
