/** A complaint as the platform answers it (Get, Get Many), from the spec's "Complaint" section. */
import * as out from '../../engine/outputSchema';

export const complaintRecord = out.readShape(
	out.obj({
		id: out.uuid('Complaint ID'),
		createDate: out.str('When the complaint was made, YYYY-MM-DD HH:MM:SS'),
		userId: out.uuid('User who made the complaint'),
		clientId: out.str('Client, org:<uuid>'),
		number: out.str('Number of the complaint'),
		name: out.str('Name of the person who complains'),
		email: out.str('Email address'),
		phoneNumber: out.str('Phone number'),
		invoiceNumber: out.str('Number of the invoice complained about'),
		reason: out.str('Reason'),
		notes: out.str('Notes'),
		items: out.arr(
			out.obj(
				{
					positionOnInvoice: out.int('Line of the invoice'),
					productSku: out.str('SKU'),
					productName: out.str('Name of the product'),
					quantityOnInvoice: out.num('Quantity on the invoice'),
					advertisedQuantity: out.num('Quantity complained about'),
					unit: out.str('Unit'),
				},
				'Product complained about',
			),
			'Products complained about',
		),
	}),
);
