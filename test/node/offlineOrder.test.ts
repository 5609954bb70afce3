/**
 * Offline Order resource: Create or Replace Shipment against the fake platform, in both path
 * modes (`account` in the spec's text, `orders` in its sample), in the three input modes, and
 * every required field of the shipment schema.
 */
import type { IDataObject } from 'n8n-workflow';

import { deletePath, FIXTURE_IDS, setPath, validShipment } from '../platform/fixtures';
import { allPaths, parseCsv, withoutNulls } from '../support/documents';
import { shipmentFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const ACCOUNT = '/api/v1/account/integrations/auth-required/offline-order/shipment';
const ORDERS = '/api/v1/orders/integrations/auth-required/offline-order/shipment';
const ID = 'SHP-0001';

function stored(id = ID): IDataObject | undefined {
	return ((fx.control().state('acme').offlineShipments ?? {}) as Record<string, IDataObject>)[id];
}

function puts() {
	return fx.control().requests({ origin: 'api', method: 'PUT' });
}

async function run(
	parameters: IDataObject,
	items: unknown[] = [{}],
	continueOnFail = false,
	apiPaths = 'auto',
) {
	return await runNode({
		credentials: fx.credentials('acme', { apiPaths }),
		parameters: { resource: 'offlineOrder', operation: 'createOrReplaceShipment', ...parameters },
		items: items as IDataObject[],
		continueOnFail,
	});
}

/** Spreadsheet Rows mode with its Columns mapped one by one ("Map Each Column Manually"). */
function rowColumns(value: IDataObject): IDataObject {
	return { inputMode: 'rows', columns: { mappingMode: 'defineBelow', value } };
}

async function putJson(documents: IDataObject[], continueOnFail = false) {
	return await run({ inputMode: 'json', document: '={{ $json }}' }, documents, continueOnFail);
}

describe('offline order: create or replace shipment', () => {
	it.each([
		['both', [ACCOUNT]],
		['main', [ACCOUNT]],
		['alternative', [ACCOUNT, ORDERS]],
	])(
		'path mode %s: PUTs the shipment (paths tried %j), the platform stores it, the node returns it',
		async (mode, tried) => {
			fx.control().setPathMode(mode as 'both' | 'main' | 'alternative');
			const doc = validShipment();
			const { output, error } = await putJson([doc]);
			expect(error).toBeUndefined();
			expect(puts().map((r) => r.path)).toEqual(tried);
			expect(puts().map((r) => r.status)).toEqual([...tried.slice(1).map(() => 404), 204]);
			// Nulls (deliveryMethod.id, pickupPointId) mean "not given" and are left out.
			const sent = withoutNulls(doc);
			expect(puts()[tried.length - 1].body).toEqual(sent);
			expect(stored()).toEqual(sent);
			expect(output[0].json).toEqual({ ...sent, saved: true });

			// The path that answered is remembered for the next shipment.
			fx.control().clearRequests();
			const next = await putJson([validShipment('SHP-0002')]);
			expect(next.error).toBeUndefined();
			expect(puts().map((r) => r.path)).toEqual([tried[tried.length - 1]]);
			expect(stored('SHP-0002')).toBeDefined();
		},
	);

	it('a credential pinned to alternative paths sends to the orders path only', async () => {
		const { error } = await run(
			{ inputMode: 'json', document: '={{ $json }}' },
			[validShipment()],
			false,
			'alternative',
		);
		expect(error).toBeUndefined();
		expect(puts().map((r) => r.path)).toEqual([ORDERS]);
		expect(stored()).toBeDefined();
	});

	it('the same ID again replaces the shipment', async () => {
		await putJson([validShipment()]);
		const changed = setPath(validShipment(), 'status', 'DELIVERED');
		const { error } = await putJson([changed]);
		expect(error).toBeUndefined();
		expect(stored()?.status).toBe('DELIVERED');
		expect(Object.keys(fx.control().state('acme').offlineShipments)).toEqual([ID]);
	});

	it('refuses a wrong date, a timestamp without a zone and a user ID that is not a UUID before sending', async () => {
		const date = await putJson([setPath(validShipment(), 'orderDate', '2024/03/01')]);
		expect(date.error?.message).toBe(
			'"orderDate" must be a real date like 2026-01-31 (YYYY-MM-DD)',
		);
		const stamp = await putJson([
			setPath(validShipment(), 'productLines[1].lastChange', '2024-03-01T12:00:00'),
		]);
		expect(stamp.error?.message).toBe(
			'"productLines[1].lastChange" must be a timestamp like 2026-01-31T12:00:00Z (ISO 8601, with Z or an offset such as +01:00)',
		);
		const user = await putJson([setPath(validShipment(), 'user.id', 'jan')]);
		expect(user.error?.message).toBe(
			'"user.id" must be a UUID like 3f2504e0-4f89-11d3-9a0c-0305e82c3301',
		);
		expect(fx.control().requests()).toHaveLength(0);
	});

	it.each([
		['without seconds', '2024-03-01T12:00Z', '2024-03-01T12:00:00Z'],
		['with an offset', '2024-03-01T12:00:00.000+01:00', '2024-03-01T11:00:00Z'],
		['with an offset without a colon', '2024-03-01T08:30:15-0230', '2024-03-01T11:00:15Z'],
		['with a fraction, in UTC', '2024-03-01T12:00:00.250Z', '2024-03-01T12:00:00.250Z'],
	])(
		'a Last Change %s is sent as the UTC timestamp with seconds the spec writes',
		async (_what, given, sent) => {
			const { error } = await putJson([
				setPath(setPath(validShipment(), 'lastChange', given), 'productLines[0].lastChange', given),
			]);
			expect(error).toBeUndefined();
			expect(stored()?.lastChange).toBe(sent);
			expect((stored()?.productLines as IDataObject[])[0].lastChange).toBe(sent);
		},
	);

	it('Fields mode: a Last Change from an expression (a DateTime or a JavaScript Date) is sent in UTC', async () => {
		const parameters = shipmentFields(validShipment());
		(parameters.additionalFields as IDataObject).lastChange =
			"={{ DateTime.fromISO('2024-03-01T09:30:00', { zone: 'Asia/Tokyo' }) }}";
		const { error } = await run(parameters);
		expect(error).toBeUndefined();
		expect(stored()?.lastChange).toBe('2024-03-01T00:30:00Z');

		(parameters.additionalFields as IDataObject).lastChange =
			"={{ new Date('2024-03-02T02:00:00.5Z') }}";
		const again = await run(parameters);
		expect(again.error).toBeUndefined();
		expect(stored()?.lastChange).toBe('2024-03-02T02:00:00.500Z');
	});

	it('a line number given as a number is sent as text', async () => {
		const doc = setPath(validShipment(), 'productLines[0].lineNumber', 7);
		const { error } = await putJson([doc]);
		expect(error).toBeUndefined();
		expect(((puts()[0].body as IDataObject).productLines as IDataObject[])[0].lineNumber).toBe('7');
		expect((stored()?.productLines as IDataObject[])[0].lineNumber).toBe('7');
	});

	it('with Continue On Fail, a bad shipment becomes an error item and the others are sent', async () => {
		const { output, error } = await putJson(
			[validShipment('S-1'), deletePath(validShipment('S-2'), 'orderId'), validShipment('S-3')],
			true,
		);
		expect(error).toBeUndefined();
		expect(output.map((item) => item.json.error ?? item.json.id)).toEqual([
			'S-1',
			'"orderId" is required',
			'S-3',
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(puts().map((r) => (r.body as IDataObject).id)).toEqual(['S-1', 'S-3']);
		expect(Object.keys(fx.control().state('acme').offlineShipments)).toEqual(['S-1', 'S-3']);
	});
});

describe('offline order shipments from spreadsheet rows', () => {
	const CSV = `shipment,order,date,sku,name,qty,unitNet,net,tax,gross
SHP-1,ORD-1,2024-03-01,SKU-1,Cable,2,100,200,46,246
SHP-2,ORD-2,2024-03-02,SKU-9,Paper,10,1,10,0.8,10.8
SHP-1,ORD-1,2024-03-01,SKU-2,Plug,1,50,50,11.5,61.5`;

	const user = { id: FIXTURE_IDS.userId, name: 'Jan Buyer' };
	const deliveryMethod = { name: 'Courier', type: 'COURIER' };

	it('one row per product line; rows with the same shipment ID make one shipment, lines numbered "1", "2"…', async () => {
		const rows = parseCsv(CSV);
		const { output, error } = await run(
			rowColumns({
				shipmentId: '={{ $json.shipment }}',
				orderId: '={{ $json.order }}',
				orderDate: '={{ $json.date }}',
				organizationId: FIXTURE_IDS.organizationId,
				userId: user.id,
				userName: user.name,
				paymentMethodName: 'Bank transfer',
				deliveryMethodName: deliveryMethod.name,
				deliveryMethodType: deliveryMethod.type,
				deliveryNet: '0',
				productsNet: '250',
				totalNet: '250',
				totalTax: '57.5',
				totalGross: '307.5',
				lineProductName: '={{ $json.name }}',
				lineSku: '={{ $json.sku }}',
				lineQuantityOrdered: '={{ $json.qty }}',
				lineNetUnitPrice: '={{ $json.unitNet }}',
				lineNetValue: '={{ $json.net }}',
				lineTaxValue: '={{ $json.tax }}',
				lineGrossValue: '={{ $json.gross }}',
				lineContentUnitCode: 'PCE',
			}),
			rows,
		);
		expect(error).toBeUndefined();
		const line = (row: IDataObject, lineNumber: string) => ({
			lineNumber,
			name: row.name,
			sku: row.sku,
			quantityOrdered: Number(row.qty),
			contentUnitCode: 'PCE',
			price: {
				netUnitPrice: Number(row.unitNet),
				netValue: Number(row.net),
				taxValue: Number(row.tax),
				grossValue: Number(row.gross),
			},
		});
		const header = (row: IDataObject) => ({
			id: row.shipment,
			orderId: row.order,
			orderDate: row.date,
			organization: { id: FIXTURE_IDS.organizationId },
			user,
			paymentMethod: { name: 'Bank transfer' },
			deliveryMethod,
			price: { deliveryNet: 0, productsNet: 250, totalNet: 250, totalTax: 57.5, totalGross: 307.5 },
		});
		const shp1 = { ...header(rows[0]), productLines: [line(rows[0], '1'), line(rows[2], '2')] };
		const shp2 = { ...header(rows[1]), productLines: [line(rows[1], '1')] };
		expect(puts().map((r) => r.body)).toEqual([shp1, shp2]);
		expect(stored('SHP-1')).toEqual(shp1);
		expect(stored('SHP-2')).toEqual(shp2);
		expect(output.map((item) => item.json)).toEqual([
			{ ...shp1, saved: true },
			{ ...shp2, saved: true },
		]);
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 2 }],
			[{ item: 1 }],
		]);
	});
});

