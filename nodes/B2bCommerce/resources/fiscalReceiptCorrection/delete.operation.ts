import { deleteOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const deleteCorrection = deleteOperation(correctionDoc, {
	method: 'DELETE',
	paths: paths('/fiscal-receipts-corrections'),
});
