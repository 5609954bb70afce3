/** The output shapes Search and Search Filters share, from the spec's "Product" section. */
import * as out from '../../engine/outputSchema';

export const measurementUnits = out.obj(
	{
		orderUnitCode: out.str('Order unit code'),
		orderUnitDescription: out.str('Order unit'),
		contentUnitCode: out.str('Content unit code'),
		contentUnitDescription: out.str('Content unit'),
		packingQuantity: out.num('Packing quantity'),
		priceQuantity: out.num('Price quantity'),
		quantityMin: out.num('Least quantity to order'),
		quantityInterval: out.num('Quantity step'),
	},
	'Measurement units',
);

/** The net weight and sizes both product records have (Search Filters' adds volume and diameter). */
export const netMeasures = {
	netWeight: out.num('Net weight'),
	netLength: out.num('Net length'),
	netWidth: out.num('Net width'),
	netDepth: out.num('Net depth'),
};
