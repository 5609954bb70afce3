/** The output shape the external reservation operations share, from the spec's section of that name. */
import type { JsonSchema } from '../../engine/outputSchema';
import { num, obj, req, str } from '../../engine/outputSchema';

/** A reserved product line: as read (members may be missing) or as sent (all required). */
export const reservedLine = (required: boolean) => {
	const member = required ? req : (schema: JsonSchema) => schema;
	return obj(
		{
			productId: member(str('Product ID (SKU)')),
			lineNumber: member(str('Line in the sales order')),
			reservedQuantity: member(num('Reserved quantity')),
		},
		'Reserved product line',
	);
};
