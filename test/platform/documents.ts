/**
 * Sales and warehouse documents of the fake platform: invoices, invoice corrections, fiscal
 * receipt corrections, goods issued notes (GIN), goods received notes (GRN) and offline order
 * shipments. Written from ../shared/spec/integration-api.md only.
 *
 * CHOICES WHERE THE SPEC IS SILENT OR CONTRADICTS ITSELF (copy to the README)
 *
 * General
 * - Success: reads answer 200 with JSON; begin-upload answers 200 `{uploadUrl, uploadId}`; every
 *   operation whose output the spec does not describe answers 204 with no body.
 * - Errors: 400 VALIDATION_FAILED with `field` = full dotted path of the first offending field
 *   (`items[2].linePrices.netPrice`); 404 NOT_FOUND for an unknown document number.
 * - Write bodies are checked strictly: a member the spec does not list for that document is
 *   rejected ("<path> is not a known field"), so a misspelt optional field cannot pass unnoticed.
 *   Members that exist only in the read shape (fileData, the *ReferenceNumbers arrays, fileUrl,
 *   clientType/clientData/tenantData of a GRN, ...) are accepted on write and ignored, so a
 *   read-modify-write round trip works.
 * - Required strings must be strings; `number` (and the GIN/GRN number, the shipment id) must
 *   also be non-empty. Fields the spec types as uuid (operatorData.id, paymentMethodData.id,
 *   shipment user.id), and a goods note's payment method, delivery method and operator IDs (the
 *   spec's convention for identifiers), must be in uuid form. Client ids (clientData.clientId, payerData.clientId,
 *   a goods note's clientId) must be of the form `org:<uuid>`, the spec's convention.
 * - Optional fields may be sent as null (same as absent). The read shape carries null for every
 *   optional field that is unset, at every level.
 * - Dates must be real calendar dates `YYYY-MM-DD`; lastChange must be ISO-8601 UTC ending in Z.
 * - fileExtension (every begin-upload) is required and must be 1-10 letters/digits without a dot.
 * - A file upload is completed only through the complete/finalize operation of the same document
 *   kind (else 400 field uploadId). Completing attaches the file to the document: fileData
 *   `{url, extension}` (invoices, corrections, fiscal receipt corrections) or `fileUrl` (goods
 *   notes). A replace of the document keeps its file.
 *
 * Invoices
 * - PUT creates or replaces by `number`. totalPrices members must be >= 0 (the spec allows
 *   negatives only for corrections); amountPaid, when given, must be >= 0. Item lineNumbers are
 *   not checked for uniqueness, nor isPaid against amountPaid. taxRate.value: the spec says percent (5 = 5 %) while its
 *   sample uses 0.23; any number 0..100 is accepted and stored as sent. In the invoice, taxRate
 *   itself is required; its members are optional (the spec marks "both name and value R" only as a
 *   difference of corrections) but type-checked when given.
 * - Payment status: GET /status answers `{amountPaid, isPaid}` with defaults 0/false; PUT /status
 *   takes the body `{amountPaid: number, isPaid: boolean}` (both required; amountPaid >= 0). A PUT of
 *   the invoice that carries amountPaid/isPaid sets them; a replace that omits them keeps the
 *   previous status. In the read shape amountPaid/isPaid are null until set by either operation.
 * - Read shape derivations: invoiceCorrectionsReferenceNumbers = stored corrections with an item
 *   whose invoiceReferenceNumber is this invoice; orderReferenceNumbers / goodsIssuedNoteReference
 *   Numbers = distinct items' orderReferenceNumber / goodsIssuedNoteNumber; goodsReceivedNote
 *   ReferenceNumbers = stored GRNs whose goodsIssuedNoteReferenceNumber is one of those GINs.
 * - The spec says the sample for "Get invoice" uses `.../invoice-corrections/single`, which is also
 *   Get correction's path. Main and both modes: Get invoice is `/invoices/single`. Alternative mode (a
 *   platform that follows the samples): `/invoices/single` is not served (404 ROUTE_NOT_FOUND) and
 *   `/invoice-corrections/single?number=` answers the correction of that number, else the invoice
 *   of that number, else 404.
 *
 * Invoice corrections
 * - POST with the number of a stored correction replaces it (the spec shows only "add").
 * - Items may also carry goodsReceivedNoteNumber (string) / goodsReceivedNoteLineNumber (int32) on
 *   write (the spec lists them on read only); otherwise they read as null.
 * - Read shape: fileData (null when none), invoiceReferenceNumbers / orderReferenceNumbers /
 *   goodsIssuedNoteReferenceNumbers / goodsReceivedNoteReferenceNumbers = distinct values of the
 *   items' references. The corrected invoice need not exist.
 * - Begin upload is served at `/invoice-corrections/file-upload-begin` and the text's
 *   `/invoices-corrections/file-upload-begin` (main mode) and at the alternative path
 *   `/invoice-correction/file-upload-begin` (alternative mode). The document number is accepted as
 *   `number` (sample) or `goodsReceivedNoteNumber` (text); if both are given they must be equal;
 *   neither -> 400 field `number`.
 *
 * Fiscal receipt corrections (request and response bodies not shown by the spec)
 * - Main prefix `/api/v1/invoces/integrations/auth-required` (misspelt as given); alternative mode
 *   serves the same operations under `/api/v1/invoices/integrations/auth-required`.
 * - POST body: any JSON object whose `number` is a non-empty string; correctionType, when given,
 *   must be VALUABLE or QUANTITATIVE. Stored as sent; the same number again replaces.
 * - The document number parameter of DELETE, GET, PUT and begin-upload is `number`.
 * - GET /fiscal-receipts?number answers the stored correction plus `paymentStatus:
 *   {amountPaid, isPaid}` (default 0/false) and `fileData` (null when none). PUT /fiscal-receipts
 *   ?number takes `{amountPaid, isPaid}` like the invoice status.
 *
 * Goods issued / received notes
 * - PUT creates or replaces by number. A feed event (`GoodsIssuedNoteCreated` /
 *   `GoodsReceivedNoteCreated`) is appended only when the PUT creates the note, not on replace
 *   (the spec shows only "created" types).
 * - Line lineNumber and salesOrderLineNumber are integers; when a line carries a
 *   salesOrderReferenceNumber its lineNumber must be >= 1 ("numbering starts at 1"). Line notes
 *   accept any JSON value (type not shown); goodsReceivedNoteReferences any array.
 * - The GIN operator `{id, name}` is optional with optional members.
 * - Amounts (the total, a line's item, line and base triples, its costs' triples, taxRate) must be
 *   numbers, all required; how they relate (line = item x quantity, the total a sum) is not
 *   checked, as for invoices: the spec does not say.
 * - Read shape: the stored note with unset optional fields as null plus `fileUrl` (null until a
 *   file). A GRN also reads `clientType`, `clientData`, `tenantData` (taken from a stored invoice
 *   whose items name the GRN's goodsIssuedNoteReferenceNumber; else null),
 *   `invoiceReferenceNumbers` (those invoices' numbers) and `invoiceCorrectionReferenceNumber`
 *   (the first stored correction with an item whose goodsReceivedNoteNumber is this GRN; else null).
 * - Feeds: startId (default 0) must be a non-negative integer; at most 100 events per call; nextId
 *   = last returned id + 1, or startId when nothing is returned. The GIN feed is served at the
 *   table path in every mode. The spec's text gives
 *   `/api/v1/account/integrations/auth-required/goods-received-notes/synchronization` "for this
 *   feed as well"; that path names goods RECEIVED notes, so it serves the GRN feed (alternative mode
 *   routes), while the GRN table path `/api/v1/goods-issued-notes/.../goods-received-notes/
 *   synchronization` is a main mode route.
 *
 * Offline orders
 * - PUT creates or replaces by `id` (204). Required members as the spec lists; the members of
 *   organization other than id, of user and of deliveryMethod are optional but type-checked
 *   (user.id must be a uuid). Shipments are kept in `offlineShipments` (no read operation exists).
 *
 * State: Map collections on the tenant state: invoices, invoiceCorrections,
 * fiscalReceiptCorrections, goodsIssuedNotes, goodsReceivedNotes, offlineShipments. Stored values
 * are the validated write body plus fileData / fileUrl (and paymentStatus for fiscal receipts).
 */
