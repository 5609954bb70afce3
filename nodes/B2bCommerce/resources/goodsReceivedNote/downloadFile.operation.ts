import { endpointOf, operationOf } from '../../engine/operation';
import { downloadedDocument, downloadFileOperation } from '../../documents/operations';
import { goodsReceivedNote } from '../../documents/goodsNote/table';
import { noteDoc } from './fields';
import { get } from './get.operation';

/** Reads the note with Get's endpoint (so the path that answered is shared), then its file. */
export const downloadFile = operationOf(
	'goodsReceivedNote',
	downloadFileOperation(noteDoc, {
		read: endpointOf(get),
		file: (document) => ({ url: document.fileUrl }),
		linesKey: 'productLines',
	}),
	downloadedDocument(goodsReceivedNote.read, 'productLines'),
);
