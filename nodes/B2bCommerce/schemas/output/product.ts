/** Output of the Product operations, from the spec's "Product" section. */
import type { OperationSchemas } from '../../engine/outputSchema';
import {
	anyValue,
	arr,
	bool,
	num,
	obj,
	open,
	readShape,
	simplified,
	str,
} from '../../engine/outputSchema';

const idName = (description: string) => obj({ id: str('ID'), name: str('Name') }, description);

// ---- Product

const measurementUnits = obj(
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

/**
 * A product as Search returns it with Simplify off: the spec's search result record. Open to other
 * members: the spec filters and sorts the search by price and stock, which its record does not
 * list, so a platform's records may carry more than the spec shows.
 */
const productRecord = readShape(
	open({
		id: str('Product ID'),
		name: str('Name'),
		manufacturerIndex: str('Manufacturer index'),
		catalogIndex: str('Catalogue index'),
		productSeries: str('Product series'),
		canonicalCategory: str('Main category'),
		fullDescription: str('Full description'),
		shortDescription: str('Short description'),
		usage: str('Usage'),
		slug: str('Slug'),
		shippingTime: str('Shipping time'),
		url: str('Link to the product'),
		pkwiu: str('PKWiU classification'),
		alternativeId: str('Alternative ID'),
		productOrigin: str('Origin, e.g. EXTERNAL'),
		createdBy: anyValue('Who created the product'),
		status: str('Status, e.g. ACTIVE'),
		categoryPath: arr(str(), 'Categories from the top'),
		categories: arr(idName('Category'), 'Categories'),
		multivalueAttributes: arr(
			obj(
				{
					valueType: str('ALPHANUMERIC, NUMERIC or LOGIC'),
					nameCode: str('Attribute code'),
					name: str('Attribute name'),
					values: arr(
						obj(
							{
								value: anyValue('Value'),
								unitCode: str('Unit code (numeric values with a unit)'),
								unit: str('Unit'),
								unitDescription: str('Unit description'),
							},
							'Value',
						),
						'Values',
					),
				},
				'Attribute',
			),
			'Attributes',
		),
		characteristics: arr(anyValue(), 'Characteristics'),
		certificates: arr(anyValue(), 'Certificates'),
		videos: arr(anyValue(), 'Videos'),
		photos: arr(anyValue(), 'Photos'),
		photosWithVariants: arr(anyValue(), 'Photos with variants'),
		relationsByAttribute: arr(anyValue(), 'Relations by attribute'),
		productDataSheets: arr(
			obj(
				{ url: str('Link'), fileName: str('File name'), order: num('Order'), alt: str('Alt text') },
				'Data sheet',
			),
			'Data sheets',
		),
		manufacturer: obj(
			{
				id: str('Manufacturer ID'),
				name: str('Name'),
				logoImage: str('Logo'),
				acronym: str('Acronym'),
			},
			'Manufacturer',
		),
		brand: obj(
			{ id: str('Brand ID'), name: str('Name'), description: str('Description') },
			'Brand',
		),
		measurementUnits,
		netDimension: obj(
			{
				netWeight: num('Net weight'),
				netLength: num('Net length'),
				netWidth: num('Net width'),
				netDepth: num('Net depth'),
			},
			'Net dimensions',
		),
		labels: arr(str(), 'Labels'),
		relatedProducts: arr(
			obj(
				{
					relationType: str('ACCESSORIES, SIMILAR or OTHERS'),
					relationName: str('Name of the relation'),
					products: arr(anyValue(), 'Related products'),
				},
				'Related products of one kind',
			),
			'Related products',
		),
		seo: obj(
			{
				title: str('Title'),
				description: str('Description'),
				h1: str('Heading'),
				follow: bool('Whether links are followed'),
				index: bool('Whether the page is indexed'),
			},
			'SEO',
		),
		surchargePriceAmount: num('Surcharge'),
		cannotOrderAboveStock: bool('Whether orders above the stock are refused'),
		pluginsData: open({}, 'Data of plugins'),
	}),
);

/** Search with Simplify on (the default): ten members, null where the product has none. */
const simplifiedProduct = simplified({
	id: str('Product ID'),
	name: str('Name'),
	catalogIndex: str('Catalogue index'),
	manufacturerIndex: str('Manufacturer index'),
	manufacturer: str('Name of the manufacturer'),
	brand: str('Name of the brand'),
	category: str('Category path ("A > B"), or the main category'),
	status: str('Status, e.g. ACTIVE'),
	url: str('Link to the product'),
	orderUnit: str('Order unit code'),
});

/**
 * Search Filters: the spec shows no shape of the filters; the one record it gives is of the
 * technical-attributes shape. The answer is passed on as it is (an answer that is a list comes
 * as `filters`), so the object is open.
 */
const searchFilters = readShape(
	open({
		filters: arr(anyValue(), 'The filters, when the platform answers with a list'),
		id: str('Product ID'),
		productOrigin: str('Origin'),
		createdBy: anyValue('Who created the product'),
		manufacturer: obj(
			{ name: str('Name'), acronym: str('Acronym'), id: str('ID') },
			'Manufacturer',
		),
		name: str('Name'),
		manufacturerIndex: str('Manufacturer index'),
		fullDescription: str('Full description'),
		shortDescription: str('Short description'),
		usage: str('Usage'),
		brand: anyValue('Brand'),
		measurementUnits,
		gtin: str('GTIN'),
		productSeries: str('Product series'),
		netDimensions: obj(
			{
				netVolume: num('Net volume'),
				netWeight: num('Net weight'),
				netLength: num('Net length'),
				netWidth: num('Net width'),
				netDepth: num('Net depth'),
				netDiameter: num('Net diameter'),
			},
			'Net dimensions',
		),
		surchargePriceAmount: num('Surcharge'),
		shippingTime: str('Shipping time'),
		status: str('Status'),
		splitPayment: bool('Whether split payment applies'),
		cableType: str('Cable type, e.g. DRUM_CABLE'),
		gtu: str('GTU code'),
	}),
);

export const productOutput: OperationSchemas = {
	search: { schema: simplifiedProduct, variants: { 'simplify-false': productRecord } },
	searchFilters,
};
