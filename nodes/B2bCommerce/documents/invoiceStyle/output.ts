/**
 * Output shapes shared by the invoice-style documents (invoices, invoice corrections, fiscal
 * receipt corrections) and the operations every numbered document has (Delete, Set Payment
 * Status, Upload File, Download File): from the spec's "Invoice" and "Conventions" sections.
 */
import { CURRENCY_CODES } from '../../engine/values';
import type { JsonSchema, Property } from '../../engine/outputSchema';
import {
	arr,
	bool,
	date,
	extend,
	int,
	nullable,
	num,
	obj,
	omit,
	oneOf,
	readShape,
	req,
	str,
	uuid,
} from '../../engine/outputSchema';

/** The spec's currency code enumeration (the same list the input checks). */
const currencyCode = (description = 'Currency code') => oneOf([...CURRENCY_CODES], description);

/** Price triple, invoice style. */
function priceTriple(description: string, membersRequired = true): JsonSchema {
	const member = (text: string) => (membersRequired ? req(num(text)) : num(text));
	return obj(
		{
			netPrice: member('Net amount'),
			grossPrice: member('Gross amount'),
			taxValue: member('Tax amount'),
		},
		description,
	);
}

/** Address, invoice style: all five members R. */
const invoiceAddress = (description: string) =>
	obj(
		{
			city: req(str('City')),
			country: req(str('Country')),
			name: req(str('Name')),
			postalCode: req(str('Postal code')),
			street: req(str('Street')),
		},
		description,
	);

const clientData = obj(
	{
		clientId: req(str('Client identifier, org:<uuid>')),
		clientType: req(oneOf(['INDIVIDUAL', 'ORGANIZATION'], 'Type of client')),
		addressData: req(invoiceAddress('Address of the buyer')),
		tin: str('Tax identification number'),
		phone: str('Phone number'),
		invoiceEmail: str('Email address for invoices'),
	},
	'Buyer',
);

const payerData = obj(
	{
		clientId: str('Client identifier, org:<uuid>'),
		tin: str('Tax identification number'),
		phone: str('Phone number'),
		addressData: invoiceAddress('Address of the payer'),
	},
	'Payer, when it is not the buyer',
);

const tenantData = obj(
	{
		addressData: req(invoiceAddress('Address of the seller')),
		tin: req(str('Tax identification number of the seller')),
	},
	'Seller',
);

const operatorData = obj(
	{ id: req(uuid('Operator ID')), name: req(str('Operator name')) },
	'Operator who issued the document (not printed)',
);

const paymentMethodData = obj(
	{ id: req(uuid('Payment method ID')), name: req(str('Payment method name')) },
	'Payment method',
);

const taxRate = (nameRequired: boolean) =>
	obj(
		{
			name: nameRequired ? req(str('Name of the tax rate')) : str('Name of the tax rate'),
			value: req(num('Tax rate: a percentage without symbol (5 for 5 percent), as given')),
		},
		'Tax rate',
	);

const additionalCost = obj(
	{
		type: req(str('Kind of cost')),
		itemPrices: req(priceTriple('Cost per unit')),
		linePrices: req(priceTriple('Cost of the whole line')),
	},
	'Additional cost',
);

/** Invoice item (write shape). */
const itemMembers: Record<string, Property> = {
	lineNumber: req(int('Line number')),
	type: req(oneOf(['PRODUCT', 'SERVICE'], 'Whether the line sells goods or a service')),
	itemName: req(str('Name of the item')),
	sku: req(str('SKU')),
	gtin: str('GTIN'),
	series: str('Series'),
	manufacturer: str('Manufacturer'),
	pkwiu: str('PKWiU classification'),
	notes: req(arr(str(), 'Notes of the line')),
	splitPayment: bool('Whether the split payment mechanism applies to the line'),
	linePrices: req(priceTriple('Price of the whole line')),
	itemPrices: req(priceTriple('Price per unit')),
	itemBasePrices: priceTriple('Base price per unit'),
	taxRate: req(taxRate(false)),
	discount: req(num('Discount')),
	additionalCosts: req(arr(additionalCost, 'Additional costs of the line')),
	quantity: req(num('Quantity')),
	unit: req(str('Unit')),
	orderReferenceNumber: str('Number of the order the line comes from'),
	orderReferenceLineNumber: int('Line of that order'),
	goodsIssuedNoteNumber: str('Number of the goods issued note of the line'),
	goodsIssuedNoteLineNumber: int('Line of that goods issued note'),
};
const invoiceItem = obj(itemMembers, 'Invoice line');

