import { operationOf } from '../../engine/operation';
import { deleted, deleteOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const deleteCorrection = operationOf(
	'fiscalReceiptCorrection',
	deleteOperation(correctionDoc, {
		method: 'DELETE',
		paths: paths('/fiscal-receipts-corrections'),
	}),
	deleted('fiscal receipt correction'),
);
