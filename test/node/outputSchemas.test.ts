/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * No drift between what the action node returns and its output schemas (the files n8n shows
 * before a first run). Every test that runs the action node through the harness checks its
 * output items against the operation's schema (test/support/harness.ts); here, every operation
 * must have a schema and be run by some test of test/node, and every operation of every resource
 * runs once more, end to end in one real n8n workflow per resource against the fake platform,
 * asserting which schema variant each run's output was checked against.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import ts from 'typescript';

import { resources } from '../../nodes/B2bCommerce/resources';
import {
	validCorrection,
	validFiscalReceiptCorrection,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
	validInvoice,
	validShipment,
} from '../platform/fixtures';
import { binaryItem } from '../support/documents';
import { runNode } from '../support/harness';
import { outputSchema, schemaOfRun } from '../support/outputSchema';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

/** What the steps of one resource share: the fake's control plane and earlier outputs. */
interface State {
	fx: typeof fx;
	/** The first output item of the latest run of each operation. */
	out: Record<string, IDataObject>;
	/** Whatever a setup step keeps (seeded records). */
	kept: IDataObject;
}

/** One run of an operation: its parameters (resource and operation are added), items, node version. */
interface Step {
	operation: string;
	parameters?: IDataObject | ((state: State) => IDataObject);
	items?: Array<IDataObject | INodeExecutionData>;
	/** Seeds the fake before the run. */
	setup?: (state: State) => void;
	/** What the run is, when an operation runs more than once (e.g. "Simplify off"). */
	label?: string;
	/** The schema variant its parameters choose (default: the operation's main schema). */
	variant?: string;
	/** The least number of output items (default 1): a run that returns nothing proves nothing. */
	minItems?: number;
}

const OPERATOR_ID = '7b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const CLIENT = 'org:0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b';
const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const asJson = (document: IDataObject) => ({
	inputMode: 'json',
	document: JSON.stringify(document),
});

/** Create, Get, Delete, Set Payment Status, Upload File, Download File of a numbered document. */
function documentSteps(
	number: string,
	create: Step,
	operations: { delete?: boolean; status?: boolean; readStatus?: boolean; download?: boolean },
): Step[] {
	return [
		create,
		{ operation: 'get', parameters: { number } },
		...(operations.status
			? [{ operation: 'setPaymentStatus', parameters: { number, amountPaid: 12.5, isPaid: true } }]
			: []),
		...(operations.readStatus ? [{ operation: 'getPaymentStatus', parameters: { number } }] : []),
		{
			operation: 'uploadFile',
			parameters: { number, binaryPropertyName: 'data' },
			items: [binaryItem()],
		},
		{ operation: 'get', label: 'with a file', parameters: { number } },
		...(operations.download
			? [{ operation: 'downloadFile', parameters: { number, binaryPropertyName: 'file' } }]
			: []),
		...(operations.delete ? [{ operation: 'delete', parameters: { number } }] : []),
	];
}

