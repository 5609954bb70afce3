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
