import { operationOf } from '../../engine/operation';
import { deleteOperation } from '../../documents/operations';
import { deleted } from '../../documents/invoiceStyle/output';
import { INVOICES, invoiceDoc } from './fields';

export const deleteInvoice = operationOf(
	'invoice',
	deleteOperation(invoiceDoc, { method: 'DELETE', paths: [INVOICES] }),
	deleted('invoice'),
);
