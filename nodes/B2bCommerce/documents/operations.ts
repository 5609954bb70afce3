/**
 * Operations of documents the platform finds by number (invoices, corrections, goods notes):
 * Get, Delete, Set Payment Status, Upload File and Download File are the same for each of
 * them but for the names, paths and query, so they are built here from that data.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ZodType } from '../engine/zod';
import { z } from '../engine/zod';

import { documentInput, documentInputSchema } from './input';
import type { DescribedDocument } from './table';
import type { EndpointEntry, Operation } from '../engine/operation';
import { defineOperation, endpointOf, NodeItems } from '../engine/operation';
import { optionsCollection } from '../engine/fields';
import { foundProblem } from '../engine/refusal';
import type { JsonSchema } from '../engine/outputSchema';
import * as out from '../engine/outputSchema';
import { bool, nonNegative, text } from '../engine/values';
import type { DownloadSpec } from '../transport/download';
import { checkedDocument, downloadDocumentFile } from '../transport/download';
import type { Endpoint } from '../transport/types';
import { checkUploadFile, uploadDocumentFile } from '../transport/upload';

export interface NumberedDocument<R extends string = string> {
	/** The Resource value: an operation's endpoint written without a key is keyed `<resource>.<operation>`. */
	resource: R;
	/** What it is called in actions and messages: "invoice correction". */
	noun: string;
	/** The article before the noun: "an" invoice, "a" goods issued note. */
	article: 'a' | 'an';
	/** The field that holds the document's number (named `number`). */
	number: INodeProperties;
	/** The query that names the document; default `{ number }`. */
	query?: (number: string) => IDataObject;
	/**
	 * Why an answer of the document's read is not the document asked for (undefined: it is). For
	 * a read whose alternative path is another operation's path: Get and Download File refuse such an
	 * answer instead of passing it on.
	 */
	refuse?: (answer: IDataObject, number: string) => string | undefined;
}

/**
 * A document found by number, with its Number field:
 * `numberedDocument('invoice', 'invoice', 'an', 'Invoice Number', 'e.g. FV/2024/0001')`.
 */
export const numberedDocument = <R extends string>(
	resource: R,
	noun: string,
	article: 'a' | 'an',
	displayName: string,
	placeholder: string,
	more: Pick<NumberedDocument, 'query' | 'refuse'> = {},
): NumberedDocument<R> => ({
	resource,
	noun,
	article,
	number: {
		displayName,
		name: 'number',
		type: 'string',
		default: '',
		required: true,
		placeholder,
		description: `Number of the ${noun}`,
	},
	...more,
});

/** The input of an operation that names one document by its number. */
export const byNumber = z.object({ number: text });

/** Payment status body `{amountPaid, isPaid}` (the spec does not show its shape; we chose this). */
const paymentStatus = z.object({ amountPaid: nonNegative, isPaid: bool });

/** The binary field of Upload File / Download File. */
const binaryPropertyName = (displayName: string, description: string): INodeProperties => ({
	displayName,
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	description,
});

/** Options of Upload File: the file extension override. */
const uploadOptions: INodeProperties = optionsCollection([
	{
		displayName: 'File Extension',
		name: 'fileExtension',
		type: 'string',
		default: '',
		placeholder: 'e.g. pdf',
		description:
			"Extension sent to the platform. By default it comes from the file's name or MIME type.",
	},
]);

const aNoun = (doc: NumberedDocument) => `${doc.article} ${doc.noun}`;
const queryOf = (doc: NumberedDocument, number: string) =>
	doc.query ? doc.query(number) : { number };
/** How messages name the document: `Invoice correction "FK/1"`. */
const subjectOf = (doc: NumberedDocument, number: string) =>
	`${doc.noun.charAt(0).toUpperCase()}${doc.noun.slice(1)} "${number}"`;

/**
 * Create (or Create or Replace) of a document from its form: the validated document is the
 * body, and the output is that document as sent (the spec describes no answer) with `saved: true`.
 */
export function createOperation<R extends string>(
	def: Pick<Operation, 'value' | 'name' | 'action' | 'description' | 'docsNote'> & {
		resource: R;
		document: DescribedDocument;
		/** The input schema, when it checks more than the document (default: the document's check). */
		input?: ZodType<{ document: unknown }>;
		endpoint: EndpointEntry;
		/** What the output's `saved` mark speaks of ("invoice"). */
		saved: string;
		/** The output's shape, when not the document as written. */
		written?: JsonSchema;
	},
): Operation<R> {
	const { document, saved, written, ...rest } = def;
	return defineOperation({
		...rest,
		...documentInput(document.def),
		input: def.input ?? documentInputSchema(document.check, {}),
		outputSchema: out.extend(written ?? document.written, out.marked('saved', saved)),
		request: (input) => ({ body: input.document }),
		output: (_response, input) => ({ ...(input.document as IDataObject), saved: true }),
	});
}

