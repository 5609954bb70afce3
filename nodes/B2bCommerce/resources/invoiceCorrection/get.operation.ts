import { getOperation } from '../../documents/operations';
import { invoiceCorrection } from '../../documents/invoiceStyle/table';
import { CORRECTIONS, correctionDoc } from './fields';

export const get = getOperation(
	correctionDoc,
	{ method: 'GET', paths: [`${CORRECTIONS}/single`] },
	invoiceCorrection.read,
);
