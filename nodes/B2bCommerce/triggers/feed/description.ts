/** The Feed Trigger's parameters: the feed, its event types, where to start, and the options. */
import type { INodeProperties, NodeParameterValueType } from 'n8n-workflow';

import type { FeedDef } from './feeds';
import { FEED_CONTEXTS, FEEDS } from './feeds';
import { optionsCollection } from '../../engine/fields';
import { timeoutOption } from '../../transport/timeout';

/** Value of the Event Types entry that stands for every type the spec does not list. */
export const OTHER_TYPES = '__other__';

/** The largest "Max Events per Poll" and "Page Size". */
export const MAX_EVENTS_LIMIT = 10_000;
export const PAGE_SIZE_LIMIT = 1000;

/** An event type code as words: CREATED is Created, GoodsIssuedNoteCreated is Goods Issued Note Created. */
function typeName(code: string): string {
	return code
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.split(' ')
		.map((word) => word.charAt(0) + word.slice(1).toLowerCase())
		.join(' ');
}

/** What an event type means, in words: CREATED, CREATE, GoodsIssuedNoteCreated are "created". */
function typeVerb(code: string): string {
	if (/creat/i.test(code)) return 'created';
	if (/updat/i.test(code)) return 'updated';
	if (/delet/i.test(code)) return 'deleted';
	return typeName(code).toLowerCase();
}

const CONTEXT_NAMES: Record<(typeof FEED_CONTEXTS)[number], string> = {
	APPLICATION: 'Application',
	BACKOFFICE: 'Back Office',
	INTEGRATIONS: 'Integrations',
	INTERNAL: 'Internal',
};

function eventTypesProperty(feed: FeedDef): INodeProperties {
	const known = feed.knownTypes.map((type) => ({
		name: typeName(type),
		value: type,
		description: `When a record is ${typeVerb(type)} (the platform's event type ${type})`,
	}));
	const other = {
		name: 'Any Other Type',
		value: OTHER_TYPES,
		description: 'Types the platform may send that the API documentation does not list',
	};
	return {
		displayName: 'Event Types',
		name: 'eventTypes',
		type: 'multiOptions',
		default: [],
		displayOptions: { show: { feed: [feed.value] } },
		options: [other, ...known].sort((a, b) => a.name.localeCompare(b.name)),
		description:
			'Which events start the workflow. Leave empty for all events, including types not listed here.',
	};
}

/** The members of Options. */
const optionFields: INodeProperties[] = [
	{
		displayName: 'Contexts',
		name: 'contexts',
		type: 'multiOptions',
		default: [],
		displayOptions: { show: { '/feed': ['operators', 'segments'] } },
		options: FEED_CONTEXTS.map((context) => ({
			name: CONTEXT_NAMES[context],
			value: context,
			description: `Changes made in the ${CONTEXT_NAMES[context].toLowerCase()} context (${context})`,
		})),
		description:
			"Only events from these contexts. Leave empty for the platform's default (for segments: all four).",
	},
	{
		displayName: 'Max Events per Poll',
		name: 'maxEvents',
		type: 'number',
		default: 500,
		typeOptions: { minValue: 1, maxValue: MAX_EVENTS_LIMIT },
		description:
			'The most events one poll turns into items. A bigger backlog is read over the next polls. A poll stops between pages, so it may pass this number by less than one page.',
	},
	{
		displayName: 'Page Size',
		name: 'pageSize',
		type: 'number',
		default: 100,
		typeOptions: { minValue: 1, maxValue: PAGE_SIZE_LIMIT },
		displayOptions: { show: { '/feed': ['complaints'] } },
		description: "How many events to ask for per request (the feed's limit parameter)",
	},
	timeoutOption,
];

export const properties: INodeProperties[] = [
	{
		displayName: 'Feed',
		name: 'feed',
		type: 'options',
		required: true,
		default: 'complaints',
		options: FEEDS.map((feed) => ({
			name: feed.name,
			value: feed.value,
			description: feed.description,
		})),
		description: 'Which changes on the platform start the workflow',
	},
	...FEEDS.map(eventTypesProperty),
	{
		displayName: 'Include Record',
		name: 'includeRecord',
		type: 'boolean',
		default: true,
		description:
			'Whether to read the changed record (the complaint, note, operator or segment) and add it to the item as "record"',
	},
	{
		displayName: 'Start From',
		name: 'startFrom',
		type: 'options',
		default: 'now',
		options: [
			{
				name: 'Event ID',
				value: 'id',
				description: 'Events from a position in the feed that you give',
			},
			{
				name: 'Now',
				value: 'now',
				description: 'Only events after the workflow goes live',
			},
			{
				name: 'The Beginning',
				value: 'beginning',
				description: 'Every event the feed still holds, oldest first',
			},
		],
		description:
			'Where to start reading the first time the workflow goes live (activated, or published in newer n8n). Later polls go on from where the last one stopped; changing this setting starts over.',
	},
	{
		displayName: 'Start Event ID',
		name: 'startId',
		type: 'number',
		required: true,
		default: 0,
		typeOptions: { minValue: 0 },
		displayOptions: { show: { startFrom: ['id'] } },
		description: "Position in the feed to start reading at (the feed's startId)",
	},
	optionsCollection(optionFields),
];

/** A parameter's default as the editor shows it (Options included): a poll's fallback when unset. */
export function defaultOf(name: string): NodeParameterValueType | undefined {
	return [...properties, ...optionFields].find((property) => property.name === name)?.default;
}
