import { operationOf } from '../../engine/operation';
import { getOperation } from '../../documents/operations';
import { correctionRead } from '../../documents/invoiceStyle/output';
import { CORRECTIONS, correctionDoc } from './fields';

export const get = operationOf(
	'invoiceCorrection',
	getOperation(correctionDoc, { method: 'GET', paths: [`${CORRECTIONS}/single`] }),
	correctionRead,
);
