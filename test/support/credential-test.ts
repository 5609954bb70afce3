/**
 * Runs the credential's declarative `test` request the way n8n 2.8's CredentialsTester does
 * (packages/cli/src/services/credentials-tester.service.ts, read in the installed n8n 2.8.4):
 * a stand-in node type whose one property routes `test.request`, run by n8n-core's RoutingNode
 * in an ExecuteContext ('internal' mode), failures turned into a message by the same rules.
 */
import { ExecuteContext, RoutingNode } from 'n8n-core';
import type {
	ICredentialsDecrypted,
	IExecuteData,
	INode,
	INodeExecutionData,
	INodeType,
	IRunExecutionData,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { additionalData, CREDENTIAL_TYPE, nodeTypes, registerNodeType } from './harness';
import type { PlatformCredentialData } from './harness';
import './n8nShutdown';

/** What n8n's credential dialog shows: `OK` or `Error` with a message. */
export interface CredentialTestResult {
	status: 'OK' | 'Error';
	message: string;
}

const TESTER_NODE_TYPE = 'test.credentialTester';

export async function testCredential(
	credentials: PlatformCredentialData,
): Promise<CredentialTestResult> {
	const { test } = new B2bCommerceApi();
	// The tester's copy of n8n-nodes-base.noOp with the credential and the routed test request.
	const nodeType: INodeType = {
		description: {
			displayName: 'No Operation',
			name: 'noOp',
			group: ['organization'],
			version: 1,
			description: 'stand-in',
			defaults: { name: 'No Operation' },
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: CREDENTIAL_TYPE, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					routing: { request: test.request },
					default: '',
				},
			],
		},
	} as INodeType;
	registerNodeType(TESTER_NODE_TYPE, nodeType);
	const node: INode = {
		id: 'temp',
		parameters: {},
		name: 'Temp-Node',
		type: TESTER_NODE_TYPE,
		typeVersion: 1,
		position: [0, 0],
		credentials: { [CREDENTIAL_TYPE]: { id: 'credential-under-test', name: 'Test' } },
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const data = additionalData({ [CREDENTIAL_TYPE]: credentials });
	const runExecutionData = { resultData: { runData: {} } } as unknown as IRunExecutionData;
	const inputData = { main: [[{ json: {} }]] as INodeExecutionData[][] };
	const executeData: IExecuteData = { node, data: {}, source: null };
	const context = new ExecuteContext(
		workflow,
		node,
		data,
		'internal',
		runExecutionData,
		0,
		[],
		inputData,
		executeData,
		[],
	);
	const decrypted: ICredentialsDecrypted = {
		id: 'credential-under-test',
		name: 'Test',
		type: CREDENTIAL_TYPE,
		data: { ...credentials },
	};
	const routingNode = new RoutingNode(context, nodeType, decrypted);
	try {
		await routingNode.runNode();
	} catch (caught) {
		// The tester's own handling of a failed test request, rule by rule.
		const error = caught as Error & {
			cause?: { response?: { status: number; statusText?: string }; code?: string };
		};
		const response = error.cause?.response;
		if (response) {
			for (const rule of test.rules ?? []) {
				if (rule.type === 'responseCode' && response.status === rule.properties.value) {
					return { status: 'Error', message: rule.properties.message };
				}
			}
			if (response.status < 199 || response.status > 299) {
				return {
					status: 'Error',
					message: response.statusText || `Received HTTP status code: ${response.status}`,
				};
			}
		} else if (error.cause?.code) {
			return { status: 'Error', message: error.cause.code };
		}
		return { status: 'Error', message: error.message.toString() };
	}
	return { status: 'OK', message: 'Connection successful!' };
}
