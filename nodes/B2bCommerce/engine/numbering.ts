/**
 * How our messages number items and lines: from 1, as n8n's panels list them. "Item 1" is the
 * first input item (n8n's own error details call it "Item Index 0"); "Line 2" is the second line
 * of a document as the form or the rows give it. One place, so every message counts the same way;
 * with it, the other pieces every validation message shares (the "more problems" note, escaping).
 */

/** "Item 3" for the item at index 2. */
export const itemName = (itemIndex: number): string => `Item ${itemIndex + 1}`;

/** "Item 3", or "Items 1, 3" (at most `most` listed, then how many). */
export function itemsName(itemIndexes: number[], most = 20): string {
	if (itemIndexes.length === 1) return itemName(itemIndexes[0]);
	const shown = itemIndexes.slice(0, most).map((index) => index + 1);
	const more = itemIndexes.length > most ? `, … (${itemIndexes.length} items)` : '';
	return `Items ${shown.join(', ')}${more}`;
}

/** "Line 2" for the line at position 1 of a document. */
export const lineName = (position: number): string => `Line ${position + 1}`;

/** " (2 more problems in the details)" after the first of `count` problems; "" for one. */
export const moreProblems = (count: number): string =>
	count > 1 ? ` (${count - 1} more problem${count > 2 ? 's' : ''} in the details)` : '';

/** Text shown inside an error's HTML details (n8n renders the description as HTML). */
export const escapeHtml = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
