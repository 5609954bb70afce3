import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { checkExists, create, remove } from './triggers/webhook/lifecycle';
import { typeOption } from './methods/webhooks';
import { KNOWN_WEBHOOK_TYPES } from './resources/webhook/types';
import { receive } from './triggers/webhook/receive';
import { TransportScope } from './transport/scope';
import { timeoutOption } from './transport/timeout';
import { CREDENTIAL_TYPE } from './transport/types';
import { replayOptions } from './triggers/webhook/replay';
import { optionsCollection } from './engine/fields';

export class B2bCommerceTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'B2B Commerce Trigger',
		// n8n's node panel lists a trigger on an app's page when its type name is the app's plus
		// "Trigger" (b2bCommerce + Trigger).
		name: 'b2bCommerceTrigger',
		icon: {
			light: 'file:../../icons/b2b-commerce.svg',
			dark: 'file:../../icons/b2b-commerce.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		// Event type names in words: CartOpened shows as "Cart Opened".
		subtitle:
			'={{ $parameter["events"].map((name) => name.replace(/([a-z])([A-Z])/g, "$1 $2")).join(", ") }}',
		// n8n's panel shows a paired trigger's description on the app's entry (app.description =
		// trigger.description), so it speaks for the actions too.
		description:
			'Invoices, goods notes, products and more on the B2B commerce platform; starts workflows when a cart or an offer is opened or a client logs in',
		defaults: { name: 'B2B Commerce Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				// The spec's event table (a fixed list): "Cart Opened" shows, "CartOpened" is sent.
				options: KNOWN_WEBHOOK_TYPES.map((type) => typeOption(type.name, type.description)),
				required: true,
				default: [],
				description: 'The platform events that start the workflow',
			},
			{
				displayName:
					'When the workflow goes live (activated, or published in newer n8n), the node registers one platform webhook per event, with a username and password of its own. Calls without them are refused.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			optionsCollection([...replayOptions, timeoutOption]),
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this, TransportScope.ofOptions(this));
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this, TransportScope.ofOptions(this));
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this, TransportScope.ofOptions(this));
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive.call(this);
	}
}
