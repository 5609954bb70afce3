import { operationOf } from '../../engine/operation';
import { getOperation } from '../../documents/operations';
import { receivedNoteRead } from '../../documents/goodsNote/output';
import { NOTES, noteDoc } from './fields';

/** The feed trigger reads the notes its events name with this operation. */
export const get = operationOf(
	'goodsReceivedNote',
	getOperation(noteDoc, { method: 'GET', paths: [NOTES] }),
	receivedNoteRead,
);
