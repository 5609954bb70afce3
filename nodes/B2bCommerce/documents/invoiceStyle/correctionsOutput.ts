/**
 * Output of the Invoice Correction and Fiscal Receipt Correction operations
 * (resources/invoiceCorrection, resources/fiscalReceiptCorrection.ts).
 */
import {
	correctionItem,
	correctionRead,
	correctionWrite,
	deleted,
	documentRecordOutput,
	paymentStatusSet,
	uploaded,
} from './output';
import type { OperationSchemas } from '../../engine/outputSchema';
import {
	arr,
	bool,
	extend,
	int,
	loose,
	nullable,
	num,
	omit,
	marked,
	open,
	readShape,
	req,
	str,
} from '../../engine/outputSchema';

export const invoiceCorrectionOutput: OperationSchemas = {
	/** The correction as sent (the spec describes no answer), marked saved. */
	create: extend(correctionWrite, marked('saved', 'correction')),
	...documentRecordOutput('invoice correction', correctionRead),
};

/**
 * Fiscal receipt correction: the spec lists the fields and says the sub-structures follow the
 * invoice correction, but shows no required markers, no request body and no response. What we
 * return is the document as given (its members are passed on as they are, so the object is
 * open) and, on Get, what the platform sends: the listed fields are described, nothing else is
 * promised, and only `number` is required.
 */
const fiscalItem = loose(
	extend(omit(correctionItem, ['invoiceReferenceLineNumber', 'invoiceReferenceNumber']), {
		fiscalReceiptReferenceLineNumber: int('Line of the corrected fiscal receipt'),
		fiscalReceiptReferenceNumber: str('Number of the corrected fiscal receipt'),
	}),
);

const fiscalWrite = extend(loose(omit(correctionWrite, ['items'])), {
	number: req(str('Number of the correction')),
	createDateTime: str('When the correction was made'),
	items: arr(fiscalItem, 'Lines of the correction'),
});

export const fiscalReceiptCorrectionOutput: OperationSchemas = {
	create: extend(fiscalWrite, marked('saved', 'correction')),
	/** The answer is not shown by the spec: the correction and its payment status, as sent. */
	get: extend(readShape(fiscalWrite), {
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
	delete: deleted('fiscal receipt correction'),
	setPaymentStatus: paymentStatusSet('correction'),
	uploadFile: uploaded('fiscal receipt correction'),
};
