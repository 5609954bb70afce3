/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The transport stands alone: its files import each other without a cycle (type-only imports
 * included) and import nothing of the node's engine or resources, only n8n-workflow.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

const DIR = join(__dirname, '../../nodes/B2bCommerce/transport');

/** Every module a file imports (`import ... from`, `export ... from`, type-only included). */
function importsOf(file: string): string[] {
	const text = readFileSync(join(DIR, file), 'utf8');
	return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms)].map(
		(match) => match[1],
	);
}

const files = readdirSync(DIR).filter((file) => file.endsWith('.ts'));
const graph = new Map(
	files.map((file) => [
		file.replace(/\.ts$/, ''),
		importsOf(file)
			.filter((target) => target.startsWith('./'))
			.map((target) => target.slice(2)),
	]),
);

describe('the transport imports', () => {
	it('nothing outside itself but n8n-workflow', () => {
		const outside = files.flatMap((file) =>
			importsOf(file)
				.filter((target) => !target.startsWith('./') && target !== 'n8n-workflow')
				.map((target) => `${file} -> ${target}`),
		);
		expect(outside).toEqual([]);
	});

	it('no file of itself in a cycle', () => {
		const cycles: string[] = [];
		const visit = (node: string, path: string[]) => {
			for (const next of graph.get(node) ?? []) {
				if (path.includes(next)) cycles.push([...path, next].join(' -> '));
				else visit(next, [...path, next]);
			}
		};
		for (const node of graph.keys()) visit(node, [node]);
		expect(cycles).toEqual([]);
	});

	it('reads the import lines (a check that can fail)', () => {
		expect(graph.get('request')).toEqual(expect.arrayContaining(['retry', 'apiPaths', 'types']));
	});
});
