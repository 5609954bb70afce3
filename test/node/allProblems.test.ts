/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Every problem of an item in one refusal, for every operation. The defects are generated from
 * each operation's own fields (a required field left empty, a number or a true/false field given
 * text, a dropdown given a value it does not offer, a JSON field given text that is not JSON, the
 * same in the Additional Fields / Options collections, a number of a list's first entry), plus
 * the triggers of the rules across fields (declared below, one per rule; a rule without a trigger
 * fails the last test). Every pair
 * of independent defects runs through a real n8n workflow against the fake platform: the one
 * refusal must name both, and nothing may be written. The figures go to docs/architecture.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../nodes/B2bCommerce/engine/operation';
import { propertiesOf } from '../../nodes/B2bCommerce/engine/operation';
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
import { byId } from '../support/params';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
/**
 * A wrong value as an expression gives it, as from the data of an earlier node: n8n checks a
 * value typed into a field itself (a required field left empty stops the workflow before it
 * runs), never the value an expression returns.
 */
const expression = (value: string) => `={{ ${JSON.stringify(value)} }}`;

const asJson = (document: IDataObject) => ({
	inputMode: 'json',
	document: JSON.stringify(document),
});

/**
 * What the fields alone cannot say about a valid item: the documents in their JSON mode (their
 * form has dozens of fields; their JSON is the fixtures' valid documents), the webhook type, a
 * file for Upload File.
 */
const BASELINES: Record<string, { parameters?: IDataObject; items?: INodeExecutionData[] }> = {
	'invoice/createOrReplace': { parameters: asJson(validInvoice('FV/1')) },
	'invoiceCorrection/create': { parameters: asJson(validCorrection('FK/1', 'FV/1')) },
	'fiscalReceiptCorrection/create': { parameters: asJson(validFiscalReceiptCorrection('KP/1')) },
	'goodsIssuedNote/createOrReplace': { parameters: asJson(validGoodsIssuedNote('WZ/1')) },
	'goodsReceivedNote/createOrReplace': {
		parameters: asJson(validGoodsReceivedNote('PZ/1', 'WZ/1')),
	},
	'offlineOrder/createOrReplaceShipment': { parameters: asJson(validShipment('SHP-1')) },
	'cart/changePrices': {
		parameters: { prices: { line: [{ lineId: UUID, purchasePrice: 1, salePrice: 2 }] } },
	},
	'externalReservation/update': {
		parameters: {
			products: { line: [{ productId: 'SKU-1', lineNumber: '1', reservedQuantity: 5 }] },
		},
	},
	'minimalPrice/set': { parameters: { levels: { level: [{ name: 'retail', value: 10 }] } } },
	'pluginData/createOrReplace': { parameters: { metadata: '{"color": "red"}' } },
	'webhook/create': { parameters: { webhookType: 'CartOpened' } },
	'webhook/update': { parameters: { webhookType: 'CartOpened' } },
	'webhook/sendExample': { parameters: { webhookType: 'CartOpened' } },
};
for (const resource of ['invoice', 'invoiceCorrection', 'fiscalReceiptCorrection']) {
	BASELINES[`${resource}/uploadFile`] = { items: [binaryItem()] };
}
for (const resource of ['goodsIssuedNote', 'goodsReceivedNote'])
	BASELINES[`${resource}/uploadFile`] = { items: [binaryItem()] };

/** A defect of one item: the parameters it changes, and the words the refusal must hold. */
interface Defect {
	what: string;
	/**
	 * The fields it is about (`prices.lineId`: a member of the entries of Prices): two defects
	 * about the same field, or about a list and a member of its entries, are not independent.
	 */
	fields: string[];
	apply: (parameters: IDataObject) => IDataObject;
	named: string[];
}

/**
 * The rules across fields (zod.ts `acrossFields`), each with what sets it off. `file` is where
 * the rule is: every file of nodes/ that calls acrossFields must be named here.
 */
