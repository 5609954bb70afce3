import type { Resource } from '../engine/operation';
import { cart } from './cart';
import { clientPricing } from './clientPricing';
import { complaint } from './complaint';
import { dictionary } from './dictionary';
import { externalReservation } from './externalReservation';
import { fiscalReceiptCorrection } from './fiscalReceiptCorrection';
import { goodsIssuedNote } from './goodsIssuedNote';
import { goodsReceivedNote } from './goodsReceivedNote';
import { invoice } from './invoice';
import { invoiceCorrection } from './invoiceCorrection';
import { minimalPrice } from './minimalPrice';
import { offer } from './offer';
import { offlineOrder } from './offlineOrder';
import { operator } from './operator';
import { pluginData } from './pluginData';
import { product } from './product';
import { productGroup } from './productGroup';
import { productTax } from './productTax';
import { role } from './role';
import { segment } from './segment';
import { webhook } from './webhook';

/** Every resource of the action node, in dropdown order: one folder each, one file per operation. */
export const resources: Array<Resource> = [
	segment,
	productGroup,
	productTax,
	clientPricing,
	offer,
	webhook,
	complaint,
	product,
	cart,
	dictionary,
	externalReservation,
	minimalPrice,
	operator,
	pluginData,
	role,
	invoice,
	invoiceCorrection,
	fiscalReceiptCorrection,
	goodsIssuedNote,
	goodsReceivedNote,
	offlineOrder,
];
