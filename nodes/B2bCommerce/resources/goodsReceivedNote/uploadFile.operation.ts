import { noteUploadFile } from '../../documents/goodsNote/note';
import { noteDoc } from './fields';
import { GOODS_RECEIVED_NOTES } from './paths';

export const uploadFile = noteUploadFile(noteDoc, GOODS_RECEIVED_NOTES);
