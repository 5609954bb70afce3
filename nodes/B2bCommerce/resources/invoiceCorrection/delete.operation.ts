import { deleteOperation } from '../../documents/operations';
import { CORRECTIONS, correctionDoc } from './fields';

export const deleteCorrection = deleteOperation(correctionDoc, {
	method: 'DELETE',
	paths: [CORRECTIONS],
});
