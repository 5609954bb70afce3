/**
 * Documents without JSON (node version 2): every nested part filled through fixed collections,
 * the seller taken from the credential, and the error text a person reads. Real workflows
 * against the fake platform; assertions on the body the platform received.
 */
import type { IDataObject, INode } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';

import {
	validCorrection,
	validGoodsIssuedNote,
	validGoodsReceivedNote,
	validInvoice,
	validShipment,
} from '../platform/fixtures';
import { runNode } from '../support/harness';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

const SELLER = {
	sellerName: 'Seller SA',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};

function bodies(method: string): IDataObject[] {
	return fx.platform.control
		.requests({ origin: 'api', method })
		.map((request) => request.body as IDataObject);
}

const s = (value: unknown) => String(value);

/** An address as the fields of a part: `clientName`, `clientStreet`… (values typed as text). */
function address(prefix: string, data: IDataObject): IDataObject {
	return {
		[`${prefix}Name`]: data.name,
		[`${prefix}Street`]: data.street,
		[`${prefix}PostalCode`]: data.postalCode,
		[`${prefix}City`]: data.city,
		[`${prefix}Country`]: data.country,
	};
}

function triple(
	prefix: string,
	value: IDataObject,
	names = ['NetPrice', 'GrossPrice', 'TaxValue'],
): IDataObject {
	return {
		[`${prefix}${names[0]}`]: s(value.netPrice),
		[`${prefix}${names[1]}`]: s(value.grossPrice),
		[`${prefix}${names[2]}`]: s(value.taxValue),
	};
}

/** One line of an invoice (or correction) as the entry the editor's Items list holds. */
function lineEntry(item: IDataObject, withNumber: boolean): IDataObject {
	const taxRate = item.taxRate as IDataObject;
	const base = item.itemBasePrices as IDataObject | undefined;
	const entry: IDataObject = {
		lineType: item.type,
		lineItemName: item.itemName,
		lineSku: item.sku,
		lineQuantity: s(item.quantity),
		lineUnit: item.unit,
		lineUnitNetPrice: s((item.itemPrices as IDataObject).netPrice),
		lineUnitGrossPrice: s((item.itemPrices as IDataObject).grossPrice),
		lineUnitTaxValue: s((item.itemPrices as IDataObject).taxValue),
		...triple('line', item.linePrices as IDataObject, ['NetPrice', 'GrossPrice', 'TaxValue']),
		lineTaxRateValue: s(taxRate.value),
		lineDiscount: s(item.discount),
		lineAdditionalCosts: {
			values: (item.additionalCosts as IDataObject[]).map((cost) => ({
				costType: cost.type,
				...triple('costUnit', cost.itemPrices as IDataObject),
				...triple('costLine', cost.linePrices as IDataObject),
			})),
		},
		additionalLineFields: {
			...(withNumber ? { lineNumber: s(item.lineNumber) } : {}),
			lineTaxRateName: taxRate.name,
			lineGtin: item.gtin,
			lineSeries: item.series,
			lineManufacturer: item.manufacturer,
			linePkwiu: item.pkwiu,
			lineNotes: (item.notes as string[]).join('\n'),
			lineSplitPayment: item.splitPayment,
			...(base
				? {
						lineBaseNetPrice: base.netPrice === undefined ? undefined : s(base.netPrice),
						lineBaseGrossPrice: base.grossPrice === undefined ? undefined : s(base.grossPrice),
						lineBaseTaxValue: base.taxValue === undefined ? undefined : s(base.taxValue),
					}
				: {}),
		},
	};
	if ('invoiceReferenceNumber' in item) {
		// On a correction the tax rate name is required: a field of the line, not an additional one.
		entry.lineTaxRateName = taxRate.name;
		delete (entry.additionalLineFields as IDataObject).lineTaxRateName;
		entry.lineInvoiceReferenceNumber = item.invoiceReferenceNumber;
		entry.lineInvoiceReferenceLineNumber = s(item.invoiceReferenceLineNumber);
	}
	return entry;
}

