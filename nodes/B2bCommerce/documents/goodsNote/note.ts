/**
 * What the two goods notes share (resources/goodsIssuedNote, resources/goodsReceivedNote): the
 * note found by number, where it links its file, and its Upload File. The notes themselves are
 * described in ./table.ts.
 */
import { uploadStep } from '../../engine/resourceHelpers';
import type { DownloadSource, NumberedDocument } from '../operations';
import { numberedDocument, uploadFileOperation } from '../operations';

/**
 * A goods note found by its number, which the query names `numberParam`:
 * `goodsNoteDoc('goodsIssuedNote', 'goods issued note', 'e.g. WZ/2024/0001', 'goodsIssuedNoteNumber')`.
 */
export const goodsNoteDoc = <R extends string>(
	resource: R,
	noun: string,
	placeholder: string,
	numberParam: string,
) =>
	numberedDocument(resource, noun, 'a', 'Note Number', placeholder, {
		query: (number) => ({ [numberParam]: number }),
	});

/** Where the notes link their file (`fileUrl`) and lines, for Download File. */
export const GOODS_NOTE_FILE: Pick<DownloadSource, 'file' | 'linesKey'> = {
	file: (document) => ({ url: document.fileUrl }),
	linesKey: 'productLines',
};

/** Upload File of the notes at `notes`; its step keys follow the spec's initialize and finalize. */
export const noteUploadFile = <R extends string>(doc: NumberedDocument<R>, notes: string) =>
	uploadFileOperation(doc, {
		uploadBegin: {
			key: `${doc.resource}.uploadInitialize`,
			...uploadStep([`${notes}/file-upload-initialize`]),
		},
		uploadComplete: {
			key: `${doc.resource}.uploadFinalize`,
			...uploadStep([`${notes}/file-upload-finalize`]),
		},
	});
