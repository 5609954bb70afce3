/**
 * The output shapes the operator operations share, from the spec's "Operator" section. Records
 * read from the platform may carry null for a member they do not set (readShape).
 */
import * as out from '../../engine/outputSchema';

/** The members of an operator, as read and as written. */
export const operatorMembers = {
	externalId: out.nullable(out.str('External identifier')),
	email: out.str('Email address'),
	additionalEmail: out.nullable(out.str('Additional email address')),
	name: out.str('Name'),
	phone: out.str('Phone number'),
	landlinePhone: out.nullable(out.str('Landline phone number')),
	cartDefaultWarehouseId: out.nullable(out.str('Default warehouse identifier')),
	cartDefaultClientId: out.nullable(out.str('Default client, org:<uuid>')),
	isAccountManager: out.bool('Whether the operator is an account manager'),
	isActive: out.bool('Whether the operator is active'),
	branchId: out.nullable(out.uuid('Branch ID')),
	isAppliedDefaultClientFromBranch: out.bool('Whether the default client comes from the branch'),
	isAppliedDefaultWarehouseFromBranch: out.bool(
		'Whether the default warehouse comes from the branch',
	),
};

/** An operator as the platform answers it (Get, Get Many). */
export const operatorRecord = out.readShape(
	out.obj({
		id: out.uuid('Operator ID'),
		...operatorMembers,
		role: out.obj({ id: out.uuid('Role ID'), name: out.str('Role name') }, 'Role of the operator'),
	}),
);