/** The runs of one resource, in order (later steps read what earlier ones wrote). */
const steps: Record<string, Step[]> = {
	invoice: documentSteps(
		'FV/OUT/1',
		{
			operation: 'createOrReplace',
			parameters: { inputMode: 'json' },
			items: [validInvoice('FV/OUT/1')],
		},
		{ delete: true, status: true, readStatus: true, download: true },
	),
	invoiceCorrection: documentSteps(
		'FK/OUT/1',
		{
			operation: 'create',
			parameters: { inputMode: 'json' },
			items: [validCorrection('FK/OUT/1', 'FV/OUT/1')],
		},
		{ delete: true, download: true },
	),
	fiscalReceiptCorrection: documentSteps(
		'KP/OUT/1',
		{ operation: 'create', parameters: asJson(validFiscalReceiptCorrection('KP/OUT/1')) },
		{ delete: true, status: true },
	),
	goodsIssuedNote: documentSteps(
		'WZ/OUT/1',
		{ operation: 'createOrReplace', parameters: asJson(validGoodsIssuedNote('WZ/OUT/1')) },
		{ download: true },
	),
	goodsReceivedNote: documentSteps(
		'PZ/OUT/1',
		{
			operation: 'createOrReplace',
			parameters: asJson(validGoodsReceivedNote('PZ/OUT/1', 'WZ/OUT/1')),
		},
		{ download: true },
	),
	offlineOrder: [
		{ operation: 'createOrReplaceShipment', parameters: asJson(validShipment('SHP-OUT-1')) },
	],
	segment: [
		{ operation: 'create', parameters: { name: 'Gold', additionalFields: { externalId: 'G-1' } } },
		{ operation: 'get', parameters: ({ out }) => ({ segmentId: rl(out.create.id as string) }) },
		{
			operation: 'update',
			parameters: ({ out }) => ({
				segmentId: rl(out.create.id as string),
				name: 'Gold Plus',
				updateFields: { externalId: 'G-2' },
			}),
		},
		{ operation: 'getAll', parameters: { returnAll: true } },
		{ operation: 'delete', parameters: ({ out }) => ({ segmentId: rl(out.create.id as string) }) },
	],
	operator: [
		{
			operation: 'create',
			parameters: {
				email: 'anna@example.com',
				name: 'Anna',
				phone: '+48 600 000 000',
				additionalFields: { externalId: 'OP-1', isActive: true },
			},
		},
		{ operation: 'getAll', parameters: { returnAll: true } },
		{ operation: 'get', parameters: ({ out }) => ({ operatorId: rl(out.create.id as string) }) },
		{
			operation: 'update',
			parameters: ({ out }) => ({
				operatorId: rl(out.create.id as string),
				name: 'Anna B',
				phone: '+48 600 000 001',
				updateFields: { email: 'anna.b@example.com', isActive: false },
			}),
		},
	],
	role: [
		{
			operation: 'getAll',
			setup: ({ fx: f }) => {
				f.control().addRole('acme', { clientId: CLIENT });
				f.control().addRole('acme', { clientId: CLIENT, name: 'Buyers' });
			},
			parameters: { clientId: CLIENT, returnAll: true },
		},
	],
	complaint: [
		{
			operation: 'getAll',
			setup: ({ fx: f, kept }) => {
				kept.complaint = f.control().addComplaint('acme').id;
				f.control().addComplaint('acme');
			},
			parameters: { returnAll: true },
		},
		{ operation: 'get', parameters: ({ kept }) => ({ complaintId: rl(kept.complaint as string) }) },
	],
	webhook: [
		{ operation: 'getTypes', minItems: 3 },
		{
			operation: 'create',
			parameters: {
				name: 'Carts',
				status: 'ACTIVE',
				webhookType: 'CartOpened',
				callbackUrl: 'https://erp.example.com/hooks/cart',
				authentication: 'NONE',
			},
		},
		{ operation: 'get', parameters: ({ out }) => ({ webhookId: rl(out.create.id as string) }) },
		{
			operation: 'update',
			parameters: ({ out }) => ({
				webhookId: rl(out.create.id as string),
				name: 'Carts v2',
				status: 'INACTIVE',
				webhookType: 'OfferOpened',
				callbackUrl: 'https://erp.example.com/v2',
				authentication: 'HTTP_BASIC',
				username: 'erp',
				password: 'pw-123456',
			}),
		},
		{ operation: 'getAll', parameters: { returnAll: true } },
		{
			operation: 'sendExample',
			parameters: {
				webhookType: 'CartOpened',
				callbackUrl: 'https://erp.example.com/hooks/example',
				authentication: 'HTTP_BASIC',
				username: 'erp',
				password: 'pw',
			},
		},
		{ operation: 'delete', parameters: ({ out }) => ({ webhookId: rl(out.create.id as string) }) },
	],
	product: [
		{ operation: 'search', parameters: { returnAll: false, limit: 5 } },
		{
			operation: 'search',
			label: 'Simplify off',
			variant: 'simplify-false',
			parameters: { returnAll: false, limit: 5, simplify: false },
		},
		{ operation: 'searchFilters', parameters: { filters: { q: 'cable' } } },
	],
	offer: [
		{
			operation: 'get',
			setup: ({ fx: f, kept }) => {
				kept.offer = f.control().addOffer('acme').id;
			},
			parameters: ({ kept }) => ({ offerId: kept.offer }),
		},
		{
			operation: 'get',
			label: 'Simplify off',
			variant: 'simplify-false',
			parameters: ({ kept }) => ({ offerId: kept.offer, simplify: false }),
		},
	],
	pluginData: [
		{
			operation: 'createOrReplace',
			parameters: { pluginId: 'seo', productId: rl('SKU-1'), metadata: '{"title": "Drill"}' },
		},
		{ operation: 'get', parameters: { pluginId: 'seo', productId: rl('SKU-1') } },
		{ operation: 'getAll', parameters: { pluginId: 'seo', returnAll: true } },
		{ operation: 'delete', parameters: { pluginId: 'seo', productId: rl('SKU-1') } },
	],
	dictionary: [
		{
			operation: 'createManufacturer',
			parameters: { name: 'Aldex', externalId: 'M-1', acronym: 'ALX' },
		},
		{
			operation: 'updateManufacturer',
			parameters: ({ out }) => ({
				manufacturerId: out.createManufacturer.manufacturerId,
				name: 'Aldex SA',
				externalId: 'M-1',
				acronym: 'ALX',
			}),
		},
		{
			operation: 'createMeasurementUnit',
			parameters: { externalId: 'U-1', shortName: 'pcs', fullName: 'pieces' },
		},
		{
			operation: 'createVatRate',
			parameters: { externalId: 'V-1', label: 'VAT 23%', value: 0.23 },
		},
	],
	productGroup: [
		{ operation: 'create', parameters: { name: 'Drills' } },
		{
			operation: 'setProducts',
			parameters: ({ out }) => ({
				productGroupId: out.create.productGroupId,
				skus: 'SKU-1, SKU-2',
			}),
		},
	],
	productTax: [{ operation: 'set', parameters: { productId: rl('SKU-1'), tax: 8 } }],
	clientPricing: [
		{
			operation: 'assign',
			parameters: {
				pricingId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
				assignTo: '={{ $json.client ? "client" : "clientGroup" }}',
				clientId: '={{ $json.client }}',
				clientGroupId: '={{ $json.group }}',
			},
			items: [{ client: CLIENT }, { group: '9b2f1c7e-3a4d-4e5f-8a6b-7c8d9e0f1a2b' }],
			minItems: 2,
		},
	],
	minimalPrice: [
		{
			operation: 'set',
			parameters: {
				skuId: 'SKU-1',
				levelsInput: 'json',
				levelsJson: '{"retail": 10, "wholesale": 9}',
			},
		},
		{ operation: 'get', parameters: { skuId: rl('SKU-1') } },
		{ operation: 'getAll', parameters: { returnAll: true } },
	],
	externalReservation: [
		{
			operation: 'update',
			parameters: {
				salesOrderNumber: 'SO-1',
				productsInput: 'json',
				productsJson: '[{"productId": "SKU-1", "lineNumber": "1", "reservedQuantity": 2}]',
			},
		},
		{ operation: 'get', parameters: { salesOrderNumber: 'SO-1' } },
	],
	cart: [
		{
			operation: 'addProduct',
			setup: ({ fx: f, kept }) => {
				const cart = f.control().addCart('acme', {});
				kept.cart = cart.id;
				kept.line = cart.lines[0].id;
			},
			parameters: ({ kept }) => ({
				cartId: kept.cart,
				productId: 'SKU-1',
				quantityType: 'ORDER_QUANTITY',
				quantity: 3,
			}),
		},
		{
			operation: 'addConfigurableProducts',
			parameters: ({ kept }) => ({
				cartId: kept.cart,
				productsInput: 'fields',
				mainProductId: 'KIT-1',
				mainQuantityType: 'CONTENT_QUANTITY',
				mainQuantity: 2,
				children: {
					child: [{ productId: 'PART-1', quantityType: 'CONTENT_QUANTITY', quantity: 4 }],
				},
				additionalFields: { operatorId: OPERATOR_ID },
			}),
		},
		{
			operation: 'changePrices',
			parameters: ({ kept }) => ({
				cartId: kept.cart,
				pricesInput: 'fields',
				prices: {
					line: [
						{
							lineId: kept.line,
							purchasePrice: 10,
							salePrice: 12,
							changeField: 'PERCENT_DISCOUNT',
							changeValue: 5,
						},
					],
				},
			}),
		},
	],
};