const CROSS_FIELD: Array<{ file: string; operations: string[]; defect: Defect }> = [
	...['webhook/create', 'webhook/update', 'webhook/sendExample'].map((operation) => ({
		file: 'resources/webhook/fields.ts',
		operations: [operation],
		defect: {
			what: 'Basic Auth without username and password',
			fields: ['authentication', 'username', 'password'],
			apply: (p: IDataObject) => ({
				...p,
				authentication: 'HTTP_BASIC',
				username: expression(''),
				password: expression(''),
			}),
			named: ['"Username"', '"Password"'],
		},
	})),
	{
		file: 'resources/clientPricing/assign.operation.ts',
		operations: ['clientPricing/assign'],
		defect: {
			what: 'Assign To Client without a client',
			fields: ['assignTo', 'clientId', 'clientGroupId'],
			apply: (p) => ({ ...p, assignTo: 'client', clientId: expression('') }),
			named: ['"Client ID"'],
		},
	},
	{
		file: 'resources/cart/changePrices.operation.ts',
		operations: ['cart/changePrices'],
		defect: {
			what: 'a line given twice',
			fields: ['prices.lineId'],
			apply: (p) => ({
				...p,
				prices: { line: [...lines(p.prices), ...lines(p.prices)] },
			}),
			named: ['is given twice'],
		},
	},
	{
		file: 'resources/minimalPrice/set.operation.ts',
		operations: ['minimalPrice/set'],
		defect: {
			what: 'a level given twice',
			fields: ['levels.name'],
			apply: (p) => ({ ...p, levels: { level: [...lines(p.levels), ...lines(p.levels)] } }),
			named: ['is given twice'],
		},
	},
	...['search', 'searchFilters'].map((operation) => ({
		file: `resources/product/${operation}.operation.ts`,
		operations: [`product/${operation}`],
		defect: {
			what: 'Min Net Price above Max Net Price',
			fields: ['minNetPrice', 'maxNetPrice'],
			apply: (p: IDataObject) => ({
				...p,
				filters: { ...(p.filters as IDataObject), minNetPrice: 20, maxNetPrice: 10 },
			}),
			named: ['"Max Net Price" must not be lower than Min Net Price'],
		},
	})),
	...['invoice/createOrReplace', 'invoiceCorrection/create'].map((operation) => ({
		file: 'documents/amounts.ts',
		operations: [operation],
		defect: {
			what: 'a tax rate of 0.23 under Percent',
			fields: ['document', 'taxRateFormat', 'taxRate'],
			apply: (p: IDataObject) => {
				const document = JSON.parse(p.document as string) as { items: IDataObject[] };
				(document.items[0].taxRate as IDataObject).value = 0.23;
				return { ...p, document: JSON.stringify(document), options: { taxRateFormat: 'percent' } };
			},
			named: ['looks like a fraction'],
		},
	})),
	...['goodsIssuedNote/createOrReplace', 'goodsReceivedNote/createOrReplace'].map((operation) => ({
		file: 'documents/goodsNote/line.ts',
		operations: [operation],
		defect: {
			what: 'line number 0 on a line of a sales order',
			fields: ['document', 'lineNumber'],
			apply: (p: IDataObject) => {
				const document = JSON.parse(p.document as string) as { items: IDataObject[] };
				document.items[0].lineNumber = 0;
				document.items[0].salesOrderReferenceNumber ??= 'ZS/1';
				return { ...p, document: JSON.stringify(document) };
			},
			named: ['when the line refers to a sales order'],
		},
	})),
];

function lines(list: unknown): IDataObject[] {
	const entries = Object.values((list ?? {}) as IDataObject)[0];
	return Array.isArray(entries) ? (entries as IDataObject[]) : [];
}

/** Whether a property is shown for these parameter values (resource and operation aside). */
function shown(property: INodeProperties, parameters: IDataObject): boolean {
	return Object.entries(property.displayOptions?.show ?? {}).every(
		([name, values]) =>
			name === 'resource' ||
			name === 'operation' ||
			!Array.isArray(values) ||
			(values as unknown[]).includes(parameters[name] ?? undefined),
	);
}

/** A value a text field takes: its placeholder's example, else a word. */
function sampleText(property: INodeProperties): string {
	if (typeof property.default === 'string' && property.default !== '') return property.default;
	if (/email/i.test(property.name)) return 'anna@example.com';
	const example = /^e\.g\. (\S+)/.exec(property.placeholder ?? '')?.[1];
	return example ?? 'Sample';
}

/** Parameters of a valid item built from the fields, completed by BASELINES. */
function baselineOf(key: string, op: Operation): IDataObject {
	const parameters: IDataObject = {};
	for (const property of propertiesOf(op)) {
		if (!shown(property, { ...parameters, ...BASELINES[key]?.parameters })) continue;
		const filled = property.default !== '' && property.default !== undefined;
		if (property.type === 'options' || property.type === 'boolean') {
			if (filled) parameters[property.name] = property.default;
		} else if (property.required && property.type === 'resourceLocator') {
			parameters[property.name] = byId(UUID);
		} else if (property.required && property.type === 'string') {
			parameters[property.name] = sampleText(property);
		} else if (property.type === 'number' && filled) parameters[property.name] = property.default;
	}
	return { ...parameters, ...BASELINES[key]?.parameters };
}

/** Fields that decide whether others are shown: a defect there hides others, so none is made. */
function deciders(op: Operation): Set<string> {
	return new Set(
		propertiesOf(op).flatMap((property) => Object.keys(property.displayOptions?.show ?? {})),
	);
}