import { FeedName, HttpError, Reply, RouteContext, RouteDef, UploadTarget } from './types';
import { ObjectSchema, Schema, fail, opt, t, validate, withNulls } from './validate';

// ---------------------------------------------------------------------------------------------
// Enumerations and shared sub-schemas

export const CURRENCY_CODES: readonly string[] = (
	'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYR ' +
	'BZD CAD CDF CHF CLF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
	'GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW ' +
	'KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MXV MYR MZN ' +
	'NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
	'SHP SLL SOS SRD SSP STD SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN USS UYU UZS VEF ' +
	'VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XFU XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW'
).split(' ');

const CLIENT_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
const ITEM_TYPES = ['PRODUCT', 'SERVICE'] as const;
const CORRECTION_TYPES = ['VALUABLE', 'QUANTITATIVE'] as const;

/** Price triple, invoice style; all members required. */
const priceTriple = (o: { min?: number } = {}) =>
	t.object({
		netPrice: t.number(o),
		grossPrice: t.number(o),
		taxValue: t.number(o),
	});

/** Price triple, invoice style, every member optional (correction itemBasePrices). */
const looseTriple = () =>
	t.object({ netPrice: opt(t.number()), grossPrice: opt(t.number()), taxValue: opt(t.number()) });

/** Goods-notes price triple `{net, gross, tax}`; all members required. */
const gnTriple = () => t.object({ net: t.number(), gross: t.number(), tax: t.number() });

/** Address, invoice style; all five members required. */
const invoiceAddress = () =>
	t.object({
		city: t.string(),
		country: t.string(),
		name: t.string(),
		postalCode: t.string(),
		street: t.string(),
	});

/** Address, goods-notes style; all five members required. */
const gnAddress = () =>
	t.object({
		name: t.string(),
		street: t.string(),
		city: t.string(),
		postCode: t.string(),
		country: t.string(),
	});

/** A goods note's `{id, name}`: a UUID by the spec's convention for identifiers; a warehouse ID is free text. */
const idName = (id: Schema = t.uuid()) => t.object({ id, name: t.string() });

// ---------------------------------------------------------------------------------------------
// Invoice

const invoiceItemFields = (): Record<string, Schema> => ({
	lineNumber: t.int32(),
	type: t.enumOf(ITEM_TYPES, 'PRODUCT, SERVICE'),
	itemName: t.string(),
	sku: t.string(),
	gtin: opt(t.string()),
	series: opt(t.string()),
	manufacturer: opt(t.string()),
	pkwiu: opt(t.string()),
	notes: t.array(t.string()),
	splitPayment: opt(t.boolean()),
	linePrices: priceTriple(),
	itemPrices: priceTriple(),
	itemBasePrices: opt(priceTriple()),
	taxRate: t.object({ name: opt(t.string()), value: opt(t.number({ min: 0, max: 100 })) }),
	discount: t.number(),
	additionalCosts: t.array(
		t.object({ type: t.string(), itemPrices: priceTriple(), linePrices: priceTriple() }),
	),
	quantity: t.number(),
	unit: t.string(),
	orderReferenceNumber: opt(t.string()),
	orderReferenceLineNumber: opt(t.int32()),
	goodsIssuedNoteNumber: opt(t.string()),
	goodsIssuedNoteLineNumber: opt(t.int32()),
});

