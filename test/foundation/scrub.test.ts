/** The API key never appears in what the node shows, whatever characters it has. */
import { scrub } from '../../nodes/B2bCommerce/transport/errors';

describe('scrub', () => {
	it.each(['plain-key-123', 'with"quote', 'back\\slash', 'new\nline'])(
		'masks %j in text and in nested values',
		(key) => {
			const shown = scrub({ message: `refused ${key}`, details: [{ echo: key }] }, key);
			expect(shown).toEqual({ message: 'refused ***', details: [{ echo: '***' }] });
			expect(scrub(`Request with ${key}`, key)).toBe('Request with ***');
		},
	);

	it('leaves everything alone without a key', () => {
		expect(scrub({ message: 'x' }, undefined)).toEqual({ message: 'x' });
		expect(scrub({ message: 'x' }, '')).toEqual({ message: 'x' });
	});

	it.each([
		['URL-encoded', (key: string) => encodeURIComponent(key)],
		['form-encoded', (key: string) => encodeURIComponent(key).replace(/%20/g, '+')],
		['base64', (key: string) => Buffer.from(key).toString('base64')],
		[
			'base64 without padding',
			(key: string) => Buffer.from(key).toString('base64').replace(/=+$/, ''),
		],
		['base64url', (key: string) => Buffer.from(key).toString('base64url')],
	])('masks the key echoed %s', (_, encode) => {
		const key = 'k3y/with+special=chars & ünïcode?';
		const echoed = encode(key);
		const shown = scrub({ message: `refused ${echoed}`, details: [{ echo: echoed }] }, key);
		expect(shown).toEqual({ message: 'refused ***', details: [{ echo: '***' }] });
		expect(scrub(`header was ${echoed}.`, key)).toBe('header was ***.');
	});
});
