import { operationOf } from '../../engine/operation';
import { deleted, deleteOperation } from '../../documents/operations';
import { CORRECTIONS, correctionDoc } from './fields';

export const deleteCorrection = operationOf(
	'invoiceCorrection',
	deleteOperation(correctionDoc, { method: 'DELETE', paths: [CORRECTIONS] }),
	deleted('invoice correction'),
);
