/**
 * The names saved workflows depend on: every parameter name (nested ones as `parent.child`),
 * every option value, and every Spreadsheet Rows column ID, of the three nodes and the
 * credential. Several of them are built from words by small helpers, so they cannot all be found
 * by searching the code: this snapshot is the list to search. A change here breaks workflows
 * that users saved; update the snapshot (`npx jest -u test/node/savedNames.test.ts`) only for a
 * name that was never released.
 */
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

import { B2bCommerceApi } from '../../credentials/B2bCommerceApi.credentials';
import { B2bCommerce } from '../../nodes/B2bCommerce/B2bCommerce.node';
import { B2bCommerceFeedTrigger } from '../../nodes/B2bCommerce/B2bCommerceFeedTrigger.node';
import { B2bCommerceTrigger } from '../../nodes/B2bCommerce/B2bCommerceTrigger.node';

import { runResourceMapping } from '../support/loadOptions';
import { usePlatform } from '../support/platform';

const fx = usePlatform();

type Option = INodePropertyOptions | INodeProperties | INodePropertyCollection;

/** `name type`, `parent.child type` and `name=value` lines of a list of properties. */
function names(properties: INodeProperties[], prefix = ''): string[] {
	const lines: string[] = [];
	for (const property of properties) {
		const path = `${prefix}${property.name}`;
		lines.push(`${path} ${property.type}`);
		for (const option of (property.options ?? []) as Option[]) {
			if ('value' in option) lines.push(`${path}=${String(option.value)}`);
			else if ('values' in option) lines.push(...names(option.values, `${path}.${option.name}.`));
			else if ('type' in option) lines.push(...names([option], `${path}.`));
		}
	}
	return lines;
}

const sorted = (lines: string[]) => [...new Set(lines)].sort();

describe('names that saved workflows depend on', () => {
	it('parameters and option values of the action node', () => {
		expect(sorted(names(new B2bCommerce().description.properties))).toMatchSnapshot();
	});

	it('parameters and option values of the triggers and the credential', () => {
		expect({
			feedTrigger: sorted(names(new B2bCommerceFeedTrigger().description.properties)),
			trigger: sorted(names(new B2bCommerceTrigger().description.properties)),
			credential: sorted(names(new B2bCommerceApi().properties)),
		}).toMatchSnapshot();
	});

	it('Spreadsheet Rows column IDs of every document operation', async () => {
		const documentOperations = new B2bCommerce().description.properties
			.filter((property) => property.name === 'inputMode')
			.flatMap((property) => {
				const show = property.displayOptions?.show ?? {};
				return (show.resource ?? []).flatMap((resource) =>
					(show.operation ?? []).map((operation) => `${String(resource)}:${String(operation)}`),
				);
			});
		expect(documentOperations.length).toBeGreaterThan(4);
		const columns: Record<string, string[]> = {};
		for (const key of documentOperations.sort()) {
			const [resource, operation] = key.split(':');
			const { fields } = await runResourceMapping({
				credentials: fx.credentials(),
				parameters: { resource, operation, inputMode: 'rows' },
				method: 'getDocumentColumns',
			});
			columns[key] = fields.map((field) => field.id);
		}
		expect(columns).toMatchSnapshot();
	});
});