/** The Fields mode (version 2) parameters of an invoice or correction: no JSON anywhere. */
function formParameters(
	doc: IDataObject,
	options: { seller?: boolean; numbers?: boolean } = {},
): IDataObject {
	const client = doc.clientData as IDataObject;
	const payer = doc.payerData as IDataObject;
	const tenant = doc.tenantData as IDataObject;
	const totals = doc.totalPrices as IDataObject;
	return {
		inputMode: 'fields',
		number: doc.number,
		...(doc.correctionType ? { correctionType: doc.correctionType } : {}),
		documentDate: doc.documentDate,
		saleDate: doc.saleDate,
		paymentDate: doc.paymentDate,
		currencyCode: doc.currencyCode,
		totalNetPrice: s(totals.netPrice),
		totalGrossPrice: s(totals.grossPrice),
		totalTaxValue: s(totals.taxValue),
		customerPurchaseNumbers: (doc.customerPurchaseNumbers as string[]).join(', '),
		client: {
			values: {
				clientId: client.clientId,
				clientType: client.clientType,
				...address('client', client.addressData as IDataObject),
				clientTin: client.tin,
				clientPhone: client.phone,
				clientInvoiceEmail: client.invoiceEmail,
			},
		},
		...(options.seller === false
			? {}
			: {
					seller: {
						values: {
							...address('seller', tenant.addressData as IDataObject),
							sellerTin: tenant.tin,
						},
					},
				}),
		paymentMethod: {
			values: {
				paymentMethodId: (doc.paymentMethodData as IDataObject).id,
				paymentMethodName: (doc.paymentMethodData as IDataObject).name,
			},
		},
		payer: {
			values: {
				payerClientId: payer.clientId,
				payerTin: payer.tin,
				payerPhone: payer.phone,
				...address('payer', payer.addressData as IDataObject),
			},
		},
		operator: {
			values: {
				operatorId: (doc.operatorData as IDataObject).id,
				operatorName: (doc.operatorData as IDataObject).name,
			},
		},
		lines: {
			values: (doc.items as IDataObject[]).map((item) => lineEntry(item, options.numbers ?? false)),
		},
		additionalFields: {
			...(doc.amountPaid !== undefined
				? { amountPaid: doc.amountPaid, isPaid: doc.isPaid, splitPayment: doc.splitPayment }
				: {}),
			...(doc.receiptReferenceNumber ? { receiptReferenceNumber: doc.receiptReferenceNumber } : {}),
			bankAccountNumber: doc.bankAccountNumber,
			notes: (doc.notes as string[]).join('\n'),
		},
	};
}

async function createInvoice(
	parameters: IDataObject,
	credentials = fx.credentials('acme'),
	items: IDataObject[] = [{}],
) {
	return await runNode({
		credentials,
		parameters: { resource: 'invoice', operation: 'createOrReplace', ...parameters },
		items,
		typeVersion: 2,
	});
}

