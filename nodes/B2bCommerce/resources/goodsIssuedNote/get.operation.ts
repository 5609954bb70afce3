import { operationOf } from '../../engine/operation';
import { getOperation } from '../../documents/operations';
import { issuedNoteRead } from '../../documents/goodsNote/output';
import { NOTES, noteDoc } from './fields';

/** The feed trigger reads the notes its events name with this operation. */
export const get = operationOf(
	'goodsIssuedNote',
	getOperation(noteDoc, { method: 'GET', paths: [NOTES] }),
	issuedNoteRead,
);
