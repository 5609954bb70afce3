import { getOperation } from '../../documents/operations';
import { goodsReceivedNote } from '../../documents/goodsNote/table';
import { NOTES, noteDoc } from './fields';

/** The feed trigger reads the notes its events name with this operation. */
export const get = getOperation(noteDoc, { method: 'GET', paths: [NOTES] }, goodsReceivedNote.read);