/** Every R member of the shipment, from the spec's table and the operation's required body members. */
const lineR = (i: number) => [
	`productLines[${i}].lineNumber`,
	`productLines[${i}].name`,
	`productLines[${i}].sku`,
	`productLines[${i}].quantityOrdered`,
	`productLines[${i}].price`,
	`productLines[${i}].price.grossValue`,
	`productLines[${i}].price.netUnitPrice`,
	`productLines[${i}].price.netValue`,
	`productLines[${i}].price.taxValue`,
	...[
		'type',
		'contentUnitNet',
		'contentUnitTax',
		'contentUnitGross',
		'totalNet',
		'totalTax',
		'totalGross',
	].map((member) => `productLines[${i}].price.additionalCosts[0].${member}`),
];

const SHIPMENT_R_PATHS = [
	'id',
	'orderId',
	'orderDate',
	'organization',
	'organization.id',
	'user',
	'paymentMethod',
	'paymentMethod.name',
	'deliveryMethod',
	'price',
	'price.deliveryNet',
	'price.productsNet',
	'price.totalGross',
	'price.totalNet',
	'price.totalTax',
	...['type', 'net', 'tax', 'gross'].map((member) => `price.additionalCosts[0].${member}`),
	'productLines',
	...lineR(0),
	...lineR(1),
];

describe('offline order: every required field', () => {
	const members = allPaths(validShipment());
	const optionalPaths = members.filter(
		(path) => !SHIPMENT_R_PATHS.includes(path) && !/\[\d+\]$/.test(path),
	);

	it('the list of R paths only names members the fixture has', () => {
		for (const path of SHIPMENT_R_PATHS) expect(members).toContain(path);
	});

	it.each(SHIPMENT_R_PATHS)('without %s: an error naming the path, nothing sent', async (path) => {
		const { error } = await putJson([deletePath(validShipment(), path)]);
		expect(error?.message).toBe(`"${path}" is required`);
		expect(error?.description).toContain('Item 1. Nothing was sent for this item.');
		expect(fx.control().requests()).toHaveLength(0);
	});

	it.each(optionalPaths)('without optional %s: accepted and stored', async (path) => {
		const doc = withoutNulls(deletePath(validShipment('SHP-OPT'), path));
		const { error } = await putJson([doc]);
		expect(error).toBeUndefined();
		expect(puts()[0].body).toEqual(doc);
		expect(stored('SHP-OPT')).toEqual(doc);
	});
});