/** The wrong value of a field's type an expression can give (a number or true/false given text...). */
function wrongValue(field: INodeProperties): { what: string; value: string } | undefined {
	if (field.type === 'number') return { what: 'as text', value: 'twelve' };
	if (field.type === 'boolean') return { what: 'as text', value: 'maybe' };
	if (field.type === 'options' && field.options?.length && !field.typeOptions?.loadOptionsMethod)
		return { what: 'not an option', value: 'NOT_AN_OPTION' };
	if (field.type === 'json') return { what: 'not JSON', value: '{not json' };
	return undefined;
}

/** The defects of an operation, generated from its fields as a valid item shows them. */
function defectsOf(key: string, op: Operation, baseline: IDataObject): Defect[] {
	const defects: Defect[] = [];
	const decide = deciders(op);
	for (const property of propertiesOf(op)) {
		// A setting of the whole run (noDataExpression) is not a field of the item.
		if (!shown(property, baseline) || decide.has(property.name) || property.noDataExpression)
			continue;
		const { name, displayName, type } = property;
		const set = (value: IDataObject[string]) => (p: IDataObject) => ({ ...p, [name]: value });
		const named = [`"${displayName}"`];
		if (property.required && name in baseline && type !== 'boolean')
			defects.push({
				what: `${displayName} left empty`,
				fields: [name],
				apply: set(type === 'resourceLocator' ? byId(expression('')) : expression('')),
				named,
			});
		const wrong = wrongValue(property);
		if (wrong)
			defects.push({
				what: `${displayName} ${wrong.what}`,
				fields: [name],
				apply: set(expression(wrong.value)),
				named,
			});
		// A list of the form with entries in the valid item (lines, levels): its first entry's numbers.
		const entry = property.options?.[0];
		if (type === 'fixedCollection' && entry && 'values' in entry && lines(baseline[name]).length) {
			const numbers = entry.values.filter(
				(field) => field.type === 'number' && !field.displayOptions,
			);
			for (const value of numbers)
				defects.push({
					what: `${entry.displayName} 1 ${value.displayName} as text`,
					fields: [`${name}.${value.name}`],
					apply: (p) => {
						const [first, ...rest] = lines(p[name]);
						const bad = { ...first, [value.name]: expression('twelve') };
						return { ...p, [name]: { [entry.name]: [bad, ...rest] } };
					},
					named: [`"${displayName} › ${entry.displayName} 1 › ${value.displayName}"`],
				});
		}
		if (type === 'collection') {
			for (const child of (property.options ?? []) as INodeProperties[]) {
				const wrongChild = wrongValue(child);
				if (wrongChild)
					defects.push({
						what: `${child.displayName} ${wrongChild.what}`,
						fields: [child.name],
						apply: (p) => ({
							...p,
							[name]: { ...(p[name] as IDataObject), [child.name]: expression(wrongChild.value) },
						}),
						named: [`"${child.displayName}"`],
					});
			}
		}
	}
	if (op.value === 'uploadFile')
		defects.push({
			what: 'no such binary field',
			fields: ['binaryPropertyName'],
			apply: (p) => ({ ...p, binaryPropertyName: 'attachment' }),
			named: ['no binary field "attachment"'],
		});
	if (key.startsWith('webhook/') && 'webhookType' in baseline)
		defects.push({
			what: 'a type the platform does not know',
			fields: ['webhookType'],
			apply: (p) => ({ ...p, webhookType: 'OrderPlaced' }),
			named: ['OrderPlaced is not a webhook type the platform knows'],
		});
	for (const rule of CROSS_FIELD) if (rule.operations.includes(key)) defects.push(rule.defect);
	return defects;
}

const operations = resources.flatMap((resource) =>
	resource.operations.map((op) => ({
		key: `${resource.value}/${op.value}`,
		resource: resource.value,
		op,
	})),
);

async function refusalOf(
	resource: string,
	op: Operation,
	parameters: IDataObject,
	items?: INodeExecutionData[],
) {
	const { error } = await runNode({
		credentials: fx.credentials(),
		parameters: { resource, operation: op.value, ...parameters },
		items,
	});
	return error;
}

describe('baselines', () => {
	it.each(operations.map(({ key, resource, op }) => [key, resource, op] as const))(
		'%s',
		async (key, resource, op) => {
			const error = await refusalOf(resource, op, baselineOf(key, op), BASELINES[key]?.items);
			expect(`${error?.message ?? ''} ${error?.description ?? ''}`).not.toContain(
				'Nothing was sent',
			);
		},
	);
});

/** Whether two defects' fields are the same, or one is a list and the other a member of its entries. */
const touches = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** Pairs tried and pairs named in full, per operation: the figures of docs/architecture.md. */
const figures = new Map<string, { defects: number; pairs: number; named: number }>();

