/** The field both external reservation operations take. */
export const salesOrderNumber = {
	displayName: 'Sales Order Number',
	name: 'salesOrderNumber',
	type: 'string' as const,
	default: '',
	required: true,
	description: 'Number of the sales order the reservations belong to',
};
