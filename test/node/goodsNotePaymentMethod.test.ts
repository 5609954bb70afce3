/**
 * Goods notes take their Payment Method from the credential, as invoices do: in Fields mode and
 * in Spreadsheet Rows mode, with the document's own fields (or columns) winning field by field.
 * Real workflows against the fake platform; assertions on the body the platform received.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { FIXTURE_IDS, validGoodsIssuedNote, validGoodsReceivedNote } from '../platform/fixtures';
import { goodsNoteFields, withoutReferences } from '../support/documentFields';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

/** The credential's payment method: unlike the fixtures' ("Bank transfer"). */
const FROM_CREDENTIAL = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Credential transfer' };

const withPaymentMethod = () =>
	fx.credentials('acme', {
		paymentMethodId: FROM_CREDENTIAL.id,
		paymentMethodName: FROM_CREDENTIAL.name,
	});

const NOTES = [
	['goodsIssuedNote', validGoodsIssuedNote('WZ/2026/0300'), false],
	['goodsReceivedNote', validGoodsReceivedNote('PZ/2026/0300', 'WZ/2026/0001'), true],
] as const;

/** A note's Fields mode parameters without its Payment Method group, or with `paymentMethod`. */
function fieldsWithout(doc: IDataObject, received: boolean, paymentMethod?: IDataObject) {
	const parameters = goodsNoteFields(doc, received);
	delete parameters.paymentMethod;
	return paymentMethod ? { ...parameters, paymentMethod: { values: paymentMethod } } : parameters;
}

