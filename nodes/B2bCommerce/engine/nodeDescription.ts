/**
 * The action node's description built from the resources: the Resource and Operation dropdowns,
 * every operation's fields (shown for their resource and operation), the subtitle.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { ResourceDef } from './operation';
import { propertiesOf } from './operation';

function byName(a: { name: string }, b: { name: string }): number {
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

/**
 * What a new node opens on from a node version on: Resource and Operation defaults that are a
 * read, so a node (or an AI agent tool) added as it comes cannot write. Version 1 keeps its
 * defaults (the first resource and operation by name): saved workflows store only values that
 * differ from the defaults, so version 1's defaults are what its saved nodes mean.
 */
export interface Opening {
	/** The first node version that opens on this resource and operation. */
	fromVersion: number;
	resource: string;
	operation: string;
}

/** The version-1 Resource dropdown's option list, loaded by name (see buildProperties). */
export const FIRST_VERSION_RESOURCES = 'getResourcesOfVersionOne';

/** `@version` conditions: version 1 only, or `from` and every later version. */
const versionOne = { '@version': [1] };
const fromVersion = (from: number) => ({ '@version': [{ _cnd: { gte: from } }] });

/**
 * The Resource dropdown's options in name order, as version 1's dropdown loads them: the method
 * behind FIRST_VERSION_RESOURCES. n8n adds its Custom API Call entry to static option lists only,
 * so it is added here.
 */
export function firstVersionResourceOptions(resources: ResourceDef[]): INodePropertyOptions[] {
	return [...resourceOptions(resources), { name: 'Custom API Call', value: '__CUSTOM_API_CALL__' }];
}

function resourceOptions(resources: ResourceDef[]): INodePropertyOptions[] {
	return [...resources]
		.sort(byName)
		.map((r) => ({ name: r.name, value: r.value, description: r.description }));
}

/**
 * The node's properties: Resource, one Operation dropdown per resource, then every field. With
 * an `opening`, Resource and the opening resource's Operation are there twice: for version 1
 * with its defaults, and from `opening.fromVersion` with the opening's. Version 1's Resource
 * dropdown loads its options (the same list) instead of listing them: n8n's node panel lists the
 * actions of every Resource dropdown that lists options, so two such dropdowns would show every
 * action twice.
 */
export function buildProperties(
	resources: ResourceDef[],
	trailing: INodeProperties[],
	opening?: Opening,
): INodeProperties[] {
	const sorted = [...resources].sort(byName);
	const firstResource = sorted[0].value;
	const resource: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resourceOptions(resources),
		default: firstResource,
	};
	const properties: INodeProperties[] = opening
		? [
				{
					...resource,
					default: opening.resource,
					displayOptions: { show: fromVersion(opening.fromVersion) },
				},
				{
					displayName: 'Resource',
					name: 'resource',
					type: 'options',
					noDataExpression: true,
					typeOptions: { loadOptionsMethod: FIRST_VERSION_RESOURCES },
					default: firstResource,
					displayOptions: { show: versionOne },
				},
			]
		: [resource];
	for (const resource of sorted) {
		const operations = [...resource.operations].sort(byName);
		const firstOperation = operations[0].value;
		const operation: INodeProperties = {
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource.value] } },
			options: operations.map((op) => ({
				name: op.name,
				value: op.value,
				description: op.description,
				action: actionLabel(op.action),
			})),
			default: firstOperation,
		};
		if (opening?.resource !== resource.value) {
			properties.push(operation);
			continue;
		}
		properties.push(
			{ ...operation, displayOptions: { show: { ...versionOne, resource: [resource.value] } } },
			{
				...operation,
				default: opening.operation,
				displayOptions: {
					show: { ...fromVersion(opening.fromVersion), resource: [resource.value] },
				},
			},
		);
	}
	for (const resource of sorted) {
		for (const op of resource.operations) {
			for (const field of propertiesOf(op)) {
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
