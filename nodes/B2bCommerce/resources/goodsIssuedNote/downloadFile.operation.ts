import { endpointOf } from '../../engine/operation';
import { downloadFileOperation } from '../../documents/operations';
import { GOODS_NOTE_FILE } from '../../documents/goodsNote/note';
import { goodsIssuedNote } from '../../documents/goodsNote/table';
import { noteDoc } from './fields';
import { get } from './get.operation';

/**
 * Reads the note with Get's endpoint (so the path that answered is shared), then its file. The
 * spec's read shape of goods issued notes has no file link (goods received notes have fileUrl): a
 * platform that follows it never gives one, so Download File says so up front.
 */
export const downloadFile = downloadFileOperation(
	noteDoc,
	{
		read: endpointOf(get),
		...GOODS_NOTE_FILE,
		linkUndocumented: {
			description:
				'Get the file of a goods issued note as binary data, if the platform gives a file link (the API documentation names none)',
			notice:
				'The API documentation names no file link for goods issued notes, so this works only if your platform returns one as fileUrl (as it does for goods received notes)',
		},
	},
	goodsIssuedNote.read,
);
