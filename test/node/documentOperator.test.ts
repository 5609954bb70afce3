/**
 * A document's Operator ID is picked from the platform's operator list (From List) or given By
 * ID in Fields mode; Spreadsheet Rows and JSON take the ID itself. Real workflows against the
 * fake platform; assertions on what it stored.
 */
import type { IDataObject } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { FIXTURE_IDS, validGoodsReceivedNote, validInvoice } from '../platform/fixtures';
import { goodsNoteFields, invoiceFields } from '../support/documentFields';
import { runNode } from '../support/harness';
import { runListSearch } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

function stored(collection: string, number: string): IDataObject | undefined {
	return ((fx.platform.control.state('acme')[collection] ?? {}) as Record<string, IDataObject>)[
		number
	];
}

async function run(resource: string, parameters: IDataObject, items: IDataObject[] = [{}]) {
	return await runNode({
		credentials: fx.credentials('acme'),
		parameters: { resource, operation: 'createOrReplace', ...parameters },
		items,
	});
}

/** The operator part of the Fields mode parameters, its ID as the picker stores it. */
function operatorPicked(id: IDataObject, name: string): IDataObject {
	return { operator: { values: { operatorId: { __rl: true, ...id }, operatorName: name } } };
}

describe('document Operator ID', () => {
	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
		['fiscalReceiptCorrection', 'create'],
		['goodsIssuedNote', 'createOrReplace'],
		['goodsReceivedNote', 'createOrReplace'],
	])('%s > %s: Operator ID is a list picker (From List, By ID)', (resource, operation) => {
		const properties = new B2bCommerce().description.properties;
		const group = properties.find(
			(property) =>
				property.name === 'operator' &&
				property.displayOptions?.show?.resource?.includes(resource) &&
				property.displayOptions?.show?.operation?.includes(operation),
		);
		const values = (group?.options?.[0] as { values?: IDataObject[] } | undefined)?.values ?? [];
		const id = values.find((value) => value.name === 'operatorId');
		expect(id?.type).toBe('resourceLocator');
		expect((id?.modes as IDataObject[]).map((mode) => mode.name)).toEqual(['list', 'id']);
		expect(((id?.modes as IDataObject[])[0].typeOptions as IDataObject).searchListMethod).toBe(
			'searchOperators',
		);
	});

	it("Invoice: the list shows the platform's operators; the one picked reaches the platform", async () => {
		const anna = fx.platform.control.addOperator('acme', {
			name: 'Anna Operator',
			email: 'anna@example.com',
		});
		const listed = await runListSearch({
			credentials: fx.credentials('acme'),
			method: 'searchOperators',
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'fields' },
			filter: 'anna',
		});
		expect(listed.results).toEqual([{ name: 'Anna Operator (anna@example.com)', value: anna.id }]);
		const doc = validInvoice('FV/2026/0400');
		const { error } = await run('invoice', {
			...invoiceFields(doc),
			...operatorPicked(
				{ mode: 'list', value: listed.results[0].value, cachedResultName: listed.results[0].name },
				'Anna Operator',
			),
		});
		expect(error).toBeUndefined();
		expect(stored('invoices', 'FV/2026/0400')?.operatorData).toEqual({
			id: anna.id,
			name: 'Anna Operator',
		});
	});

	it('Invoice: an ID typed By ID reaches the platform; a wrong one is refused at the field', async () => {
		const doc = validInvoice('FV/2026/0401');
		const id = '0b9f6a4e-2c1d-4e5f-8a7b-6c5d4e3f2a10';
		const byId = await run('invoice', {
			...invoiceFields(doc),
			...operatorPicked({ mode: 'id', value: id }, 'Ola Operator'),
		});
		expect(byId.error).toBeUndefined();
		expect(stored('invoices', 'FV/2026/0401')?.operatorData).toEqual({
			id,
			name: 'Ola Operator',
		});

		const wrong = await run('invoice', {
			...invoiceFields(validInvoice('FV/2026/0402')),
			...operatorPicked({ mode: 'id', value: 'not-a-uuid' }, 'Ola Operator'),
		});
		expect(wrong.error?.description).toContain('"Operator › Operator ID" must be a UUID');
		expect(stored('invoices', 'FV/2026/0402')).toBeUndefined();
	});

	it('Goods received note: From List and By ID both reach the platform', async () => {
		for (const [number, picked] of [
			[
				'PZ/2026/0400',
				{ mode: 'list', value: '17a0c2d4-6e8f-4a1b-9c3d-5e7f9a1b3c17', cachedResultName: 'Op 17' },
			],
			['PZ/2026/0401', { mode: 'id', value: '18a0c2d4-6e8f-4a1b-9c3d-5e7f9a1b3c18' }],
		] as const) {
			const parameters = {
				...goodsNoteFields(validGoodsReceivedNote(number), true),
				...operatorPicked(picked, 'Piotr'),
			};
			const { error } = await run('goodsReceivedNote', parameters);
			expect(error).toBeUndefined();
			expect(stored('goodsReceivedNotes', number)?.operator).toEqual({
				id: picked.value,
				name: 'Piotr',
			});
		}
	});

	it('Invoice: a workflow saved when Operator ID was a text box (a plain string) still sends it', async () => {
		const doc = validInvoice('FV/2026/0403');
		const id = '0b9f6a4e-2c1d-4e5f-8a7b-6c5d4e3f2a11';
		const { error } = await run('invoice', {
			...invoiceFields(doc),
			operator: { values: { operatorId: id, operatorName: 'Ola Operator' } },
		});
		expect(error).toBeUndefined();
		expect(stored('invoices', 'FV/2026/0403')?.operatorData).toEqual({
			id,
			name: 'Ola Operator',
		});
	});

	it('Spreadsheet Rows: the Operator ID column is the ID itself', async () => {
		const columns: IDataObject = {
			number: 'WZ/2026/0402',
			clientId: FIXTURE_IDS.clientId,
			documentDate: '2024-03-01',
			saleDate: '2024-03-01',
			deliveryName: 'Acme',
			deliveryStreet: 'Main 1',
			deliveryPostCode: '30-001',
			deliveryCity: 'Krakow',
			deliveryCountry: 'PL',
			paymentMethodId: FIXTURE_IDS.paymentMethodId,
			paymentMethodName: 'Bank transfer',
			deliveryMethodId: FIXTURE_IDS.deliveryMethodId,
			deliveryMethodName: 'Courier',
			warehouseId: 'w-1',
			warehouseName: 'Main',
			operatorId: '={{ $json.operator }}',
			operatorName: 'Piotr',
			totalNet: '10',
			totalGross: '12.3',
			totalTax: '2.3',
			lineSalesOrderReferenceNumber: 'ZS/1',
			lineSalesOrderLineNumber: '1',
			lineQuantity: '1',
			lineSku: 'SKU-1',
			lineProductName: 'Bolt',
			lineUnit: 'PCE',
			lineUnitNet: '10',
			lineUnitGross: '12.3',
			lineUnitTax: '2.3',
			lineNet: '10',
			lineGross: '12.3',
			lineTax: '2.3',
			lineBaseNet: '10',
			lineBaseGross: '12.3',
			lineBaseTax: '2.3',
			lineTaxRate: '23',
		};
		const { error } = await run(
			'goodsIssuedNote',
			{ inputMode: 'rows', columns: { mappingMode: 'defineBelow', value: columns } },
			[{ operator: '19a0c2d4-6e8f-4a1b-9c3d-5e7f9a1b3c19' }],
		);
		expect(error).toBeUndefined();
		expect(stored('goodsIssuedNotes', 'WZ/2026/0402')?.operator).toEqual({
			id: '19a0c2d4-6e8f-4a1b-9c3d-5e7f9a1b3c19',
			name: 'Piotr',
		});
	});
});
