/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** Helpers of the document resources' tests (corrections, goods notes, offline orders). */
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, IDataObject, INodeExecutionData } from 'n8n-workflow';

/** Bytes of every value 0..255 behind a PDF header: text-unsafe, so any re-encoding shows. */
export const FILE = Buffer.concat([
	Buffer.from('%PDF-1.4\n'),
	Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 13) % 256)),
]);

/** An input item carrying FILE in the binary field `data`. */
export function binaryItem(
	binary: IDataObject = { mimeType: 'application/pdf', fileName: 'document.pdf' },
): INodeExecutionData {
	return {
		json: {},
		binary: { data: { data: FILE.toString('base64'), ...binary } },
	} as unknown as INodeExecutionData;
}

/** The bytes of an output binary, wherever n8n keeps them. */
export async function bytesOf(binary: IBinaryData): Promise<Buffer> {
	return await Container.get(BinaryDataService).getAsBuffer(binary);
}

/** Every member of a value, as paths like `items[0].linePrices.netPrice`. */
export function allPaths(value: unknown, prefix = ''): string[] {
	if (Array.isArray(value))
		return value.flatMap((entry, i) => [`${prefix}[${i}]`, ...allPaths(entry, `${prefix}[${i}]`)]);
	if (value && typeof value === 'object') {
		return Object.entries(value).flatMap(([key, entry]) => {
			const path = prefix ? `${prefix}.${key}` : key;
			return [path, ...allPaths(entry, path)];
		});
	}
	return [];
}

/** The same value without members that are null (what the node sends: null means "not given"). */
export function withoutNulls<T>(value: T): T {
	if (Array.isArray(value)) return value.map((entry) => withoutNulls(entry)) as T;
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value)
				.filter(([, entry]) => entry !== null)
				.map(([key, entry]) => [key, withoutNulls(entry)]),
		) as T;
	}
	return value;
}

/** The CSV as n8n items, every value a string (as a CSV or sheet node gives them). */
export function parseCsv(text: string): IDataObject[] {
	const [head, ...lines] = text.trim().split('\n');
	const columns = head.split(',');
	return lines.map((line) =>
		Object.fromEntries(line.split(',').map((value, index) => [columns[index], value])),
	);
}

export const TRIPLE = ['netPrice', 'grossPrice', 'taxValue'];
export const GOODS_TRIPLE = ['net', 'gross', 'tax'];
export const INVOICE_ADDRESS = ['city', 'country', 'name', 'postalCode', 'street'];
export const GOODS_ADDRESS = ['name', 'street', 'city', 'postCode', 'country'];
