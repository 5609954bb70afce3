/**
 * The output schemas of the action node: one JSON Schema of one output item per operation,
 * keyed by resource and operation (their parameter values). The build writes each into
 * dist/nodes/B2bCommerce/__schema__/v<version>/<resource>/<operation>.json, where n8n finds it
 * (gulpfile.js); test/node/outputSchemas.test.ts checks every operation's items against it.
 * How to write one: docs/output-schemas.md.
 */
import { complaintOutput, operatorOutput, roleOutput, segmentOutput } from './account';
import { dictionaryOutput, pluginDataOutput } from './catalogue';
import {
	fiscalReceiptCorrectionOutput,
	invoiceCorrectionOutput,
} from '../../documents/invoiceStyle/correctionsOutput';
import { goodsIssuedNoteOutput, goodsReceivedNoteOutput } from '../../documents/goodsNote/output';
import { invoiceOutput } from '../../resources/invoice/output';
import { offerOutput } from './offer';
import { offlineOrderOutput } from '../../documents/offlineOrder/output';
import {
	cartOutput,
	clientPricingOutput,
	externalReservationOutput,
	minimalPriceOutput,
	productGroupOutput,
	productTaxOutput,
} from './pricing';
import { productOutput } from './product';
import { webhookOutput } from './webhook';
import type { JsonSchema, OperationSchemas, OutputVariants } from '../../engine/outputSchema';

export type { JsonSchema, OperationSchemas, OutputVariants } from '../../engine/outputSchema';

export const outputSchemas: Record<string, OperationSchemas> = {
	segment: segmentOutput,
	productGroup: productGroupOutput,
	productTax: productTaxOutput,
	clientPricing: clientPricingOutput,
	offer: offerOutput,
	webhook: webhookOutput,
	complaint: complaintOutput,
	product: productOutput,
	cart: cartOutput,
	dictionary: dictionaryOutput,
	externalReservation: externalReservationOutput,
	minimalPrice: minimalPriceOutput,
	operator: operatorOutput,
	pluginData: pluginDataOutput,
	role: roleOutput,
	invoice: invoiceOutput,
	invoiceCorrection: invoiceCorrectionOutput,
	fiscalReceiptCorrection: fiscalReceiptCorrectionOutput,
	goodsIssuedNote: goodsIssuedNoteOutput,
	goodsReceivedNote: goodsReceivedNoteOutput,
	offlineOrder: offlineOrderOutput,
};

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Whether an entry has variants (an option changes the output). */
export function hasVariants(entry: JsonSchema | OutputVariants): entry is OutputVariants {
	return own(entry, 'variants');
}

/**
 * The schema of one operation's output item (with the defaults, or of a named variant such as
 * `simplify-false`), if it has one.
 */
export function outputSchema(
	resource: string,
	operation: string,
	variant?: string,
): JsonSchema | undefined {
	if (!own(outputSchemas, resource) || !own(outputSchemas[resource], operation)) return undefined;
	const entry = outputSchemas[resource][operation];
	if (!hasVariants(entry)) return variant ? undefined : entry;
	if (!variant) return entry.schema;
	return own(entry.variants, variant) ? entry.variants[variant] : undefined;
}
