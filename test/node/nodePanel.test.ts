/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * What n8n's node panel and editor show of the package: codex files shipped in
 * dist, the trigger n8n pairs with the B2B Commerce app page, subtitles in words, action labels
 * without articles, plain words for what a non-developer meets, Product Search's Sort collection,
 * Plugin Data's locator, the nodes' versions and one type name for the webhook trigger.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

import type {
	INode,
	INodeProperties,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';
import { CREDENTIAL_TYPE, nodeTypes, registerNodeType, runWorkflow } from '../support/harness';
import { APP, FEED, SEARCHES, panelMatches } from '../support/searches';
import { resources } from '../../nodes/B2bCommerce/resources';
import { usePlatform } from '../support/platform';

const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	name: string;
	n8n: { nodes: string[] };
};
const action = new B2bCommerce().description;

/** Every property, options of collections and values of fixed collections included. */
function everyProperty(properties: INodeProperties[]): INodeProperties[] {
	const all: INodeProperties[] = [];
	const visit = (list: unknown[] | undefined) => {
		for (const entry of (list ?? []) as Array<Record<string, unknown>>) {
			if ('displayName' in entry && 'type' in entry) {
				all.push(entry as unknown as INodeProperties);
				visit(entry.options as unknown[] | undefined);
			} else if ('values' in entry) visit(entry.values as unknown[]);
		}
	};
	visit(properties);
	return all;
}

/** Every text a user reads in a description: display names, descriptions, hints, option names. */
function visibleTexts(properties: INodeProperties[]): string[] {
	return everyProperty(properties).flatMap((property) => [
		property.displayName,
		property.description ?? '',
		property.hint ?? '',
		...((property.options ?? []) as Array<Partial<INodePropertyOptions>>).flatMap((option) => [
			String(option.name ?? ''),
			String(option.description ?? ''),
		]),
	]);
}

for (const type of [new B2bCommerceFeedTrigger(), new B2bCommerceTrigger()]) {
	registerNodeType(`${pkg.name}.${type.description.name}`, type);
}

