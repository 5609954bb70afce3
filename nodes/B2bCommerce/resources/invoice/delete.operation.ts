import { deleteOperation } from '../../documents/operations';
import { invoiceDoc } from './fields';
import { INVOICES } from './paths';

export const deleteInvoice = deleteOperation(invoiceDoc, { method: 'DELETE', paths: [INVOICES] });