const commonDocumentFields = (): Record<string, Schema> => ({
	number: t.string({ nonEmpty: true }),
	documentDate: t.date(),
	saleDate: t.date(),
	paymentDate: t.date(),
	currencyCode: t.enumOf(CURRENCY_CODES, 'the currency codes'),
	customerPurchaseNumbers: t.array(t.string()),
	notes: t.array(t.string()),
	bankAccountNumber: opt(t.string()),
	clientData: t.object({
		clientId: t.clientId(),
		clientType: t.enumOf(CLIENT_TYPES, 'INDIVIDUAL, ORGANIZATION'),
		addressData: invoiceAddress(),
		tin: opt(t.string()),
		phone: opt(t.string()),
		invoiceEmail: opt(t.string()),
	}),
	payerData: opt(
		t.object({
			clientId: opt(t.clientId()),
			tin: opt(t.string()),
			phone: opt(t.string()),
			addressData: opt(invoiceAddress()),
		}),
	),
	tenantData: t.object({ addressData: invoiceAddress(), tin: t.string() }),
	operatorData: opt(t.object({ id: t.uuid(), name: t.string() })),
	paymentMethodData: t.object({ id: t.uuid(), name: t.string() }),
	// read-shape members a client may echo back
	fileData: t.readOnly(),
	orderReferenceNumbers: t.readOnly(),
	goodsIssuedNoteReferenceNumbers: t.readOnly(),
	goodsReceivedNoteReferenceNumbers: t.readOnly(),
});

export const invoiceSchema: ObjectSchema = t.object({
	...commonDocumentFields(),
	totalPrices: priceTriple({ min: 0 }),
	amountPaid: opt(t.number({ min: 0 })),
	isPaid: opt(t.boolean()),
	splitPayment: opt(t.boolean()),
	receiptReferenceNumber: opt(t.string()),
	items: t.array(t.object(invoiceItemFields())),
	invoiceCorrectionsReferenceNumbers: t.readOnly(),
});

// ---------------------------------------------------------------------------------------------
// Invoice correction

const correctionItemFields = (): Record<string, Schema> => ({
	...invoiceItemFields(),
	itemBasePrices: opt(looseTriple()),
	taxRate: t.object({ name: t.string(), value: t.number({ min: 0, max: 100 }) }),
	invoiceReferenceLineNumber: t.int32(),
	invoiceReferenceNumber: t.string(),
	goodsReceivedNoteNumber: opt(t.string()),
	goodsReceivedNoteLineNumber: opt(t.int32()),
});

export const correctionSchema: ObjectSchema = t.object({
	...commonDocumentFields(),
	correctionType: t.enumOf(CORRECTION_TYPES, 'VALUABLE, QUANTITATIVE'),
	totalPrices: priceTriple(),
	items: t.array(t.object(correctionItemFields())),
	invoiceReferenceNumbers: t.readOnly(),
});

// ---------------------------------------------------------------------------------------------
// Fiscal receipt correction (only number and correctionType are checked)

export const fiscalReceiptCorrectionSchema: ObjectSchema = t.object(
	{
		number: t.string({ nonEmpty: true }),
		correctionType: opt(t.enumOf(CORRECTION_TYPES, 'VALUABLE, QUANTITATIVE')),
		fileData: t.readOnly(),
		paymentStatus: t.readOnly(),
	},
	{ unknown: 'allow' },
);

// ---------------------------------------------------------------------------------------------
// Goods notes

/** lineNumber numbering starts at 1 when the line refers to a sales order. */
function lineNumberRule(line: Record<string, unknown>, path: string): void {
	if (line.salesOrderReferenceNumber !== undefined && (line.lineNumber as number) < 1) {
		fail(
			`${path}.lineNumber`,
			`${path}.lineNumber must be >= 1 when the line refers to a sales order`,
		);
	}
}

const gnLineFields = (): Record<string, Schema> => ({
	lineNumber: t.integer(),
	salesOrderLineNumber: t.integer(),
	invoiceLineNumber: opt(t.integer()),
	salesOrderReferenceNumber: t.string(),
	goodsReceivedNoteReferences: opt(t.array(t.any())),
	notes: opt(t.any()),
	quantity: t.number(),
	product: t.object({
		sku: t.string(),
		name: t.string(),
		unit: t.string(),
		gtin: opt(t.string()),
		manufacturerIndex: opt(t.string()),
		pkwiu: opt(t.string()),
		manufacturer: opt(t.object({ name: t.string() })),
	}),
	prices: t.object({
		additionalCosts: t.array(t.object({ type: t.string(), item: gnTriple(), line: gnTriple() })),
		item: gnTriple(),
		line: gnTriple(),
		base: gnTriple(),
		taxRate: t.number(),
		discount: opt(t.number()),
	}),
});

