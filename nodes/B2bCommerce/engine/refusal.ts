/**
 * The error of an item refused before anything was sent, one place for every operation
 * (validateInput, a document's rows). Every problem of the item is in it.
 *
 * In the editor, n8n shows the message as the error's title and renders the description below it
 * as HTML: the message is the first problem (and how many more), the description lists them all.
 * A node run as an AI agent's tool (its type ends in `Tool`) is read by a model, which on n8n 2.40
 * with On Error at its default gets the message only: there the message names every problem, and
 * the description is the same list in plain text, with no HTML markup.
 */
import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { escapeHtml, itemName, moreProblems } from './numbering';

/** One problem: the item it belongs to, the problem alone, and its line in the details. */
export interface Problem {
	item: number;
	headline: string;
	line: string;
}

/**
 * A value read from the parameters and found wrong before the schema sees it (a JSON field's
 * text that is not JSON, a binary field the item lacks, a type the platform does not know). It
 * stands in the input for its field, and validateInput reports it with the item's other problems
 * instead of the schema's words about that field. Alone, it is the item's error as it is.
 */
export class FoundProblem {
	constructor(
		readonly error: NodeOperationError,
		/** Its line in a refusal that lists several problems ("Item 1: ..."). */
		readonly line: string,
	) {}
}

/**
 * The one way to build a FoundProblem. `message` is the error's title; `detail` names the field
 * by its label, says what is wrong and what to do, and is the problem's line in a refusal
 * ("Item 1: " + detail) and, alone, its description (that line, then "Nothing was sent for this item.").
 */
export function foundProblem(
	node: INode,
	itemIndex: number,
	message: string,
	detail: string,
): FoundProblem {
	const line = `${itemName(itemIndex)}: ${detail}`;
	const description = `${line}. Nothing was sent for this item.`;
	return new FoundProblem(new NodeOperationError(node, message, { itemIndex, description }), line);
}

interface RefusalOptions {
	/** The first words of the details ("Item 1. Nothing was sent for this item."). */
	intro: string;
	/** How many problems there were in all (more than `problems` when the list was cut). */
	total?: number;
	/** Whether the message says how many more problems the details list. */
	countInMessage?: boolean;
}

/** Whether the node runs as an AI agent's tool (n8n's tool variant, whose type ends in `Tool`). */
export const runsAsTool = (node: INode): boolean => node.type.endsWith('Tool');

export function refusal(
	node: INode,
	problems: Problem[],
	{ intro, total = problems.length, countInMessage = true }: RefusalOptions,
): NodeOperationError {
	const rest = total - problems.length;
	const itemIndex = problems[0].item;
	if (runsAsTool(node)) {
		const headlines = problems.map((problem) => problem.headline);
		if (rest > 0) headlines.push(`and ${rest} more`);
		return new NodeOperationError(node, `${headlines.join('; ')}. Nothing was sent.`, {
			itemIndex,
			description: [intro, ...problems.map((problem) => `- ${problem.line}`)]
				.concat(rest > 0 ? [`- … and ${rest} more`] : [])
				.join('\n'),
		});
	}
	const list = problems.map((problem) => `<li>${escapeHtml(problem.line)}</li>`);
	if (rest > 0) list.push(`<li>… and ${rest} more</li>`);
	return new NodeOperationError(
		node,
		`${problems[0].headline}${countInMessage ? moreProblems(total) : ''}`,
		{ itemIndex, description: `${intro}\n<ul>\n${list.join('\n')}\n</ul>` },
	);
}
