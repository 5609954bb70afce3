import { operationOf } from '../../engine/operation';
import { deleteOperation } from '../../documents/operations';
import { deleted } from '../../documents/invoiceStyle/output';
import { CORRECTIONS, correctionDoc } from './fields';

export const deleteCorrection = operationOf(
	'invoiceCorrection',
	deleteOperation(correctionDoc, { method: 'DELETE', paths: [CORRECTIONS] }),
	deleted('invoice correction'),
);
