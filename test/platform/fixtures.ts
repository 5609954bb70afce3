/**
 * Valid request bodies for the document operations of the fake platform, written from
 * ../shared/spec/integration-api.md. Each builder returns a fresh object carrying every required
 * field and most optional ones (so that deleting a nested required member of an optional object
 * can be tested too). Reused by the lead's tests: keep the signatures stable.
 */

import type { Json } from './types';

export const FIXTURE_IDS = {
	paymentMethodId: '2f9c0d3e-6a4b-4c1d-9e8f-0a1b2c3d4e5f',
	deliveryMethodId: '3e8d1c2b-5a4f-4d6e-8b7a-1c2d3e4f5a6b',
	operatorId: '7b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
	userId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
	clientId: 'org:0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b',
	organizationId: 'org:0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b',
};

const invoiceAddress = (name: string) => ({
	city: 'Warsaw',
	country: 'PL',
	name,
	postalCode: '00-001',
	street: 'Marszalkowska 1',
});

const triple = (net: number, tax: number) => ({
	netPrice: net,
	grossPrice: +(net + tax).toFixed(2),
	taxValue: tax,
});

export interface InvoiceFixtureOptions {
	/** goodsIssuedNoteNumber on the first item. */
	goodsIssuedNoteNumber?: string;
	/** orderReferenceNumber on the first item. */
	orderReferenceNumber?: string;
}

function invoiceItem(lineNumber: number, extra: Record<string, unknown> = {}) {
	return {
		lineNumber,
		type: lineNumber === 2 ? 'SERVICE' : 'PRODUCT',
		itemName: `Item ${lineNumber}`,
		sku: `SKU-${lineNumber}`,
		gtin: '5901234123457',
		series: 'S1',
		manufacturer: 'Aldex',
		pkwiu: '27.90.11.0',
		notes: [`line ${lineNumber}`],
		splitPayment: false,
		linePrices: triple(200, 46),
		itemPrices: triple(100, 23),
		itemBasePrices: triple(110, 25.3),
		taxRate: { name: '23%', value: 23 },
		discount: 0,
		additionalCosts: [
			{ type: 'TRANSPORT', itemPrices: triple(5, 1.15), linePrices: triple(10, 2.3) },
		],
		quantity: 2,
		unit: 'PCE',
		...extra,
	};
}

/** A valid invoice write body (two items). */
export function validInvoice(
	number = 'FV/2024/0001',
	o: InvoiceFixtureOptions = {},
): Record<string, Json> {
	return {
		number,
		documentDate: '2024-03-01',
		saleDate: '2024-03-01',
		paymentDate: '2024-03-15',
		currencyCode: 'PLN',
		totalPrices: triple(400, 92),
		customerPurchaseNumbers: ['PO-1'],
		notes: [],
		amountPaid: 0,
		isPaid: false,
		splitPayment: false,
		receiptReferenceNumber: 'PAR/1',
		bankAccountNumber: 'PL61109010140000071219812874',
		clientData: {
			clientId: FIXTURE_IDS.clientId,
			clientType: 'ORGANIZATION',
			addressData: invoiceAddress('Buyer Ltd'),
			tin: '5260250274',
			phone: '+48 22 000 00 00',
			invoiceEmail: 'invoices@buyer.test',
		},
		payerData: {
			clientId: FIXTURE_IDS.clientId,
			tin: '5260250274',
			phone: '+48 22 000 00 01',
			addressData: invoiceAddress('Payer Ltd'),
		},
		tenantData: { addressData: invoiceAddress('Seller SA'), tin: '1234563218' },
		operatorData: { id: FIXTURE_IDS.operatorId, name: 'Anna Operator' },
		paymentMethodData: { id: FIXTURE_IDS.paymentMethodId, name: 'Bank transfer' },
		items: [
			invoiceItem(1, {
				...(o.orderReferenceNumber
					? { orderReferenceNumber: o.orderReferenceNumber, orderReferenceLineNumber: 1 }
					: {}),
				...(o.goodsIssuedNoteNumber
					? { goodsIssuedNoteNumber: o.goodsIssuedNoteNumber, goodsIssuedNoteLineNumber: 1 }
					: {}),
			}),
			invoiceItem(2),
		],
	};
}

