/** The output shapes the plugin data operations share, from the spec's "Plugin data" section. */
import type { JsonSchema } from '../../engine/outputSchema';
import { obj, open, readShape, str } from '../../engine/outputSchema';

/** The data of a plugin for one product, as the platform answers it (Get, Get Many). */
export const pluginRecord: JsonSchema = readShape(
	obj({
		pluginId: str('Plugin ID'),
		productId: str('Product ID'),
		metadata: open({}, 'Data of the plugin for the product (free-form)'),
	}),
);
