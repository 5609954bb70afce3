import { operationOf } from '../../engine/operation';
import { deleted, deleteOperation } from '../../documents/operations';
import { INVOICES, invoiceDoc } from './fields';

export const deleteInvoice = operationOf(
	'invoice',
	deleteOperation(invoiceDoc, { method: 'DELETE', paths: [INVOICES] }),
	deleted('invoice'),
);
