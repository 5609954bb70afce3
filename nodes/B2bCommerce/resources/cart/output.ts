/** The output shape the cart operations share, from the spec's "Cart" section. */
import * as out from '../../engine/outputSchema';

/** A quantity as sent: its unit and value. */
export const quantitySent = out.obj(
	{
		type: out.req(out.oneOf(['CONTENT_QUANTITY', 'ORDER_QUANTITY'], 'Unit of the quantity')),
		value: out.req(out.num('Quantity')),
	},
	'Quantity',
);
