/**
 * An incoming platform callback: accepted only with the Basic credentials of one of this
 * node's registrations (constant-time), the credential's tenant in `platform-tenant`, and an
 * event type the node is subscribed to. Anything else gets 401 and starts no execution. A
 * replayed event (replay.ts) is answered as received and starts no execution.
 */
import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { isRecord } from '../../transport/types';
import { getPlatformCredentials } from '../../transport/request';
import { TENANT_HEADER } from '../../transport/authHeaders';
import { parseBasicAuth, safeEqual } from './basicAuth';
import type { Registration } from './lifecycle';
import { readRegistrations, subscribedEvents } from './lifecycle';
import { checkReplay, replaySettings } from './replay';

const ACCEPTED_BODY = { received: true };
/** What any refused call gets back: the same for every reason, so it tells a caller nothing. */
const REFUSED_BODY = { received: false, message: 'Unauthorized' };

/** Answers the call and starts no execution; by default it is refused. */
function answerOnly(
	fn: IWebhookFunctions,
	status = 401,
	body: IDataObject = REFUSED_BODY,
): IWebhookResponseData {
	fn.getResponseObject().status(status).json(body);
	return { noWebhookResponse: true };
}

/** The registration whose username and password match; every one is compared in full. */
function matchRegistration(
	registrations: Registration[],
	header: unknown,
): Registration | undefined {
	const given = parseBasicAuth(header);
	let found: Registration | undefined;
	for (const registration of registrations) {
		const userMatches = safeEqual(given?.username, registration.username);
		const passwordMatches = safeEqual(given?.password, registration.password);
		if (userMatches && passwordMatches && !found) found = registration;
	}
	return given ? found : undefined;
}

export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const headers = this.getHeaderData() as IDataObject;
	const credentials = await getPlatformCredentials.call(this);
	const registrations = readRegistrations(this);

	const registration = matchRegistration(registrations, headers.authorization);
	const tenantMatches = safeEqual(headers[TENANT_HEADER], credentials.tenant);
	if (!registration || !tenantMatches) return answerOnly(this);

	if (!subscribedEvents(this).includes(registration.type)) return answerOnly(this);

	const body = this.getBodyData() as unknown;
	if (!isRecord(body)) {
		return answerOnly(this, 400, { received: false, message: 'Expected a JSON object' });
	}
	if (body.type !== undefined && body.type !== registration.type) return answerOnly(this);

	const options = this.getNodeParameter('options', {}) as IDataObject;
	const replay = checkReplay(this, body, replaySettings(options));
	if (replay) {
		// Received, so that the platform stops sending it; nothing runs.
		const ignored = replay === 'repeated' ? 'repeated event' : 'too old';
		return answerOnly(this, 200, { ...ACCEPTED_BODY, ignored });
	}

	// Answer at once, before the workflow runs: the platform only needs to know it arrived.
	this.getResponseObject().status(200).json(ACCEPTED_BODY);
	return {
		noWebhookResponse: true,
		workflowData: [[{ json: { ...body, type: registration.type } }]],
	};
}
