import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();
const OFFER = '/api/v1/orderpath/integrations/auth-required/offer';

describe('Offer: Get', () => {
	it('reads the offer by ID in the query and returns the flat summary by default', async () => {
		// Values of its own in every summarised field, and lines in two slots.
		const generated = fx.control().addOffer('acme');
		const [slot] = (generated.split as { slots: Array<{ id: string; productLines: unknown[] }> })
			.slots;
		const offer = fx.control().addOffer('acme', {
			status: 'LOST',
			branchId: 'b5c2a7e4-1f0d-4c3b-9a8e-7d6c5b4a3f21',
			paymentMethod: {
				id: 'c1d2e3f4-0000-4000-8000-000000000001',
				name: 'Bank transfer',
				type: 'TRANSFER',
			},
			split: {
				slots: [
					slot,
					{
						...slot,
						id: 'c1d2e3f4-0000-4000-8000-000000000002',
						productLines: [...slot.productLines, ...slot.productLines],
					},
				],
			},
		});
		fx.control().clearRequests();
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'offer', operation: 'get', offerId: offer.id },
		});
		expect(error).toBeUndefined();
		const requests = fx.control().requests();
		expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', OFFER, { offerId: offer.id }],
		]);

		const prices = offer.prices as {
			total: { net: number; tax: number; gross: number };
			products: { net: number };
			delivery: { net: number };
			margin: { percent: number };
		};
		const slots = (offer.split as { slots: Array<{ productLines: unknown[] }> }).slots;
		expect(slots).toHaveLength(2);
		expect(output).toEqual([
			{
				json: {
					id: offer.id,
					documentNumber: offer.documentNumber,
					clientId: offer.clientId,
					status: 'LOST',
					expirationDate: offer.expirationDate,
					branchId: 'b5c2a7e4-1f0d-4c3b-9a8e-7d6c5b4a3f21',
					creatorName: (offer.offerCreatorUser as { name: string }).name,
					creatorEmail: (offer.offerCreatorUser as { email: string }).email,
					paymentMethod: 'Bank transfer',
					productLines: slots[0].productLines.length * 3,
					productsNet: prices.products.net,
					deliveryNet: prices.delivery.net,
					totalNet: prices.total.net,
					totalTax: prices.total.tax,
					totalGross: prices.total.gross,
					marginPercent: prices.margin.percent,
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(
			Object.values(output[0].json).every((value) => value === null || typeof value !== 'object'),
		).toBe(true);
	});

	it('returns the whole record with Simplify off, one per item', async () => {
		const first = fx.control().addOffer('acme');
		const second = fx.control().addOffer('acme');
		const { output, error } = await runNode({
			credentials: fx.credentials(),
			parameters: {
				resource: 'offer',
				operation: 'get',
				offerId: '={{ $json.offer }}',
				simplify: false,
			},
			items: [{ offer: first.id }, { offer: second.id }],
		});
		expect(error).toBeUndefined();
		expect(output).toEqual([
			{ json: first, pairedItem: { item: 0 } },
			{ json: second, pairedItem: { item: 1 } },
		]);
		expect(
			fx
				.control()
				.requests()
				.map((r) => r.query.offerId)
				.sort(),
		).toEqual([first.id, second.id].sort());
	});

	it('stops before sending anything when Offer ID is missing or not a UUID', async () => {
		const missing = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'offer', operation: 'get', offerId: '={{ $json.offer }}' },
			items: [{ offer: '7e4b9c21-6d3a-4f57-8b22-000000000f01' }, {}],
		});
		expect(missing.error?.message).toBe('"Offer ID" (offerId) is required');
		expect(missing.error?.description).toContain('Item 2');

		const malformed = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'offer', operation: 'get', offerId: 'OF/2026/0001' },
		});
		expect(malformed.error?.message).toContain('"Offer ID" (offerId) must be a UUID');
		expect(fx.control().requests()).toEqual([]);
	});

	it('an unknown offer reaches the user as the platform 404, or as an error item with Continue On Fail', async () => {
		const offer = fx.control().addOffer('acme');
		const unknown = '00000000-0000-4000-8000-000000000000';
		const failed = await runNode({
			credentials: fx.credentials(),
			parameters: { resource: 'offer', operation: 'get', offerId: unknown },
		});
		expect(failed.error?.httpCode).toBe('404');
		expect(failed.error?.message).toContain(`Offer ${unknown} not found`);

		const { output, error } = await runNode({
			credentials: fx.credentials(),
			continueOnFail: true,
			parameters: { resource: 'offer', operation: 'get', offerId: '={{ $json.offer }}' },
			items: [{ offer: unknown }, { offer: offer.id }],
		});
		expect(error).toBeUndefined();
		expect(output[0].json.error).toContain(`Offer ${unknown} not found`);
		expect(output[0].pairedItem).toEqual({ item: 0 });
		expect(output[1].json.id).toBe(offer.id);
		expect(output[1].pairedItem).toEqual({ item: 1 });
		expect(fx.control().requests()).toHaveLength(3);
	});
});