const gnFields = (): Record<string, Schema> => ({
	number: t.string({ nonEmpty: true }),
	clientId: t.clientId(),
	purchaseOrderNumber: opt(t.string()),
	notes: opt(t.string()),
	documentDate: t.date(),
	saleDate: t.date(),
	deliveryDate: opt(t.date()),
	deliveryAddress: gnAddress(),
	paymentMethod: idName(),
	deliveryMethod: idName(),
	warehouse: idName(t.string()),
	operator: opt(t.object({ id: opt(t.uuid()), name: opt(t.string()) })),
	prices: t.object({ total: gnTriple() }),
	fileUrl: t.readOnly(),
});

export const goodsIssuedNoteSchema: ObjectSchema = t.object({
	...gnFields(),
	productLines: t.array(t.object(gnLineFields(), { check: lineNumberRule })),
});

export const goodsReceivedNoteSchema: ObjectSchema = t.object({
	...gnFields(),
	goodsIssuedNoteReferenceNumber: opt(t.string()),
	productLines: t.array(
		t.object(
			{
				...gnLineFields(),
				goodsIssuedNoteLineNumber: t.integer(),
				salesOrderLineNumber: opt(t.integer()),
				salesOrderReferenceNumber: opt(t.string()),
			},
			{ check: lineNumberRule },
		),
	),
	clientType: t.readOnly(),
	invoiceReferenceNumbers: t.readOnly(),
	invoiceCorrectionReferenceNumber: t.readOnly(),
	clientData: t.readOnly(),
	tenantData: t.readOnly(),
});

// ---------------------------------------------------------------------------------------------
// Offline order shipment

const costEntry = () =>
	t.object({ type: t.string(), net: t.number(), tax: t.number(), gross: t.number() });

export const shipmentSchema: ObjectSchema = t.object({
	id: t.string({ nonEmpty: true }),
	orderId: t.string(),
	orderDate: t.date(),
	lastChange: opt(t.timestamp()),
	notes: opt(t.string()),
	status: opt(t.string()),
	supplyWarehouseId: opt(t.string()),
	authorizedPeople: opt(
		t.array(
			t.object({
				email: opt(t.string()),
				name: opt(t.string()),
				phone: opt(t.string()),
				userId: opt(t.string()),
			}),
		),
	),
	organization: t.object({ externalId: opt(t.string()), id: t.string() }),
	user: t.object({
		email: opt(t.string()),
		id: opt(t.uuid()),
		name: opt(t.string()),
		phone: opt(t.string()),
	}),
	paymentMethod: t.object({ name: t.string(), id: opt(t.string()), externalId: opt(t.string()) }),
	deliveryMethod: t.object({
		address: opt(
			t.object({
				city: opt(t.string()),
				country: opt(t.string()),
				name: opt(t.string()),
				phone: opt(t.string()),
				street: opt(t.string()),
				type: opt(t.string()),
				zipCode: opt(t.string()),
			}),
		),
		deliveryDateConfirmed: opt(t.string()),
		deliveryDateRequired: opt(t.string()),
		cost: opt(t.object({ net: opt(t.number()), tax: opt(t.number()), gross: opt(t.number()) })),
		externalId: opt(t.string()),
		id: opt(t.string()),
		name: opt(t.string()),
		pickupPointId: opt(t.string()),
		type: opt(t.string()),
	}),
	price: t.object({
		deliveryNet: t.number(),
		deliveryGross: opt(t.number()),
		productsNet: t.number(),
		productsGross: opt(t.number()),
		additionalCosts: opt(t.array(costEntry())),
		totalGross: t.number(),
		totalNet: t.number(),
		totalTax: t.number(),
	}),
	productLines: t.array(
		t.object({
			lineNumber: t.string(),
			name: t.string(),
			sku: t.string(),
			quantityOrdered: t.number(),
			quantityOrderedInContentUnit: opt(t.number()),
			quantityShipped: opt(t.number()),
			contentUnitCode: opt(t.string()),
			contentUnitName: opt(t.string()),
			manufacturerIndex: opt(t.string()),
			manufacturerName: opt(t.string()),
			notes: opt(t.string()),
			lastChange: opt(t.timestamp()),
			price: t.object({
				catalogPriceDiscount: opt(t.number()),
				netCatalogPrice: opt(t.number()),
				netCatalogUnitPrice: opt(t.number()),
				grossValue: t.number(),
				netUnitPrice: t.number(),
				netValue: t.number(),
				taxValue: t.number(),
				additionalCosts: opt(
					t.array(
						t.object({
							type: t.string(),
							contentUnitNet: t.number(),
							contentUnitTax: t.number(),
							contentUnitGross: t.number(),
							totalNet: t.number(),
							totalTax: t.number(),
							totalGross: t.number(),
						}),
					),
				),
			}),
		}),
	),
	waybills: opt(t.array(t.object({ number: opt(t.string()), url: opt(t.string()) }))),
});

// ---------------------------------------------------------------------------------------------
// State

type Doc = Record<string, unknown> & { number: string };
export interface FileData {
	url: string;
	extension: string;
}
export interface StoredInvoice extends Doc {
	fileData: FileData | null;
}
export type StoredCorrection = StoredInvoice;
export interface StoredFiscalReceiptCorrection extends Doc {
	fileData: FileData | null;
	paymentStatus: { amountPaid: number; isPaid: boolean };
}
export interface StoredGoodsNote extends Doc {
	fileUrl: string | null;
}

export interface DocumentState {
	invoices: Map<string, StoredInvoice>;
	invoiceCorrections: Map<string, StoredCorrection>;
	fiscalReceiptCorrections: Map<string, StoredFiscalReceiptCorrection>;
	goodsIssuedNotes: Map<string, StoredGoodsNote>;
	goodsReceivedNotes: Map<string, StoredGoodsNote>;
	offlineShipments: Map<string, Record<string, unknown>>;
}

