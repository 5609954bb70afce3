import { createHash, randomBytes, timingSafeEqual } from 'crypto';

export interface BasicCredentials {
	username: string;
	password: string;
}

/**
 * Compares two secrets in constant time. Both sides are hashed first, so the comparison
 * takes the same time whatever their lengths are (the length of a secret does not leak).
 * Never throws.
 */
export function safeEqual(actual: unknown, expected: unknown): boolean {
	if (typeof actual !== 'string' || typeof expected !== 'string' || expected === '') return false;
	const a = createHash('sha256').update(actual, 'utf8').digest();
	const b = createHash('sha256').update(expected, 'utf8').digest();
	return timingSafeEqual(a, b);
}

/** Reads `Authorization: Basic base64(user:password)`. Undefined for anything else. Never throws. */
export function parseBasicAuth(header: unknown): BasicCredentials | undefined {
	if (typeof header !== 'string') return undefined;
	const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
	if (!match) return undefined;
	const decoded = Buffer.from(match[1], 'base64').toString('utf8');
	const colon = decoded.indexOf(':');
	if (colon < 0) return undefined;
	return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A fresh username and password for one registration, from the cryptographic random source. */
export function generateBasicCredentials(): BasicCredentials {
	return {
		username: `n8n-${randomBytes(8).toString('hex')}`,
		password: randomBytes(32).toString('base64url'),
	};
}
