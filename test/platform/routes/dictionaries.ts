/**
 * Dictionaries for draft products: manufacturers (main path `/manufacturers`, alternative path
 * `/manufactures`), measurement units, VAT rates.
 */
import { RouteDef, TenantState } from '../types';
import { bad, bodyObject, coll, noContent, notFound, ok, reqNum, reqStr } from './util';

export const DICTIONARIES = '/api/v1/catalog/integrations/auth-required/dictionaries';

export interface Manufacturer {
	manufacturerId: string;
	name: string;
	externalId: string;
	acronym: string;
}
export interface MeasurementUnit {
	externalId: string;
	shortName: string;
	fullName: string;
}
export interface VatRate {
	externalId: string;
	label: string;
	value: number;
}

function readManufacturer(body: unknown): Omit<Manufacturer, 'manufacturerId'> {
	const o = bodyObject(body);
	return {
		name: reqStr(o, 'name'),
		externalId: reqStr(o, 'externalId'),
		acronym: reqStr(o, 'acronym'),
	};
}

export function dictionaryRoutes(): RouteDef[] {
	const manufacturers = (s: TenantState) => coll<Manufacturer>(s, 'manufacturers');
	return [
		{
			name: 'manufacturer.create',
			method: 'POST',
			mainPaths: [`${DICTIONARIES}/manufacturers`],
			alternativePaths: [`${DICTIONARIES}/manufactures`],
			handler: ({ state, body, platform }) => {
				const m: Manufacturer = { manufacturerId: platform.newId(), ...readManufacturer(body) };
				manufacturers(state).set(m.manufacturerId, m);
				return ok({ manufacturerId: m.manufacturerId });
			},
		},
		{
			name: 'manufacturer.update',
			method: 'PUT',
			mainPaths: [`${DICTIONARIES}/manufacturers/{manufacturerId}`],
			alternativePaths: [`${DICTIONARIES}/manufactures/{manufacturerId}`],
			handler: ({ state, body, params }) => {
				const fields = readManufacturer(body);
				const m = manufacturers(state).get(params.manufacturerId);
				if (!m) notFound(`Manufacturer ${params.manufacturerId} not found`);
				Object.assign(m, fields);
				return noContent();
			},
		},
		{
			name: 'measurementUnit.create',
			method: 'POST',
			mainPaths: [`${DICTIONARIES}/measurement-units`],
			always: true,
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const u: MeasurementUnit = {
					externalId: reqStr(o, 'externalId'),
					shortName: reqStr(o, 'shortName'),
					fullName: reqStr(o, 'fullName'),
				};
				coll<MeasurementUnit>(state, 'measurementUnits').set(u.externalId, u);
				return noContent();
			},
		},
		{
			name: 'vatRate.create',
			method: 'POST',
			mainPaths: [`${DICTIONARIES}/vat-rates`],
			always: true,
			handler: ({ state, body }) => {
				const o = bodyObject(body);
				const r: VatRate = {
					externalId: reqStr(o, 'externalId'),
					label: reqStr(o, 'label'),
					value: reqNum(o, 'value'),
				};
				if (r.value < 0 || r.value > 1)
					bad('value', 'value must be a fraction between 0 and 1 (0.23 for 23 percent)');
				coll<VatRate>(state, 'vatRates').set(r.externalId, r);
				return noContent();
			},
		},
	];
}
