/** The field both external reservation operations take. */
import { textField } from '../../engine/fields';

export const salesOrderNumber = textField(
	'salesOrderNumber',
	'Sales Order Number',
	'Number of the sales order the reservations belong to',
);
