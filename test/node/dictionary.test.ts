/** Dictionary resource: manufacturers (two path spellings), measurement units, VAT rates. */
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const PREFIX = '/api/v1/catalog/integrations/auth-required/dictionaries';
const MISSING = '={{ $json.missing }}';
const manufacturer = { name: 'Acme Tools', externalId: 'MAN-1', acronym: 'ACM' };

async function createManufacturer(): Promise<string> {
	const { output, error } = await runNode({
		credentials: fx.credentials(),
		parameters: { resource: 'dictionary', operation: 'createManufacturer', ...manufacturer },
	});
	expect(error).toBeUndefined();
	fx.control().clearRequests();
	return output[0].json.manufacturerId as string;
}

describe('dictionary: create manufacturer', () => {
	it('posts name, external ID and acronym and outputs them with the new ID', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'dictionary', operation: 'createManufacturer', ...manufacturer },
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`POST ${PREFIX}/manufacturers`);
		expect(request.body).toEqual(manufacturer);
		const manufacturerId = output[0].json.manufacturerId as string;
		expect(output).toEqual([
			{ json: { manufacturerId, id: manufacturerId, ...manufacturer }, pairedItem: { item: 0 } },
		]);
		expect(fx.control().state('acme').manufacturers).toEqual({
			[manufacturerId]: { manufacturerId, ...manufacturer },
		});
	});

	it.each([
		['main', ['manufacturers', 'manufacturers']],
		['alternative', ['manufacturers', 'manufactures', 'manufactures']],
	])('in %s path mode uses the spelling that answers and remembers it', async (mode, spellings) => {
		fx.control().setPathMode(mode as 'main' | 'alternative');
		for (let run = 0; run < 2; run++) {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource: 'dictionary',
					operation: 'createManufacturer',
					...manufacturer,
					externalId: `M-${run}`,
				},
			});
			expect(error).toBeUndefined();
		}
		expect(
			fx
				.control()
				.requests()
				.map((request) => request.path),
		).toEqual(spellings.map((spelling) => `${PREFIX}/${spelling}`));
		const stored = Object.values(fx.control().state('acme').manufacturers) as Array<{
			externalId: string;
		}>;
		expect(stored.map((m) => m.externalId)).toEqual(['M-0', 'M-1']);
	});

	it.each([
		['name', '"Name" (name) is required'],
		['externalId', '"External ID" (externalId) is required'],
		['acronym', '"Acronym" (acronym) is required'],
	])('without %s fails before sending anything', async (field, message) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'createManufacturer',
				...manufacturer,
				[field]: MISSING,
			},
		});
		expect(error?.message).toBe(message);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('dictionary: update manufacturer', () => {
	const changed = { name: 'Acme Tools Ltd', externalId: 'MAN-1B', acronym: 'ATL' };

	it('puts all three fields to the manufacturer and outputs them', async () => {
		const manufacturerId = await createManufacturer();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'updateManufacturer',
				manufacturerId,
				...changed,
			},
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(
			`PUT ${PREFIX}/manufacturers/${manufacturerId}`,
		);
		expect(request.body).toEqual(changed);
		expect(output).toEqual([
			{
				json: { manufacturerId, id: manufacturerId, ...changed, updated: true },
				pairedItem: { item: 0 },
			},
		]);
		expect(fx.control().state('acme').manufacturers[manufacturerId]).toEqual({
			manufacturerId,
			...changed,
		});
	});

	it('with alternative paths only falls back to the /manufactures spelling', async () => {
		const manufacturerId = await createManufacturer();
		fx.control().setPathMode('alternative');
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'updateManufacturer',
				manufacturerId,
				...changed,
			},
		});
		expect(error).toBeUndefined();
		expect(
			fx
				.control()
				.requests()
				.map((request) => `${request.method} ${request.path}`),
		).toEqual([
			`PUT ${PREFIX}/manufacturers/${manufacturerId}`,
			`PUT ${PREFIX}/manufactures/${manufacturerId}`,
		]);
		expect(fx.control().state('acme').manufacturers[manufacturerId].name).toBe(changed.name);
	});

	it.each([['manufacturerId'], ['name'], ['externalId'], ['acronym']])(
		'without %s fails before sending anything',
		async (field) => {
			const { error } = await runNode({
				credentials: fx.credentials(),
				parameters: {
					resource: 'dictionary',
					operation: 'updateManufacturer',
					manufacturerId: 'b7a1c9e2-0000-4000-8000-000000000001',
					...changed,
					[field]: MISSING,
				},
			});
			expect(error?.message).toMatch(new RegExp(`\\(${field}\\) is required$`));
			expect(fx.control().requests()).toEqual([]);
		},
	);

	it("shows the platform's message for an unknown manufacturer, and Continue On Fail pairs it", async () => {
		const manufacturerId = await createManufacturer();
		const unknown = 'b7a1c9e2-0000-4000-8000-000000000001';
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'updateManufacturer',
				manufacturerId: unknown,
				...changed,
			},
		});
		expect(failed.error?.message).toContain(`Manufacturer ${unknown} not found`);
		expect(failed.error?.httpCode).toBe('404');

		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: {
				resource: 'dictionary',
				operation: 'updateManufacturer',
				manufacturerId: '={{ $json.id }}',
				...changed,
			},
			items: [{ id: unknown }, { id: manufacturerId }],
		});
		expect(error).toBeUndefined();
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[0].json.error).toContain(`Manufacturer ${unknown} not found`);
		expect(output[1]).toEqual({
			json: { manufacturerId, id: manufacturerId, ...changed, updated: true },
			pairedItem: { item: 1 },
		});
		expect(fx.control().state('acme').manufacturers[manufacturerId].acronym).toBe('ATL');
	});
});

