/** Generators of believable records for seeding (control plane and demo data). Deterministic. */
export interface Gen {
	newId(): string;
	random(): number;
	now(): Date;
}

export const DEMO_CLIENT_ID = 'org:11111111-1111-4111-8111-111111111111';

export const PRODUCTS = [
	{
		sku: 'CAB-NYM-3X2.5',
		name: 'Installation cable NYM 3x2.5 mm2',
		manufacturer: 'Kabelwerk',
		unit: 'm',
		price: 3.2,
	},
	{
		sku: 'SW-1G-WHT',
		name: 'Single light switch, white',
		manufacturer: 'Lumatec',
		unit: 'pcs',
		price: 7.9,
	},
	{
		sku: 'MCB-B16-1P',
		name: 'Circuit breaker B16 1P',
		manufacturer: 'Voltara',
		unit: 'pcs',
		price: 12.4,
	},
	{
		sku: 'LED-PNL-60',
		name: 'LED panel 60x60 40 W',
		manufacturer: 'Lumatec',
		unit: 'pcs',
		price: 48.0,
	},
	{
		sku: 'SOCK-2G-GRY',
		name: 'Double socket with earthing, grey',
		manufacturer: 'Lumatec',
		unit: 'pcs',
		price: 11.5,
	},
	{
		sku: 'CON-WAGO-5',
		name: 'Lever connector 5-pole (50 pcs)',
		manufacturer: 'Voltara',
		unit: 'box',
		price: 21.0,
	},
] as const;

export const FIRST_NAMES = ['Anna', 'Piotr', 'Maria', 'Tomasz', 'Ewa', 'Jan', 'Katarzyna', 'Marek'];
export const LAST_NAMES = [
	'Nowak',
	'Kowalski',
	'Wiśniewska',
	'Wójcik',
	'Kamińska',
	'Lewandowski',
	'Zielińska',
];

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function pick<T>(g: Gen, items: readonly T[]): T {
	return items[Math.floor(g.random() * items.length)];
}

export function between(g: Gen, min: number, max: number): number {
	return min + Math.floor(g.random() * (max - min + 1));
}

export function personName(g: Gen): string {
	return `${pick(g, FIRST_NAMES)} ${pick(g, LAST_NAMES)}`;
}

export function emailOf(name: string, domain = 'example.com'): string {
	return `${name
		.toLowerCase()
		.normalize('NFD')
		.replace(/[^a-z ]/g, '')
		.replace(/ /g, '.')}@${domain}`;
}

export function digits(g: Gen, n: number): string {
	let s = '';
	for (let i = 0; i < n; i++) s += Math.floor(g.random() * 10);
	return s;
}

/** `YYYY-MM-DD` (UTC). */
export function isoDate(d: Date): string {
	return d.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:MM:SS` (UTC). */
export function complaintDate(d: Date): string {
	return d.toISOString().slice(0, 19).replace('T', ' ');
}
