import { defineResource } from '../../engine/operation';
import { createOrReplace } from './createOrReplace.operation';
import { deletePluginData } from './delete.operation';
import { get } from './get.operation';
import { getAll } from './getAll.operation';

export const pluginData = defineResource({
	value: 'pluginData',
	name: 'Plugin Data',
	description: 'Data that plugins keep per product',
	operations: [getAll, get, createOrReplace, deletePluginData],
});
