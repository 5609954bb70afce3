/** Output of the Plugin Data and Dictionary operations, from the spec's "Plugin data" and "Dictionaries" sections. */
import type { JsonSchema, OperationSchemas } from '../../engine/outputSchema';
import { marked, num, obj, open, readShape, req, str } from '../../engine/outputSchema';

// ---- Plugin data

const pluginRecord: JsonSchema = readShape(
	obj({
		pluginId: str('Plugin ID'),
		productId: str('Product ID'),
		metadata: open({}, 'Data of the plugin for the product (free-form)'),
	}),
);

export const pluginDataOutput: OperationSchemas = {
	getAll: pluginRecord,
	get: pluginRecord,
	createOrReplace: obj({
		pluginId: req(str('Plugin ID')),
		productId: req(str('Product ID')),
		metadata: req(open({}, 'Data of the plugin for the product, as sent')),
		...marked('saved', 'data'),
	}),
	delete: obj({
		pluginId: req(str('Plugin ID')),
		productId: req(str('Product ID')),
		...marked('deleted', 'delete'),
	}),
};

// ---- Dictionaries

const manufacturer = {
	name: req(str('Name of the manufacturer')),
	externalId: req(str('External identifier')),
	acronym: req(str('Acronym')),
};

export const dictionaryOutput: OperationSchemas = {
	createManufacturer: obj({
		manufacturerId: str('ID the platform gave the manufacturer'),
		id: str('The same ID'),
		...manufacturer,
	}),
	updateManufacturer: obj({
		manufacturerId: req(str('Manufacturer ID')),
		id: req(str('The same ID')),
		...manufacturer,
		...marked('updated', 'update'),
	}),
	createMeasurementUnit: obj({
		externalId: req(str('External identifier')),
		shortName: req(str('Short name')),
		fullName: req(str('Full name')),
		...marked('created', 'unit'),
	}),
	createVatRate: obj({
		externalId: req(str('External identifier')),
		label: req(str('Label shown when choosing the VAT of a draft product')),
		value: req(num('Rate as a fraction: 0.23 for 23 percent')),
		...marked('created', 'rate'),
	}),
};
