import { operationOf } from '../../engine/operation';
import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploaded, uploadFileOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const uploadFile = operationOf(
	'fiscalReceiptCorrection',
	uploadFileOperation(
		correctionDoc,
		endpointTable('fiscalReceiptCorrection', {
			uploadBegin: uploadStep(paths('/fiscal-receipts-corrections/file-upload-begin')),
			uploadComplete: uploadStep(paths('/fiscal-receipts-corrections/file-upload-complete')),
		}),
	),
	uploaded('fiscal receipt correction'),
);
