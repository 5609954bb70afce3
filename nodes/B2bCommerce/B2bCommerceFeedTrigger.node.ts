import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { properties } from './triggers/feed/description';
import { pollFeed } from './triggers/feed/poll';
import { FEEDS } from './triggers/feed/feeds';
import { CREDENTIAL_TYPE } from './transport/types';

export class B2bCommerceFeedTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'B2B Commerce Feed Trigger',
		name: 'b2bCommerceFeedTrigger',
		icon: {
			light: 'file:../../icons/b2b-commerce.svg',
			dark: 'file:../../icons/b2b-commerce.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		// The feed's name as the Feed dropdown shows it ("Goods Issued Notes"), not its value.
		subtitle: `={{ "Feed: " + (${JSON.stringify(Object.fromEntries(FEEDS.map((feed) => [feed.value, feed.name])))})[$parameter["feed"]] }}`,
		description:
			'Starts the workflow when records change on the B2B commerce platform: new complaints, goods notes, operators and segment changes',
		defaults: { name: 'B2B Commerce Feed Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties,
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollFeed.call(this);
	}
}
