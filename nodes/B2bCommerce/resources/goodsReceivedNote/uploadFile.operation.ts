import { noteUploadFile } from '../../documents/goodsNote/note';
import { noteDoc } from './fields';
import { NOTES } from './paths';

export const uploadFile = noteUploadFile(noteDoc, NOTES);
