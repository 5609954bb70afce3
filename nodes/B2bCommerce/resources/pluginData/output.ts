/** The output shapes the plugin data operations share, from the spec's "Plugin data" section. */
import type { JsonSchema } from '../../engine/outputSchema';
import * as out from '../../engine/outputSchema';

/** The data of a plugin for one product, as the platform answers it (Get, Get Many). */
export const pluginRecord: JsonSchema = out.readShape(
	out.obj({
		pluginId: out.str('Plugin ID'),
		productId: out.str('Product ID'),
		metadata: out.open({}, 'Data of the plugin for the product (free-form)'),
	}),
);
