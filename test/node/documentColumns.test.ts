/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Spreadsheet Rows: the Columns resource mapper. Its method's fields (ids,
 * labels, required markers), Map Automatically with several spellings of the column names, the
 * spreadsheet example (documented column names, zero expressions) run as a real workflow, and
 * Map Each Column Manually.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { shortened } from '../../nodes/B2bCommerce/documents/columnLabels';

import { FIXTURE_IDS } from '../platform/fixtures';
import { SELLER } from '../support/documentFields';
import { parseCsv } from '../support/documents';
import { description, editorNode, editorParameters } from '../support/editor';
import { runNode } from '../support/harness';
import { runResourceMapping } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const EXAMPLES = join(__dirname, '..', '..', 'examples');

const TENANT_DATA = {
	addressData: {
		name: 'Seller SA',
		street: 'Marszalkowska 1',
		postalCode: '00-001',
		city: 'Warsaw',
		country: 'PL',
	},
	tin: '1234563218',
};

const AUTO = { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] };

async function rows(
	parameters: IDataObject,
	items: IDataObject[],
	credentials = fx.credentials('acme', SELLER),
) {
	return await runNode({
		credentials,
		parameters: {
			resource: 'invoice',
			operation: 'createOrReplace',
			inputMode: 'rows',
			...parameters,
		},
		items,
	});
}

