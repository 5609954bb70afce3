import type { ILoadOptionsFunctions, ResourceMapperFields } from 'n8n-workflow';

import { findOperation } from '../engine/operation';
import { resources } from '../resources';

/**
 * The columns of a document's Spreadsheet Rows mode: every field of the header and
 * of a line, with its label and whether it is required.
 */
export const resourceMapping = {
	async getDocumentColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
		const resource = this.getNodeParameter('resource', '') as string;
		const operation = this.getNodeParameter('operation', '') as string;
		const columns = findOperation(resources, resource, operation).columns;
		const fields = columns ? columns(this.getCurrentNodeParameters() ?? {}) : [];
		// n8n's editor (ResourceMapper.vue) shows a returned notice whenever its field list is hidden,
		// as it is in "Map Automatically": give one only when there really is nothing to map.
		return fields.length > 0
			? { fields }
			: { fields, emptyFieldsNotice: 'This operation has no columns to map' };
	},
};