describe('goods notes: Payment Method from the credential', () => {
	it.each(NOTES)(
		'%s in Fields mode: the credential fills a note that gives none',
		async (resource, doc, received) => {
			const { error } = await runNode({
				credentials: withPaymentMethod(),
				parameters: { resource, operation: 'createOrReplace', ...fieldsWithout(doc, received) },
			});
			expect(error).toBeUndefined();
			expect(fx.bodies('PUT')).toEqual([
				{ ...withoutReferences(doc), paymentMethod: FROM_CREDENTIAL },
			]);
		},
	);

	it.each(NOTES)(
		"%s in Fields mode: a field given on the note replaces the credential's, field by field",
		async (resource, doc, received) => {
			const name = await runNode({
				credentials: withPaymentMethod(),
				parameters: {
					resource,
					operation: 'createOrReplace',
					...fieldsWithout(doc, received, { paymentMethodName: 'Cash on delivery' }),
				},
			});
			expect(name.error).toBeUndefined();
			expect(fx.bodies('PUT')[0].paymentMethod).toEqual({
				id: FROM_CREDENTIAL.id,
				name: 'Cash on delivery',
			});

			fx.platform.control.clearRequests();
			const both = await runNode({
				credentials: withPaymentMethod(),
				parameters: {
					resource,
					operation: 'createOrReplace',
					...fieldsWithout(doc, received, {
						paymentMethodId: FIXTURE_IDS.paymentMethodId,
						paymentMethodName: 'Bank transfer',
					}),
				},
			});
			expect(both.error).toBeUndefined();
			expect(fx.bodies('PUT')[0].paymentMethod).toEqual({
				id: FIXTURE_IDS.paymentMethodId,
				name: 'Bank transfer',
			});
		},
	);

	it.each(NOTES)(
		'%s: with none in the credential nor on the note, the error says where to set it and nothing is sent',
		async (resource, doc, received) => {
			const { error } = await runNode({
				credentials: fx.credentials('acme'),
				parameters: { resource, operation: 'createOrReplace', ...fieldsWithout(doc, received) },
			});
			expect(error?.message).toBe('"Payment Method" is required');
			expect(error?.description).toContain(
				'"Payment Method" is required: fill the credential\'s Payment Method section once, or the node\'s Payment Method fields',
			);
			expect(fx.bodies('PUT')).toEqual([]);
		},
	);

	it("Spreadsheet Rows: rows without payment method columns take the credential's; the node's Payment Method fields replace it for every row", async () => {
		const rows = [
			{ note: 'WZ/30', sku: 'SKU-1', qty: 2 },
			{ note: 'WZ/31', sku: 'SKU-2', qty: 1 },
		];
		const columns: IDataObject = {
			number: '={{ $json.note }}',
			clientId: FIXTURE_IDS.clientId,
			documentDate: '2026-03-01',
			saleDate: '2026-03-01',
			deliveryName: 'Buyer Ltd',
			deliveryStreet: 'Prosta 2',
			deliveryPostCode: '30-001',
			deliveryCity: 'Krakow',
			deliveryCountry: 'PL',
			deliveryMethodId: FIXTURE_IDS.deliveryMethodId,
			deliveryMethodName: 'Courier',
			warehouseId: 'wh-1',
			warehouseName: 'Main warehouse',
			totalNet: '100',
			totalGross: '123',
			totalTax: '23',
			lineSalesOrderReferenceNumber: 'SO/1',
			lineSalesOrderLineNumber: '1',
			lineQuantity: '={{ $json.qty }}',
			lineSku: '={{ $json.sku }}',
			lineProductName: 'Cable',
			lineUnit: 'PCE',
			lineUnitNet: '50',
			lineUnitGross: '61.5',
			lineUnitTax: '11.5',
			lineNet: '100',
			lineGross: '123',
			lineTax: '23',
			lineBaseNet: '50',
			lineBaseGross: '61.5',
			lineBaseTax: '11.5',
			lineTaxRate: '23',
		};
		const parameters = {
			resource: 'goodsIssuedNote',
			operation: 'createOrReplace',
			inputMode: 'rows',
			columns: { mappingMode: 'defineBelow', value: columns },
		};
		const first = await runNode({ credentials: withPaymentMethod(), parameters, items: rows });
		expect(first.error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => [body.number, body.paymentMethod])).toEqual([
			['WZ/30', FROM_CREDENTIAL],
			['WZ/31', FROM_CREDENTIAL],
		]);

		fx.platform.control.clearRequests();
		const second = await runNode({
			credentials: withPaymentMethod(),
			parameters: { ...parameters, paymentMethod: { values: { paymentMethodName: 'Cash' } } },
			items: rows,
		});
		expect(second.error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => body.paymentMethod)).toEqual([
			{ id: FROM_CREDENTIAL.id, name: 'Cash' },
			{ id: FROM_CREDENTIAL.id, name: 'Cash' },
		]);

		// A row's own columns win over both.
		fx.platform.control.clearRequests();
		const third = await runNode({
			credentials: withPaymentMethod(),
			parameters: {
				...parameters,
				columns: {
					mappingMode: 'defineBelow',
					value: { ...columns, paymentMethodName: '={{ "Row " + $json.note }}' },
				},
			},
			items: rows,
		});
		expect(third.error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => body.paymentMethod)).toEqual([
			{ id: FROM_CREDENTIAL.id, name: 'Row WZ/30' },
			{ id: FROM_CREDENTIAL.id, name: 'Row WZ/31' },
		]);
	});

	it('the form: Payment Method is not required on a goods note (the credential may fill it), Delivery Method and Warehouse are', () => {
		const properties = new B2bCommerce().description.properties.filter(
			(property) =>
				property.displayOptions?.show?.resource?.includes('goodsIssuedNote') &&
				property.displayOptions?.show?.operation?.includes('createOrReplace'),
		);
		const group = (name: string) => {
			const found = properties.find((property) => property.name === name);
			const values = (found?.options?.[0] as { values?: Array<{ required?: boolean }> }).values;
			return {
				required: Boolean(found?.required),
				fields: values?.map((v) => Boolean(v.required)),
			};
		};
		expect(group('paymentMethod')).toEqual({ required: false, fields: [false, false] });
		expect(group('deliveryMethod')).toEqual({ required: true, fields: [true, true] });
		expect(group('warehouse')).toEqual({ required: true, fields: [true, true] });
	});
});
