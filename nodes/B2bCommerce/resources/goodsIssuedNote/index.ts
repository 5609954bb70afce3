import { defineResource } from '../../engine/operation';
import { createOrReplace } from './createOrReplace.operation';
import { downloadFile } from './downloadFile.operation';
import { get } from './get.operation';
import { uploadFile } from './uploadFile.operation';

export const goodsIssuedNote = defineResource({
	value: 'goodsIssuedNote',
	name: 'Goods Issued Note',
	description: 'Goods issued notes (warehouse releases) and their files',
	operations: [createOrReplace, get, uploadFile, downloadFile],
});