export function getOperation<R extends string>(
	doc: NumberedDocument<R>,
	endpoint: EndpointEntry,
	read: JsonSchema,
	description = `Read ${aNoun(doc)} by number`,
): Operation<R> {
	const get = defineOperation({
		resource: doc.resource,
		outputSchema: read,
		value: 'get',
		name: 'Get',
		action: `Get ${aNoun(doc)}`,
		description,
		properties: [doc.number],
		input: byNumber,
		endpoint,
		request: (input) => ({ query: queryOf(doc, input.number) }),
	});
	const refuse = doc.refuse;
	if (!refuse) return get;
	const keyed = endpointOf(get);
	return defineOperation({
		...get,
		run: async (ctx, input) => {
			const answer = await ctx.send(keyed, { query: queryOf(doc, input.number) });
			return checkedDocument(
				ctx,
				answer,
				subjectOf(doc, input.number),
				(document) => refuse(document, input.number),
				'Nothing was read',
			);
		},
	});
}

export function deleteOperation<R extends string>(
	doc: NumberedDocument<R>,
	endpoint: EndpointEntry,
): Operation<R> {
	return defineOperation({
		resource: doc.resource,
		outputSchema: deleted(doc.noun),
		value: 'delete',
		name: 'Delete',
		action: `Delete ${aNoun(doc)}`,
		description: `Delete ${aNoun(doc)} by number`,
		properties: [doc.number],
		input: byNumber,
		endpoint,
		request: (input) => ({ query: queryOf(doc, input.number) }),
		output: (_response, input) => ({ number: input.number, deleted: true }),
	});
}

/** `shortNoun` is how the descriptions call the document: "whether the correction is paid". */
export function setPaymentStatusOperation<R extends string>(
	doc: NumberedDocument<R>,
	endpoint: EndpointEntry,
	shortNoun: string,
): Operation<R> {
	return defineOperation({
		resource: doc.resource,
		outputSchema: paymentStatusSet(shortNoun),
		value: 'setPaymentStatus',
		name: 'Set Payment Status',
		action: `Set the payment status of ${aNoun(doc)}`,
		description: `Set the amount paid and whether the ${shortNoun} is paid`,
		properties: [
			doc.number,
			{
				displayName: 'Amount Paid',
				name: 'amountPaid',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 0,
				required: true,
				description: 'Gross amount paid so far',
			},
			{
				displayName: 'Is Paid',
				name: 'isPaid',
				type: 'boolean',
				default: false,
				required: true,
				description: `Whether the ${shortNoun} is fully paid`,
			},
		],
		input: byNumber.merge(paymentStatus),
		endpoint,
		request: ({ number, amountPaid, isPaid }) => ({
			query: queryOf(doc, number),
			body: { amountPaid, isPaid },
		}),
		output: (_response, input) => ({ ...input, updated: true }),
	});
}

/** The two steps of Upload File, as a document's endpoint table names them (`endpointTable`). */
interface UploadEndpoints {
	uploadBegin: Endpoint;
	uploadComplete: Endpoint;
}

/** Upload File; `beginQuery` is the query of the begin request (default the document's query). */
export function uploadFileOperation<R extends string>(
	doc: NumberedDocument<R>,
	upload: UploadEndpoints,
	beginQuery?: (number: string) => IDataObject,
): Operation<R> {
	return defineOperation({
		resource: doc.resource,
		outputSchema: uploaded(doc.noun),
		value: 'uploadFile',
		name: 'Upload File',
		action: `Upload the file of ${aNoun(doc)}`,
		description: `Attach a file (e.g. the PDF) from a binary field to ${aNoun(doc)}`,
		properties: [
			doc.number,
			binaryPropertyName('Input Binary Field', 'Name of the binary field that holds the file'),
			uploadOptions,
		],
		input: z.object({
			number: text,
			binaryPropertyName: text,
			// Set by readInput when the file is fine ('' only where the schema refuses the item).
			fileExtension: z.string().default(''),
		}),
		// The item's file is checked once, as it is read: its problems are named with the item's
		// others, and the extension found is what the upload sends.
		readInput: (fn, itemIndex, read) => {
			const raw = read();
			const file = checkUploadFile({ fn, itemIndex }, raw);
			if (!file) return raw;
			if ('fileExtension' in file) return { ...raw, fileExtension: file.fileExtension };
			const { field, message, detail } = file;
			return { ...raw, [field]: foundProblem(fn.getNode(), itemIndex, message, detail) };
		},
		run: async (ctx, input) => {
			const result = await uploadDocumentFile(ctx, {
				subject: subjectOf(doc, input.number),
				begin: upload.uploadBegin,
				beginQuery: beginQuery ? beginQuery(input.number) : queryOf(doc, input.number),
				complete: upload.uploadComplete,
				binaryPropertyName: input.binaryPropertyName,
				fileExtension: input.fileExtension,
			});
			return { number: input.number, ...result, uploaded: true };
		},
	});
}