/** The document collections of a tenant, created on first use. */
export function documentState(ctx: Pick<RouteContext, 'state'>): DocumentState {
	const s = ctx.state as Partial<DocumentState>;
	s.invoices ??= new Map();
	s.invoiceCorrections ??= new Map();
	s.fiscalReceiptCorrections ??= new Map();
	s.goodsIssuedNotes ??= new Map();
	s.goodsReceivedNotes ??= new Map();
	s.offlineShipments ??= new Map();
	return s as DocumentState;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const ok = (body: unknown): Reply => ({ status: 200, body });
const noContent = (): Reply => ({ status: 204 });

function requireQuery(ctx: RouteContext, name: string): string {
	const value = ctx.query.get(name);
	if (value === null || value.trim() === '') fail(name, `${name} is required`);
	return value;
}

function requireBodyObject(ctx: RouteContext): Record<string, unknown> {
	const body = ctx.body;
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new HttpError(400, 'VALIDATION_FAILED', 'the request body must be a JSON object');
	}
	return body as Record<string, unknown>;
}

function findOr404<V>(map: Map<string, V>, key: string, what: string): V {
	const value = map.get(key);
	if (value === undefined) throw new HttpError(404, 'NOT_FOUND', `${what} ${key} not found`);
	return value;
}

function fileExtension(ctx: RouteContext): string {
	const ext = requireQuery(ctx, 'fileExtension');
	if (!/^[A-Za-z0-9]{1,10}$/.test(ext)) {
		fail('fileExtension', 'fileExtension must be 1-10 letters or digits without a dot, e.g. pdf');
	}
	return ext;
}

const distinct = (values: unknown[]): string[] => [
	...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '')),
];

const itemsOf = (doc: Record<string, unknown> | undefined): Record<string, unknown>[] =>
	Array.isArray(doc?.items) ? (doc!.items as Record<string, unknown>[]) : [];

const paymentSchema = t.object({ amountPaid: t.number({ min: 0 }), isPaid: t.boolean() });

function beginUpload(ctx: RouteContext, kind: UploadTarget['kind'], number: string): Reply {
	const extension = fileExtension(ctx);
	return ok(ctx.platform.beginUpload(ctx.tenant, { kind, number, extension }));
}

/** Complete an upload of the given kind; returns the document number and the file. */
function completeUpload(
	ctx: RouteContext,
	kind: UploadTarget['kind'],
): { number: string; file: FileData } {
	const uploadId = requireQuery(ctx, 'uploadId');
	const done = ctx.platform.completeUpload(ctx.tenant, uploadId);
	if (done.target.kind !== kind) {
		fail(
			'uploadId',
			`uploadId ${uploadId} belongs to a ${done.target.kind} upload, not a ${kind} upload`,
		);
	}
	return { number: done.target.number, file: { url: done.url, extension: done.extension } };
}

function feedReply(ctx: RouteContext, feed: FeedName): Reply {
	const raw = ctx.query.get('startId');
	let startId = 0;
	if (raw !== null && raw !== '') {
		if (!/^\d+$/.test(raw)) fail('startId', 'startId must be a non-negative integer');
		startId = Number(raw);
	}
	if (!ctx.platform.readFeed)
		throw new HttpError(500, 'NOT_IMPLEMENTED', 'the feed service is not available');
	return ok(ctx.platform.readFeed(ctx.tenant, feed, startId, 100));
}

// ---------------------------------------------------------------------------------------------
// Read shapes

function invoiceRead(s: DocumentState, inv: StoredInvoice): Record<string, unknown> {
	const base = withNulls(invoiceSchema, inv) as Record<string, unknown>;
	const items = itemsOf(inv);
	const ginNumbers = distinct(items.map((i) => i.goodsIssuedNoteNumber));
	const corrections = [...s.invoiceCorrections.values()]
		.filter((c) => itemsOf(c).some((i) => i.invoiceReferenceNumber === inv.number))
		.map((c) => c.number);
	const grns = [...s.goodsReceivedNotes.values()]
		.filter((g) => ginNumbers.includes(g.goodsIssuedNoteReferenceNumber as string))
		.map((g) => g.number);
	return {
		...base,
		fileData: inv.fileData ?? null,
		invoiceCorrectionsReferenceNumbers: corrections,
		orderReferenceNumbers: distinct(items.map((i) => i.orderReferenceNumber)),
		goodsIssuedNoteReferenceNumbers: ginNumbers,
		goodsReceivedNoteReferenceNumbers: grns,
	};
}

function correctionRead(c: StoredCorrection): Record<string, unknown> {
	const base = withNulls(correctionSchema, c) as Record<string, unknown>;
	const items = itemsOf(c);
	return {
		...base,
		fileData: c.fileData ?? null,
		invoiceReferenceNumbers: distinct(items.map((i) => i.invoiceReferenceNumber)),
		orderReferenceNumbers: distinct(items.map((i) => i.orderReferenceNumber)),
		goodsIssuedNoteReferenceNumbers: distinct(items.map((i) => i.goodsIssuedNoteNumber)),
		goodsReceivedNoteReferenceNumbers: distinct(items.map((i) => i.goodsReceivedNoteNumber)),
	};
}

function ginRead(n: StoredGoodsNote): Record<string, unknown> {
	return {
		...(withNulls(goodsIssuedNoteSchema, n) as Record<string, unknown>),
		fileUrl: n.fileUrl ?? null,
	};
}

