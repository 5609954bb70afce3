/** The API key never appears in what the node shows, whatever characters it has. */
import { scrub } from '../../nodes/B2bCommerce/transport/request';

describe('scrub', () => {
	it.each(['plain-key-123', 'with"quote', 'back\\slash', 'new\nline'])('masks %j in text and in nested values', (key) => {
		const shown = scrub({ message: `refused ${key}`, details: [{ echo: key }] }, key);
		expect(shown).toEqual({ message: 'refused ***', details: [{ echo: '***' }] });
		expect(scrub(`Request with ${key}`, key)).toBe('Request with ***');
	});

	it('leaves everything alone without a key', () => {
		expect(scrub({ message: 'x' }, undefined)).toEqual({ message: 'x' });
		expect(scrub({ message: 'x' }, '')).toEqual({ message: 'x' });
	});
});