/** Every resource/operation the node offers. */
const offered = resources.flatMap((resource) =>
	resource.operations.map((op) => ({ resource: resource.value, operation: op.value })),
);

const TEST_DIR = __dirname;
const RUNNERS = new Set(['runNode', 'runWorkflow']);

/**
 * The test files of test/node that run the action node through the harness (which checks every
 * successful run's output against its operation's output schema), each with the strings its
 * code holds (imports and comments left out). A file that holds an operation's value and its
 * resource's value as strings (`resource: 'complaint'`, `operation: 'getComments'`, or an
 * argument of a helper) runs that operation: a static reading, so the test of a new operation
 * needs nothing here. This file does not count: its steps are a second run of each operation.
 */
function testFiles(): Array<{ file: string; strings: Set<string> }> {
	return readdirSync(TEST_DIR)
		.filter((file) => file.endsWith('.test.ts') && file !== basename(__filename))
		.map((file) => {
			const source = ts.createSourceFile(
				file,
				readFileSync(join(TEST_DIR, file), 'utf8'),
				ts.ScriptTarget.Latest,
			);
			const strings = new Set<string>();
			let runs = false;
			const visit = (node: ts.Node): void => {
				if (ts.isImportDeclaration(node)) return;
				if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
					strings.add(node.text);
				if (ts.isIdentifier(node) && RUNNERS.has(node.text)) runs = true;
				ts.forEachChild(node, visit);
			};
			visit(source);
			return { file, strings: runs ? strings : new Set<string>() };
		});
}

