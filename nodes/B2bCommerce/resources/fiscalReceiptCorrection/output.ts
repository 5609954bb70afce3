/**
 * Output of the fiscal receipt correction as written. The spec lists the fields and says the
 * sub-structures follow the invoice correction, but shows no required markers, no request body
 * and no response. What we return is the document as given (its members are passed on as they
 * are, so the object is open) and, on Get, what the platform sends: the listed fields are
 * described, nothing else is promised, and only `number` is required.
 */
import { fiscalReceiptCorrection } from '../../documents/invoiceStyle/table';
import * as out from '../../engine/outputSchema';

/** The correction as sent (Create), and the base of what Get reads. */
export const fiscalWrite = out.extend(out.loose(fiscalReceiptCorrection.written), {
	number: out.req(out.str('Number of the correction')),
});