describe('documents as fields (node version 2)', () => {
	it('Invoice: every nested part filled through fields makes exactly the invoice', async () => {
		const doc = validInvoice('FV/2026/0100');
		const { output, error } = await createInvoice(formParameters(doc));
		expect(error).toBeUndefined();
		expect(bodies('PUT')).toEqual([doc]);
		expect(output[0].json).toEqual({ ...doc, saved: true });
	});

	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
	])(
		'%s > %s: a fresh item starts with Discount 0, so it shows no required marker for it (issue 13)',
		(resource, operation) => {
			const description = new B2bCommerce().description;
			const node: INode = {
				id: 'n',
				name: 'B2B Commerce',
				type: 'n8n-nodes-b2b-commerce.b2bCommerce',
				typeVersion: 2,
				position: [0, 0],
				parameters: {},
			};
			// A fresh node with one item added: the editor fills the item's fields with their defaults.
			node.parameters = NodeHelpers.getNodeParameters(
				description.properties,
				{ resource, operation, inputMode: 'fields', lines: { values: [{}] } },
				true,
				false,
				node,
				description,
			)!;
			const entry = ((node.parameters.lines as IDataObject).values as IDataObject[])[0];
			expect(entry.lineDiscount).toBe('0');
			const issues = NodeHelpers.getNodeParametersIssues(description.properties, node, description);
			const flagged = JSON.stringify(issues?.parameters ?? {});
			expect(flagged).not.toContain('Discount');
			// Amounts a person must give keep no default: they stay flagged.
			expect(flagged).toContain('Unit Net Price');
			expect(entry.lineUnitNetPrice).toBe('');
			expect(entry.lineQuantity).toBe('');
		},
	);

	it('Invoice: an item whose Discount was left at its default is sent with discount 0', async () => {
		const doc = validInvoice('FV/2026/0102');
		const parameters = formParameters(doc);
		// As the editor saves it: a value equal to its default is left out of the workflow.
		for (const entry of (parameters.lines as { values: IDataObject[] }).values)
			delete entry.lineDiscount;
		const { error } = await createInvoice(parameters);
		expect(error).toBeUndefined();
		expect((bodies('PUT')[0].items as IDataObject[]).map((item) => item.discount)).toEqual(
			(doc.items as IDataObject[]).map(() => 0),
		);
	});

	it('Invoice: lines are numbered 1, 2… in the order shown; an entry may give its own number', async () => {
		const doc = validInvoice('FV/2026/0101');
		const numbered = await createInvoice(formParameters(doc, { numbers: true }));
		expect(numbered.error).toBeUndefined();
		const parameters = formParameters(doc);
		((parameters.lines as IDataObject).values as IDataObject[])[0].additionalLineFields = {
			...(((parameters.lines as IDataObject).values as IDataObject[])[0]
				.additionalLineFields as IDataObject),
			lineNumber: '7',
		};
		fx.platform.control.clearRequests();
		const { error } = await createInvoice(parameters);
		expect(error).toBeUndefined();
		expect((bodies('PUT')[0].items as IDataObject[]).map((item) => item.lineNumber)).toEqual([
			7, 2,
		]);
	});

	it('Invoice correction: the same parts and its line references, as fields', async () => {
		const doc = validCorrection('FK/2026/0100', 'FV/2026/0001');
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'invoiceCorrection', operation: 'create', ...formParameters(doc) },
			typeVersion: 2,
		});
		expect(error).toBeUndefined();
		expect(bodies('POST')).toEqual([doc]);
	});

	it('Seller: taken from the credential when the document gives none; a field given on the document wins', async () => {
		const doc = validInvoice('FV/2026/0102');
		const credentials = fx.credentials('acme', SELLER);
		const { error } = await createInvoice(formParameters(doc, { seller: false }), credentials);
		expect(error).toBeUndefined();
		expect(bodies('PUT')[0].tenantData).toEqual(doc.tenantData);

		fx.platform.control.clearRequests();
		const parameters = {
			...formParameters(doc, { seller: false }),
			seller: { values: { sellerName: 'Branch Office' } },
		};
		const second = await createInvoice(parameters, credentials);
		expect(second.error).toBeUndefined();
		expect(bodies('PUT')[0].tenantData).toEqual({
			addressData: { ...(doc.tenantData.addressData as IDataObject), name: 'Branch Office' },
			tin: '1234563218',
		});
	});

	it('Seller: with none in the credential nor on the document, the error says where to set it and nothing is sent', async () => {
		const doc = validInvoice('FV/2026/0103');
		const { error } = await createInvoice(formParameters(doc, { seller: false }));
		expect(error?.message).toBe('"Seller" is required');
		expect(error?.description).toContain(
			'<li>Item index 0: "Seller" is required: fill the credential\'s Seller section once, or the node\'s Seller fields [tenantData]</li>',
		);
		expect(bodies('PUT')).toEqual([]);
	});

	it('errors: one line per problem, naming the item, the label the editor shows and what to write; the path last', async () => {
		const doc = validInvoice('FV/2026/0104');
		const parameters = formParameters(doc);
		const client = (parameters.client as IDataObject).values as IDataObject;
		// Empty through expressions: n8n itself refuses to run a node with an empty required field.
		client.clientCity = '={{ $json.city }}';
		const lines = (parameters.lines as IDataObject).values as IDataObject[];
		lines[1].lineUnitNetPrice = '={{ $json.net }}';
		lines[0].lineAdditionalCosts = {
			values: [{ costType: 'TRANSPORT', costUnitNetPrice: 'five' }],
		};
		const { error } = await createInvoice(parameters, fx.credentials('acme'), [{}]);
		expect(error?.message).toMatch(
			/^"Client › City" is required \(\d+ more problems in the details\)$/,
		);
		const problems = (error?.description ?? '')
			.split('\n')
			.filter((line) => line.startsWith('<li>'));
		expect(problems).toEqual(
			expect.arrayContaining([
				'<li>Item index 0: "Client › City" is required: City [clientData.addressData.city]</li>',
				'<li>Item index 0: "Items 2 › Unit Net Price" is required: Net price of one unit, e.g. 100.00 [items[1].itemPrices.netPrice]</li>',
				'<li>Item index 0: "Items 1 › Additional Costs 1 › Unit Net Price" must be a number [items[0].additionalCosts[0].itemPrices.netPrice]</li>',
			]),
		);
		expect(bodies('PUT')).toEqual([]);
	});

	it.each([
		['invoice', 'createOrReplace'],
		['invoiceCorrection', 'create'],
		['fiscalReceiptCorrection', 'create'],
		['goodsIssuedNote', 'createOrReplace'],
		['goodsReceivedNote', 'createOrReplace'],
		['offlineOrder', 'createOrReplaceShipment'],
	])(
		"%s > %s on a fresh node, as n8n's editor builds it: no JSON box in Fields or Spreadsheet Rows, required fields flagged",
		(resource, operation) => {
			const description = new B2bCommerce().description;
			for (const inputMode of ['fields', 'rows']) {
				const node: INode = {
					id: 'n',
					name: 'B2B Commerce',
					type: 'n8n-nodes-b2b-commerce.b2bCommerce',
					typeVersion: 2,
					position: [0, 0],
					parameters: {},
				};
				// What the editor does when the node is added and the resource, operation and mode picked.
				node.parameters = NodeHelpers.getNodeParameters(
					description.properties,
					{ resource, operation, inputMode },
					true,
					false,
					node,
					description,
				)!;
				const shown = description.properties.filter((property) =>
					NodeHelpers.displayParameter(node.parameters, property, node, description),
				);
				expect(
					shown.filter((property) => property.type === 'json').map((property) => property.name),
				).toEqual([]);
				const issues = NodeHelpers.getNodeParametersIssues(
					description.properties,
					node,
					description,
				);
				const flagged = Object.keys(issues?.parameters ?? {});
				if (inputMode === 'fields') {
					// Every plain required field of the header is flagged before a run (fiscal: only the number).
					expect(flagged).toEqual(
						expect.arrayContaining(
							resource === 'offlineOrder' ? ['shipmentId', 'orderId'] : ['number'],
						),
					);
					// The lines start with one empty line: its required fields are flagged too (fiscal: none).
					const lines = shown.find((property) => property.name === 'lines');
					expect(lines).toBeDefined();
					expect((node.parameters.lines as IDataObject).values).toHaveLength(1);
					const lineFields = (lines?.options ?? []).flatMap((option) =>
						'values' in option ? option.values.map((value) => value.name) : [],
					);
					if (resource !== 'fiscalReceiptCorrection')
						expect(flagged.some((name) => lineFields.includes(name))).toBe(true);
					expect(
						flagged.filter(
							(name) =>
								!shown.some((property) => property.name === name) && !lineFields.includes(name),
						),
					).toEqual([]);
				} else {
					expect(shown.map((property) => property.type)).toContain('resourceMapper');
				}
			}
		},
	);
});

