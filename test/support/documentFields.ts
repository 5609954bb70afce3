/**
 * Documents as the Fields mode of the action node holds them: the parameters n8n's editor saves
 * when a person fills every part of a document through fields (no JSON anywhere), built from a
 * document of test/platform/fixtures.ts. Values are typed as text, as the editor gives them.
 */
import type { IDataObject } from 'n8n-workflow';

/** The seller as the credential's Seller section (or the node's Seller fields) holds it. */
export const SELLER = {
	sellerName: 'Seller SA',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};

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

/** The Fields mode parameters of an invoice or correction. */
export function invoiceFields(
	doc: IDataObject,
	options: { seller?: boolean; numbers?: boolean; paymentMethod?: boolean } = {},
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
		...(options.paymentMethod === false
			? {}
			: {
					paymentMethod: {
						values: {
							paymentMethodId: (doc.paymentMethodData as IDataObject).id,
							paymentMethodName: (doc.paymentMethodData as IDataObject).name,
						},
					},
				}),
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

/** The Fields mode parameters of a goods issued or received note. */
export function goodsNoteFields(doc: IDataObject, received: boolean): IDataObject {
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

/** The Fields mode parameters of an offline order shipment. */
export function shipmentFields(doc: IDataObject): IDataObject {
	const delivery = doc.deliveryMethod as IDataObject;
	const address = delivery.address as IDataObject;
	const cost = delivery.cost as IDataObject;
	const price = doc.price as IDataObject;
	const user = doc.user as IDataObject;
	return {
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
}

/** The note as sent from fields: goods received note references are a JSON-mode-only member. */
export function withoutReferences(doc: IDataObject): IDataObject {
	return {
		...doc,
		productLines: (doc.productLines as IDataObject[]).map((line) => {
			const sent = { ...line };
			delete sent.goodsReceivedNoteReferences;
			return sent;
		}),
	};
}
