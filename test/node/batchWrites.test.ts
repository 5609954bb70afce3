import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const TAX = '/api/v1/pricing/integrations/auth-required/products/tax';

const control = () => fx.platform.control;

const taxParameters = (extra: Record<string, unknown> = {}) => ({
	resource: 'productTax',
	operation: 'set',
	productId: { __rl: true, mode: 'id', value: '={{ $json.sku }}' },
	tax: '={{ $json.vat }}',
	sendItemsTogether: true,
	...extra,
});

describe('Product Tax: Set with Send Items Together', () => {
	it('sends the rows in batches of Batch Size and stores the sheet', async () => {
		const sheet = Array.from({ length: 7 }, (_, i) => ({ sku: `SKU-${i}`, vat: i }));
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: taxParameters({ batchSize: 3 }),
			items: sheet,
		});
		expect(error).toBeUndefined();
		const bodies = control().requests({ pathPrefix: TAX }).map((r) => r.body);
		expect(bodies).toEqual([
			{ taxes: sheet.slice(0, 3).map((r) => ({ productId: r.sku, tax: r.vat })) },
			{ taxes: sheet.slice(3, 6).map((r) => ({ productId: r.sku, tax: r.vat })) },
			{ taxes: sheet.slice(6).map((r) => ({ productId: r.sku, tax: r.vat })) },
		]);
		expect(control().state('acme').productTaxes).toEqual(Object.fromEntries(sheet.map((r) => [r.sku, r.vat])));
		expect(output).toEqual(sheet.map((r, i) => ({ json: { productId: r.sku, tax: r.vat, updated: true }, pairedItem: { item: i } })));
	});
});