/** A goods note as Fields mode (version 2) parameters. */
function goodsParameters(doc: IDataObject, received: boolean): IDataObject {
	const address = doc.deliveryAddress as IDataObject;
	const idName = (name: string) => ({
		values: {
			[`${name}Id`]: (doc[name] as IDataObject).id,
			[`${name}Name`]: (doc[name] as IDataObject).name,
		},
	});
	const total = (doc.prices as IDataObject).total as IDataObject;
	const goodsTriple = (prefix: string, value: IDataObject) => ({
		[`${prefix}Net`]: s(value.net),
		[`${prefix}Gross`]: s(value.gross),
		[`${prefix}Tax`]: s(value.tax),
	});
	return {
		inputMode: 'fields',
		number: doc.number,
		clientId: doc.clientId,
		documentDate: doc.documentDate,
		saleDate: doc.saleDate,
		totalNet: s(total.net),
		totalGross: s(total.gross),
		totalTax: s(total.tax),
		deliveryAddress: {
			values: {
				deliveryName: address.name,
				deliveryStreet: address.street,
				deliveryPostCode: address.postCode,
				deliveryCity: address.city,
				deliveryCountry: address.country,
			},
		},
		paymentMethod: idName('paymentMethod'),
		deliveryMethod: idName('deliveryMethod'),
		warehouse: idName('warehouse'),
		operator: idName('operator'),
		additionalFields: {
			purchaseOrderNumber: doc.purchaseOrderNumber,
			notes: doc.notes,
			deliveryDate: doc.deliveryDate,
			...(received ? { goodsIssuedNoteReferenceNumber: doc.goodsIssuedNoteReferenceNumber } : {}),
		},
		lines: {
			values: (doc.productLines as IDataObject[]).map((line) => {
				const product = line.product as IDataObject;
				const prices = line.prices as IDataObject;
				return {
					lineQuantity: s(line.quantity),
					lineSku: product.sku,
					lineProductName: product.name,
					lineUnit: product.unit,
					...goodsTriple('lineUnit', prices.item as IDataObject),
					...goodsTriple('line', prices.line as IDataObject),
					...goodsTriple('lineBase', prices.base as IDataObject),
					lineTaxRate: s(prices.taxRate),
					...(received
						? { lineGoodsIssuedNoteLineNumber: s(line.goodsIssuedNoteLineNumber) }
						: {
								lineSalesOrderReferenceNumber: line.salesOrderReferenceNumber,
								lineSalesOrderLineNumber: s(line.salesOrderLineNumber),
							}),
					lineAdditionalCosts: {
						values: (prices.additionalCosts as IDataObject[]).map((cost) => ({
							costType: cost.type,
							...goodsTriple('costUnit', cost.item as IDataObject),
							...goodsTriple('costLine', cost.line as IDataObject),
						})),
					},
					additionalLineFields: {
						lineNumber: s(line.lineNumber),
						lineInvoiceLineNumber: s(line.invoiceLineNumber),
						lineNotes: line.notes,
						lineGtin: product.gtin,
						lineManufacturerIndex: product.manufacturerIndex,
						linePkwiu: product.pkwiu,
						lineManufacturerName: (product.manufacturer as IDataObject).name,
						lineDiscount: s(prices.discount),
						...(received
							? {
									lineSalesOrderReferenceNumber: line.salesOrderReferenceNumber,
									lineSalesOrderLineNumber: s(line.salesOrderLineNumber),
								}
							: {}),
					},
				};
			}),
		},
	};
}