describe('every pair of independent defects is named in one refusal, nothing written', () => {
	it.each(operations.map(({ key, resource, op }) => [key, resource, op] as const))(
		'%s',
		async (key, resource, op) => {
			const baseline = baselineOf(key, op);
			const defects = defectsOf(key, op, baseline);
			const missed: string[] = [];
			let pairs = 0;
			for (const [index, first] of defects.entries()) {
				for (const second of defects.slice(index + 1)) {
					if (first.fields.some((field) => second.fields.some((other) => touches(field, other))))
						continue;
					pairs++;
					const parameters = second.apply(first.apply(baseline));
					const error = await refusalOf(resource, op, parameters, BASELINES[key]?.items);
					const said = `${error?.message ?? ''}\n${error?.description ?? ''}`;
					const unnamed = [...first.named, ...second.named].filter(
						(words) => !said.includes(words),
					);
					if (!said.includes('Nothing was sent') || unnamed.length > 0)
						missed.push(
							`${first.what} + ${second.what}: not named ${unnamed.join(', ')} in ${said}`,
						);
				}
			}
			figures.set(key, { defects: defects.length, pairs, named: pairs - missed.length });
			expect(missed).toEqual([]);
			// Reading is allowed (the webhook types); nothing was written.
			expect(
				fx
					.control()
					.requests()
					.filter((request) => request.method !== 'GET'),
			).toEqual([]);
		},
	);

	afterAll(() => {
		// The figures for docs/architecture.md ("Every problem in one refusal"), in all and per resource.
		const total = (prefix: string) => {
			const entries = [...figures].filter(([key]) => key.startsWith(prefix));
			const sum = (count: (entry: { defects: number; pairs: number; named: number }) => number) =>
				entries.reduce((all, [, entry]) => all + count(entry), 0);
			return `${entries.length} operations, ${sum((e) => e.defects)} defects, ${sum((e) => e.pairs)} pairs tried, ${sum((e) => e.named)} named in full`;
		};
		const perResource = resources.map(
			(resource) => `  ${resource.value}: ${total(`${resource.value}/`)}`,
		);
		process.stdout.write(`allProblems: ${total('')}\n${perResource.join('\n')}\n`);
	});
});

describe('the rules across fields', () => {
	it('every file with a rule across fields has its trigger here', () => {
		const root = join(__dirname, '../../nodes/B2bCommerce');
		const files = (readdirSync(root, { recursive: true }) as string[]).filter(
			(file) =>
				file.endsWith('.ts') &&
				!file.endsWith('zod.ts') &&
				readFileSync(join(root, file), 'utf8').includes('acrossFields('),
		);
		expect(files.sort()).toEqual([...new Set(CROSS_FIELD.map((rule) => rule.file))].sort());
	});
});

describe('the cases that named one problem at a time', () => {
	it('Webhook > Create with an empty Name and Basic Auth without username and password: all three', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'webhook',
				operation: 'create',
				name: expression(''),
				webhookType: 'OrderPlaced',
				callbackUrl: 'https://erp.example.com/hooks',
				authentication: 'HTTP_BASIC',
				username: expression(''),
				password: expression(''),
			},
		});
		expect(error?.message).toBe('"Name" (name) is required');
		expect(error?.description).toBe(
			[
				'Item 1. Nothing was sent for this item.',
				'<ul>',
				'<li>Item 1: "Name" is required [name]</li>',
				'<li>Item 1: "Webhook Type Name or ID": OrderPlaced is not a webhook type the platform knows: choose one of CartOpened, ClientLogged, OfferOpened, or set its "Exchange Name" under "Additional Fields" (or "Update Fields")</li>',
				'<li>Item 1: "Username" is required [username]</li>',
				'<li>Item 1: "Password" is required [password]</li>',
				'</ul>',
			].join('\n'),
		);
		// The type list was read; nothing was written.
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.method),
		).toEqual(['GET']);
	});

	it('an invoice line with tax rate 0.23 under Percent is named beside a wrong client field', async () => {
		const invoice = validInvoice('FV/ALL/1') as IDataObject & {
			items: Array<{ taxRate: IDataObject }>;
			clientData: IDataObject;
		};
		invoice.items[1].taxRate.value = 0.23;
		invoice.clientData.clientType = 'COMPANY';
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', ...asJson(invoice) },
		});
		expect(error?.description).toContain(
			'<li>Item 1: "clientData.clientType" must be one of INDIVIDUAL, ORGANIZATION (got "COMPANY")</li>',
		);
		expect(error?.description).toContain(
			'<li>Item 1: "items[1].taxRate.value" looks like a fraction (0.23) but Tax Rate Format is Percent',
		);
		expect(fx.control().requests()).toEqual([]);
	});
});
