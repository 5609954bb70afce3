/** The request bodies of the webhook operations, with the webhook type resolved. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { AuthenticationInput, ExampleInput, WebhookInput } from './fields';
import { exchangeNamesIn, needsTypeList } from './types';
import { endpointOf } from '../../engine/operation';
import { getTypes } from './getTypes.operation';
import { nodeParameter } from '../../engine/parameters';
import { foundProblem } from '../../engine/refusal';
import { runContext } from '../../engine/run';
import type { RunScope } from '../../engine/scope';
import { perRun } from '../../engine/scope';

/** The platform's answer to the list of webhook types, or its error: asked at most once per run. */
const typeList = perRun((): { answer?: unknown; error?: unknown } => ({}));

/** Whether a type or exchange name is set: text that is not blank. */
const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Before any item is read (the operations' `prepare`): the platform's type list, asked once
 * when an item names a type the spec does not. A GET: nothing is written while items are read,
 * and each item's check (withExchangeName) then names an unknown type with its other problems.
 * `collection` holds the Exchange Name field.
 */
export function listTypesIfNeeded(collection: 'additionalFields' | 'updateFields') {
	return async (fn: IExecuteFunctions, scope: RunScope): Promise<void> => {
		const first = fn.getInputData().findIndex((_, itemIndex) => {
			try {
				const type = nodeParameter(fn, 'webhookType', itemIndex, '');
				const exchangeName = nodeParameter(fn, `${collection}.exchangeName`, itemIndex, '');
				return given(type) && !given(exchangeName) && needsTypeList([type.trim()]);
			} catch {
				return false; // reading the item names that problem
			}
		});
		if (first === -1) return;
		try {
			typeList(scope).answer = await runContext(scope, first).send(endpointOf(getTypes));
		} catch (error) {
			typeList(scope).error = error;
		}
	};
}

/**
 * One item's input (the operations' `readInput`), its type checked before anything is sent: its
 * exchange name, kept in the input for the request, comes from the user, else from the spec's
 * mapping, else from the platform's list of types; a type found nowhere is a FoundProblem.
 */
export function withExchangeName(
	fn: IExecuteFunctions,
	itemIndex: number,
	read: () => IDataObject,
	scope: RunScope,
): IDataObject {
	const raw = read();
	if (!given(raw.webhookType) || given(raw.exchangeName)) return raw;
	const type = raw.webhookType.trim();
	const listed = typeList(scope);
	if ('error' in listed) throw listed.error;
	const { found, offered } = exchangeNamesIn([type], listed.answer);
	const exchangeName = found.get(type);
	if (exchangeName) return { ...raw, exchangeName };
	const message = `"Webhook Type Name or ID": ${type} is not a webhook type the platform knows`;
	const detail = `${message}: choose one of ${offered.join(', ')}, or set its "Exchange Name" under "Additional Fields" (or "Update Fields")`;
	return { ...raw, webhookType: foundProblem(fn.getNode(), itemIndex, message, detail) };
}

function callbackAuthentication(input: AuthenticationInput): IDataObject {
	return input.authentication === 'HTTP_BASIC'
		? { type: 'HTTP_BASIC', username: input.username, password: input.password }
		: { type: 'NONE' };
}

/** What we show of a webhook we wrote: everything but the callback password. */
export function withoutPassword(body: IDataObject): IDataObject {
	const auth = { ...(body.callbackAuthentication as IDataObject) };
	delete auth.password;
	return { ...body, callbackAuthentication: auth };
}

/** The body of Create and Update. */
export function webhookBody(input: WebhookInput): IDataObject {
	return { name: input.name, status: input.status, ...callbackBody(input) };
}

/**
 * The type, callback URL and authentication: Send Example's body, and the rest of Create's and
 * Update's. The type's exchange name is known by then: the item's read resolved it
 * (withExchangeName), or the caller gave it (the webhook trigger).
 */
export function callbackBody(input: ExampleInput): IDataObject {
	return {
		webhookType: { name: input.webhookType, exchangeName: input.exchangeName },
		callbackUrl: input.callbackUrl,
		callbackAuthentication: callbackAuthentication(input),
	};
}

export function parseRequestBody(raw: unknown): unknown {
	if (typeof raw !== 'string') return raw;
	try {
		return JSON.parse(raw);
	} catch {
		return raw;
	}
}