export interface DownloadSource {
	/** The GET of the document, whose answer links the file. */
	read: Endpoint;
	file: DownloadSpec['file'];
	/** The member holding the lines, left out of the output item. */
	linesKey: string;
	/**
	 * Where the spec names no file link for the document: said in the operation's description, in
	 * a notice above its fields, and in the "no file" error.
	 */
	linkUndocumented?: { description: string; notice: string };
}

/** Where invoices and their corrections link their file (`fileData`: url, extension) and lines. */
export const INVOICE_STYLE_FILE: Pick<DownloadSource, 'file' | 'linesKey'> = {
	file: (document) => (document.fileData ?? {}) as { url?: unknown; extension?: unknown },
	linesKey: 'items',
};

export function downloadFileOperation<R extends string>(
	doc: NumberedDocument<R>,
	source: DownloadSource,
	read: JsonSchema,
): Operation<R> {
	return defineOperation({
		resource: doc.resource,
		outputSchema: downloadedDocument(read, source.linesKey),
		value: 'downloadFile',
		name: 'Download File',
		action: `Download the file of ${aNoun(doc)}`,
		description:
			source.linkUndocumented?.description ?? `Get the file of ${aNoun(doc)} as binary data`,
		properties: [
			...(source.linkUndocumented
				? [
						{
							displayName: source.linkUndocumented.notice,
							name: 'fileLinkNotice',
							type: 'notice',
							default: '',
						} as INodeProperties,
					]
				: []),
			doc.number,
			binaryPropertyName('Put Output File in Field', 'Name of the binary field to put the file in'),
		],
		input: z.object({ number: text, binaryPropertyName: text }),
		run: async (ctx, input) =>
			new NodeItems([
				await downloadDocumentFile(ctx, {
					subject: subjectOf(doc, input.number),
					read: source.read,
					refuse: doc.refuse ? (document) => doc.refuse?.(document, input.number) : undefined,
					query: queryOf(doc, input.number),
					file: source.file,
					baseName: input.number,
					binaryPropertyName: input.binaryPropertyName,
					summary: (document) =>
						Object.fromEntries(Object.entries(document).filter(([key]) => key !== source.linesKey)),
					noFileHint: source.linkUndocumented?.notice,
				}),
			]),
	});
}

// ---------------------------------------------------------------------------------------------
// Their output schemas

const deleted = (noun: string): JsonSchema =>
	out.obj({
		number: out.req(out.str(`Number of the deleted ${noun}`)),
		...out.marked('deleted', 'delete'),
	});

const paymentStatusSet = (noun: string): JsonSchema =>
	out.obj({
		number: out.req(out.str(`Number of the ${noun}`)),
		amountPaid: out.req(out.num('Gross amount paid, as sent')),
		isPaid: out.req(out.bool(`Whether the ${noun} is fully paid, as sent`)),
		...out.marked('updated', 'payment status'),
	});

const uploaded = (noun: string): JsonSchema =>
	out.obj({
		number: out.req(out.str(`Number of the ${noun}`)),
		uploadId: out.req(out.str('Upload ID the platform gave for the file')),
		fileName: out.req(
			out.nullable(out.str('Name of the uploaded file (null when the binary data has none)')),
		),
		fileExtension: out.req(out.str('Extension the file was announced with, e.g. pdf')),
		mimeType: out.req(out.str('Media type the file was sent with')),
		fileSize: out.req(out.int('Size of the uploaded file in bytes')),
		uploaded: out.req(out.bool('Always true: the file was sent and the upload completed')),
	});

/**
 * Download File: the document as read, without its lines, plus what the file is (the file itself
 * is the item's binary data, which a schema of the JSON does not describe).
 */
const downloadedDocument = (read: JsonSchema, linesKey: string): JsonSchema =>
	out.extend(out.omit(read, [linesKey]), {
		fileName: out.req(out.str('Name of the file in the binary field')),
		mimeType: out.req(out.str('Media type of the file')),
		fileSize: out.req(out.int('Size of the file in bytes')),
	});
