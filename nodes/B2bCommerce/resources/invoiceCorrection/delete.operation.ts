import { deleteOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { CORRECTIONS } from './paths';

export const deleteCorrection = deleteOperation(correctionDoc, {
	method: 'DELETE',
	paths: [CORRECTIONS],
});
