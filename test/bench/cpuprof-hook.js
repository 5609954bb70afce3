/**
 * Preloaded into the n8n server by test/bench/profile.ts (NODE_OPTIONS=--require ...; n8n's
 * Node refuses --cpu-prof there). SIGUSR2 starts the CPU profiler; the next SIGUSR2 stops it and
 * writes <BENCH_CPU_PROF_DIR>/n8n-<pid>-<n>.cpuprofile. Does nothing without BENCH_CPU_PROF_DIR.
 */
'use strict';
const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
	const inspector = require('inspector');
	const fs = require('fs');
	const path = require('path');
	let session;
	let count = 0;
	process.on('SIGUSR2', () => {
		if (!session) {
			session = new inspector.Session();
			session.connect();
			session.post('Profiler.enable', () => {
				session.post('Profiler.setSamplingInterval', { interval: 200 }, () => {
					session.post('Profiler.start', () =>
						fs.writeFileSync(path.join(dir, `started-${process.pid}`), ''),
					);
				});
			});
			return;
		}
		const current = session;
		session = undefined;
		current.post('Profiler.stop', (error, result) => {
			const file = path.join(dir, `n8n-${process.pid}-${++count}.cpuprofile`);
			if (!error) fs.writeFileSync(file, JSON.stringify(result.profile));
			current.disconnect();
			fs.writeFileSync(
				path.join(dir, `stopped-${process.pid}-${count}`),
				error ? String(error) : file,
			);
		});
	});
}
