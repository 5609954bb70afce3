/**
 * The Base URL of the B2B Commerce API credential must start with http:// or https://. Without
 * it n8n's HTTP client fails with "Invalid URL" (ERR_INVALID_URL), which does not say what to do;
 * the credential form, its Test and the nodes all give this sentence instead.
 */
export const BASE_URL_SCHEME_FIX =
	'Start the Base URL with https://, for example https://shop.example.com';

/** Whether a Base URL (or a URL built on it) starts with http:// or https://. */
export function hasHttpScheme(url: unknown): boolean {
	return typeof url === 'string' && /^\s*https?:\/\//i.test(url);
}

/**
 * The origin (scheme, host and port) of an http(s) URL, read as n8n's HTTP client reads it (the
 * WHATWG URL parser: user-info is not the host, the host is lowercased, a default port is left
 * out, `\` counts as `/`); undefined for anything else.
 */
export function httpOrigin(url: unknown): string | undefined {
	if (typeof url !== 'string') return undefined;
	let parsed: URL;
	try {
		parsed = new URL(url.trim());
	} catch {
		return undefined;
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
	return parsed.hostname === '' ? undefined : parsed.origin;
}

/**
 * Whether `url` is on the Base URL's origin: exactly its scheme, host and port. The one test of
 * where the API key may go (the credential's authenticate, the file links of downloads): a
 * look-alike host (`shop.example.com.evil.net`), user-info (`shop.example.com@evil.net`), another
 * port and http for https are all another origin.
 */
export function onBaseUrlOrigin(baseUrl: unknown, url: unknown): boolean {
	const base = httpOrigin(baseUrl);
	return base !== undefined && httpOrigin(url) === base;
}
