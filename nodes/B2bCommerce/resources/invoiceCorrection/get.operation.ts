import { getOperation } from '../../documents/operations';
import { invoiceCorrection } from '../../documents/invoiceStyle/table';
import { correctionDoc } from './fields';
import { CORRECTIONS } from './paths';

export const get = getOperation(
	correctionDoc,
	{ method: 'GET', paths: [`${CORRECTIONS}/single`] },
	invoiceCorrection.read,
);
