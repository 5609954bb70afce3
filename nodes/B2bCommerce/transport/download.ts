/**
 * File download of a document: read the document (GET through the one request road), take its
 * file link (`fileData.url` of invoices and corrections, `fileUrl` of goods notes), fetch the
 * bytes and return them as n8n binary data. The link is fetched as plainRequest.ts says: with
 * the credential only when it is on the base URL's own origin.
 */
import type { IDataObject, IHttpRequestOptions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { onBaseUrlOrigin } from './baseUrl';
import { cleanExtension, mimeOfExtension } from './fileTypes';
import { plainRequest } from './plainRequest';
import type { Endpoint } from './types';
import { isRecord } from './types';
import type { FileCallContext } from './request';
import { getPlatformCredentials } from './request';

export interface DownloadSpec {
	/** What is downloaded, in messages: `invoice "FV/1"`. */
	subject: string;
	/** GET of the document. */
	read: Endpoint;
	query?: IDataObject;
	pathParams?: Record<string, string | number>;
	/** The file link and extension of a read document (undefined when it has none). */
	file: (document: IDataObject) => { url?: unknown; extension?: unknown };
	/** File name without extension, e.g. the document number (characters unfit for names are replaced). */
	baseName: string;
	/** The binary property to put the file in, e.g. `data`. */
	binaryPropertyName: string;
	/** The JSON of the output item (default: the whole document). */
	summary?: (document: IDataObject) => IDataObject;
	/** Added to the "no file" error (e.g. that the spec names no file link for this document). */
	noFileHint?: string;
	/** Why the read's answer is not the document asked for (see NumberedDocument.refuse). */
	refuse?: (document: IDataObject) => string | undefined;
}

/**
 * The answer of a document's read, if it is the document: an object, and not what `refuse`
 * finds wrong with it. Otherwise an error saying what came instead and that `outcome` (nothing
 * was read / downloaded).
 */
export function checkedDocument(
	ctx: FileCallContext,
	answer: unknown,
	subject: string,
	refuse: ((document: IDataObject) => string | undefined) | undefined,
	outcome: string,
): IDataObject {
	const problem = !isRecord(answer)
		? `It answered ${JSON.stringify(answer ?? null).slice(0, 200)}, not a document`
		: refuse?.(answer);
	if (problem === undefined) return answer as IDataObject;
	throw new NodeOperationError(ctx.fn.getNode(), `The platform did not answer with ${subject}`, {
		itemIndex: ctx.itemIndex,
		description: `${problem}. ${outcome}.`,
	});
}

function safeName(name: string): string {
	return name.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'document';
}

function extensionOf(url: string): string | undefined {
	try {
		return /\.([a-z0-9]{1,10})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
	} catch {
		return undefined;
	}
}

export async function downloadDocumentFile(
	ctx: FileCallContext,
	spec: DownloadSpec,
): Promise<INodeExecutionData> {
	const { fn, itemIndex } = ctx;
	const answer = await ctx.send(spec.read, { query: spec.query, pathParams: spec.pathParams });
	const document = checkedDocument(
		ctx,
		answer,
		spec.subject,
		spec.refuse,
		'Nothing was downloaded',
	);
	const file = spec.file(document);
	const url = typeof file.url === 'string' && file.url.trim() !== '' ? file.url.trim() : undefined;
	if (!url) {
		throw new NodeOperationError(fn.getNode(), `${spec.subject} has no file`, {
			itemIndex,
			description: `The platform holds no uploaded file for ${spec.subject}. Upload one first with the Upload File operation.${
				spec.noFileHint ? ` ${spec.noFileHint}.` : ''
			}`,
		});
	}
	let absolute: string;
	try {
		absolute = new URL(url).toString();
	} catch {
		throw new NodeOperationError(
			fn.getNode(),
			`The file link of ${spec.subject} is not a valid URL`,
			{
				itemIndex,
				description: `The platform gave "${url.slice(0, 200)}" as the file link.`,
			},
		);
	}

	const credentials = await getPlatformCredentials.call(fn, ctx.scope);
	const options: IHttpRequestOptions = { method: 'GET', url: absolute, encoding: 'arraybuffer' };
	const response = await plainRequest(
		ctx,
		options,
		'file download',
		onBaseUrlOrigin(credentials.baseUrl, absolute) ? credentials : undefined,
	);

	const body = response.body;
	const buffer = Buffer.isBuffer(body)
		? body
		: body instanceof ArrayBuffer
			? Buffer.from(body)
			: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
	const extension =
		cleanExtension(typeof file.extension === 'string' ? file.extension : undefined) ??
		extensionOf(absolute);
	const header = response.headers['content-type'];
	const contentType = (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim();
	const mimeType = mimeOfExtension(extension) ?? contentType ?? 'application/octet-stream';
	const fileName = `${safeName(spec.baseName)}${extension ? `.${extension}` : ''}`;
	const binary = await fn.helpers.prepareBinaryData(buffer, fileName, mimeType);
	return {
		json: {
			...(spec.summary ? spec.summary(document) : document),
			fileName,
			mimeType,
			fileSize: buffer.length,
		},
		binary: { [spec.binaryPropertyName]: binary },
	};
}