/** A valid invoice correction body correcting `invoiceNumber` (two items). */
export function validCorrection(
	number = 'FK/2024/0001',
	invoiceNumber = 'FV/2024/0001',
): Record<string, Json> {
	const inv = validInvoice(invoiceNumber);
	delete inv.amountPaid;
	delete inv.isPaid;
	delete inv.receiptReferenceNumber;
	delete inv.splitPayment;
	return {
		...inv,
		number,
		correctionType: 'VALUABLE',
		totalPrices: triple(-40, -9.2),
		items: inv.items.map((item: Record<string, unknown>, i: number) => ({
			...item,
			itemBasePrices: { netPrice: 110 },
			invoiceReferenceLineNumber: i + 1,
			invoiceReferenceNumber: invoiceNumber,
		})),
	};
}

/** A fiscal receipt correction body (the spec shows no required markers). */
export function validFiscalReceiptCorrection(
	number = 'KP/2024/0001',
	receiptNumber = 'PAR/2024/0001',
): Record<string, Json> {
	const c = validCorrection(number, receiptNumber);
	return {
		...c,
		createDateTime: '2024-03-02T10:00:00Z',
		items: c.items.map((item: Record<string, unknown>) => {
			const { invoiceReferenceLineNumber, ...rest } = item;
			delete rest.invoiceReferenceNumber;
			return {
				...rest,
				fiscalReceiptReferenceLineNumber: invoiceReferenceLineNumber,
				fiscalReceiptReferenceNumber: receiptNumber,
			};
		}),
	};
}

const gnTriple = (net: number, tax: number) => ({ net, gross: +(net + tax).toFixed(2), tax });

function ginLine(lineNumber: number) {
	return {
		lineNumber,
		salesOrderLineNumber: lineNumber,
		invoiceLineNumber: lineNumber,
		salesOrderReferenceNumber: 'SO/2024/0001',
		goodsReceivedNoteReferences: [],
		notes: `line ${lineNumber}`,
		quantity: 2,
		product: {
			sku: `SKU-${lineNumber}`,
			name: `Product ${lineNumber}`,
			unit: 'PCE',
			gtin: '5901234123457',
			manufacturerIndex: 'ALD-0001',
			pkwiu: '27.90.11.0',
			manufacturer: { name: 'Aldex' },
		},
		prices: {
			additionalCosts: [{ type: 'TRANSPORT', item: gnTriple(5, 1.15), line: gnTriple(10, 2.3) }],
			item: gnTriple(100, 23),
			line: gnTriple(200, 46),
			base: gnTriple(110, 25.3),
			taxRate: 23,
			discount: 0,
		},
	};
}

/** A valid goods issued note body (two lines). */
export function validGoodsIssuedNote(number = 'WZ/2024/0001'): Record<string, Json> {
	return {
		number,
		clientId: FIXTURE_IDS.clientId,
		purchaseOrderNumber: 'PO-1',
		notes: 'deliver before noon',
		documentDate: '2024-03-01',
		saleDate: '2024-03-01',
		deliveryDate: '2024-03-03',
		deliveryAddress: {
			name: 'Buyer Ltd',
			street: 'Prosta 2',
			city: 'Krakow',
			postCode: '30-001',
			country: 'PL',
		},
		paymentMethod: { id: FIXTURE_IDS.paymentMethodId, name: 'Bank transfer' },
		deliveryMethod: { id: FIXTURE_IDS.deliveryMethodId, name: 'Courier' },
		warehouse: { id: 'wh-1', name: 'Main warehouse' },
		operator: { id: FIXTURE_IDS.operatorId, name: 'Anna Operator' },
		prices: { total: gnTriple(400, 92) },
		productLines: [ginLine(1), ginLine(2)],
	};
}

/** A valid goods received note body (two lines) correcting goods issued note `ginNumber`. */
export function validGoodsReceivedNote(
	number = 'PZ/2024/0001',
	ginNumber = 'WZ/2024/0001',
): Record<string, Json> {
	const gin = validGoodsIssuedNote(number);
	return {
		...gin,
		goodsIssuedNoteReferenceNumber: ginNumber,
		productLines: gin.productLines.map((line: Record<string, unknown>, i: number) => ({
			...line,
			goodsIssuedNoteLineNumber: i + 1,
			quantity: 1,
		})),
	};
}