function grnRead(s: DocumentState, n: StoredGoodsNote): Record<string, unknown> {
	const gin = n.goodsIssuedNoteReferenceNumber;
	const invoices = gin
		? [...s.invoices.values()].filter((inv) =>
				itemsOf(inv).some((i) => i.goodsIssuedNoteNumber === gin),
			)
		: [];
	const correction = [...s.invoiceCorrections.values()].find((c) =>
		itemsOf(c).some((i) => i.goodsReceivedNoteNumber === n.number),
	);
	const party = (data: unknown) => {
		const d = data as { addressData?: Record<string, string>; tin?: string } | undefined;
		if (!d?.addressData) return null;
		const a = d.addressData;
		return {
			name: a.name,
			street: a.street,
			city: a.city,
			postCode: a.postalCode,
			country: a.country,
			tin: d.tin ?? null,
		};
	};
	const first = invoices[0];
	return {
		...(withNulls(goodsReceivedNoteSchema, n) as Record<string, unknown>),
		fileUrl: n.fileUrl ?? null,
		clientType: (first?.clientData as { clientType?: string } | undefined)?.clientType ?? null,
		clientData: party(first?.clientData),
		tenantData: party(first?.tenantData),
		invoiceReferenceNumbers: invoices.map((i) => i.number),
		invoiceCorrectionReferenceNumber: correction?.number ?? null,
	};
}

// ---------------------------------------------------------------------------------------------
// Routes

const INV = '/api/v1/invoices/integrations/auth-required/invoices';
const COR = '/api/v1/invoices/integrations/auth-required/invoice-corrections';
const FRC_TEXT = '/api/v1/invoces/integrations/auth-required';
const FRC_SAMPLE = '/api/v1/invoices/integrations/auth-required';
const GN = '/api/v1/goods-issued-notes/integrations/auth-required';
const GIN = `${GN}/goods-issued-notes`;
const GRN = `${GN}/goods-received-notes`;

const invoiceRoutes: RouteDef[] = [
	{
		name: 'invoice.createOrReplace',
		method: 'PUT',
		mainPaths: [INV],
		always: true,
		handler: (ctx) => {
			const s = documentState(ctx);
			const body = validate<Doc>(invoiceSchema, requireBodyObject(ctx));
			const previous = s.invoices.get(body.number);
			const stored: StoredInvoice = { ...body, fileData: previous?.fileData ?? null };
			if (previous && body.amountPaid === undefined && previous.amountPaid !== undefined) {
				stored.amountPaid = previous.amountPaid;
			}
			if (previous && body.isPaid === undefined && previous.isPaid !== undefined)
				stored.isPaid = previous.isPaid;
			s.invoices.set(body.number, stored);
			return noContent();
		},
	},
	{
		name: 'invoice.delete',
		method: 'DELETE',
		mainPaths: [INV],
		always: true,
		handler: (ctx) => {
			const s = documentState(ctx);
			const number = requireQuery(ctx, 'number');
			findOr404(s.invoices, number, 'invoice');
			s.invoices.delete(number);
			return noContent();
		},
	},
	{
		name: 'invoice.get',
		method: 'GET',
		mainPaths: [`${INV}/single`],
		// Alternative mode serves Get invoice at the correction path only (see invoiceCorrection.get).
		alternativePaths: [],
		handler: (ctx) => {
			const s = documentState(ctx);
			return ok(invoiceRead(s, findOr404(s.invoices, requireQuery(ctx, 'number'), 'invoice')));
		},
	},
	{
		name: 'invoice.getStatus',
		method: 'GET',
		mainPaths: [`${INV}/status`],
		always: true,
		handler: (ctx) => {
			const inv = findOr404(documentState(ctx).invoices, requireQuery(ctx, 'number'), 'invoice');
			return ok({
				amountPaid: (inv.amountPaid as number | undefined) ?? 0,
				isPaid: (inv.isPaid as boolean | undefined) ?? false,
			});
		},
	},
	{
		name: 'invoice.setStatus',
		method: 'PUT',
		mainPaths: [`${INV}/status`],
		always: true,
		handler: (ctx) => {
			const inv = findOr404(documentState(ctx).invoices, requireQuery(ctx, 'number'), 'invoice');
			const status = validate<{ amountPaid: number; isPaid: boolean }>(
				paymentSchema,
				requireBodyObject(ctx),
			);
			inv.amountPaid = status.amountPaid;
			inv.isPaid = status.isPaid;
			return noContent();
		},
	},
	{
		name: 'invoice.uploadBegin',
		method: 'POST',
		mainPaths: [`${INV}/file-upload-begin`],
		always: true,
		handler: (ctx) => {
			const number = requireQuery(ctx, 'number');
			findOr404(documentState(ctx).invoices, number, 'invoice');
			return beginUpload(ctx, 'invoice', number);
		},
	},
	{
		name: 'invoice.uploadComplete',
		method: 'POST',
		mainPaths: [`${INV}/file-upload-complete`],
		always: true,
		handler: (ctx) => {
			const { number, file } = completeUpload(ctx, 'invoice');
			findOr404(documentState(ctx).invoices, number, 'invoice').fileData = file;
			return noContent();
		},
	},
];