/** The note as sent from fields: goods received note references are a JSON-mode-only member. */
function withoutReferences(doc: IDataObject): IDataObject {
	return {
		...doc,
		productLines: (doc.productLines as IDataObject[]).map((line) => {
			const sent = { ...line };
			delete sent.goodsReceivedNoteReferences;
			return sent;
		}),
	};
}

describe('goods notes and offline orders as fields (node version 2)', () => {
	it.each([
		['goodsIssuedNote', validGoodsIssuedNote('WZ/2026/0100'), false],
		['goodsReceivedNote', validGoodsReceivedNote('PZ/2026/0100', 'WZ/2026/0001'), true],
	])(
		'%s: address, payment and delivery methods, warehouse, operator and lines with costs, as fields',
		async (resource, doc, received) => {
			const { error } = await runNode({
				credentials: fx.credentials('acme'),
				parameters: { resource, operation: 'createOrReplace', ...goodsParameters(doc, received) },
				typeVersion: 2,
			});
			expect(error).toBeUndefined();
			expect(bodies('PUT')).toEqual([withoutReferences(doc)]);
		},
	);

	it('offline order: user, delivery method with address and cost, costs, people, waybills and lines, as fields', async () => {
		const doc = validShipment('SHP-2026-0100');
		const delivery = doc.deliveryMethod as IDataObject;
		const address = delivery.address as IDataObject;
		const cost = delivery.cost as IDataObject;
		const price = doc.price as IDataObject;
		const user = doc.user as IDataObject;
		const parameters: IDataObject = {
			inputMode: 'fields',
			shipmentId: doc.id,
			orderId: doc.orderId,
			orderDate: doc.orderDate,
			organizationId: (doc.organization as IDataObject).id,
			paymentMethodName: (doc.paymentMethod as IDataObject).name,
			deliveryNet: s(price.deliveryNet),
			productsNet: s(price.productsNet),
			totalNet: s(price.totalNet),
			totalTax: s(price.totalTax),
			totalGross: s(price.totalGross),
			user: {
				values: {
					userId: user.id,
					userName: user.name,
					userEmail: user.email,
					userPhone: user.phone,
				},
			},
			deliveryMethod: {
				values: {
					deliveryMethodName: delivery.name,
					deliveryMethodType: delivery.type,
					deliveryMethodExternalId: delivery.externalId,
					deliveryDateRequired: delivery.deliveryDateRequired,
					deliveryDateConfirmed: delivery.deliveryDateConfirmed,
					deliveryAddressName: address.name,
					deliveryAddressStreet: address.street,
					deliveryAddressZipCode: address.zipCode,
					deliveryAddressCity: address.city,
					deliveryAddressCountry: address.country,
					deliveryAddressPhone: address.phone,
					deliveryAddressType: address.type,
					deliveryCostNet: s(cost.net),
					deliveryCostTax: s(cost.tax),
					deliveryCostGross: s(cost.gross),
				},
			},
			additionalCosts: {
				values: (price.additionalCosts as IDataObject[]).map((entry) => ({
					orderCostType: entry.type,
					orderCostNet: s(entry.net),
					orderCostTax: s(entry.tax),
					orderCostGross: s(entry.gross),
				})),
			},
			authorizedPeople: {
				values: (doc.authorizedPeople as IDataObject[]).map((person) => ({
					personName: person.name,
					personEmail: person.email,
					personPhone: person.phone,
					personUserId: person.userId,
				})),
			},
			waybills: {
				values: ((doc.waybills ?? []) as IDataObject[]).map((waybill) => ({
					waybillNumber: waybill.number,
					waybillUrl: waybill.url,
				})),
			},
			additionalFields: {
				lastChange: doc.lastChange,
				notes: doc.notes,
				status: doc.status,
				supplyWarehouseId: doc.supplyWarehouseId,
				organizationExternalId: (doc.organization as IDataObject).externalId,
				paymentMethodId: (doc.paymentMethod as IDataObject).id,
				paymentMethodExternalId: (doc.paymentMethod as IDataObject).externalId,
				deliveryGross: s(price.deliveryGross),
				productsGross: s(price.productsGross),
			},
			lines: {
				values: (doc.productLines as IDataObject[]).map((line) => {
					const linePrice = line.price as IDataObject;
					return {
						lineProductName: line.name,
						lineSku: line.sku,
						lineQuantityOrdered: s(line.quantityOrdered),
						lineNetUnitPrice: s(linePrice.netUnitPrice),
						lineNetValue: s(linePrice.netValue),
						lineTaxValue: s(linePrice.taxValue),
						lineGrossValue: s(linePrice.grossValue),
						lineAdditionalCosts: {
							values: (linePrice.additionalCosts as IDataObject[]).map((entry) => ({
								lineCostType: entry.type,
								lineCostContentUnitNet: s(entry.contentUnitNet),
								lineCostContentUnitTax: s(entry.contentUnitTax),
								lineCostContentUnitGross: s(entry.contentUnitGross),
								lineCostTotalNet: s(entry.totalNet),
								lineCostTotalTax: s(entry.totalTax),
								lineCostTotalGross: s(entry.totalGross),
							})),
						},
						additionalLineFields: {
							lineQuantityOrderedInContentUnit: s(line.quantityOrderedInContentUnit),
							lineQuantityShipped: s(line.quantityShipped),
							lineContentUnitCode: line.contentUnitCode,
							lineContentUnitName: line.contentUnitName,
							lineManufacturerIndex: line.manufacturerIndex,
							lineManufacturerName: line.manufacturerName,
							lineNotes: line.notes,
							lineLastChange: line.lastChange,
							lineCatalogPriceDiscount: s(linePrice.catalogPriceDiscount),
							lineNetCatalogPrice: s(linePrice.netCatalogPrice),
							lineNetCatalogUnitPrice: s(linePrice.netCatalogUnitPrice),
						},
					};
				}),
			},
		};
		const { error } = await runNode({
			credentials: fx.credentials('acme'),
			parameters: { resource: 'offlineOrder', operation: 'createOrReplaceShipment', ...parameters },
			typeVersion: 2,
		});
		expect(error).toBeUndefined();
		const deliveryGiven = { ...delivery };
		delete deliveryGiven.id;
		delete deliveryGiven.pickupPointId;
		expect(bodies('PUT')).toEqual([{ ...doc, deliveryMethod: deliveryGiven }]);
	});
});

