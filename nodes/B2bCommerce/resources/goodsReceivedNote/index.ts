import { defineResource } from '../../engine/operation';
import { createOrReplace } from './createOrReplace.operation';
import { downloadFile } from './downloadFile.operation';
import { get } from './get.operation';
import { uploadFile } from './uploadFile.operation';

export const goodsReceivedNote = defineResource({
	value: 'goodsReceivedNote',
	name: 'Goods Received Note',
	description: 'Goods received notes (corrections of goods issued notes) and their files',
	operations: [createOrReplace, get, uploadFile, downloadFile],
});
