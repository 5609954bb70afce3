/**
 * File upload of a document, the spec's three steps in one operation:
 *
 * 1. begin (POST on the platform, through the one request road): `{uploadUrl, uploadId}`;
 * 2. PUT the bytes to `uploadUrl` with plain `httpRequest`: the upload address is another host
 *    and carries its own signature, so the API key and tenant are never sent there;
 * 3. complete / finalize (POST on the platform) with the `uploadId`.
 *
 * Generic over document kinds: the caller gives the two endpoints and the begin query (the
 * document number under its own parameter name). The file is an n8n binary property of the item.
 */
import type { IBinaryData, IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { cleanExtension, extensionOfMime } from './fileTypes';
import { plainRequest, withoutQuery } from './plainRequest';
import type { FileCallContext } from './request';
import type { Endpoint } from './types';

interface UploadSpec {
	/** What is uploaded for, in messages: `invoice "FV/1"`. */
	subject: string;
	/** POST begin (file-upload-begin / file-upload-initialize). */
	begin: Endpoint;
	/** Query of begin besides `fileExtension`, e.g. `{number}` or `{goodsIssuedNoteNumber}`. */
	beginQuery: IDataObject;
	/** POST complete / finalize; called with `?uploadId=`. */
	complete: Endpoint;
	/** The item's binary property that holds the file, e.g. `data`. */
	binaryPropertyName: string;
	/** The extension to send, as `checkUploadFile` found it when the item was read. */
	fileExtension: string;
}

interface UploadResult extends IDataObject {
	uploadId: string;
	fileExtension: string;
	fileName: string | null;
	mimeType: string;
	fileSize: number;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;

/** The file extension: the override, else the binary's extension, file name, then MIME type. */
function fileExtensionOf(
	binary: Pick<IBinaryData, 'fileExtension' | 'fileName' | 'mimeType'>,
	override?: string,
): string | undefined {
	const fromName = binary.fileName && /\.([^./\\]+)$/.exec(binary.fileName)?.[1];
	return (
		cleanExtension(override) ??
		cleanExtension(binary.fileExtension) ??
		cleanExtension(fromName || undefined) ??
		extensionOfMime(binary.mimeType)
	);
}

/** Why an item's file cannot be uploaded: the field at fault, the error's title and the detail. */
export interface UploadFileProblem {
	field: 'binaryPropertyName' | 'fileExtension';
	message: string;
	detail: string;
}

/** The extension of the item's file, or why it cannot be uploaded. */
function inspectUploadFile(
	ctx: Pick<FileCallContext, 'fn' | 'itemIndex'>,
	spec: { binaryPropertyName: string; fileExtension?: string },
): { fileExtension: string } | UploadFileProblem {
	const { fn, itemIndex } = ctx;
	// Said before n8n's own check, whose message counts items from 0 and names no way out.
	const fields = Object.keys(fn.getInputData()[itemIndex]?.binary ?? {});
	if (!fields.includes(spec.binaryPropertyName)) {
		const missing = `"Input Binary Field": the item has no binary field "${spec.binaryPropertyName}"`;
		return {
			field: 'binaryPropertyName',
			message: `Item ${itemIndex + 1} has no binary field "${spec.binaryPropertyName}"`,
			detail: fields.length
				? `${missing}; its binary fields are ${fields.join(', ')}: put one of them there`
				: `${missing}, nor any file: the node before this one must output one (for example Read/Write Files from Disk, or HTTP Request with Response Format File)`,
		};
	}
	const binary = fn.helpers.assertBinaryData(itemIndex, spec.binaryPropertyName);
	const fileExtension = fileExtensionOf(binary, spec.fileExtension);
	if (!fileExtension || !EXTENSION.test(fileExtension)) {
		const message = fileExtension
			? `"File Extension" must be 1 to 10 letters or digits, not "${fileExtension}"`
			: `The file in "${spec.binaryPropertyName}" has no extension the node can tell`;
		const toDo =
			'set "File Extension" in the options (for example pdf): the platform asks for one when an upload begins';
		return { field: 'fileExtension', message, detail: `${message}; ${toDo}` };
	}
	return { fileExtension };
}

/**
 * The one check of the file an item's parameters name (as read, before validation): the
 * extension to send, or why it cannot be uploaded. A name that is missing or not text is the
 * schema's to report (undefined).
 */
export function checkUploadFile(
	ctx: Pick<FileCallContext, 'fn' | 'itemIndex'>,
	raw: IDataObject,
): { fileExtension: string } | UploadFileProblem | undefined {
	const { binaryPropertyName, fileExtension } = raw;
	if (typeof binaryPropertyName !== 'string' || binaryPropertyName.trim() === '') return undefined;
	return inspectUploadFile(ctx, {
		binaryPropertyName: binaryPropertyName.trim(),
		fileExtension: typeof fileExtension === 'string' ? fileExtension : undefined,
	});
}

export async function uploadDocumentFile(
	ctx: FileCallContext,
	spec: UploadSpec,
): Promise<UploadResult> {
	const { fn, itemIndex } = ctx;
	const { fileExtension } = spec;
	const binary = fn.helpers.assertBinaryData(itemIndex, spec.binaryPropertyName);
	const buffer = await fn.helpers.getBinaryDataBuffer(itemIndex, spec.binaryPropertyName);
	const mimeType =
		fileExtension === 'pdf' ? 'application/pdf' : binary.mimeType || 'application/octet-stream';

	const begun = (await ctx.send(spec.begin, { query: { ...spec.beginQuery, fileExtension } })) as
		| { uploadUrl?: unknown; uploadId?: unknown }
		| undefined;
	const uploadUrl = typeof begun?.uploadUrl === 'string' ? begun.uploadUrl : undefined;
	const uploadId = typeof begun?.uploadId === 'string' ? begun.uploadId : undefined;
	if (!uploadUrl || !uploadId || !/^https?:\/\//i.test(uploadUrl)) {
		throw new NodeOperationError(
			fn.getNode(),
			`The platform did not give an upload address for ${spec.subject}`,
			{
				itemIndex,
				description: `Beginning the upload answered without an http(s) uploadUrl and an uploadId, so no file was sent. Answer: ${JSON.stringify(
					begun === undefined
						? null
						: { ...begun, uploadUrl: uploadUrl ? withoutQuery(uploadUrl) : begun.uploadUrl },
				).slice(0, 300)}`,
			},
		);
	}

	await plainRequest(
		ctx,
		{
			method: 'PUT',
			url: uploadUrl,
			body: buffer,
			headers: { 'Content-Type': mimeType },
			encoding: 'text',
		},
		'file upload',
	);

	await ctx.send(spec.complete, { query: { uploadId } });
	return {
		uploadId,
		fileExtension,
		fileName: binary.fileName ?? null,
		mimeType,
		fileSize: buffer.length,
	};
}