describe('fiscal receipt correction as fields (node version 2)', () => {
	it('the fields the spec lists go into the body; the spec marks nothing but the number, so nothing else is required', async () => {
		const { error } = await runNode({
			credentials: fx.credentials('acme', SELLER),
			parameters: {
				resource: 'fiscalReceiptCorrection',
				operation: 'create',
				inputMode: 'fields',
				number: 'KP/2026/0100',
				correctionType: 'QUANTITATIVE',
				documentDate: '2026-03-01',
				currencyCode: 'EUR',
				client: {
					values: { clientId: 'org:123e4567-e89b-12d3-a456-426614174000', clientName: 'Buyer Ltd' },
				},
				lines: {
					values: [
						{
							lineFiscalReceiptReferenceNumber: 'PAR/2026/0001',
							lineFiscalReceiptReferenceLineNumber: '2',
							lineType: 'PRODUCT',
							lineSku: 'SKU-1',
							lineQuantity: '-1',
						},
					],
				},
			},
			typeVersion: 2,
		});
		expect(error).toBeUndefined();
		expect(bodies('POST')).toEqual(
			[
				{
					number: 'KP/2026/0100',
					correctionType: 'QUANTITATIVE',
					documentDate: '2026-03-01',
					currencyCode: 'EUR',
					customerPurchaseNumbers: undefined,
					clientData: {
						clientId: 'org:123e4567-e89b-12d3-a456-426614174000',
						clientType: 'ORGANIZATION',
						addressData: { name: 'Buyer Ltd' },
					},
					tenantData: {
						addressData: {
							name: 'Seller SA',
							street: 'Marszalkowska 1',
							postalCode: '00-001',
							city: 'Warsaw',
							country: 'PL',
						},
						tin: '1234563218',
					},
					notes: [],
					items: [
						{
							lineNumber: 1,
							fiscalReceiptReferenceNumber: 'PAR/2026/0001',
							fiscalReceiptReferenceLineNumber: 2,
							type: 'PRODUCT',
							sku: 'SKU-1',
							quantity: -1,
							notes: [],
							additionalCosts: [],
						},
					],
				},
			].map((body) => JSON.parse(JSON.stringify(body))),
		);
	});
});
