/**
 * The action node's description built from the resources: the Resource and Operation dropdowns,
 * every operation's fields (shown for their resource and operation), the subtitle.
 */
import type { IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Resource } from './operation';
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
export function buildSubtitle(resources: Resource[]): string {
	const words: Record<string, string> = {};
	for (const resource of resources) {
		for (const op of resource.operations)
			words[`${resource.value}:${op.value}`] = `${op.name}: ${resource.name}`;
	}
	return `={{ (${JSON.stringify(words)})[$parameter["resource"] + ":" + $parameter["operation"]] || ($parameter["operation"] + ": " + $parameter["resource"]) }}`;
}

/**
 * What new nodes open on from a node version on: the Resource default and, per resource, the
 * Operation default. Each opening is a read, so a node (or an AI agent tool) added as it comes,
 * or switched to another resource, cannot write. Earlier versions keep their defaults (version 1:
 * the first resource and operation by name): saved workflows store only values that differ from
 * the defaults, so a version's defaults are what its saved nodes mean.
 */
export interface Opening {
	/** The first node version that opens this way (until a later opening). */
	fromVersion: number;
	resource: string;
	/** Operation defaults by resource value; a resource not named opens on its first operation by name. */
	operations: Record<string, string>;
}

/** Every resource that has a Get opens on it: the openings' `operations` for "read first". */
export function opensOnGet(resources: Resource[]): Record<string, string> {
	return Object.fromEntries(
		resources
			.filter((resource) => resource.operations.some((op) => op.value === 'get'))
			.map((resource) => [resource.value, 'get']),
	);
}

/** The version-1 Resource dropdown's option list, loaded by name (see buildProperties). */
export const FIRST_VERSION_RESOURCES = 'getResourcesOfVersionOne';

/**
 * The `@version` condition of a group of the node's versions: none when it is all of them,
 * "from k on" when it runs to the last version (later versions inherit it), else the list.
 */
function versionCondition(
	group: number[],
	versions: number[],
): NonNullable<IDisplayOptions['show']> {
	if (group.length === versions.length) return {};
	const from = versions.indexOf(group[0]);
	const runsToLast = group.every((version, i) => versions[from + i] === version);
	if (runsToLast && group[group.length - 1] === versions[versions.length - 1])
		return { '@version': [{ _cnd: { gte: group[0] } }] };
	return { '@version': group };
}

/** The node's versions grouped by the default `defaultOf` gives each, in version order. */
function byDefault(versions: number[], defaultOf: (version: number) => string) {
	const groups = new Map<string, number[]>();
	for (const version of versions) {
		const value = defaultOf(version);
		groups.set(value, [...(groups.get(value) ?? []), version]);
	}
	return [...groups].map(([value, group]) => ({
		value,
		group,
		condition: versionCondition(group, versions),
	}));
}

/**
 * The Resource dropdown's options in name order, as version 1's dropdown loads them: the method
 * behind FIRST_VERSION_RESOURCES. n8n adds its Custom API Call entry to static option lists only,
 * so it is added here.
 */
export function firstVersionResourceOptions(resources: Resource[]): INodePropertyOptions[] {
	return [...resourceOptions(resources), { name: 'Custom API Call', value: '__CUSTOM_API_CALL__' }];
}

function resourceOptions(resources: Resource[]): INodePropertyOptions[] {
	return [...resources]
		.sort(byName)
		.map((r) => ({ name: r.name, value: r.value, description: r.description }));
}

/**
 * The node's properties: Resource, one Operation dropdown per resource, then every field. A
 * dropdown whose default differs between node versions (`openings`) is there once per default,
 * each shown for its versions. Only the Resource dropdown of the last version lists its options;
 * the others load the same list by name: n8n's node panel lists the actions of every Resource
 * dropdown that lists options, so two such dropdowns would show every action twice. (For the
 * Operation dropdowns the panel reads only the first one of a resource.)
 */
export function buildProperties(
	resources: Resource[],
	trailing: INodeProperties[],
	versions: number[] = [1],
	openings: Opening[] = [],
): INodeProperties[] {
	const sorted = [...resources].sort(byName);
	const openingOf = (version: number) =>
		openings.filter((opening) => opening.fromVersion <= version).at(-1);
	const latest = versions[versions.length - 1];
	const properties: INodeProperties[] = byDefault(
		versions,
		(version) => openingOf(version)?.resource ?? sorted[0].value,
	)
		.sort((a, b) => Number(b.group.includes(latest)) - Number(a.group.includes(latest)))
		.map(({ value, group, condition }) => ({
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			...(group.includes(latest)
				? { options: resourceOptions(resources) }
				: { typeOptions: { loadOptionsMethod: FIRST_VERSION_RESOURCES } }),
			default: value,
			...(condition['@version'] ? { displayOptions: { show: condition } } : {}),
		}));
	for (const resource of sorted) {
		const operations = [...resource.operations].sort(byName);
		const options = operations.map((op) => ({
			name: op.name,
			value: op.value,
			description: op.description,
			action: actionLabel(op.action),
		}));
		const defaults = byDefault(
			versions,
			(version) => openingOf(version)?.operations[resource.value] ?? operations[0].value,
		);
		for (const { value, condition } of defaults) {
			properties.push({
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				displayOptions: { show: { ...condition, resource: [resource.value] } },
				options,
				default: value,
			});
		}
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
