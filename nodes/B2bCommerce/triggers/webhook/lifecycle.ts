/**
 * Registration of the trigger's platform webhooks: checkExists / create / delete.
 *
 * One platform webhook per chosen event type (a platform webhook has a single type), each with
 * its own HTTP_BASIC username and password, kept in the node's static data:
 * `{ registrations: [{ type, id, username, password }] }`.
 */
import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { isRecord } from '../../transport/types';
import { asNodeError } from '../../transport/errors';
import type { TransportScope } from '../../transport/scope';
import { callOperation } from '../../engine/pipeline';
import { generateBasicCredentials } from './basicAuth';
import { create as createWebhook } from '../../resources/webhook/create.operation';
import { deleteWebhook } from '../../resources/webhook/delete.operation';
import { get } from '../../resources/webhook/get.operation';
import { getAll } from '../../resources/webhook/getAll.operation';
import { getTypes } from '../../resources/webhook/getTypes.operation';
import { exchangeNames } from '../../resources/webhook/types';

export interface Registration {
	type: string;
	id: string;
	username: string;
	password: string;
}

const REGISTRATION_KEYS = ['type', 'id', 'username', 'password'] as const;

interface TriggerStaticData extends IDataObject {
	registrations?: Registration[];
}

/** Longest part of a workflow name we put into a webhook name. */
const MAX_WORKFLOW_NAME = 80;

type HookOrWebhook = Pick<IHookFunctions, 'getWorkflowStaticData'>;

/** The stored registrations as plain objects (static data is an observed proxy). */
export function readRegistrations(fn: HookOrWebhook): Registration[] {
	const data = fn.getWorkflowStaticData('node') as TriggerStaticData;
	const list = Array.isArray(data.registrations) ? data.registrations : [];
	return list
		.map((entry) => ({ ...entry }))
		.filter((entry): entry is Registration =>
			REGISTRATION_KEYS.every((key) => typeof entry[key] === 'string'),
		);
}

function writeRegistrations(fn: HookOrWebhook, registrations: Registration[]): void {
	const data = fn.getWorkflowStaticData('node') as TriggerStaticData;
	if (registrations.length > 0) data.registrations = registrations;
	else delete data.registrations;
}

/** The event types in the Events parameter: trimmed, without blanks or duplicates. */
export function subscribedEvents(fn: IHookFunctions | IWebhookFunctions): string[] {
	const raw = fn.getNodeParameter('events', []) as unknown;
	const list = (Array.isArray(raw) ? (raw as unknown[]) : [raw])
		.filter((value): value is string => typeof value === 'string')
		.map((value) => value.trim())
		.filter((value) => value !== '');
	return [...new Set(list)];
}

/** The chosen event types; at least one. */
function chosenEvents(fn: IHookFunctions): string[] {
	const events = subscribedEvents(fn);
	if (events.length === 0) {
		throw new NodeOperationError(fn.getNode(), 'No event chosen', {
			description:
				'Choose at least one event in "Events" before the workflow goes live (activated, or published in newer n8n).',
		});
	}
	return events;
}

function callbackUrl(fn: IHookFunctions): string {
	const url = fn.getNodeWebhookUrl('default');
	if (!url) {
		throw new NodeOperationError(fn.getNode(), 'n8n gave no webhook URL for this node');
	}
	return url;
}

/**
 * Identifies the webhooks this node registered: the node's webhook ID (stable across renames,
 * unique per node), or the workflow and node IDs when n8n gave none.
 */
function markerOf(fn: IHookFunctions): string {
	const node = fn.getNode();
	const key = node.webhookId ?? `${fn.getWorkflow().id ?? 'workflow'}-${node.id}`;
	return `#${key}`;
}

function webhookName(fn: IHookFunctions, type: string): string {
	const workflowName = (fn.getWorkflow().name ?? 'Workflow').slice(0, MAX_WORKFLOW_NAME);
	return `n8n: ${workflowName} / ${fn.getNode().name} (${type}) ${markerOf(fn)}`;
}

/** Whether a platform failure says the record is not there (by status, never by text). */
function isNotFound(error: unknown): boolean {
	return error instanceof NodeApiError && error.httpCode === '404';
}

/** Deletes one platform webhook; a webhook that is already gone counts as removed. */
async function removeWebhook(fn: IHookFunctions, id: string, scope: TransportScope): Promise<void> {
	try {
		await callOperation(fn, deleteWebhook, { webhookId: id }, scope);
	} catch (error) {
		if (!isNotFound(error)) throw asNodeError(fn, error);
	}
}

type Failure = { registration: Registration; error: Error };

/** Tries to remove every one of `registrations`; returns those the platform did not remove. */
async function removeEach(
	fn: IHookFunctions,
	registrations: Registration[],
	scope: TransportScope,
): Promise<Failure[]> {
	const failures: Failure[] = [];
	for (const registration of registrations) {
		try {
			await removeWebhook(fn, registration.id, scope);
		} catch (error) {
			failures.push({ registration, error: asNodeError(fn, error) });
		}
	}
	return failures;
}

const failureText = ({ registration, error }: Failure): string =>
	`${registration.type} (${registration.id}): ${error.message}`;