describe('output schemas: one per operation', () => {
	it('every operation the node offers has a schema of an object with properties', () => {
		const missing = offered.filter(({ resource, operation }) => {
			const schema = outputSchema(resource, operation);
			return !(schema?.type === 'object' && Object.keys(schema.properties ?? {}).length > 0);
		});
		expect(missing).toEqual([]);
	});

	it('every operation the node offers is run by a test of test/node', () => {
		const files = testFiles();
		const notRun = offered
			.filter(({ resource, operation }) =>
				files.every((file) => !file.strings.has(resource) || !file.strings.has(operation)),
			)
			.map(({ resource, operation }) => `${resource}/${operation}`);
		expect(notRun).toEqual([]);
	});
});

describe('output schemas: every output item of every operation fits its schema', () => {
	it.each(Object.keys(steps))('%s', async (resource) => {
		const state: State = { fx, out: {}, kept: {} };
		for (const step of steps[resource]) {
			const name = `${resource} > ${step.operation}${step.label ? ` (${step.label})` : ''}`;
			step.setup?.(state);
			const parameters =
				typeof step.parameters === 'function' ? step.parameters(state) : step.parameters;
			const { output, error } = await runNode({
				credentials: fx.credentials('acme'),
				parameters: { resource, operation: step.operation, ...parameters },
				items: step.items,
			});
			if (output[0]) state.out[step.operation] = output[0].json;
			expect({ name, error: error?.message }).toEqual({ name, error: undefined });
			expect({ name, items: output.length >= (step.minItems ?? 1) }).toEqual({
				name,
				items: true,
			});
			// runNode has checked each output item against the schema its parameters choose.
			const chosen = schemaOfRun(resource, step.operation, parameters ?? {});
			expect({ name, variant: chosen?.variant }).toEqual({ name, variant: step.variant });
		}
	});
});
