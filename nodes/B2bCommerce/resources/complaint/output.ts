/** A complaint as the platform answers it (Get, Get Many), from the spec's "Complaint" section. */
import { arr, int, num, obj, readShape, str, uuid } from '../../engine/outputSchema';

export const complaintRecord = readShape(
	obj({
		id: uuid('Complaint ID'),
		createDate: str('When the complaint was made, YYYY-MM-DD HH:MM:SS'),
		userId: uuid('User who made the complaint'),
		clientId: str('Client, org:<uuid>'),
		number: str('Number of the complaint'),
		name: str('Name of the person who complains'),
		email: str('Email address'),
		phoneNumber: str('Phone number'),
		invoiceNumber: str('Number of the invoice complained about'),
		reason: str('Reason'),
		notes: str('Notes'),
		items: arr(
			obj(
				{
					positionOnInvoice: int('Line of the invoice'),
					productSku: str('SKU'),
					productName: str('Name of the product'),
					quantityOnInvoice: num('Quantity on the invoice'),
					advertisedQuantity: num('Quantity complained about'),
					unit: str('Unit'),
				},
				'Product complained about',
			),
			'Products complained about',
		),
	}),
);
