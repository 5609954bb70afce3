/**
 * Deterministic pseudo-random numbers for the fake platform (mulberry32).
 * Every random choice of the fake (generated ids, demo data, upload signatures, fault rates)
 * goes through a seeded instance, so a run can be repeated exactly.
 */
export class Prng {
	private s: number;

	constructor(seed = 0x5eed) {
		this.s = seed >>> 0;
	}

	/** Float in [0, 1). */
	next(): number {
		this.s = (this.s + 0x6d2b79f5) >>> 0;
		let t = this.s;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	/** Integer in [0, n). */
	int(n: number): number {
		return Math.floor(this.next() * n);
	}

	/** Integer in [min, max]. */
	between(min: number, max: number): number {
		return min + this.int(max - min + 1);
	}

	pick<T>(items: readonly T[]): T {
		return items[this.int(items.length)];
	}

	private word(): number {
		return Math.floor(this.next() * 4294967296);
	}

	/** Lower-case hex string of `chars` characters. */
	hex(chars: number): string {
		let out = '';
		while (out.length < chars) out += (this.word() >>> 0).toString(16).padStart(8, '0');
		return out.slice(0, chars);
	}

	/** A version-4-shaped uuid. */
	uuid(): string {
		const h = this.hex(32);
		const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
	}
}
