import { getOperation } from '../../documents/operations';
import { invoiceCorrection } from '../../documents/invoiceStyle/table';
import { correctionDoc } from './fields';
import { INVOICE_CORRECTIONS } from './paths';

export const get = getOperation(
	correctionDoc,
	{ method: 'GET', paths: [`${INVOICE_CORRECTIONS}/single`] },
	invoiceCorrection.read,
);
