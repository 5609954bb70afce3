/**
 * Output of the Operator, Role and Complaint operations, from the spec's "Operator", "Role" and
 * "Complaint" sections. Records read from the platform may carry null for
 * a member they do not set (readShape).
 */
import type { OperationSchemas } from '../../engine/outputSchema';
import {
	arr,
	bool,
	int,
	marked,
	nullable,
	num,
	obj,
	readShape,
	req,
	str,
	uuid,
} from '../../engine/outputSchema';

// ---- Operator

const operatorMembers = {
	externalId: nullable(str('External identifier')),
	email: str('Email address'),
	additionalEmail: nullable(str('Additional email address')),
	name: str('Name'),
	phone: str('Phone number'),
	landlinePhone: nullable(str('Landline phone number')),
	cartDefaultWarehouseId: nullable(str('Default warehouse identifier')),
	cartDefaultClientId: nullable(str('Default client, org:<uuid>')),
	isAccountManager: bool('Whether the operator is an account manager'),
	isActive: bool('Whether the operator is active'),
	branchId: nullable(uuid('Branch ID')),
	isAppliedDefaultClientFromBranch: bool('Whether the default client comes from the branch'),
	isAppliedDefaultWarehouseFromBranch: bool('Whether the default warehouse comes from the branch'),
};

const operatorRecord = readShape(
	obj({
		id: uuid('Operator ID'),
		...operatorMembers,
		role: obj({ id: uuid('Role ID'), name: str('Role name') }, 'Role of the operator'),
	}),
);

export const operatorOutput: OperationSchemas = {
	getAll: operatorRecord,
	get: operatorRecord,
	/** What was sent, with the ID the platform gave (as `operatorId` and `id`). */
	create: obj({
		operatorId: uuid('ID the platform gave the new operator'),
		id: uuid('The same ID'),
		...operatorMembers,
		email: req(str('Email address')),
		name: req(str('Name')),
		phone: req(str('Phone number')),
	}),
	/** What was sent (the spec describes no answer), marked updated. */
	update: obj({
		id: req(str('Operator ID')),
		...operatorMembers,
		name: req(str('Name')),
		phone: req(str('Phone number')),
		...marked('updated', 'update'),
	}),
};

// ---- Role

export const roleOutput: OperationSchemas = {
	getAll: readShape(
		obj({
			id: uuid('Role ID'),
			clientId: nullable(str('Client the role is bound to (null: not bound to one client)')),
			name: str('Name of the role'),
			authorities: arr(
				str(
					'Authority, e.g. APP_VIEW_INVOICES, APP_VIEW_ORDERS, APP_ADD_ORDERS, APP_VIEW_USERS, APP_VIEW_ROLES',
				),
				'What holders of the role may do',
			),
		}),
	),
};

// ---- Complaint

const complaintRecord = readShape(
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

export const complaintOutput: OperationSchemas = {
	get: complaintRecord,
	getAll: complaintRecord,
};
