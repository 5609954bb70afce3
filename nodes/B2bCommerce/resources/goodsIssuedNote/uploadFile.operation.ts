import { noteUploadFile } from '../../documents/goodsNote/note';
import { NOTES, noteDoc } from './fields';

export const uploadFile = noteUploadFile(noteDoc, NOTES);