describe('dictionary: create measurement unit', () => {
	const unit = { externalId: 'PCS', shortName: 'pcs', fullName: 'pieces' };

	it('posts the unit, which the platform stores by external ID', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'dictionary', operation: 'createMeasurementUnit', ...unit },
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`POST ${PREFIX}/measurement-units`);
		expect(request.body).toEqual(unit);
		expect(output).toEqual([{ json: { ...unit, created: true }, pairedItem: { item: 0 } }]);
		expect(fx.control().state('acme').measurementUnits).toEqual({ PCS: unit });
	});

	it.each([
		['externalId', 'External ID'],
		['shortName', 'Short Name'],
		['fullName', 'Full Name'],
	])('without %s fails before sending anything', async (field, label) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'createMeasurementUnit',
				...unit,
				[field]: MISSING,
			},
		});
		expect(error?.message).toBe(`"${label}" (${field}) is required`);
		expect(fx.control().requests()).toEqual([]);
	});
});

describe('dictionary: create VAT rate', () => {
	const rate = { externalId: 'VAT23', label: '23%', value: 0.23 };

	it('posts the rate as a fraction', async () => {
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'dictionary', operation: 'createVatRate', ...rate },
			items: [{}],
		});
		expect(error).toBeUndefined();
		const [request] = fx.control().requests();
		expect(`${request.method} ${request.path}`).toBe(`POST ${PREFIX}/vat-rates`);
		expect(request.body).toEqual(rate);
		expect(output).toEqual([{ json: { ...rate, created: true }, pairedItem: { item: 0 } }]);
		expect(fx.control().state('acme').vatRates).toEqual({ VAT23: rate });
	});

	it('takes a rate typed as text in a sheet ("0.08") as a number', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'dictionary',
				operation: 'createVatRate',
				...rate,
				value: '={{ $json.rate }}',
			},
			items: [{ rate: '0.08' }],
		});
		expect(error).toBeUndefined();
		expect(fx.control().requests()[0].body).toEqual({ ...rate, value: 0.08 });
		expect(fx.control().state('acme').vatRates.VAT23.value).toBe(0.08);
	});

	it('refuses a percentage and says which fraction was meant, before sending anything', async () => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'dictionary', operation: 'createVatRate', ...rate, value: 23 },
		});
		expect(error?.message).toBe(
			'"Value" (value) must be a fraction between 0 and 1 (0.23 for 23 percent): for 23 percent enter 0.23',
		);
		expect(fx.control().requests()).toEqual([]);
	});

	it.each([
		['externalId', 'External ID'],
		['label', 'Label'],
		['value', 'Value'],
	])('without %s fails before sending anything', async (field, label) => {
		const { error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'dictionary', operation: 'createVatRate', ...rate, [field]: MISSING },
		});
		expect(error?.message).toBe(`"${label}" (${field}) is required`);
		expect(fx.control().requests()).toEqual([]);
	});
});
