import type { ResourceDef } from '../operation';
import { segment } from './segment';
import { invoice } from './invoice';
import { clientPricing } from './clientPricing';
import { complaint } from './complaint';
import { offer } from './offer';
import { product } from './product';
import { productGroup } from './productGroup';
import { productTax } from './productTax';
import { webhook } from './webhook';
import { cart } from './cart';
import { dictionary } from './dictionary';
import { externalReservation } from './externalReservation';
import { minimalPrice } from './minimalPrice';
import { operator } from './operator';
import { pluginData } from './pluginData';
import { role } from './role';
import { invoiceCorrection } from './invoiceCorrection';
import { fiscalReceiptCorrection } from './fiscalReceiptCorrection';
import { goodsIssuedNote } from './goodsIssuedNote';
import { goodsReceivedNote } from './goodsReceivedNote';
import { offlineOrder } from './offlineOrder';

/** Every resource of the action node. Each file holds all of one resource's operations. */
export const resources: ResourceDef[] = [segment, productGroup, productTax, clientPricing, offer, webhook, complaint, product, cart, dictionary, externalReservation, minimalPrice, operator, pluginData, role, invoice, invoiceCorrection, fiscalReceiptCorrection, goodsIssuedNote, goodsReceivedNote, offlineOrder];
