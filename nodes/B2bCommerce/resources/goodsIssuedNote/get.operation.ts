import { getOperation } from '../../documents/operations';
import { goodsIssuedNote } from '../../documents/goodsNote/table';
import { noteDoc } from './fields';
import { GOODS_ISSUED_NOTES } from './paths';

/** The feed trigger reads the notes its events name with this operation. */
export const get = getOperation(
	noteDoc,
	{ method: 'GET', paths: [GOODS_ISSUED_NOTES] },
	goodsIssuedNote.read,
);