/** The subtitle the editor shows under a node with these parameters (n8n's expression engine). */
function subtitleOf(description: INodeTypeDescription, parameters: INode['parameters']): unknown {
	const node: INode = {
		id: 'n',
		name: 'Node',
		type: `${pkg.name}.${description.name}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(node, description.subtitle!, 'manual', {});
}

describe('codex files', () => {
	// The build (gulpfile) is what ships them: read dist/ as n8n does. npm test builds before jest;
	// building here too would race the other test files that read dist/.
	beforeAll(() => {
		if (!existsSync(join(ROOT, 'dist', 'nodes')))
			throw new Error('dist/ is missing: run npm run build before this test');
	});

	// n8n's categories (the ones its own nodes' codex files use).
	const N8N_CATEGORIES = [
		'Analytics',
		'Communication',
		'Core Nodes',
		'Data & Storage',
		'Development',
		'Finance & Accounting',
		'Marketing',
		'Miscellaneous',
		'Productivity',
		'Sales',
		'Utility',
	];

	it.each(pkg.n8n.nodes)('%s has its codex next to it in dist, naming the node', (nodeFile) => {
		const source = nodeFile.replace(/^dist\//, '').replace(/\.js$/, '.json');
		const shipped = readFileSync(join(ROOT, nodeFile.replace(/\.js$/, '.json')), 'utf8');
		expect(shipped).toBe(readFileSync(join(ROOT, source), 'utf8'));
		const codex = JSON.parse(shipped);
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const exported = require(join(ROOT, source.replace(/\.node\.json$/, '.node.ts')));
		const className = source
			.split('/')
			.pop()!
			.replace(/\.node\.json$/, '');
		const description = new (exported[className] as new () => {
			description: INodeTypeDescription;
		})().description;
		expect(codex.node).toBe(`${pkg.name}.${description.name}`);
		expect(codex.categories.length).toBeGreaterThan(0);
		expect(
			codex.categories.filter((category: string) => !N8N_CATEGORIES.includes(category)),
		).toEqual([]);
		expect(codex.alias).toEqual(expect.arrayContaining(['invoice', 'ERP', 'B2B']));
		// The package's registry page, whose README documents every node and the credential.
		expect(codex.resources.primaryDocumentation[0].url).toBe(
			'https://www.npmjs.com/package/n8n-nodes-b2b-commerce',
		);
	});
});

describe('node panel', () => {
	it('pairs B2B Commerce Trigger with the app page: its type name is the action node name plus "Trigger"', () => {
		const trigger = new B2bCommerceTrigger().description;
		// n8n's editor: trigger.name.replace('Trigger', '') === app.name, for visible types.
		expect(trigger.name.replace('Trigger', '')).toBe(action.name);
		expect(trigger.hidden).toBeUndefined();
		expect(trigger.group).toEqual(['trigger']);
		expect(trigger.displayName).toBe('B2B Commerce Trigger');
		expect(trigger.webhooks?.length).toBe(1);
		expect(pkg.n8n.nodes).toContain('dist/nodes/B2bCommerce/B2bCommerceTrigger.node.js');
		// The feed trigger keeps its own entry in the panel (n8n pairs one trigger per app).
		expect(new B2bCommerceFeedTrigger().description.hidden).toBeUndefined();
	});

	it('describes every node for search results and hover', () => {
		for (const description of [
			action,
			new B2bCommerceTrigger().description,
			new B2bCommerceFeedTrigger().description,
		]) {
			expect(description.description.length).toBeGreaterThan(40);
		}
	});

	it('search results show the description: the entries have a subcategory, not "*"', () => {
		// n8n 2.8.4's node panel (NodeItem.vue) blanks the description of an entry whose subcategory is
		// "*"; in search results an entry's subcategory is its codex's subcategories["Core Nodes"][0]
		// (transformNodeType), and only a "Core Nodes" category would list it among the core nodes.
		for (const file of ['B2bCommerce.node.json', 'B2bCommerceFeedTrigger.node.json']) {
			const codex = JSON.parse(readFileSync(join(ROOT, 'nodes', 'B2bCommerce', file), 'utf8'));
			expect(codex.subcategories?.['Core Nodes']?.[0]).toBe('B2B Commerce');
			expect(codex.categories).not.toContain('Core Nodes');
		}
	});

	it('writes action labels without articles, as n8n does ("Get complaint")', () => {
		const labels = action.properties
			.filter((property) => property.name === 'operation')
			.flatMap((property) =>
				(property.options as INodePropertyOptions[]).map((option) => option.action ?? ''),
			);
		expect(labels).toContain('Get complaint');
		expect(labels).toContain('Create or replace invoice');
		expect(labels.filter((label) => /\b(a|an|the)\b/i.test(label))).toEqual([]);
	});
});

describe('words users type find the node and the action (the browser suite types them too)', () => {
	const aliasesOf = (file: string): string[] =>
		JSON.parse(readFileSync(join(ROOT, 'nodes', 'B2bCommerce', file), 'utf8')).alias;
	// n8n's panel entry for B2B Commerce is the action node's (name and codex), its trigger merged in.
	const entries = {
		[APP]: [action.displayName, ...aliasesOf('B2bCommerce.node.json')],
		[FEED]: [
			new B2bCommerceFeedTrigger().description.displayName,
			...aliasesOf('B2bCommerceFeedTrigger.node.json'),
		],
	};
	const actionLabels = action.properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) =>
			(property.options as INodePropertyOptions[]).map((option) => option.action),
		);
	// n8n names a trigger's event entries "On <event in lower case>" ("On client logged").
	const eventEntries = (
		new B2bCommerceTrigger().description.properties.find((p) => p.name === 'events')
			?.options as INodePropertyOptions[]
	).map((option) => `On ${option.name.toLowerCase()}`);

	it.each(SEARCHES)('"$search" ($panel panel) is in the name or an alias of its entry', (s) => {
		expect(entries[s.finds ?? APP].some((text) => panelMatches(s.search, text))).toBe(true);
	});

	it.each(SEARCHES.filter((s) => s.entry))(
		'"$search" leads to "$entry", an entry of the page',
		(s) => {
			expect(s.panel === 'trigger' ? eventEntries : actionLabels).toContain(s.entry);
		},
	);

	it("the action node's aliases name every resource as the Resource list does", () => {
		const aliases = entries[APP].map((alias) => alias.toLowerCase());
		expect(resources.map((r) => r.name.toLowerCase()).filter((n) => !aliases.includes(n))).toEqual(
			[],
		);
	});

	it('the match rule is n8n\'s: characters in order, a trailing "Trigger" dropped', () => {
		expect(panelMatches('minimal price', 'minimal price')).toBe(true);
		expect(panelMatches('login', 'client logged in')).toBe(true);
		expect(panelMatches('price list', 'minimal price')).toBe(false);
		expect(panelMatches('B2B Commerce Trig', 'B2B Commerce')).toBe(true);
		expect(panelMatches('B2B Commerce Trigger', 'B2B Commerce Feed')).toBe(true);
		expect(panelMatches('Trigger', 'B2B Commerce')).toBe(false);
	});
});

describe('subtitles show words, not internal values', () => {
	it('action node: the operation and resource as the dropdowns name them', () => {
		expect(subtitleOf(action, { resource: 'invoice', operation: 'createOrReplace' })).toBe(
			'Create or Replace: Invoice',
		);
		expect(subtitleOf(action, { resource: 'goodsIssuedNote', operation: 'downloadFile' })).toBe(
			'Download File: Goods Issued Note',
		);
		expect(subtitleOf(action, { resource: 'product', operation: 'search' })).toBe(
			'Search: Product',
		);
		// n8n's own Custom API Call entry is not in the table: shown as before, not blank.
		expect(subtitleOf(action, { resource: 'invoice', operation: '__CUSTOM_API_CALL__' })).toBe(
			'__CUSTOM_API_CALL__: invoice',
		);
	});

	it('feed trigger: the feed by name', () => {
		const feed = new B2bCommerceFeedTrigger().description;
		expect(subtitleOf(feed, { feed: 'goodsIssuedNotes' })).toBe('Feed: Goods Issued Notes');
	});

	it('webhook trigger: event types in words', () => {
		const trigger = new B2bCommerceTrigger().description;
		expect(subtitleOf(trigger, { events: ['CartOpened', 'ClientLogged'] })).toBe(
			'Cart Opened, Client Logged',
		);
	});
});

describe('plain words (labels only: parameter names and values stay, so saved workflows keep working)', () => {
	const texts = [
		...visibleTexts(action.properties),
		...visibleTexts(new B2bCommerceFeedTrigger().description.properties),
		...visibleTexts(new B2bCommerceApi().properties),
	];

	it.each([
		'Max Requests in Flight',
		'Path Variant',
		'Events of type',
		'Attribute Filters',
		'Noted Variants',
		'Listed Paths',
	])('no label or description says "%s"', (jargon) => {
		expect(texts.filter((text) => text.includes(jargon))).toEqual([]);
	});

	it('keeps the names and values behind the new labels', () => {
		const credential = new B2bCommerceApi().properties.find(
			(property) => property.name === 'apiPaths',
		)!;
		expect(credential.displayName).toBe('API Paths');
		expect(
			(credential.options as INodePropertyOptions[]).map((option) => option.value).sort(),
		).toEqual(['alternative', 'auto', 'main']);
		const all = everyProperty(action.properties);
		expect(all.find((property) => property.name === 'maxInFlight')?.displayName).toBe(
			'Requests at the Same Time',
		);
		expect(all.find((property) => property.name === 'attributeFilters')?.displayName).toBe(
			'Attributes',
		);
		expect(all.find((property) => property.name === 'filtersQuery')?.displayName).toBe(
			'Attributes as Text',
		);
		const credentialPlaceholder = new B2bCommerceApi().properties.find(
			(property) => property.name === 'baseUrl',
		)?.placeholder;
		expect(credentialPlaceholder).toMatch(/^e\.g\. /);
	});

	it('feed event types say what happened', () => {
		const feed = everyProperty(new B2bCommerceFeedTrigger().description.properties);
		const complaints = feed.find(
			(property) =>
				property.name === 'eventTypes' && property.displayOptions?.show?.feed?.[0] === 'complaints',
		);
		const created = (complaints?.options as INodePropertyOptions[]).find(
			(option) => option.value === 'CREATED',
		);
		expect(created?.description).toBe(
			"When a record is created (the platform's event type CREATED)",
		);
	});
});

describe('Plugin Data', () => {
	it('Create or Replace picks the product From List (the catalogue), By ID beside it', () => {
		const product = action.properties.find(
			(property) =>
				property.name === 'productId' &&
				property.displayOptions?.show?.resource?.[0] === 'pluginData' &&
				property.displayOptions?.show?.operation?.[0] === 'createOrReplace',
		);
		expect(product?.default).toEqual({ mode: 'list', value: '' });
		expect(product?.modes?.map((mode) => mode.name)).toEqual(['list', 'id']);
		expect(product?.modes?.[0].typeOptions?.searchListMethod).toBe('searchProducts');
	});
});

describe('node versions, one type name for each node', () => {
	it('the package lists three nodes: the action, the feed trigger and the trigger', () => {
		expect(pkg.n8n.nodes).toEqual([
			'dist/nodes/B2bCommerce/B2bCommerce.node.js',
			'dist/nodes/B2bCommerce/B2bCommerceFeedTrigger.node.js',
			'dist/nodes/B2bCommerce/B2bCommerceTrigger.node.js',
		]);
	});

	it('the triggers have the one version 1; the action node 1, 2 and 3, with no default version beside them', () => {
		for (const description of [
			new B2bCommerceFeedTrigger().description,
			new B2bCommerceTrigger().description,
		]) {
			expect(description.version).toBe(1);
			expect(description.defaultVersion).toBeUndefined();
			expect(description.hidden).toBeUndefined();
		}
		// No defaultVersion: the editor creates the last version, and n8n adds Custom API Call
		// (it does so only for a node whose default version is unset or its only version).
		expect(action.version).toEqual([1, 2, 3]);
		expect(action.defaultVersion).toBeUndefined();
		expect(action.hidden).toBeUndefined();
	});

	it('only Resource and the Operation of resources that open on Get are shown by node version (their defaults differ)', () => {
		const keyed = everyProperty(action.properties).filter(
			(property) =>
				property.displayOptions?.show?.['@version'] !== undefined ||
				property.displayOptions?.hide?.['@version'] !== undefined,
		);
		expect(
			keyed.map((property) => [
				property.name,
				property.displayOptions?.show?.resource,
				property.default,
			]),
		).toEqual([
			['resource', undefined, 'invoice'],
			['resource', undefined, 'cart'],
			['operation', ['fiscalReceiptCorrection'], 'create'],
			['operation', ['fiscalReceiptCorrection'], 'get'],
			['operation', ['goodsIssuedNote'], 'createOrReplace'],
			['operation', ['goodsIssuedNote'], 'get'],
			['operation', ['goodsReceivedNote'], 'createOrReplace'],
			['operation', ['goodsReceivedNote'], 'get'],
			['operation', ['invoice'], 'createOrReplace'],
			['operation', ['invoice'], 'get'],
			['operation', ['invoiceCorrection'], 'create'],
			['operation', ['invoiceCorrection'], 'get'],
			['operation', ['operator'], 'create'],
			['operation', ['operator'], 'get'],
			['operation', ['pluginData'], 'createOrReplace'],
			['operation', ['pluginData'], 'get'],
			['operation', ['segment'], 'create'],
			['operation', ['segment'], 'get'],
			['operation', ['webhook'], 'create'],
			['operation', ['webhook'], 'get'],
		]);
	});
});

describe('Product Search: Sort in its own collection', () => {
	const fx = usePlatform();

	async function search(parameters: INode['parameters']) {
		return await runWorkflow({
			nodes: [
				{
					id: 'b2b',
					name: 'B2B Commerce',
					type: 'n8n-nodes-b2b-commerce.b2bCommerce',
					typeVersion: 1,
					position: [0, 0],
					parameters: {
						resource: 'product',
						operation: 'search',
						returnAll: false,
						limit: 3,
						...parameters,
					},
					credentials: { [CREDENTIAL_TYPE]: { id: '1', name: 'B2B' } },
				},
			],
			connections: {},
			credentials: fx.credentials(),
			resultNode: 'B2B Commerce',
		});
	}

	it('the search shows Sort and no Options collection', () => {
		const shown = (name: string) =>
			action.properties.find(
				(property) =>
					property.name === name && property.displayOptions?.show?.operation?.[0] === 'search',
			);
		expect(shown('sort')?.type).toBe('collection');
		expect(shown('options')).toBeUndefined();
	});

	it('sends the sort of the Sort collection', async () => {
		const { error, output } = await search({ sort: { sortCriteria: 'NAME_ASC' } });
		expect(error).toBeUndefined();
		expect(output.length).toBeGreaterThan(0);
		expect(fx.platform.control.requests()[0].query.sortCriteria).toBe('NAME_ASC');
	});

	it('ignores a stray Options sort (not a parameter of the search)', async () => {
		const { error } = await search({ options: { sortCriteria: 'NAME_DESC' } });
		expect(error).toBeUndefined();
		expect(fx.platform.control.requests()[0].query.sortCriteria).toBeUndefined();
	});
});
