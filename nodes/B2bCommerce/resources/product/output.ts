/** The output shapes Search and Search Filters share, from the spec's "Product" section. */
import { num, obj, str } from '../../engine/outputSchema';

export const measurementUnits = obj(
	{
		orderUnitCode: str('Order unit code'),
		orderUnitDescription: str('Order unit'),
		contentUnitCode: str('Content unit code'),
		contentUnitDescription: str('Content unit'),
		packingQuantity: num('Packing quantity'),
		priceQuantity: num('Price quantity'),
		quantityMin: num('Least quantity to order'),
		quantityInterval: num('Quantity step'),
	},
	'Measurement units',
);

/** The net weight and sizes both product records have (Search Filters' adds volume and diameter). */
export const netMeasures = {
	netWeight: num('Net weight'),
	netLength: num('Net length'),
	netWidth: num('Net width'),
	netDepth: num('Net depth'),
};
