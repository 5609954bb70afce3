import type { INodeTypeDescription } from 'n8n-workflow';

import { B2bCommerceWebhookTrigger } from './B2bCommerceWebhookTrigger.node';

/**
 * "B2B Commerce Trigger": the webhook trigger under the name n8n's node panel pairs with the
 * action node. n8n lists a trigger on an app's page only when its type name is the app's plus
 * "Trigger" (b2bCommerce + Trigger); b2bCommerceWebhookTrigger never matched, so the B2B
 * Commerce page said "No B2B Commerce Triggers available". Same parameters, activation and
 * events as the webhook trigger, which stays loadable (hidden from the panel) so that saved
 * workflows keep running. The feed trigger keeps its own entry: n8n pairs one trigger per app.
 */
export class B2bCommerceTrigger extends B2bCommerceWebhookTrigger {
	description: INodeTypeDescription = {
		...new B2bCommerceWebhookTrigger().description,
		hidden: undefined,
		displayName: 'B2B Commerce Trigger',
		name: 'b2bCommerceTrigger',
		// n8n's panel shows a paired trigger's description on the app's entry (app.description =
		// trigger.description), so it speaks for the actions too.
		description:
			'Invoices, goods notes, products and more on the B2B commerce platform; starts workflows when a cart or an offer is opened or a client logs in',
		defaults: { name: 'B2B Commerce Trigger' },
	};
}
