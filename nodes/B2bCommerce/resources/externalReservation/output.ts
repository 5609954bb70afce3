/** The output shape the external reservation operations share, from the spec's section of that name. */
import type { JsonSchema } from '../../engine/outputSchema';
import * as out from '../../engine/outputSchema';

/** A reserved product line: as read (members may be missing) or as sent (all required). */
export const reservedLine = (required: boolean) => {
	const member = required ? out.req : (schema: JsonSchema) => schema;
	return out.obj(
		{
			productId: member(out.str('Product ID (SKU)')),
			lineNumber: member(out.str('Line in the sales order')),
			reservedQuantity: member(out.num('Reserved quantity')),
		},
		'Reserved product line',
	);
};
