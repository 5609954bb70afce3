import { bool, extend, nullable, num, open, readShape, str } from '../../engine/outputSchema';
import { getOperation } from '../../documents/operations';
import { correctionDoc } from './fields';
import { fiscalWrite } from './output';
import { paths } from './paths';

export const get = getOperation(
	correctionDoc,
	{
		method: 'GET',
		paths: paths('/fiscal-receipts'),
	} /** The answer is not shown by the spec: the correction and its payment status, as sent. */,
	extend(readShape(fiscalWrite), {
		paymentStatus: nullable(
			open(
				{ amountPaid: num('Gross amount paid'), isPaid: bool('Whether it is fully paid') },
				'Payment status',
			),
		),
		amountPaid: nullable(num('Gross amount paid')),
		isPaid: nullable(bool('Whether it is fully paid')),
		fileData: nullable(
			open({ url: str('Link to the file'), extension: str('File extension') }, 'The file'),
		),
	}),
	'Read a fiscal receipt correction and its payment status by number',
);
