import type {
	IAuthenticate,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

import { authHeaders } from '../nodes/B2bCommerce/transport/authHeaders';
import { BASE_URL_SCHEME_FIX, hasHttpScheme } from '../nodes/B2bCommerce/transport/baseUrl';
import { PAYMENT_METHOD_ID_HINT } from '../nodes/B2bCommerce/documents/hints';
import { SEGMENTS } from '../nodes/B2bCommerce/resources/segment/paths';
import type { KeyedRequest } from '../nodes/B2bCommerce/transport/keyReach';
import { keyRefusal, withoutRedirects } from '../nodes/B2bCommerce/transport/keyReach';

function optionalText(
	name: string,
	displayName: string,
	placeholder: string,
	description: string,
): INodeProperties {
	return { displayName, name, type: 'string', default: '', placeholder, description };
}

export class B2bCommerceApi implements ICredentialType {
	name = 'b2bCommerceApi';

	displayName = 'B2B Commerce API';

	icon: Icon = {
		light: 'file:../icons/b2b-commerce.svg',
		dark: 'file:../icons/b2b-commerce.dark.svg',
	};

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-b2b-commerce';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://shop.example.com',
			required: true,
			description: 'Address of the platform with https:// (or http://) in front, without /api/v1',
		},
		{
			displayName: `${BASE_URL_SCHEME_FIX}. Without it the platform cannot be reached.`,
			name: 'baseUrlSchemeNotice',
			type: 'notice',
			default: '',
			// Shown while the Base URL has text that does not start with http:// or https://.
			displayOptions: {
				show: { baseUrl: [{ _cnd: { regex: '^\\s*(?![hH][tT][tT][pP][sS]?://)\\S' } }] },
			},
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
			displayName:
				"The API key and tenant go only to the Base URL's address (its scheme, host and port), from every node; requests elsewhere fail, and redirects are not followed.",
			name: 'keyReachNotice',
			type: 'notice',
			default: '',
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
			displayName: 'API Paths',
			name: 'apiPaths',
			type: 'options',
			default: 'auto',
			description:
				"Some operations have two possible API paths on the platform (its API documentation gives both). Leave on Automatic unless your platform's administrator says otherwise.",
			options: [
				{
					name: 'Automatic (Recommended)',
					value: 'auto',
					description: 'Try the main path, then the alternative one; remember which one works',
				},
				{
					name: 'Main Paths Only',
					value: 'main',
					description: 'Always use the path the documentation gives first',
				},
				{
					name: 'Alternative Paths Only',
					value: 'alternative',
					description: 'Always use the other path the documentation gives (from its samples)',
				},
			],
		},
		// --- Seller section ---
		{
			displayName:
				'Seller (optional): your company as printed on invoices and corrections. Documents use it unless they give their own Seller.',
			name: 'sellerNotice',
			type: 'notice',
			default: '',
		},
		optionalText('sellerName', 'Seller Name', 'e.g. Seller SA', 'Name of your company'),
		optionalText('sellerStreet', 'Seller Street', 'e.g. Marszalkowska 1', 'Street and number'),
		optionalText('sellerPostalCode', 'Seller Postal Code', 'e.g. 00-001', 'Postal code'),
		optionalText('sellerCity', 'Seller City', 'e.g. Warsaw', 'City'),
		optionalText('sellerCountry', 'Seller Country', 'e.g. PL', 'Country'),
		optionalText(
			'sellerTin',
			'Seller TIN',
			'e.g. 1234563218',
			'Tax identification number of your company',
		),
		// --- Payment Method section ---
		{
			displayName:
				'Payment Method (optional): how your invoices, corrections and goods notes are paid, as set up on the platform. Documents use it unless they give their own Payment Method.',
			name: 'paymentMethodNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Payment Method ID',
			name: 'paymentMethodId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
			description: 'ID of the payment method on the platform (a UUID)',
			hint: PAYMENT_METHOD_ID_HINT,
		},
		optionalText(
			'paymentMethodName',
			'Payment Method Name',
			'e.g. Bank transfer',
			'Name of the payment method, as printed on documents',
		),
	];

	// A function, not the generic {{$credentials...}} form: n8n runs authenticate on every request,
	// and evaluating three expressions each time cost more than the request itself (docs/benchmarks.md).
	// It refuses the Test's request when the Base URL has no http(s)://, before anything is sent:
	// the Test then shows how to fix it instead of n8n's "ERR_INVALID_URL". And it pins the key to
	// the Base URL's address for every node n8n offers the credential to, whatever their "Allowed
	// HTTP Request Domains" says (transport/keyReach.ts says how).
	authenticate: IAuthenticate = async (credentials, requestOptions: KeyedRequest) => {
		const { baseURL } = requestOptions;
		if (typeof baseURL === 'string' && !hasHttpScheme(baseURL))
			throw new Error(BASE_URL_SCHEME_FIX);
		const refusal = keyRefusal(credentials.baseUrl, requestOptions);
		if (refusal) throw refusal;
		return withoutRedirects({
			...requestOptions,
			headers: {
				...requestOptions.headers,
				...authHeaders(credentials.apiKey as string, credentials.tenant as string),
			},
		});
	};

	// Segments list is a cheap authenticated read with no contradicting API paths. n8n runs
	// it through its HTTP helper, which would follow a redirect with ApiAuth and platform-tenant
	// still on: like every request of the nodes, it does not follow redirects.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.trim().replace(/\\/+$/, "")}}',
			url: SEGMENTS,
			method: 'GET',
			qs: { pageNumber: 1, pageSize: 1 },
			disableFollowRedirect: true,
		},
		// n8n 2.40 answers a refused test with the bare HTTP status text ("Unauthorized") unless a
		// rule names the status; n8n 2.8 ignores rules and says "Authorization failed ...".
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'The platform did not accept this API key for this tenant. Check the API Key and Tenant fields.',
				},
			},
			...[301, 302, 303, 307, 308].map((value) => ({
				type: 'responseCode' as const,
				properties: {
					value,
					message: `The base URL answered with a redirect (${value}), which is not followed so the API key stays with the platform. Enter the address the platform really answers at.`,
				},
			})),
		],
	};
}
