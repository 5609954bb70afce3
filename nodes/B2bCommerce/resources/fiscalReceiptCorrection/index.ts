/** The fiscal receipt correction resource: one file per operation (`<operation>.operation.ts`). */
import { defineResource } from '../../engine/operation';
import { create } from './create.operation';
import { deleteCorrection } from './delete.operation';
import { get } from './get.operation';
import { setPaymentStatus } from './setPaymentStatus.operation';
import { uploadFile } from './uploadFile.operation';

export const fiscalReceiptCorrection = defineResource({
	value: 'fiscalReceiptCorrection',
	name: 'Fiscal Receipt Correction',
	description: 'Corrections of fiscal receipts, their payment status and files',
	operations: [create, get, deleteCorrection, setPaymentStatus, uploadFile],
});