const correctionRoutes: RouteDef[] = [
	{
		name: 'invoiceCorrection.create',
		method: 'POST',
		mainPaths: [COR],
		always: true,
		handler: (ctx) => {
			const s = documentState(ctx);
			const body = validate<Doc>(correctionSchema, requireBodyObject(ctx));
			const previous = s.invoiceCorrections.get(body.number);
			s.invoiceCorrections.set(body.number, { ...body, fileData: previous?.fileData ?? null });
			return noContent();
		},
	},
	{
		name: 'invoiceCorrection.delete',
		method: 'DELETE',
		mainPaths: [COR],
		always: true,
		handler: (ctx) => {
			const s = documentState(ctx);
			const number = requireQuery(ctx, 'number');
			findOr404(s.invoiceCorrections, number, 'invoice correction');
			s.invoiceCorrections.delete(number);
			return noContent();
		},
	},
	{
		name: 'invoiceCorrection.get',
		method: 'GET',
		mainPaths: [`${COR}/single`],
		always: true,
		handler: (ctx) => {
			const s = documentState(ctx);
			const number = requireQuery(ctx, 'number');
			// Alternative mode: this path is Get invoice too (the spec's sample for it); a correction wins.
			const invoice =
				ctx.pathMode === 'alternative' && !s.invoiceCorrections.has(number)
					? s.invoices.get(number)
					: undefined;
			if (invoice) return ok(invoiceRead(s, invoice));
			return ok(correctionRead(findOr404(s.invoiceCorrections, number, 'invoice correction')));
		},
	},
	{
		name: 'invoiceCorrection.uploadBegin',
		method: 'POST',
		mainPaths: [
			`${COR}/file-upload-begin`,
			'/api/v1/invoices/integrations/auth-required/invoices-corrections/file-upload-begin',
		],
		alternativePaths: [
			'/api/v1/invoices/integrations/auth-required/invoice-correction/file-upload-begin',
		],
		handler: (ctx) => {
			const byNumber = ctx.query.get('number') || null;
			const byGrn = ctx.query.get('goodsReceivedNoteNumber') || null;
			if (byNumber === null && byGrn === null) {
				fail('number', 'number (or goodsReceivedNoteNumber) is required');
			}
			if (byNumber !== null && byGrn !== null && byNumber !== byGrn) {
				fail(
					'goodsReceivedNoteNumber',
					'number and goodsReceivedNoteNumber name different corrections',
				);
			}
			const number = (byNumber ?? byGrn) as string;
			findOr404(documentState(ctx).invoiceCorrections, number, 'invoice correction');
			return beginUpload(ctx, 'invoiceCorrection', number);
		},
	},
	{
		name: 'invoiceCorrection.uploadComplete',
		method: 'POST',
		mainPaths: [`${COR}/file-upload-complete`],
		always: true,
		handler: (ctx) => {
			const { number, file } = completeUpload(ctx, 'invoiceCorrection');
			findOr404(documentState(ctx).invoiceCorrections, number, 'invoice correction').fileData =
				file;
			return noContent();
		},
	},
];

const fiscal = (suffix: string) => ({
	mainPaths: [FRC_TEXT + suffix],
	alternativePaths: [FRC_SAMPLE + suffix],
});

const fiscalRoutes: RouteDef[] = [
	{
		name: 'fiscalReceiptCorrection.create',
		method: 'POST',
		...fiscal('/fiscal-receipts-corrections'),
		handler: (ctx) => {
			const s = documentState(ctx);
			const body = validate<Doc>(fiscalReceiptCorrectionSchema, requireBodyObject(ctx));
			const previous = s.fiscalReceiptCorrections.get(body.number);
			s.fiscalReceiptCorrections.set(body.number, {
				...body,
				fileData: previous?.fileData ?? null,
				paymentStatus: previous?.paymentStatus ?? { amountPaid: 0, isPaid: false },
			});
			return noContent();
		},
	},
	{
		name: 'fiscalReceiptCorrection.delete',
		method: 'DELETE',
		...fiscal('/fiscal-receipts-corrections'),
		handler: (ctx) => {
			const s = documentState(ctx);
			const number = requireQuery(ctx, 'number');
			findOr404(s.fiscalReceiptCorrections, number, 'fiscal receipt correction');
			s.fiscalReceiptCorrections.delete(number);
			return noContent();
		},
	},
	{
		name: 'fiscalReceiptCorrection.uploadBegin',
		method: 'POST',
		...fiscal('/fiscal-receipts-corrections/file-upload-begin'),
		handler: (ctx) => {
			const number = requireQuery(ctx, 'number');
			findOr404(documentState(ctx).fiscalReceiptCorrections, number, 'fiscal receipt correction');
			return beginUpload(ctx, 'fiscalReceiptCorrection', number);
		},
	},
	{
		name: 'fiscalReceiptCorrection.uploadComplete',
		method: 'POST',
		...fiscal('/fiscal-receipts-corrections/file-upload-complete'),
		handler: (ctx) => {
			const { number, file } = completeUpload(ctx, 'fiscalReceiptCorrection');
			findOr404(
				documentState(ctx).fiscalReceiptCorrections,
				number,
				'fiscal receipt correction',
			).fileData = file;
			return noContent();
		},
	},
	{
		name: 'fiscalReceiptCorrection.get',
		method: 'GET',
		...fiscal('/fiscal-receipts'),
		handler: (ctx) => {
			const c = findOr404(
				documentState(ctx).fiscalReceiptCorrections,
				requireQuery(ctx, 'number'),
				'fiscal receipt correction',
			);
			return ok(structuredClone({ ...c, fileData: c.fileData ?? null }));
		},
	},
	{
		name: 'fiscalReceiptCorrection.setStatus',
		method: 'PUT',
		...fiscal('/fiscal-receipts'),
		handler: (ctx) => {
			const c = findOr404(
				documentState(ctx).fiscalReceiptCorrections,
				requireQuery(ctx, 'number'),
				'fiscal receipt correction',
			);
			c.paymentStatus = validate(paymentSchema, requireBodyObject(ctx));
			return noContent();
		},
	},
];

