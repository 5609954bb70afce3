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

const tasks: Record<string, (args: any) => Promise<unknown>> = {
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
		return await task(message.args);
	})()
		.then(async (result) => await send({ ok: true, result }))
		.catch(async (error: unknown) => await send({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
		.finally(() => process.exit(0));
});
