import type { IDataObject } from 'n8n-workflow';

import type { Operation, Resource } from '../../engine/operation';
import { findOperation } from '../../engine/operation';
import { complaint } from '../../resources/complaint';
import { RMA_API } from '../../resources/complaint/paths';
import { goodsIssuedNote } from '../../resources/goodsIssuedNote';
import { GOODS_ISSUED_NOTES } from '../../resources/goodsIssuedNote/paths';
import { goodsReceivedNote } from '../../resources/goodsReceivedNote';
import {
	ACCOUNT_FEED as ACCOUNT_GRN_FEED,
	GOODS_RECEIVED_NOTES,
} from '../../resources/goodsReceivedNote/paths';
import { operator } from '../../resources/operator';
import { OPERATORS_SAMPLE, OPERATORS_TEXT } from '../../resources/operator/paths';
import { segment } from '../../resources/segment';
import { SEGMENTS } from '../../resources/segment/paths';
import type { Endpoint } from '../../transport/types';

/** Where a feed is read: every feed is a GET. */
const feedAt = (key: string, ...paths: string[]): Endpoint => ({ key, method: 'GET', paths });

/** A resource's Get operation: the feed trigger reads the record an event names with it. */
const getOf = (resource: Resource): Operation => findOperation([resource], resource.value, 'get');

/**
 * The platform's five synchronization feeds as data: where each is read, what its events look
 * like, and how to read the record an event names. The feed trigger reads everything from here.
 *
 * A feed call takes `startId` and answers `{nextId, events}`; the next call starts at `nextId`.
 */

type FeedName = 'complaints' | 'goodsIssuedNotes' | 'goodsReceivedNotes' | 'operators' | 'segments';

/** Event contexts of the operator and segment feeds (the spec's default list for segments). */
export const FEED_CONTEXTS = ['APPLICATION', 'BACKOFFICE', 'INTEGRATIONS', 'INTERNAL'] as const;

export interface FeedDef {
	value: FeedName;
	/** Shown in the Feed dropdown, and in lower case in messages ("the goods issued notes feed"). */
	name: string;
	description: string;
	endpoint: Endpoint;
	/**
	 * An alternative path that may serve ANOTHER feed: tried only with the credential's API Paths on
	 * Auto, only when `endpoint`'s route is missing (404/405), on every poll anew (never
	 * remembered), and its events must carry `idField`.
	 */
	suspectVariant?: Endpoint;
	/** The event member that names the changed record. */
	idField: string;
	/** Event types the spec lists; the platform may send others. */
	knownTypes: string[];
	/** Whether the feed takes `contexts` (a list of event contexts); default no. */
	contexts?: boolean;
	/** Whether the feed takes `limit` (events per call); default no. */
	limit?: boolean;
	/** How to read the record an event names. */
	record: {
		/** The resource's Get operation (the action node's), called through callOperation. */
		operation: Operation;
		/** Its input for the ID an event names. */
		input: (id: string) => IDataObject;
	};
	/** What a user can do on the platform to make an event, for the "no events yet" message. */
	example: string;
}

export const FEEDS: FeedDef[] = [
	{
		value: 'complaints',
		name: 'Complaints',
		description: 'A complaint was filed',
		endpoint: feedAt('complaint.feed', `${RMA_API}/complaints/synchronization`),
		idField: 'complaintId',
		knownTypes: ['CREATED'],
		limit: true,
		record: { operation: getOf(complaint), input: (id) => ({ complaintId: id }) },
		example: 'file a complaint as a customer',
	},
	{
		value: 'goodsIssuedNotes',
		name: 'Goods Issued Notes',
		description: 'A goods issued note was created',
		// The table path comes from the spec's sample request; the text gives the goods RECEIVED
		// notes feed path "for this feed as well". A remembered fallback to that path would keep
		// reading goods received note events (or, past their end, nothing at all) after one missing
		// route, so it is a suspect variant: tried afresh each time, and its events are checked.
		endpoint: feedAt('goodsIssuedNote.feed', `${GOODS_ISSUED_NOTES}/synchronization`),
		suspectVariant: feedAt('goodsIssuedNote.feed.textVariant', ACCOUNT_GRN_FEED),
		idField: 'goodsIssuedNoteNumber',
		knownTypes: ['GoodsIssuedNoteCreated'],
		record: { operation: getOf(goodsIssuedNote), input: (id) => ({ number: id }) },
		example: 'add a goods issued note',
	},
	{
		value: 'goodsReceivedNotes',
		name: 'Goods Received Notes',
		description: 'A goods received note was created',
		endpoint: feedAt(
			'goodsReceivedNote.feed',
			`${GOODS_RECEIVED_NOTES}/synchronization`,
			ACCOUNT_GRN_FEED,
		),
		idField: 'goodsReceivedNoteNumber',
		knownTypes: ['GoodsReceivedNoteCreated'],
		record: { operation: getOf(goodsReceivedNote), input: (id) => ({ number: id }) },
		example: 'add a goods received note',
	},
	{
		value: 'operators',
		name: 'Operators',
		description: 'A back-office operator was created',
		endpoint: feedAt(
			'operator.feed',
			`${OPERATORS_TEXT}/synchronization`,
			`${OPERATORS_SAMPLE}/synchronization`,
		),
		idField: 'operatorId',
		knownTypes: ['CREATE'],
		contexts: true,
		record: { operation: getOf(operator), input: (id) => ({ operatorId: id }) },
		example: 'add an operator in the back office',
	},
	{
		value: 'segments',
		name: 'Segments',
		description: 'A customer segment was created, updated or deleted',
		endpoint: feedAt('segment.feed', `${SEGMENTS}/synchronization`),
		idField: 'segmentId',
		knownTypes: ['CREATE', 'DELETE', 'UPDATE'],
		contexts: true,
		record: { operation: getOf(segment), input: (id) => ({ segmentId: id }) },
		example: 'create or rename a customer segment',
	},
];

/** A feed as messages name it: "the goods issued notes feed". */
export const feedLabel = (feed: FeedDef): string => feed.name.toLowerCase();

export function feedByName(name: string): FeedDef | undefined {
	return FEEDS.find((feed) => feed.value === name);
}

/** The feed whose events carry this member, if any: used to name a feed that answered in another's place. */
export function feedOfEvent(event: IDataObject): FeedDef | undefined {
	return FEEDS.find((feed) => event[feed.idField] !== undefined && event[feed.idField] !== null);
}
