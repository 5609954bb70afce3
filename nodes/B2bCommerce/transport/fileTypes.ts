/**
 * The file types the node can name: an upload without a file name takes its extension from the
 * MIME type, a download without a content type its MIME type from the extension. Where one side
 * has two names (jpg and jpeg, application/xml and text/xml) the first is the one given.
 */
const FILE_TYPES: ReadonlyArray<[extension: string, mimeType: string]> = [
	['pdf', 'application/pdf'],
	['xml', 'application/xml'],
	['xml', 'text/xml'],
	['json', 'application/json'],
	['csv', 'text/csv'],
	['txt', 'text/plain'],
	['html', 'text/html'],
	['zip', 'application/zip'],
	['png', 'image/png'],
	['jpg', 'image/jpeg'],
	['jpeg', 'image/jpeg'],
	['gif', 'image/gif'],
	['tiff', 'image/tiff'],
	['doc', 'application/msword'],
	['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
	['xls', 'application/vnd.ms-excel'],
	['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

function firstOf(pairs: Array<[string, string]>): Map<string, string> {
	const map = new Map<string, string>();
	for (const [key, value] of pairs) if (!map.has(key)) map.set(key, value);
	return map;
}

const EXTENSION_BY_MIME = firstOf(FILE_TYPES.map(([extension, mime]) => [mime, extension]));
const MIME_BY_EXTENSION = firstOf(FILE_TYPES.map(([extension, mime]) => [extension, mime]));

/** The extension for a MIME type (parameters such as `; charset` ignored), if the node knows it. */
export function extensionOfMime(mimeType: string | undefined): string | undefined {
	const mime = mimeType?.split(';')[0].trim().toLowerCase();
	return mime ? EXTENSION_BY_MIME.get(mime) : undefined;
}

export function mimeOfExtension(extension: string | undefined): string | undefined {
	return extension ? MIME_BY_EXTENSION.get(extension) : undefined;
}

/** An extension as given by a user or a platform: without leading dots, lower case; blank is none. */
export function cleanExtension(value: string | undefined): string | undefined {
	const cleaned = value?.trim().replace(/^\.+/, '').toLowerCase();
	return cleaned ? cleaned : undefined;
}
