/**
 * The action node's description built from the resources: the Resource and Operation dropdowns,
 * every operation's fields (shown for their resource and operation), the subtitle.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { ResourceDef } from './operation';
import { withListProperties } from './operation';

function byName(a: INodePropertyOptions, b: INodePropertyOptions): number {
	return a.name.localeCompare(b.name);
}

/**
 * The label n8n's node panel shows for an operation ("Get complaint"): the operation's `action`
 * without articles, as n8n's UX guidelines write actions. Resources write `action` as a plain
 * sentence ("Get a complaint"); this is the one place that shortens it.
 */
function actionLabel(action: string): string {
	return action.replace(/\s+(a|an|the)\s+/gi, ' ');
}

/**
 * The action node's subtitle (shown under the node on the canvas): the operation and resource in
 * the words of the dropdowns ("Create or Replace: Invoice"), not their internal values. An
 * expression over a table of every resource and operation; anything not in it (n8n's own Custom
 * API Call) shows as before.
 */
export function buildSubtitle(resources: ResourceDef[]): string {
	const words: Record<string, string> = {};
	for (const resource of resources) {
		for (const op of resource.operations)
			words[`${resource.value}:${op.value}`] = `${op.name}: ${resource.name}`;
	}
	return `={{ (${JSON.stringify(words)})[$parameter["resource"] + ":" + $parameter["operation"]] || ($parameter["operation"] + ": " + $parameter["resource"]) }}`;
}

/** The node's properties: Resource, one Operation dropdown per resource, then every field. */
export function buildProperties(
	resources: ResourceDef[],
	trailing: INodeProperties[],
): INodeProperties[] {
	const sorted = [...resources].sort((a, b) => a.name.localeCompare(b.name));
	const firstResource = sorted[0].value;
	const properties: INodeProperties[] = [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: sorted.map((r) => ({ name: r.name, value: r.value, description: r.description })),
			default: firstResource,
		},
	];
	for (const resource of sorted) {
		const operations = [...resource.operations].sort((a, b) => a.name.localeCompare(b.name));
		const firstOperation = operations[0].value;
		properties.push({
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource.value] } },
			options: operations
				.map((op) => ({
					name: op.name,
					value: op.value,
					description: op.description,
					action: actionLabel(op.action),
				}))
				.sort(byName),
			default: firstOperation,
		});
	}
	for (const resource of sorted) {
		for (const op of resource.operations) {
			const fields = op.list ? withListProperties(op.properties) : op.properties;
			for (const field of fields) {
				properties.push({
					...withVisibleJsonExample(field),
					displayOptions: {
						...field.displayOptions,
						show: {
							...field.displayOptions?.show,
							resource: [resource.value],
							operation: [op.value],
						},
					},
				});
			}
		}
	}
	return [...properties, ...trailing];
}

/**
 * n8n's JSON editor shows no placeholder, so the example shape a JSON field carries as its
 * placeholder is shown as its hint instead (in collections too).
 */
function withVisibleJsonExample(property: INodeProperties): INodeProperties {
	const nested = property.options?.map((option) =>
		'displayName' in option ? withVisibleJsonExample(option as INodeProperties) : option,
	) as INodeProperties['options'];
	if (property.type !== 'json' || !property.placeholder)
		return nested ? { ...property, options: nested } : property;
	const { placeholder, ...rest } = property;
	return {
		...rest,
		...(nested ? { options: nested } : {}),
		hint: property.hint ?? `Example: ${placeholder}`,
	};
}
