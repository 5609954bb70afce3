/**
 * What users type in n8n's node panel, and what each search must find: the entry among the
 * results and, where given, the entry its page lists (an action of B2B Commerce, or an event of
 * the webhook trigger, which n8n shows on the B2B Commerce page). The browser suite types them on
 * both n8n lines (test/browser/scenarios/panel.ts); test/node/nodePanel.test.ts checks them
 * against the codex aliases and the action labels with n8n's matching rule, without n8n.
 */

/** n8n shows the action node and its "<name> Trigger" as one entry, under the action node's name. */
export const APP = 'B2B Commerce';
/** The feed trigger has a type name of its own, so it is an entry of its own. */
export const FEED = 'B2B Commerce Feed Trigger';

export interface Search {
	search: string;
	/** The trigger panel of an empty canvas, or the panel after the trigger. */
	panel: 'trigger' | 'action';
	/** The entry the search lists among the first 5 results (APP unless given). */
	finds?: typeof APP | typeof FEED;
	/** The entry the found node's page lists: an action label, or "On <event>" for the trigger. */
	entry?: string;
}

/**
 * In the order the browser types them: trigger panel first ("B2B Commerce Trigger" adds the
 * webhook trigger, after which the panel offers actions).
 */
export const SEARCHES: Search[] = [
	{ search: 'webhook', panel: 'trigger' },
	{ search: 'cart', panel: 'trigger', entry: 'On cart opened' },
	{ search: 'client logged', panel: 'trigger', entry: 'On client logged' },
	{ search: 'client login', panel: 'trigger', entry: 'On client logged' },
	{ search: 'login', panel: 'trigger', entry: 'On client logged' },
	{ search: 'complaint', panel: 'trigger', finds: FEED },
	{ search: 'new goods received note', panel: 'trigger', finds: FEED },
	{ search: 'B2B Commerce Trigger', panel: 'trigger' },
	{ search: 'B2B Commerce', panel: 'action' },
	{ search: 'cart', panel: 'action', entry: 'Add product to cart' },
	{ search: 'invoice', panel: 'action' },
	{ search: 'get invoice', panel: 'action', entry: 'Get invoice' },
	{ search: 'create invoice', panel: 'action', entry: 'Create or replace invoice' },
	{ search: 'complaint', panel: 'action', entry: 'Get complaint' },
	{ search: 'invoice correction', panel: 'action', entry: 'Create invoice correction' },
	{ search: 'get invoice correction', panel: 'action', entry: 'Get invoice correction' },
	{ search: 'credit note', panel: 'action', entry: 'Create invoice correction' },
	{ search: 'minimal price', panel: 'action', entry: 'Get minimal prices of SKU' },
	{ search: 'price list', panel: 'action', entry: 'Assign price list to client' },
	{ search: 'plugin data', panel: 'action', entry: 'Get plugin data of product' },
	{ search: 'delivery note', panel: 'action', entry: 'Get goods issued note' },
];

/**
 * Whether n8n's node panel lists an entry named `text` (its display name or one of its codex
 * aliases) for `search`: every character of the search, in order, is in the text, ignoring case
 * (sublimeSearch's first test, fuzzyMatchSimple; the score only orders the results). A last word
 * that "trigger" starts with is dropped first (removeTrailingTrigger). Both lines, 2.8.4 and 2.41.
 */
export function panelMatches(search: string, text: string): boolean {
	const words = search.split(' ');
	const wanted = (
		words.length > 1 && 'trigger'.startsWith(words[words.length - 1].toLowerCase())
			? words.slice(0, -1).join(' ').trimEnd()
			: search
	).toLowerCase();
	let at = 0;
	for (const char of text.toLowerCase()) if (char === wanted[at]) at++;
	return wanted.length > 0 && at === wanted.length;
}
