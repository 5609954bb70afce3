import { endpointOf } from '../../engine/operation';
import { downloadFileOperation } from '../../documents/operations';
import { GOODS_NOTE_FILE } from '../../documents/goodsNote/note';
import { goodsReceivedNote } from '../../documents/goodsNote/table';
import { noteDoc } from './fields';
import { get } from './get.operation';

/** Reads the note with Get's endpoint (so the path that answered is shared), then its file. */
export const downloadFile = downloadFileOperation(
	noteDoc,
	{ read: endpointOf(get), ...GOODS_NOTE_FILE },
	goodsReceivedNote.read,
);