describe('Spreadsheet Rows columns (resource mapper)', () => {
	it('lists every field of the invoice and its line with its label and required marker', async () => {
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		const byId = Object.fromEntries(fields.map((field) => [field.id, field]));
		expect(byId.number).toMatchObject({
			displayName: 'Invoice Number',
			required: true,
			display: true,
		});
		expect(byId.clientId).toMatchObject({ displayName: 'Client ID', required: true });
		expect(byId.clientCity).toMatchObject({ displayName: 'Client City', required: true });
		expect(byId.clientTin).toMatchObject({ displayName: 'Client TIN', required: false });
		// The seller and the payment method can come from the credential: never required in the sheet.
		expect(byId.sellerTin).toMatchObject({ displayName: 'Seller TIN', required: false });
		expect(byId.paymentMethodId).toMatchObject({
			displayName: 'Payment Method ID',
			required: false,
		});
		expect(byId.lineUnitNetPrice).toMatchObject({ displayName: 'Unit Net Price', required: true });
		expect(byId.lineTaxRateValue).toMatchObject({ displayName: 'Tax Rate Value', required: true });
		expect(byId.lineTaxRateName).toMatchObject({ displayName: 'Tax Rate Name', required: false });
		expect(byId.lineType).toMatchObject({
			type: 'options',
			options: [
				expect.objectContaining({ value: 'PRODUCT' }),
				expect.objectContaining({ value: 'SERVICE' }),
			],
		});
		expect(fields.filter((field) => field.required).map((field) => field.displayName)).toEqual([
			'Invoice Number',
			'Document Date',
			'Sale Date',
			'Payment Date',
			'Currency',
			'Total Net Price',
			'Total Gross Price',
			'Total Tax Value',
			'Customer PO Numbers',
			'Client ID',
			'Client Type',
			'Client Name',
			'Client Street',
			'Client Postal Code',
			'Client City',
			'Client Country',
			'Line Type',
			'Item Name',
			'SKU',
			'Quantity',
			'Unit',
			'Unit Net Price',
			'Unit Gross Price',
			'Unit Tax Value',
			'Line Net Price',
			'Line Gross Price',
			'Line Tax Value',
			'Tax Rate Value',
			'Discount',
		]);
		// Names stay unique when case, spaces and "_" are ignored, so Map Automatically is never ambiguous.
		const names = fields.flatMap((field) => [
			...new Set(
				[field.id, field.displayName].map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '')),
			),
		]);
		expect(names.length).toBe(new Set(names).size);
	});

	it.each([
		['invoiceCorrection', 'create', 'Correction Number'],
		['goodsIssuedNote', 'createOrReplace', 'Note Number'],
		['goodsReceivedNote', 'createOrReplace', 'Note Number'],
		['offlineOrder', 'createOrReplaceShipment', 'Shipment ID'],
	])(
		'%s: the columns start with the document key and keep unique names',
		async (resource, operation, key) => {
			const { fields } = await runResourceMapping({
				credentials: fx.credentials(),
				parameters: { resource, operation, inputMode: 'rows' },
				method: 'getDocumentColumns',
			});
			expect(fields[0]).toMatchObject({ displayName: key, required: true });
			const names = fields.flatMap((field) => [
				...new Set(
					[field.id, field.displayName].map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '')),
				),
			]);
			expect(names.length).toBe(new Set(names).size);
		},
	);

	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
		['goodsIssuedNote', 'createOrReplace'],
		['goodsReceivedNote', 'createOrReplace'],
		['offlineOrder', 'createOrReplaceShipment'],
	])(
		'%s: no "no columns to map" notice when there are columns (n8n shows a notice in Map Automatically)',
		async (resource, operation) => {
			// n8n 2.8.4's ResourceMapper.vue keeps any emptyFieldsNotice the method returns and shows it
			// whenever its field list is hidden, which it always is in "Map Automatically".
			const result = await runResourceMapping({
				credentials: fx.credentials(),
				parameters: { resource, operation, inputMode: 'rows' },
				method: 'getDocumentColumns',
			});
			expect(result.fields.length).toBeGreaterThan(5);
			expect(result.emptyFieldsNotice).toBeUndefined();
		},
	);

	it('an operation without columns still says so', async () => {
		const result = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'get' },
			method: 'getDocumentColumns',
		});
		expect(result).toEqual({
			fields: [],
			emptyFieldsNotice: 'This operation has no columns to map',
		});
	});

	it('Columns start on Map Automatically; a mapping saved in either mode keeps its mode', () => {
		const columns = description.properties.filter(
			(property): property is INodeProperties =>
				property.type === 'resourceMapper' && property.name === 'columns',
		);
		expect(columns.length).toBeGreaterThan(0);
		for (const property of columns)
			expect(property.default).toMatchObject({ mappingMode: 'autoMapInputData' });
		const base = { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' };
		const fresh = editorParameters(base);
		expect((fresh.columns as IDataObject).mappingMode).toBe('autoMapInputData');
		// What the editor stores (mode, values and the fetched schema), saved without defaults, then loaded.
		for (const mappingMode of ['defineBelow', 'autoMapInputData']) {
			const stored = {
				mappingMode,
				value: { number: '={{ $json.no }}' },
				matchingColumns: [],
				schema: [{ id: 'number' }],
			};
			const saved = editorParameters({ ...base, columns: stored }, editorNode(), true);
			const loaded = editorParameters(saved);
			expect((loaded.columns as IDataObject).mappingMode).toBe(mappingMode);
		}
	});

	it('a fresh Spreadsheet Rows node (Columns left as they start) maps the documented column names', async () => {
		const csv = parseCsv(readFileSync(join(EXAMPLES, 'data', 'invoice-lines.csv'), 'utf8')).slice(
			0,
			2,
		);
		const { error } = await rows({}, csv);
		expect(error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => body.number)).toEqual([
			...new Set(csv.map((row) => row['Invoice Number'])),
		]);
	});

	it('Map Automatically: columns match whatever their case and spacing ("Client ID", "client_id", "clientId")', async () => {
		const row = (spelling: 'label' | 'snake' | 'camel', line: IDataObject): IDataObject => {
			const header: Array<[string, string, string, unknown]> = [
				['Invoice Number', 'invoice_number', 'number', 'FV/2026/0500'],
				['Document Date', 'document_date', 'documentDate', '2026-03-02'],
				['Sale Date', 'SALE_DATE', 'saleDate', '2026-03-02'],
				['Payment Date', 'payment date', 'paymentDate', '2026-03-16'],
				['Currency', 'currency', 'currencyCode', 'pln'],
				[
					'Customer Purchase Numbers',
					'customer_purchase_numbers',
					'customerPurchaseNumbers',
					'PO-1, PO-2',
				],
				['Client ID', 'client_id', 'clientId', FIXTURE_IDS.clientId],
				['Client Type', 'client_type', 'clientType', 'ORGANIZATION'],
				['Client Name', 'client_name', 'clientName', 'Buyer Ltd'],
				['Client Street', 'client_street', 'clientStreet', 'Prosta 2'],
				['Client Postal Code', 'client_postal_code', 'clientPostalCode', '30-001'],
				['Client City', 'client_city', 'clientCity', 'Krakow'],
				['Client Country', 'client-country', 'clientCountry', 'PL'],
				['Payment Method ID', 'payment_method_id', 'paymentMethodId', FIXTURE_IDS.paymentMethodId],
				['Payment Method Name', 'payment_method_name', 'paymentMethodName', 'Bank transfer'],
				['Total Net Price', 'total_net_price', 'totalNetPrice', '300'],
				['Total Gross Price', 'total_gross_price', 'totalGrossPrice', '369'],
				['Total Tax Value', 'total_tax_value', 'totalTaxValue', '69'],
			];
			const pick = ([label, snake, camel]: [string, string, string, unknown]) =>
				spelling === 'label' ? label : spelling === 'snake' ? snake : camel;
			return {
				...Object.fromEntries(header.map((entry) => [pick(entry), entry[3]])),
				...line,
				'Not a field': 'ignored',
			};
		};
		const line = (sku: string, net: number) => ({
			'Line Type': 'product',
			item_name: `Item ${sku}`,
			sku,
			QUANTITY: '2',
			unit: 'PCE',
			unitNetPrice: String(net / 2),
			'unit gross price': String((net / 2) * 1.23),
			'Unit Tax Value': String((net / 2) * 0.23),
			line_net_price: String(net),
			'Line Gross Price': String(net * 1.23),
			lineTaxValue: String(net * 0.23),
			'Tax Rate Value': '23',
			'tax rate name': '23%',
			discount: '0',
		});
		const { output, error } = await rows({ columns: AUTO }, [
			row('label', line('A', 100)),
			row('snake', line('B', 100)),
			row('camel', line('C', 100)),
		]);
		expect(error).toBeUndefined();
		const [body] = fx.bodies('PUT');
		expect(body).toMatchObject({
			number: 'FV/2026/0500',
			currencyCode: 'PLN',
			customerPurchaseNumbers: ['PO-1', 'PO-2'],
			totalPrices: { netPrice: 300, grossPrice: 369, taxValue: 69 },
			clientData: {
				clientId: FIXTURE_IDS.clientId,
				clientType: 'ORGANIZATION',
				addressData: {
					name: 'Buyer Ltd',
					street: 'Prosta 2',
					postalCode: '30-001',
					city: 'Krakow',
					country: 'PL',
				},
			},
			tenantData: TENANT_DATA,
			paymentMethodData: { id: FIXTURE_IDS.paymentMethodId, name: 'Bank transfer' },
		});
		expect(
			(body.items as IDataObject[]).map((item) => [
				item.lineNumber,
				item.sku,
				item.type,
				item.quantity,
				item.linePrices,
				item.taxRate,
				item.additionalCosts,
			]),
		).toEqual(
			['A', 'B', 'C'].map((sku, index) => [
				index + 1,
				sku,
				'PRODUCT',
				2,
				{ netPrice: 100, grossPrice: 123, taxValue: 23 },
				{ name: '23%', value: 23 },
				[],
			]),
		);
		expect(output.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 1 }, { item: 2 }],
		]);
	});

	it('the spreadsheet example (documented column names, no expressions) becomes its invoices', async () => {
		const example = JSON.parse(
			readFileSync(join(EXAMPLES, 'spreadsheet-to-invoices.json'), 'utf8'),
		) as { nodes: IDataObject[] };
		const node = example.nodes.find((entry) => entry.name === 'Create or Replace Invoices')!;
		expect(node.typeVersion).toBe(1);
		expect(JSON.stringify(node.parameters)).not.toContain('={{');
		const csv = parseCsv(readFileSync(join(EXAMPLES, 'data', 'invoice-lines.csv'), 'utf8'));
		const { output, error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: node.parameters as IDataObject,
			items: csv,
		});
		expect(error).toBeUndefined();
		const numbers = [...new Set(csv.map((row) => row['Invoice Number']))];
		expect(output.map((item) => [item.json.number, item.json.saved])).toEqual(
			numbers.map((number) => [number, true]),
		);
		const puts = fx.bodies('PUT');
		expect(puts.map((body) => body.number)).toEqual(numbers);
		expect(JSON.stringify(puts)).toContain('"type":"TRANSPORT"');
		for (const body of puts) {
			const group = csv.filter((row) => row['Invoice Number'] === body.number);
			const first = group[0];
			expect(body).toEqual({
				number: first['Invoice Number'],
				documentDate: first['Document Date'],
				saleDate: first['Sale Date'],
				paymentDate: first['Payment Date'],
				currencyCode: first.Currency,
				customerPurchaseNumbers: [first['Customer Purchase Numbers']],
				notes: [],
				totalPrices: {
					netPrice: Number(first['Total Net Price']),
					grossPrice: Number(first['Total Gross Price']),
					taxValue: Number(first['Total Tax Value']),
				},
				clientData: {
					clientId: first['Client ID'],
					clientType: first['Client Type'],
					addressData: {
						name: first['Client Name'],
						street: first['Client Street'],
						postalCode: first['Client Postal Code'],
						city: first['Client City'],
						country: first['Client Country'],
					},
				},
				tenantData: TENANT_DATA,
				paymentMethodData: { id: first['Payment Method ID'], name: first['Payment Method Name'] },
				items: group.map((row, index) => ({
					lineNumber: index + 1,
					type: row['Line Type'],
					itemName: row['Item Name'],
					sku: row.SKU,
					quantity: Number(row.Quantity),
					unit: row.Unit,
					itemPrices: {
						netPrice: Number(row['Unit Net Price']),
						grossPrice: Number(row['Unit Gross Price']),
						taxValue: Number(row['Unit Tax Value']),
					},
					linePrices: {
						netPrice: Number(row['Line Net Price']),
						grossPrice: Number(row['Line Gross Price']),
						taxValue: Number(row['Line Tax Value']),
					},
					taxRate: { name: row['Tax Rate Name'], value: Number(row['Tax Rate Value']) },
					discount: Number(row.Discount),
					notes: [],
					// The numbered columns of one additional cost (empty on most rows: no cost sent).
					additionalCosts: row['Additional Cost 1 Type']
						? [
								{
									type: row['Additional Cost 1 Type'],
									itemPrices: {
										netPrice: Number(row['Additional Cost 1 Unit Net Price']),
										grossPrice: Number(row['Additional Cost 1 Unit Gross Price']),
										taxValue: Number(row['Additional Cost 1 Unit Tax Value']),
									},
									linePrices: {
										netPrice: Number(row['Additional Cost 1 Line Net Price']),
										grossPrice: Number(row['Additional Cost 1 Line Gross Price']),
										taxValue: Number(row['Additional Cost 1 Line Tax Value']),
									},
								},
							]
						: [],
				})),
			});
		}
	});

	it('Map Each Column Manually: each field takes its mapped value; a missing one names the column and the row', async () => {
		const csv = parseCsv(readFileSync(join(EXAMPLES, 'data', 'invoice-lines.csv'), 'utf8')).slice(
			0,
			2,
		);
		const { fields } = await runResourceMapping({
			credentials: fx.credentials(),
			parameters: { resource: 'invoice', operation: 'createOrReplace', inputMode: 'rows' },
			method: 'getDocumentColumns',
		});
		// The CSV's columns are named in full words, the mapper's labels in short ones.
		const headerOf = (label: string) =>
			Object.keys(csv[0]).find((header) => header === label || shortened(header) === label);
		const value = Object.fromEntries(
			fields.map((field) => {
				const header = headerOf(field.displayName);
				return [field.id, header === undefined ? null : `={{ $json[${JSON.stringify(header)}] }}`];
			}),
		);
		const manual = { mappingMode: 'defineBelow', value, matchingColumns: [], schema: fields };
		const ok = await rows({ columns: manual }, csv);
		expect(ok.error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => body.number)).toEqual(
			csv.map((row) => row['Invoice Number']),
		);

		fx.platform.control.clearRequests();
		const broken = csv.map((row, index) => (index === 1 ? { ...row, 'Unit Net Price': '' } : row));
		const { error } = await rows({ columns: manual }, broken);
		expect(error?.message).toBe('"Unit Net Price" is required');
		expect(error?.description).toContain(
			'<li>Item 2: "Unit Net Price" is required: Net price of one unit, e.g. 100.00</li>',
		);
		expect(fx.bodies('PUT')).toEqual([]);
	});

	it("the seller: a column wins over the node's Seller fields, which win over the credential", async () => {
		const csv = parseCsv(readFileSync(join(EXAMPLES, 'data', 'invoice-lines.csv'), 'utf8')).slice(
			0,
			2,
		);
		const { error } = await rows(
			{ columns: AUTO, seller: { values: { sellerName: 'Node Seller' } } },
			csv.map((row, index) => (index === 1 ? { ...row, 'Seller City': 'Gdansk' } : row)),
		);
		expect(error).toBeUndefined();
		expect(fx.bodies('PUT').map((body) => body.tenantData)).toEqual([
			{ ...TENANT_DATA, addressData: { ...TENANT_DATA.addressData, name: 'Node Seller' } },
			{
				...TENANT_DATA,
				addressData: { ...TENANT_DATA.addressData, name: 'Node Seller', city: 'Gdansk' },
			},
		]);
	});
});
