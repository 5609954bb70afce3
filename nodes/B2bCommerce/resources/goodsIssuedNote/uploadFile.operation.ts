import { noteUploadFile } from '../../documents/goodsNote/note';
import { noteDoc } from './fields';
import { GOODS_ISSUED_NOTES } from './paths';

export const uploadFile = noteUploadFile(noteDoc, GOODS_ISSUED_NOTES);