const invoiceHeader = (noun: string): Record<string, Property> => ({
	number: req(str(`Number of the ${noun}`)),
	documentDate: req(date(`Date of the ${noun}`)),
	saleDate: req(date('Date of the sale')),
	paymentDate: req(date('Payment deadline')),
	currencyCode: req(currencyCode()),
	totalPrices: req(priceTriple(`Totals of the ${noun}`)),
	customerPurchaseNumbers: req(arr(str(), 'Customer order numbers')),
	notes: req(arr(str(), 'Notes (may be empty)')),
	bankAccountNumber: str('Bank account number'),
	clientData: req(clientData),
	payerData,
	tenantData: req(tenantData),
	operatorData,
	paymentMethodData: req(paymentMethodData),
});

/** Invoice write shape (what Create or Replace sends). */
export const invoiceWrite = obj({
	...invoiceHeader('invoice'),
	amountPaid: num('Gross amount paid'),
	isPaid: bool('Whether the invoice is fully paid'),
	splitPayment: bool('Whether the split payment mechanism applies'),
	receiptReferenceNumber: str('Receipt the invoice relates to'),
	items: req(arr(invoiceItem, 'Lines of the invoice')),
});

const fileData = obj(
	{ url: str('Link to the uploaded file'), extension: str('File extension, e.g. pdf') },
	'The uploaded file of the document',
);
const references = (description: string) => arr(str(), description);

/** Invoice read shape: the write shape plus the file and the references; unset members may be null. */
export const invoiceRead = readShape(
	extend(invoiceWrite, {
		fileData,
		invoiceCorrectionsReferenceNumbers: references('Numbers of the corrections of the invoice'),
		orderReferenceNumbers: references('Numbers of the orders the invoice covers'),
		goodsIssuedNoteReferenceNumbers: references('Numbers of the goods issued notes'),
		goodsReceivedNoteReferenceNumbers: references('Numbers of the goods received notes'),
	}),
);

/** Invoice correction write shape: the invoice's with the spec's listed differences. */
export const correctionItem = extend(omit(invoiceItem, ['itemBasePrices', 'taxRate']), {
	itemBasePrices: priceTriple('Base price per unit', false),
	taxRate: req(taxRate(true)),
	invoiceReferenceLineNumber: req(int('Line of the corrected invoice')),
	invoiceReferenceNumber: req(str('Number of the corrected invoice')),
});

export const correctionWrite = obj({
	...invoiceHeader('correction'),
	totalPrices: req(priceTriple('Totals of the correction (may be negative)')),
	correctionType: req(oneOf(['VALUABLE', 'QUANTITATIVE'], 'Kind of correction')),
	items: req(arr(correctionItem, 'Lines of the correction')),
});

export const correctionRead = readShape(
	extend(omit(correctionWrite, ['items']), {
		items: req(
			arr(
				extend(correctionItem, {
					goodsReceivedNoteNumber: str('Number of the goods received note of the line'),
					goodsReceivedNoteLineNumber: int('Line of that goods received note'),
				}),
				'Lines of the correction',
			),
		),
		fileData,
		invoiceReferenceNumbers: references('Numbers of the corrected invoices'),
		orderReferenceNumbers: references('Numbers of the orders'),
		goodsIssuedNoteReferenceNumbers: references('Numbers of the goods issued notes'),
		goodsReceivedNoteReferenceNumbers: references('Numbers of the goods received notes'),
	}),
);

// ---- Operations every numbered document has (documents/operations.ts)

export const deleted = (noun: string): JsonSchema =>
	obj({
		number: req(str(`Number of the deleted ${noun}`)),
		deleted: req(bool('Always true: the platform accepted the delete')),
	});

export const paymentStatusSet = (noun: string): JsonSchema =>
	obj({
		number: req(str(`Number of the ${noun}`)),
		amountPaid: req(num('Gross amount paid, as sent')),
		isPaid: req(bool(`Whether the ${noun} is fully paid, as sent`)),
		updated: req(bool('Always true: the platform accepted the payment status')),
	});

export const uploaded = (noun: string): JsonSchema =>
	obj({
		number: req(str(`Number of the ${noun}`)),
		uploadId: req(str('Upload ID the platform gave for the file')),
		fileName: req(nullable(str('Name of the uploaded file (null when the binary data has none)'))),
		fileExtension: req(str('Extension the file was announced with, e.g. pdf')),
		mimeType: req(str('Media type the file was sent with')),
		fileSize: req(int('Size of the uploaded file in bytes')),
		uploaded: req(bool('Always true: the file was sent and the upload completed')),
	});

/**
 * Download File: the document as read, without its lines, plus what the file is (the file itself
 * is the item's binary data, which a schema of the JSON does not describe).
 */
export const downloadedDocument = (read: JsonSchema, linesKey: string): JsonSchema =>
	extend(omit(read, [linesKey]), {
		fileName: req(str('Name of the file in the binary field')),
		mimeType: req(str('Media type of the file')),
		fileSize: req(int('Size of the file in bytes')),
	});
