import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from '../../engine/zod';

import { defineOperation, listInput, listProperties } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import type { Endpoint } from '../../transport/types';
import { clientIdentifier } from '../../engine/values';
import { clientIdField } from '../../engine/fields';
import { ROLES_SAMPLE, ROLES_TEXT } from './paths';

/**
 * The spec's text names the operator list path as the role lookup; its sample request uses a
 * roles path (./paths.ts). The main path is another operation's path (on a platform that does not treat
 * `clientId` specially it answers with the operator list), so in Automatic mode the alternative path is
 * tried first and the main path only when the platform says the roles route does not exist.
 * A credential set to main or alternative paths only is honoured as it is everywhere else.
 */
// Not remembered: the roles path also answers 404 for an unknown client, and a remembered
// fallback to the operator list would fail every later lookup.
const roleListEndpoint: Endpoint = {
	key: 'role.list',
	method: 'GET',
	paths: [ROLES_TEXT, ROLES_SAMPLE],
	tryFirst: 1,
	remember: false,
};

function looksLikeOperatorList(body: unknown): boolean {
	return Boolean(
		body &&
			typeof body === 'object' &&
			('listElement' in (body as object) || 'items' in (body as object)),
	);
}

export const getAll = defineOperation({
	resource: 'role',
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many roles',
	description: 'List the roles of one client',
	properties: [
		clientIdField('Client whose roles to list, in the form org:UUID'),
		...listProperties(),
	],
	input: z.object({ clientId: clientIdentifier, ...listInput }),
	run: async (ctx, input) => {
		const response = await ctx.send(roleListEndpoint, {
			query: { clientId: input.clientId },
		});
		if (!Array.isArray(response)) {
			const operatorList = looksLikeOperatorList(response);
			throw new NodeOperationError(
				ctx.fn.getNode(),
				operatorList
					? 'The platform returned the operator list, not roles'
					: 'The platform did not return a list of roles',
				{
					itemIndex: ctx.itemIndex,
					description: `Check the Client ID: the roles path answers "not found" for a client it does not know, and the other documented path for roles (${ROLES_TEXT}) is the operator list. If the Client ID is right and your platform serves roles at ${ROLES_SAMPLE}, set API Paths to "Alternative Paths Only" in the B2B Commerce API credential.`,
				},
			);
		}
		const roles = response as IDataObject[];
		// The spec shows no paging for roles: the limit is applied here.
		return input.returnAll ? roles : roles.slice(0, input.limit ?? 50);
	},
	outputSchema: out.readShape(
		out.obj({
			id: out.uuid('Role ID'),
			clientId: out.nullable(
				out.str('Client the role is bound to (null: not bound to one client)'),
			),
			name: out.str('Name of the role'),
			authorities: out.arr(
				out.str(
					'Authority, e.g. APP_VIEW_INVOICES, APP_VIEW_ORDERS, APP_ADD_ORDERS, APP_VIEW_USERS, APP_VIEW_ROLES',
				),
				'What holders of the role may do',
			),
		}),
	),
});
