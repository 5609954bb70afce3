import { strippingObject } from '../../engine/zod';

import { defineOperation } from '../../engine/operation';
import * as out from '../../engine/outputSchema';
import { text } from '../../engine/values';
import { salesOrderNumber } from './fields';
import { reservedLine } from './output';
import { EXTERNAL_RESERVATIONS } from './paths';

export const get = defineOperation({
	resource: 'externalReservation',
	value: 'get',
	name: 'Get',
	action: 'Get an external reservation',
	description: 'Read the reservations of a sales order',
	properties: [salesOrderNumber],
	input: strippingObject({ salesOrderNumber: text }),
	endpoint: { method: 'GET', paths: EXTERNAL_RESERVATIONS },
	request: (input) => ({ query: { salesOrderNumber: input.salesOrderNumber } }),
	outputSchema: out.readShape(
		out.obj({
			salesOrderNumber: out.str('Number of the sales order'),
			products: out.arr(reservedLine(false), 'Reserved product lines'),
		}),
	),
});
