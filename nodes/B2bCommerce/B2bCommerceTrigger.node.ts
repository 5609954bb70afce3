import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { checkExists, create, remove } from './webhookTrigger/lifecycle';
import { webhookTypeOptions } from './methods/webhooks';
import { receive } from './webhookTrigger/receive';
import { TransportScope } from './transport/scope';
import { DEFAULT_TIMEOUT_SECONDS, timeoutOption } from './transport/timeout';
import { CREDENTIAL_TYPE } from './transport/types';
import { replayOptions } from './webhookTrigger/replay';

/** The scope of the registration calls of activation and deactivation, with the Timeout option. */
function scopeOf(fn: IHookFunctions): TransportScope {
	const scope = new TransportScope();
	scope.useTimeout(
		(fn.getNodeParameter('options', {}) as IDataObject).timeout ?? DEFAULT_TIMEOUT_SECONDS,
	);
	return scope;
}

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
				displayName: 'Event Names or IDs',
				name: 'events',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getWebhookEventTypes' },
				required: true,
				default: [],
				description:
					'The platform events that start the workflow. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName:
					'On activation the node registers one platform webhook per event, pointing at this workflow, with its own generated username and password. Calls without them are refused.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [...replayOptions, timeoutOption],
			},
		],
	};

	methods = {
		loadOptions: { getWebhookEventTypes: webhookTypeOptions },
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this, scopeOf(this));
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this, scopeOf(this));
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this, scopeOf(this));
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive.call(this);
	}
}
