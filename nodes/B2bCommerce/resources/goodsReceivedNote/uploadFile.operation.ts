import { uploadStep } from '../../engine/resourceHelpers';
import { uploadFileOperation } from '../../documents/operations';
import { NOTES, noteDoc } from './fields';

/** The spec names the two steps initialize and finalize; their keys say so. */
export const uploadFile = uploadFileOperation(noteDoc, {
	uploadBegin: {
		key: 'goodsReceivedNote.uploadInitialize',
		...uploadStep([`${NOTES}/file-upload-initialize`]),
	},
	uploadComplete: {
		key: 'goodsReceivedNote.uploadFinalize',
		...uploadStep([`${NOTES}/file-upload-finalize`]),
	},
});
