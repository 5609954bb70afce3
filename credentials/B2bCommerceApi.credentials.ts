import type {
	IAuthenticate,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class B2bCommerceApi implements ICredentialType {
	name = 'b2bCommerceApi';

	displayName = 'B2B Commerce API';

	icon: Icon = { light: 'file:../icons/b2b-commerce.svg', dark: 'file:../icons/b2b-commerce.dark.svg' };

	documentationUrl = 'https://github.com/n8n-nodes-b2b-commerce/n8n-nodes-b2b-commerce#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			placeholder: 'https://platform.example.com',
			required: true,
			description: 'Address of the platform with https:// (or http://) in front, without /api/v1',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Integration API key, sent in the ApiAuth header',
		},
		{
			displayName: 'Tenant',
			name: 'tenant',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. acme',
			description: 'Tenant identifier, sent in the platform-tenant header',
		},
		{
			displayName: 'Path Variant',
			name: 'pathVariant',
			type: 'options',
			default: 'auto',
			description:
				"Where the platform's API documentation gives two addresses for an operation, which one to use. Leave on Auto unless told otherwise.",
			options: [
				{
					name: 'Auto (Recommended)',
					value: 'auto',
					description: 'Try the listed address first, the other one when the platform says it does not exist, and remember which one answered',
				},
				{
					name: 'Listed Paths Only',
					value: 'text',
					description: 'Always use the address the documentation lists first',
				},
				{
					name: 'Noted Variants Only',
					value: 'sample',
					description: 'Always use the other address the documentation notes (mostly from its sample requests)',
				},
			],
		},
	];

	// A function, not the generic {{$credentials...}} form: n8n runs authenticate on every request,
	// and evaluating three expressions each time cost more than the request itself (see Benchmarks).
	authenticate: IAuthenticate = async (credentials, requestOptions) => ({
		...requestOptions,
		headers: {
			...requestOptions.headers,
			ApiAuth: credentials.apiKey as string,
			'platform-tenant': credentials.tenant as string,
			accept: '*/*',
		},
	});

	// Segments list is a cheap authenticated read with no contradicting path variants. n8n runs
	// it through its HTTP helper, which would follow a redirect with ApiAuth and platform-tenant
	// still on: like every request of the nodes, it does not follow redirects.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.trim().replace(/\\/+$/, "")}}',
			url: '/api/v1/account/integrations/auth-required/segments',
			method: 'GET',
			qs: { pageNumber: 1, pageSize: 1 },
			disableFollowRedirect: true,
		},
		rules: [301, 302, 303, 307, 308].map((value) => ({
			type: 'responseCode' as const,
			properties: {
				value,
				message: `The base URL answered with a redirect (${value}), which is not followed so the API key stays with the platform. Enter the address the platform really answers at.`,
			},
		})),
	};
}
