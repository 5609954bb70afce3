/**
 * Output of the Goods Issued Note and Goods Received Note operations (resources/goodsIssuedNote,
 * resources/goodsReceivedNote), from the spec's "Goods issued note" and "Goods received note"
 * sections.
 */
import type { JsonSchema, Property } from '../../engine/outputSchema';
import {
	arr,
	anyValue,
	bool,
	date,
	extend,
	int,
	num,
	obj,
	readShape,
	req,
	str,
} from '../../engine/outputSchema';

/** Price triple, goods notes style: all members R. */
const triple = (description: string) =>
	obj(
		{ net: req(num('Net amount')), gross: req(num('Gross amount')), tax: req(num('Tax amount')) },
		description,
	);

const idName = (description: string, required = true) =>
	obj(
		required
			? { id: req(str('ID')), name: req(str('Name')) }
			: { id: str('ID'), name: str('Name') },
		description,
	);

const address = obj(
	{
		name: req(str('Name')),
		street: req(str('Street')),
		city: req(str('City')),
		postCode: req(str('Postal code')),
		country: req(str('Country')),
	},
	'Delivery address',
);

const lineMembers = (received: boolean): Record<string, Property> => ({
	lineNumber: req(int('Line number (from 1 when the line refers to a sales order)')),
	salesOrderLineNumber: received
		? int('Line of the sales order')
		: req(int('Line of the sales order')),
	invoiceLineNumber: int('Line of the invoice'),
	salesOrderReferenceNumber: received
		? str('Number of the sales order')
		: req(str('Number of the sales order')),
	...(received
		? { goodsIssuedNoteLineNumber: req(int('Line of the goods issued note this line corrects')) }
		: {}),
	goodsReceivedNoteReferences: arr(anyValue(), 'References to goods received notes'),
	notes: {
		type: ['string', 'array'],
		items: str(),
		description: 'Notes of the line (text, or a list of texts)',
	},
	quantity: req(num('Quantity')),
	product: req(
		obj(
			{
				sku: req(str('SKU')),
				name: req(str('Name of the product')),
				unit: req(str('Unit')),
				gtin: str('GTIN'),
				manufacturerIndex: str('Manufacturer index'),
				pkwiu: str('PKWiU classification'),
				manufacturer: obj({ name: req(str('Name of the manufacturer')) }, 'Manufacturer'),
			},
			'Product of the line',
		),
	),
	prices: req(
		obj(
			{
				additionalCosts: req(
					arr(
						obj(
							{
								type: req(str('Kind of cost')),
								item: req(triple('Cost per unit')),
								line: req(triple('Cost of the whole line')),
							},
							'Additional cost',
						),
						'Additional costs of the line',
					),
				),
				item: req(triple('Price per unit')),
				line: req(triple('Price of the whole line')),
				base: req(triple('Base price per unit')),
				taxRate: req(num('Tax rate, as given')),
				discount: num('Discount'),
			},
			'Prices of the line',
		),
	),
});

const noteMembers = (noun: string): Record<string, Property> => ({
	number: req(str(`Number of the ${noun}`)),
	clientId: req(str('Client identifier, org:<uuid>')),
	purchaseOrderNumber: str('Purchase order number'),
	notes: str('Notes'),
	documentDate: req(date(`Date of the ${noun}`)),
	saleDate: req(date('Date of the sale')),
	deliveryDate: date('Date of the delivery'),
	deliveryAddress: req(address),
	paymentMethod: req(idName('Payment method')),
	deliveryMethod: req(idName('Delivery method')),
	warehouse: req(idName('Warehouse')),
	operator: idName('Operator', false),
	prices: req(obj({ total: req(triple('Totals of the note')) }, 'Prices of the note')),
});

/** Goods issued note as written (Create or Replace). */
export const issuedNoteWrite = obj({
	...noteMembers('goods issued note'),
	productLines: req(arr(obj(lineMembers(false), 'Product line'), 'Product lines')),
});

/** Goods received note as written (Create or Replace). */
export const receivedNoteWrite = obj({
	...noteMembers('goods received note'),
	goodsIssuedNoteReferenceNumber: str('Number of the goods issued note this note corrects'),
	productLines: req(arr(obj(lineMembers(true), 'Product line'), 'Product lines')),
});

const fileUrl = str('Link to the uploaded file');
const party = (description: string) =>
	obj(
		{
			name: str('Name'),
			street: str('Street'),
			city: str('City'),
			postCode: str('Postal code'),
			country: str('Country'),
			tin: str('Tax identification number'),
		},
		description,
	);

/** Goods issued note as read: the write shape and the file link (`fileUrl`, as on a received note). */
export const issuedNoteRead = readShape(extend(issuedNoteWrite, { fileUrl }));

/** Goods received note as read: the spec's read members added. */
export const receivedNoteRead = readShape(
	extend(receivedNoteWrite, {
		clientType: str('Type of client'),
		fileUrl,
		invoiceReferenceNumbers: arr(str(), 'Numbers of the invoices'),
		invoiceCorrectionReferenceNumber: str('Number of the invoice correction'),
		clientData: party('Buyer'),
		tenantData: party('Seller'),
	}),
);

/** A note as sent by Create or Replace, marked saved. */
export const savedNote = (write: JsonSchema) =>
	extend(write, { saved: req(bool('Always true: the platform accepted the note')) });