export type GoodsNoteCollection = 'goodsIssuedNotes' | 'goodsReceivedNotes';

interface GoodsNoteKind {
	label: string;
	prefix: string;
	param: string;
	schema: ObjectSchema;
	collection: GoodsNoteCollection;
	upload: UploadTarget['kind'];
	feed: FeedName;
	eventKey: string;
	eventType: string;
	read: (s: DocumentState, n: StoredGoodsNote) => Record<string, unknown>;
}

function goodsNoteRoutes(
	k: GoodsNoteKind,
	feedPaths: Pick<RouteDef, 'mainPaths' | 'alternativePaths' | 'always'>,
): RouteDef[] {
	const short = k.upload;
	return [
		{
			name: `${short}.get`,
			method: 'GET',
			mainPaths: [k.prefix],
			always: true,
			handler: (ctx) => {
				const s = documentState(ctx);
				return ok(k.read(s, findOr404(s[k.collection], requireQuery(ctx, k.param), k.label)));
			},
		},
		{
			name: `${short}.createOrReplace`,
			method: 'PUT',
			mainPaths: [k.prefix],
			always: true,
			handler: (ctx) => {
				putGoodsNote(ctx, k.collection, requireBodyObject(ctx));
				return noContent();
			},
		},
		{
			name: `${short}.uploadInitialize`,
			method: 'POST',
			mainPaths: [`${k.prefix}/file-upload-initialize`],
			always: true,
			handler: (ctx) => {
				const number = requireQuery(ctx, k.param);
				findOr404(documentState(ctx)[k.collection], number, k.label);
				return beginUpload(ctx, k.upload, number);
			},
		},
		{
			name: `${short}.uploadFinalize`,
			method: 'POST',
			mainPaths: [`${k.prefix}/file-upload-finalize`],
			always: true,
			handler: (ctx) => {
				const { number, file } = completeUpload(ctx, k.upload);
				findOr404(documentState(ctx)[k.collection], number, k.label).fileUrl = file.url;
				return noContent();
			},
		},
		{
			name: `${short}.feed`,
			method: 'GET',
			...feedPaths,
			handler: (ctx) => feedReply(ctx, k.feed),
		},
	];
}

const GOODS_NOTE_KINDS: Record<GoodsNoteCollection, GoodsNoteKind> = {
	goodsIssuedNotes: {
		label: 'goods issued note',
		prefix: GIN,
		param: 'goodsIssuedNoteNumber',
		schema: goodsIssuedNoteSchema,
		collection: 'goodsIssuedNotes',
		upload: 'goodsIssuedNote',
		feed: 'goodsIssuedNotes',
		eventKey: 'goodsIssuedNoteNumber',
		eventType: 'GoodsIssuedNoteCreated',
		read: (_s, n) => ginRead(n),
	},
	goodsReceivedNotes: {
		label: 'goods received note',
		prefix: GRN,
		param: 'goodsReceivedNoteNumber',
		schema: goodsReceivedNoteSchema,
		collection: 'goodsReceivedNotes',
		upload: 'goodsReceivedNote',
		feed: 'goodsReceivedNotes',
		eventKey: 'goodsReceivedNoteNumber',
		eventType: 'GoodsReceivedNoteCreated',
		read: grnRead,
	},
};

/**
 * Stores a goods note as its PUT does: validated, a replaced note keeps its file, and a new note
 * appends its Created event to the feed. Also how the control plane adds one.
 */
export function putGoodsNote(
	ctx: Pick<RouteContext, 'tenant' | 'state' | 'platform'>,
	collection: GoodsNoteCollection,
	body: Record<string, unknown>,
): StoredGoodsNote {
	const k = GOODS_NOTE_KINDS[collection];
	const notes = documentState(ctx)[collection];
	const note = validate<Doc>(k.schema, body);
	const previous = notes.get(note.number);
	const stored = { ...note, fileUrl: previous?.fileUrl ?? null };
	notes.set(note.number, stored);
	if (!previous)
		ctx.platform.appendFeedEvent(ctx.tenant, k.feed, {
			[k.eventKey]: note.number,
			type: k.eventType,
		});
	return stored;
}

const ginRoutes = goodsNoteRoutes(GOODS_NOTE_KINDS.goodsIssuedNotes, {
	mainPaths: [`${GIN}/synchronization`],
	always: true,
});

const grnRoutes = goodsNoteRoutes(GOODS_NOTE_KINDS.goodsReceivedNotes, {
	mainPaths: [`${GRN}/synchronization`],
	alternativePaths: [
		'/api/v1/account/integrations/auth-required/goods-received-notes/synchronization',
	],
});

const shipmentRoutes: RouteDef[] = [
	{
		name: 'offlineOrder.putShipment',
		method: 'PUT',
		mainPaths: ['/api/v1/account/integrations/auth-required/offline-order/shipment'],
		alternativePaths: ['/api/v1/orders/integrations/auth-required/offline-order/shipment'],
		handler: (ctx) => {
			const body = validate<Record<string, unknown> & { id: string }>(
				shipmentSchema,
				requireBodyObject(ctx),
			);
			documentState(ctx).offlineShipments.set(body.id, body);
			return noContent();
		},
	},
];

export const documentRoutes: RouteDef[] = [
	...invoiceRoutes,
	...correctionRoutes,
	...fiscalRoutes,
	...ginRoutes,
	...grnRoutes,
	...shipmentRoutes,
];
