/**
 * The output shapes the operator operations share, from the spec's "Operator" section. Records
 * read from the platform may carry null for a member they do not set (readShape).
 */
import { bool, nullable, obj, readShape, str, uuid } from '../../engine/outputSchema';

/** The members of an operator, as read and as written. */
export const operatorMembers = {
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

/** An operator as the platform answers it (Get, Get Many). */
export const operatorRecord = readShape(
	obj({
		id: uuid('Operator ID'),
		...operatorMembers,
		role: obj({ id: uuid('Role ID'), name: str('Role name') }, 'Role of the operator'),
	}),
);
