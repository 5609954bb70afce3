import { getOperation } from '../../documents/operations';
import { goodsReceivedNote } from '../../documents/goodsNote/table';
import { noteDoc } from './fields';
import { GOODS_RECEIVED_NOTES } from './paths';

/** The feed trigger reads the notes its events name with this operation. */
export const get = getOperation(
	noteDoc,
	{ method: 'GET', paths: [GOODS_RECEIVED_NOTES] },
	goodsReceivedNote.read,
);
