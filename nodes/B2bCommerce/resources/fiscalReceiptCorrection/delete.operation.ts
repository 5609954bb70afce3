import { operationOf } from '../../engine/operation';
import { deleteOperation } from '../../documents/operations';
import { deleted } from '../../documents/invoiceStyle/output';
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
