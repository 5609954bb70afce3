/**
 * Runs the credential's declarative `test` request the way n8n's credential dialog does:
 * expressions resolved against the credential, `authenticate` applied, request sent.
 */
import { httpRequest } from 'n8n-core/dist/execution-engine/node-execution-context/utils/request-helper-functions';
import type { IHttpRequestOptions, INode } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { CREDENTIAL_TYPE, nodeTypes, TestCredentialsHelper } from './harness';
import type { PlatformCredentialData } from './harness';

export async function testCredential(
	credentials: PlatformCredentialData,
): Promise<{ ok: true } | { ok: false; status?: number; message: string }> {
	const type = new B2bCommerceApi();
	const node: INode = {
		id: 'credential-test',
		name: 'Credential test',
		type: 'test.input',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const resolve = (value: unknown) =>
		workflow.expression.getParameterValue(value as string, null, 0, 0, node.name, [], 'internal', {
			$credentials: credentials,
		});
	const { request } = type.test;
	const options: IHttpRequestOptions = {
		method: request.method ?? 'GET',
		baseURL: resolve(request.baseURL) as string,
		url: resolve(request.url) as string,
		qs: request.qs,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
	};
	const helper = new TestCredentialsHelper({ [CREDENTIAL_TYPE]: credentials });
	const authenticated = await helper.authenticate(credentials, CREDENTIAL_TYPE, options, workflow, node);
	try {
		const response = (await httpRequest(authenticated)) as { statusCode: number; body: unknown };
		if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true };
		// n8n 2.40's credential tester: a `responseCode` rule for the status gives the message.
		const rule = (type.test.rules ?? []).find((r) => r.type === 'responseCode' && r.properties.value === response.statusCode);
		const message = rule?.type === 'responseCode' ? rule.properties.message : JSON.stringify(response.body);
		return { ok: false, status: response.statusCode, message };
	} catch (error) {
		return { ok: false, message: (error as Error).message };
	}
}