/** The exchange name of every chosen type; a type the platform does not offer fails activation. */
async function exchangeNamesOf(
	fn: IHookFunctions,
	events: string[],
	scope: TransportScope,
): Promise<Map<string, string>> {
	const { found, offered } = await exchangeNames(
		events,
		async () => await callOperation(fn, getTypes, {}, scope),
	);
	const missing = events.filter((event) => !found.has(event));
	if (missing.length > 0) {
		throw new NodeOperationError(
			fn.getNode(),
			`The platform does not offer the event ${missing.join(', ')}`,
			{
				description: `Events there are: ${offered.join(', ')}. Choose events from the list in "Events".`,
			},
		);
	}
	return found;
}

function sameRegistration(
	record: IDataObject | undefined,
	registration: Registration,
	url: string,
): boolean {
	if (!record || typeof record !== 'object') return false;
	const type = record.webhookType as IDataObject | undefined;
	const auth = record.callbackAuthentication as IDataObject | undefined;
	return (
		record.callbackUrl === url &&
		type?.name === registration.type &&
		record.status === 'ACTIVE' &&
		auth?.type === 'HTTP_BASIC' &&
		// The platform may leave the secrets out of a read: compare what it shows.
		(typeof auth.username !== 'string' || auth.username === registration.username) &&
		(typeof auth.password !== 'string' || auth.password === registration.password)
	);
}

/**
 * True when every chosen type has its stored webhook on the platform, active, with our URL,
 * type and credentials, and nothing else is stored. Otherwise false, and n8n calls `create`,
 * which cleans up before registering anew.
 */
export async function checkExists(this: IHookFunctions, scope: TransportScope): Promise<boolean> {
	const events = chosenEvents(this);
	const url = callbackUrl(this);
	const stored = readRegistrations(this);
	if (stored.length !== events.length) return false;
	for (const event of events) {
		const registration = stored.find((entry) => entry.type === event);
		if (!registration) return false;
		let record: IDataObject | undefined;
		try {
			record = (await callOperation(this, get, { webhookId: registration.id }, scope)) as
				| IDataObject
				| undefined;
		} catch (error) {
			if (isNotFound(error)) return false;
			throw asNodeError(this, error);
		}
		if (!sameRegistration(record, registration, url)) return false;
	}
	return true;
}

/**
 * Removes orphans: webhooks with this node's marker and callback URL that static data lost track
 * of (n8n stopped between registering and saving, or an answer to a create was lost).
 */
async function removeOrphans(
	fn: IHookFunctions,
	url: string,
	scope: TransportScope,
): Promise<void> {
	const marker = markerOf(fn);
	const existing = (await callOperation(fn, getAll, { returnAll: true }, scope)) as unknown[];
	for (const webhook of existing) {
		if (!isRecord(webhook)) continue;
		const ours =
			typeof webhook.name === 'string' &&
			webhook.name.includes(marker) &&
			webhook.callbackUrl === url;
		if (ours && typeof webhook.id === 'string') await removeWebhook(fn, webhook.id, scope);
	}
}

/**
 * Removes what this node registered before (the stored webhooks, and orphans: removeOrphans),
 * then registers one webhook per chosen type. A failure part-way removes the webhooks this call
 * created.
 */
export async function create(this: IHookFunctions, scope: TransportScope): Promise<boolean> {
	const events = chosenEvents(this);
	const url = callbackUrl(this);
	const names = await exchangeNamesOf(this, events, scope);

	const stored = readRegistrations(this);
	for (const registration of stored) await removeWebhook(this, registration.id, scope);
	writeRegistrations(this, []);
	await removeOrphans(this, url, scope);

	const created: Registration[] = [];
	try {
		for (const event of events) {
			const { username, password } = generateBasicCredentials();
			const response = (await callOperation(
				this,
				createWebhook,
				{
					name: webhookName(this, event),
					status: 'ACTIVE',
					webhookType: event,
					exchangeName: names.get(event),
					callbackUrl: url,
					authentication: 'HTTP_BASIC',
					username,
					password,
				},
				scope,
			)) as IDataObject | undefined;
			const id = response?.id;
			if (typeof id !== 'string' || id === '') {
				throw new NodeOperationError(
					this.getNode(),
					`The platform gave no ID for the ${event} webhook`,
					{
						description: `It answered ${JSON.stringify(response ?? null).slice(0, 200)}. If a webhook was created anyway, it is removed the next time the workflow goes live.`,
					},
				);
			}
			created.push({ type: event, id, username, password });
		}
	} catch (error) {
		const left = (await removeEach(this, created, scope)).map(failureText);
		const reported = asNodeError(this, error);
		if (left.length > 0) {
			reported.description =
				`${reported.description ?? ''} These webhooks could not be removed again; they are removed the next time the workflow goes live: ${left.join('; ')}`.trim();
		}
		throw reported;
	}
	writeRegistrations(this, created);
	return true;
}

/**
 * Removes every webhook this node registered, and orphans of its own. One already gone is fine;
 * any other failure is reported after trying the rest, and the webhooks not removed stay in
 * static data.
 */
export async function remove(this: IHookFunctions, scope: TransportScope): Promise<boolean> {
	const stored = readRegistrations(this);
	const failures = await removeEach(this, stored, scope);
	const kept = failures.map(({ registration }) => registration);
	writeRegistrations(this, kept);
	if (failures.length === 0) await removeOrphans(this, callbackUrl(this), scope);
	if (failures.length === 1) throw failures[0].error;
	if (failures.length > 1) {
		throw new NodeOperationError(
			this.getNode(),
			`The platform did not remove ${failures.length} of ${stored.length} webhooks`,
			{ description: failures.map(failureText).join('\n') },
		);
	}
	return true;
}
