/** The output shape the cart operations share, from the spec's "Cart" section. */
import { num, obj, oneOf, req } from '../../engine/outputSchema';

/** A quantity as sent: its unit and value. */
export const quantity = obj(
	{
		type: req(oneOf(['CONTENT_QUANTITY', 'ORDER_QUANTITY'], 'Unit of the quantity')),
		value: req(num('Quantity')),
	},
	'Quantity',
);
