/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * A fresh process for one memory-sensitive measurement (started by lib.ts runInWorker): it holds
 * only the client side (our node through n8n-core, or a plain loop); the fake platform runs in
 * the parent. Answers one IPC message and exits.
 */
import '../support/env';

import type { WorkerRequest } from './lib';
import { bareBatchLoop, nodeBatchWrites } from './batchWrites';
import { feedCatchUp } from './feedCatchUp';
import { nodeReturnAll, plainLoop } from './returnAll';

// Each task takes its own arguments; the parent sends the ones the named task expects.
const tasks: Record<string, (args: never) => Promise<unknown>> = {
	plainLoop,
	nodeReturnAll,
	feedCatchUp,
	nodeBatchWrites,
	bareBatchLoop,
};

process.once('message', (message: WorkerRequest) => {
	const task = tasks[message.task];
	const send = (answer: unknown) =>
		new Promise<void>((resolve) => {
			process.send!(answer, () => resolve());
		});
	(async () => {
		if (!task) throw new Error(`unknown task ${message.task}`);
		return await task(message.args as never);
	})()
		.then(async (result) => await send({ ok: true, result }))
		.catch(
			async (error: unknown) =>
				await send({
					ok: false,
					error: error instanceof Error ? (error.stack ?? error.message) : String(error),
				}),
		)
		.finally(() => process.exit(0));
});
