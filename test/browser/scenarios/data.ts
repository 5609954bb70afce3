/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** What the browser suite types and what it expects the fake platform to store. */
import { readFileSync } from 'fs';
import { join } from 'path';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const TENANT = 'acme';
export const CSV_FILE = join(__dirname, '..', 'data', 'invoice-lines.csv');

/** What the credential dialog gets: the connection and the seller every document uses by default. */
export const SELLER = {
	sellerName: 'Seller SA',
	sellerStreet: 'Marszalkowska 1',
	sellerPostalCode: '00-001',
	sellerCity: 'Warsaw',
	sellerCountry: 'PL',
	sellerTin: '1234563218',
};

/** The invoice typed into the form (Fields mode). */
export const FORM = {
	number: 'FV/WEB/0001',
	documentDate: '2026-04-01',
	saleDate: '2026-04-01',
	paymentDate: '2026-04-15',
	currency: 'EUR',
	customerPurchaseNumbers: 'PO-1001',
	totalNetPrice: '250',
	totalGrossPrice: '302.5',
	totalTaxValue: '52.5',
	client: {
		clientId: 'org:0c5f3a2e-1d4b-4e6f-9a8b-7c6d5e4f3a2b',
		clientName: 'Form Buyer Ltd',
		clientStreet: 'Dluga 10',
		clientPostalCode: '80-001',
		clientCity: 'Gdansk',
		clientCountry: 'PL',
		clientTin: '5260250274',
	},
	// The form's own seller overrides the credential's for this invoice.
	seller: {
		sellerName: 'Form Seller SA',
		sellerStreet: 'Nowy Swiat 5',
		sellerPostalCode: '00-002',
		sellerCity: 'Warsaw',
		sellerCountry: 'PL',
		sellerTin: '1234563218',
	},
	paymentMethod: {
		paymentMethodId: '2f9c0d3e-6a4b-4c1d-9e8f-0a1b2c3d4e5f',
		paymentMethodName: 'Bank transfer',
	},
	items: [
		{
			type: 'Product',
			lineItemName: 'Socket 2G',
			lineSku: 'SOC-2G',
			lineQuantity: '10',
			lineUnit: 'PCE',
			lineUnitNetPrice: '20',
			lineUnitGrossPrice: '24.6',
			lineUnitTaxValue: '4.6',
			lineNetPrice: '200',
			lineGrossPrice: '246',
			lineTaxValue: '46',
			lineTaxRateValue: '23',
		},
		{
			type: 'Service',
			lineItemName: 'Fitting',
			lineSku: 'SRV-FIT',
			lineQuantity: '1',
			lineUnit: 'H',
			lineUnitNetPrice: '50',
			lineUnitGrossPrice: '56.5',
			lineUnitTaxValue: '6.5',
			lineNetPrice: '50',
			lineGrossPrice: '56.5',
			lineTaxValue: '6.5',
			lineTaxRateValue: '13',
		},
	],
};

/** Rows of the CSV (no quoted fields in it), keyed by header. */
export function csvRows(): Array<Record<string, string>> {
	const [head, ...lines] = readFileSync(CSV_FILE, 'utf8').trim().split(/\r?\n/);
	const cols = head.split(',');
	return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

export const triple = (net: string | number, gross: string | number, tax: string | number) => ({
	netPrice: Number(net),
	grossPrice: Number(gross),
	taxValue: Number(tax),
});
