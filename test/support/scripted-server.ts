/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/** A tiny local HTTP server whose answers a test scripts, recording every request it gets. */
import { createServer } from 'http';
import type { IncomingMessage, Server, ServerResponse } from 'http';
import type { AddressInfo } from 'net';

export interface SeenRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	headers: IncomingMessage['headers'];
	body: string;
}

/** A Buffer body is sent as raw bytes; any other object as JSON. */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';

export interface ScriptedServer {
	url: string;
	requests: SeenRequest[];
	/** Called for every request; return the answer. */
	handle: (request: SeenRequest) => Answer | Promise<Answer>;
	close(): Promise<void>;
}

export async function startScriptedServer(
	handle: ScriptedServer['handle'],
): Promise<ScriptedServer> {
	const state = { handle } as ScriptedServer;
	state.requests = [];
	const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', async () => {
			const url = new URL(req.url ?? '/', 'http://x');
			const seen: SeenRequest = {
				method: req.method ?? 'GET',
				path: url.pathname,
				query: Object.fromEntries(url.searchParams),
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			state.requests.push(seen);
			const answer = await state.handle(seen);
			if (answer === 'drop') {
				req.socket.destroy();
				return;
			}
			const raw = Buffer.isBuffer(answer.body);
			const body =
				answer.body === undefined
					? ''
					: typeof answer.body === 'string' || raw
						? (answer.body as string | Buffer)
						: JSON.stringify(answer.body);
			res.writeHead(answer.status, {
				...(typeof answer.body === 'object' && !raw ? { 'Content-Type': 'application/json' } : {}),
				...answer.headers,
			});
			res.end(body);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	state.close = async () => {
		server.closeAllConnections();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	};
	return state;
}
