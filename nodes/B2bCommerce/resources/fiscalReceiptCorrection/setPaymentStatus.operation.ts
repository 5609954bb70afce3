import { setPaymentStatusOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const setPaymentStatus = setPaymentStatusOperation(
	correctionDoc,
	{ method: 'PUT', paths: paths('/fiscal-receipts') },
	'correction',
);
