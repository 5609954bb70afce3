import { deleteOperation } from '../../documents/operations';
import { INVOICES, invoiceDoc } from './fields';

export const deleteInvoice = deleteOperation(invoiceDoc, { method: 'DELETE', paths: [INVOICES] });
