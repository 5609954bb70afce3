/** The invoice resource: one file per operation (`<operation>.operation.ts`). */
import { defineResource } from '../../engine/operation';
import { createOrReplace } from './createOrReplace.operation';
import { deleteInvoice } from './delete.operation';
import { downloadFile } from './downloadFile.operation';
import { get } from './get.operation';
import { getPaymentStatus } from './getPaymentStatus.operation';
import { setPaymentStatus } from './setPaymentStatus.operation';
import { uploadFile } from './uploadFile.operation';

export const invoice = defineResource({
	value: 'invoice',
	name: 'Invoice',
	description: 'Sales invoices, their payment status and files',
	operations: [
		createOrReplace,
		get,
		deleteInvoice,
		getPaymentStatus,
		setPaymentStatus,
		uploadFile,
		downloadFile,
	],
});
