import { endpointTable, uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const uploadFile = uploadFileOperation(
	correctionDoc,
	endpointTable('fiscalReceiptCorrection', {
		uploadBegin: uploadStep(paths('/fiscal-receipts-corrections/file-upload-begin')),
		uploadComplete: uploadStep(paths('/fiscal-receipts-corrections/file-upload-complete')),
	}),
);
