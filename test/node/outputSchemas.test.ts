/**
 * No drift between what the action node returns and its output schemas (the files n8n shows
 * before a first run): every operation of every resource runs through a real n8n workflow
 * against the fake platform, and every output item is validated with ajv against the schema of
 * its operation. An operation without a schema, or without a run here, fails.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { outputSchema, outputSchemas } from '../../nodes/B2bCommerce/schemas/output';
import { resources } from '../../nodes/B2bCommerce/resources';
import { validInvoice } from '../platform/fixtures';
import { binaryItem } from '../support/documents';
import { runNode } from '../support/harness';
import { schemaProblems } from '../support/outputSchema';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

/** One run of an operation: its parameters (resource and operation are added), items, node version. */
interface Step {
	operation: string;
	parameters?: IDataObject;
	items?: Array<IDataObject | INodeExecutionData>;
	typeVersion?: number;
	/** What the run is, when an operation runs more than once (e.g. "simplified"). */
	label?: string;
	/** The least number of output items (default 1): a run that returns nothing proves nothing. */
	minItems?: number;
}

/** The runs of one resource, in order (later steps read what earlier ones wrote). */
const steps: Record<string, Step[]> = {
	invoice: [
		{
			operation: 'createOrReplace',
			parameters: { inputMode: 'json' },
			items: [validInvoice('FV/OUT/1')],
		},
		{ operation: 'get', parameters: { number: 'FV/OUT/1' } },
		{ operation: 'getPaymentStatus', parameters: { number: 'FV/OUT/1' } },
		{
			operation: 'setPaymentStatus',
			parameters: { number: 'FV/OUT/1', amountPaid: 12.5, isPaid: false },
		},
		{
			operation: 'uploadFile',
			parameters: { number: 'FV/OUT/1', binaryPropertyName: 'data' },
			items: [binaryItem()],
		},
		{
			operation: 'get',
			label: 'with a file',
			parameters: { number: 'FV/OUT/1' },
		},
		{
			operation: 'downloadFile',
			parameters: { number: 'FV/OUT/1', binaryPropertyName: 'file' },
		},
		{ operation: 'delete', parameters: { number: 'FV/OUT/1' } },
	],
};

/** Every resource/operation the node offers. */
const offered = resources.flatMap((resource) =>
	resource.operations.map((op) => ({ resource: resource.value, operation: op.value })),
);

describe('output schemas: one per operation', () => {
	it('every operation the node offers has a schema of an object with properties', () => {
		const missing = offered.filter(({ resource, operation }) => {
			const schema = outputSchema(resource, operation);
			return !(schema?.type === 'object' && Object.keys(schema.properties ?? {}).length > 0);
		});
		expect(missing).toEqual([]);
	});

	it('every schema belongs to an operation the node offers', () => {
		const known = new Set(offered.map(({ resource, operation }) => `${resource}/${operation}`));
		const unused = Object.entries(outputSchemas).flatMap(([resource, ops]) =>
			Object.keys(ops)
				.map((operation) => `${resource}/${operation}`)
				.filter((key) => !known.has(key)),
		);
		expect(unused).toEqual([]);
	});

	it('every operation runs below', () => {
		const run = new Set(
			Object.entries(steps).flatMap(([resource, list]) =>
				list.map((step) => `${resource}/${step.operation}`),
			),
		);
		const notRun = offered
			.map(({ resource, operation }) => `${resource}/${operation}`)
			.filter((key) => !run.has(key));
		expect(notRun).toEqual([]);
	});
});

describe('output schemas: every output item of every operation fits its schema', () => {
	it.each(Object.keys(steps))('%s', async (resource) => {
		for (const step of steps[resource]) {
			const name = `${resource} > ${step.operation}${step.label ? ` (${step.label})` : ''}`;
			const { output, error } = await runNode({
				credentials: fx.credentials('acme'),
				parameters: { resource, operation: step.operation, ...step.parameters },
				items: step.items,
				typeVersion: step.typeVersion,
			});
			expect({ name, error: error?.message }).toEqual({ name, error: undefined });
			expect({ name, items: output.length >= (step.minItems ?? 1) }).toEqual({
				name,
				items: true,
			});
			const schema = outputSchema(resource, step.operation);
			expect({ name, schema: schema !== undefined }).toEqual({ name, schema: true });
			const problems = output.flatMap((item, index) =>
				schemaProblems(schema!, item.json).map((problem) => `item ${index}: ${problem}`),
			);
			expect({ name, problems }).toEqual({ name, problems: [] });
		}
	});
});
