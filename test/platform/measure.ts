/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Request rate of the fake platform: N GETs of an empty operator list with keep-alive and a fixed
 * concurrency, through node:http (client overhead kept small). Prints requests per second.
 *
 *   npx ts-node --transpile-only test/platform/measure.ts [requests=5000] [concurrency=20]
 *
 * By default the fake runs in this process (client and server share one event loop). With
 * PLATFORM_URL=http://127.0.0.1:4010 it measures a fake started separately (`npm run platform`).
 */
import * as http from 'node:http';
import { startPlatform } from './server';

const PATH = '/api/v1/catalog/integrations/auth-required/operators?pageNumber=1&pageSize=10';

function get(agent: http.Agent, url: URL): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = http.request(
			url,
			{ agent, headers: { ApiAuth: 'acme-key-123', 'platform-tenant': 'acme', accept: '*/*' } },
			(res) => {
				res.resume();
				res.on('end', () => resolve(res.statusCode ?? 0));
			},
		);
		req.on('error', reject);
		req.end();
	});
}

async function run(total: number, concurrency: number): Promise<void> {
	const external = process.env.PLATFORM_URL;
	const platform = external ? undefined : await startPlatform({ logLimit: 5000 });
	const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
	const url = new URL(PATH, external ?? platform!.url);
	try {
		// warm up (JIT, sockets)
		await Promise.all(Array.from({ length: concurrency * 5 }, () => get(agent, url)));
		platform?.control.clearRequests();
		let next = 0;
		let failed = 0;
		const started = process.hrtime.bigint();
		await Promise.all(
			Array.from({ length: concurrency }, async () => {
				while (next < total) {
					next++;
					if ((await get(agent, url)) !== 200) failed++;
				}
			}),
		);
		const seconds = Number(process.hrtime.bigint() - started) / 1e9;
		const stats = platform?.control.stats();
		process.stdout.write(
			`${total} GET requests, concurrency ${concurrency}, keep-alive, ${external ? 'separate process' : 'in process'}: ` +
				`${seconds.toFixed(2)} s, ${Math.round(total / seconds)} requests/s (failed ${failed}` +
				`${stats ? `; platform counted ${stats.requests}` : ''}; node ${process.version})\n`,
		);
	} finally {
		agent.destroy();
		await platform?.close();
	}
}

const [total = '5000', concurrency = '20'] = process.argv.slice(2);
run(Number(total), Number(concurrency)).catch((e) => {
	process.stderr.write(`${String(e)}\n`);
	process.exit(1);
});
