/** The webhook types, shared by the webhook resource, its search and the webhook trigger. */
import type { IDataObject } from 'n8n-workflow';

/** The webhook types the spec names, with their exchange names. */
export const KNOWN_WEBHOOK_TYPES: Array<WebhookType & { description: string }> = [
	{
		name: 'CartOpened',
		exchangeName: 'p-u-o-m-e-c-cartopened-klient',
		description: 'A user opened a cart',
	},
	{
		name: 'ClientLogged',
		exchangeName: 'p-u-o-m-e-c-clientlogged-klient',
		description:
			'A user logged into the platform (sent again on activity after 30 minutes without any)',
	},
	{
		name: 'OfferOpened',
		exchangeName: 'p-u-o-m-e-o-offeropened-klient',
		description:
			'A user opened an offer in the back office (sent again for each other offer opened)',
	},
];

/** A webhook type as the platform writes it. */
interface WebhookType {
	name: string;
	exchangeName: string;
}

/** The named types of a platform answer to the type list; anything else in it is skipped. */
export function listedWebhookTypes(
	listed: unknown,
): Array<{ name: string; exchangeName?: string }> {
	return (Array.isArray(listed) ? (listed as unknown[]) : []).filter(
		(type): type is { name: string; exchangeName?: string } =>
			typeof (type as IDataObject)?.name === 'string' && (type as IDataObject).name !== '',
	);
}

/** Whether some of the types are not the spec's, so only the platform's list can name them. */
export function needsTypeList(names: string[]): boolean {
	return names.some((name) => !KNOWN_WEBHOOK_TYPES.some((known) => known.name === name));
}

/**
 * The exchange name of each type: the spec's for the types it names, the platform's type list
 * (`listed`, its answer when it was asked) for the rest. Types found nowhere are missing from
 * `found`; `offered` names every type there is, for the message that says so.
 */
export function exchangeNamesIn(
	names: string[],
	listed?: unknown,
): { found: Map<string, string>; offered: string[] } {
	const found = new Map<string, string>();
	const offered = KNOWN_WEBHOOK_TYPES.map((type) => type.name);
	for (const known of KNOWN_WEBHOOK_TYPES) {
		if (names.includes(known.name)) found.set(known.name, known.exchangeName);
	}
	for (const type of listedWebhookTypes(listed)) {
		if (!offered.includes(type.name)) offered.push(type.name);
		if (
			names.includes(type.name) &&
			!found.has(type.name) &&
			typeof type.exchangeName === 'string'
		) {
			found.set(type.name, type.exchangeName);
		}
	}
	return { found, offered };
}

/** exchangeNamesIn, the platform's type list asked only when a type is not one of the spec's. */
export async function exchangeNames(
	names: string[],
	listTypes: () => Promise<unknown>,
): Promise<{ found: Map<string, string>; offered: string[] }> {
	return exchangeNamesIn(names, needsTypeList(names) ? await listTypes() : undefined);
}
