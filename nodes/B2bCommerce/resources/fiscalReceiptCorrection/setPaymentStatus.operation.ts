import { operationOf } from '../../engine/operation';
import { paymentStatusSet, setPaymentStatusOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { paths } from './paths';

export const setPaymentStatus = operationOf(
	'fiscalReceiptCorrection',
	setPaymentStatusOperation(
		correctionDoc,
		{ method: 'PUT', paths: paths('/fiscal-receipts') },
		'correction',
	),
	paymentStatusSet('correction'),
);
