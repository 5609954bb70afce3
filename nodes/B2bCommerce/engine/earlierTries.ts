/**
 * n8n's Settings > Retry On Fail runs the whole node again, in the same execution, when it throws
 * or when its first output item is an error item: every item again, writes included, on top of
 * the transport's own retries. So that a try sends only what has not worked yet, each try
 * remembers the output of every unit that succeeded, and a later try of the same node gives that
 * output again without sending. The memory is keyed by the unit's first input item object, which
 * n8n hands to every try of the node (a new run of the node gets new items), and held weakly, so
 * it goes with the execution's data.
 */
import type { INodeExecutionData } from 'n8n-workflow';

const succeeded = new WeakMap<INodeExecutionData, Map<string, INodeExecutionData[]>>();

export class EarlierTries {
	constructor(
		private readonly nodeName: string,
		private readonly input: INodeExecutionData[],
	) {}

	/** The output a unit of these items had in an earlier try of this node, if it succeeded. */
	output(items: number[]): INodeExecutionData[] | undefined {
		const first = this.input[items[0]];
		return first ? succeeded.get(first)?.get(this.keyOf(items)) : undefined;
	}

	remember(items: number[], output: INodeExecutionData[]): void {
		const first = this.input[items[0]];
		if (!first) return;
		const byUnit = succeeded.get(first) ?? new Map<string, INodeExecutionData[]>();
		byUnit.set(this.keyOf(items), output);
		succeeded.set(first, byUnit);
	}

	private keyOf(items: number[]): string {
		return `${this.nodeName}\n${items.join(',')}`;
	}
}
