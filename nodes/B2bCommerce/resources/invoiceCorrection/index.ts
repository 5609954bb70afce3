/** The invoice correction resource: one file per operation (`<operation>.operation.ts`). */
import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { deleteCorrection } from './delete.operation';
import { downloadFile } from './downloadFile.operation';
import { get } from './get.operation';
import { uploadFile } from './uploadFile.operation';

export const invoiceCorrection = defineResource({
	value: 'invoiceCorrection',
	name: 'Invoice Correction',
	description: 'Corrections of sales invoices and their files',
	operations: [create, get, deleteCorrection, uploadFile, downloadFile],
});
