import * as out from '../../engine/outputSchema';
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
	out.extend(out.readShape(fiscalWrite), {
		paymentStatus: out.nullable(
			out.open(
				{ amountPaid: out.num('Gross amount paid'), isPaid: out.bool('Whether it is fully paid') },
				'Payment status',
			),
		),
		amountPaid: out.nullable(out.num('Gross amount paid')),
		isPaid: out.nullable(out.bool('Whether it is fully paid')),
		fileData: out.nullable(
			out.open(
				{ url: out.str('Link to the file'), extension: out.str('File extension') },
				'The file',
			),
		),
	}),
	'Read a fiscal receipt correction and its payment status by number',
);
