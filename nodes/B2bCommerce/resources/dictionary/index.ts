import { defineResource } from '../../engine/operation';
import { createManufacturer } from './createManufacturer.operation';
import { createMeasurementUnit } from './createMeasurementUnit.operation';
import { createVatRate } from './createVatRate.operation';
import { updateManufacturer } from './updateManufacturer.operation';

export const dictionary = defineResource({
	value: 'dictionary',
	name: 'Dictionary',
	description: 'Manufacturers, measurement units and VAT rates for draft products',
	operations: [createManufacturer, updateManufacturer, createMeasurementUnit, createVatRate],
});