/** A valid offline order shipment body (two lines). */
export function validShipment(id = 'SHP-0001', orderId = 'ORD-0001'): Record<string, Json> {
	const line = (n: number) => ({
		lineNumber: String(n),
		name: `Product ${n}`,
		sku: `SKU-${n}`,
		quantityOrdered: 2,
		quantityOrderedInContentUnit: 2,
		quantityShipped: 2,
		contentUnitCode: 'PCE',
		contentUnitName: 'piece',
		manufacturerIndex: 'ALD-0001',
		manufacturerName: 'Aldex',
		notes: 'fragile',
		lastChange: '2024-03-01T12:00:00Z',
		price: {
			catalogPriceDiscount: 0,
			netCatalogPrice: 200,
			netCatalogUnitPrice: 100,
			grossValue: 246,
			netUnitPrice: 100,
			netValue: 200,
			taxValue: 46,
			additionalCosts: [
				{
					type: 'TRANSPORT',
					contentUnitNet: 5,
					contentUnitTax: 1.15,
					contentUnitGross: 6.15,
					totalNet: 10,
					totalTax: 2.3,
					totalGross: 12.3,
				},
			],
		},
	});
	return {
		id,
		orderId,
		orderDate: '2024-03-01',
		lastChange: '2024-03-01T12:00:00Z',
		notes: 'buyer note',
		status: 'SHIPPED',
		supplyWarehouseId: 'wh-1',
		authorizedPeople: [
			{
				email: 'jan@buyer.test',
				name: 'Jan Buyer',
				phone: '+48 600 000 000',
				userId: FIXTURE_IDS.userId,
			},
		],
		organization: { externalId: 'ERP-ORG-1', id: FIXTURE_IDS.organizationId },
		user: {
			email: 'jan@buyer.test',
			id: FIXTURE_IDS.userId,
			name: 'Jan Buyer',
			phone: '+48 600 000 000',
		},
		paymentMethod: { name: 'Bank transfer', id: 'pm-1', externalId: 'ERP-PM-1' },
		deliveryMethod: {
			address: {
				city: 'Krakow',
				country: 'PL',
				name: 'Buyer Ltd',
				phone: '+48 600 000 000',
				street: 'Prosta 2',
				type: 'SYSTEM',
				zipCode: '30-001',
			},
			deliveryDateConfirmed: '2024-03-03',
			deliveryDateRequired: '2024-03-02',
			cost: { net: 20, tax: 4.6, gross: 24.6 },
			externalId: 'ERP-DM-1',
			id: null,
			name: 'Courier',
			pickupPointId: null,
			type: 'COURIER',
		},
		price: {
			deliveryNet: 20,
			deliveryGross: 24.6,
			productsNet: 400,
			productsGross: 492,
			additionalCosts: [{ type: 'TRANSPORT', net: 20, tax: 4.6, gross: 24.6 }],
			totalGross: 541.2,
			totalNet: 440,
			totalTax: 101.2,
		},
		productLines: [line(1), line(2)],
		waybills: [{ number: 'WB-1', url: 'https://tracking.carrier.test/WB-1' }],
	};
}

/**
 * Delete the member at a dotted path such as `items[1].linePrices.netPrice` from `obj` (in place)
 * and return obj. Throws when the path does not exist, so a typo in a test list cannot pass.
 */
export function deletePath<T extends object>(obj: T, path: string): T {
	const parts = path.match(/[^.[\]]+/g) ?? [];
	let cur: Record<string | number, unknown> = obj as Record<string, unknown>;
	for (let k = 0; k < parts.length - 1; k++) {
		const key = /^\d+$/.test(parts[k]) ? Number(parts[k]) : parts[k];
		const next = cur[key];
		if (next === undefined || next === null)
			throw new Error(`path ${path} does not exist (at ${parts[k]})`);
		cur = next as Record<string | number, unknown>;
	}
	const last = parts[parts.length - 1];
	if (!(last in cur)) throw new Error(`path ${path} does not exist`);
	delete cur[last];
	return obj;
}

/** Set the member at a dotted path (in place) and return obj. */
export function setPath<T extends object>(obj: T, path: string, value: unknown): T {
	const parts = path.match(/[^.[\]]+/g) ?? [];
	let cur = obj as Record<string | number, unknown>;
	for (let k = 0; k < parts.length - 1; k++) {
		cur = cur[/^\d+$/.test(parts[k]) ? Number(parts[k]) : parts[k]] as Record<
			string | number,
			unknown
		>;
	}
	cur[parts[parts.length - 1]] = value;
	return obj;
}
