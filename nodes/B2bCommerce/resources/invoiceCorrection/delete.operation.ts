import { deleteOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { INVOICE_CORRECTIONS } from './paths';

export const deleteCorrection = deleteOperation(correctionDoc, {
	method: 'DELETE',
	paths: [INVOICE_CORRECTIONS],
});
