/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * The fake B2B commerce platform: startPlatform() runs the API origin and the separate
 * upload/file origin on loopback. Written from /work/shared/spec/integration-api.md only; it never
 * imports the package's node code. See PLATFORM.md.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueRoutes } from './catalogue';
import { Control, handleControl } from './control';
import { PlatformCore, PlatformOptions } from './core';
import { documentRoutes } from './documents';
import { resourceRoutes } from './routes';
import { PlatformServices, RouteDef } from './types';

export { Control } from './control';
export type { Delivery } from './control';
export type {
	ActiveFault,
	ConcurrencyLimit,
	FaultSpec,
	LoggedRequest,
	PlatformOptions,
	PlatformStats,
	RequestFilter,
} from './core';
export { DEFAULT_TENANTS } from './core';
export type { PathMode, ErrorBody } from './types';

export interface FakePlatform {
	/** API origin, e.g. http://127.0.0.1:41234 (the base URL for clients). */
	url: string;
	/** Upload/file origin (a separate server), e.g. http://127.0.0.1:41235. */
	uploadOrigin: string;
	/** tenant -> API key. */
	tenants: Record<string, string>;
	/** In-process control plane (the same operations as HTTP /_control/...). */
	control: Control;
	/** The services route handlers get (feeds, uploads, ids): for tests of those services. */
	services: PlatformServices;
	/** Closes both servers and all their sockets promptly. */
	close(): Promise<void>;
	/**
	 * Stops the API origin as if the platform went down: open connections are cut and new ones
	 * refused (ECONNREFUSED) until `startApi`. State, faults and the log are kept.
	 */
	stopApi(): Promise<void>;
	/** Listens again on the same port (after `stopApi`): a platform restarted. */
	startApi(): Promise<void>;
}

/** Every route of the fake: the non-document resources, documents and the product catalogue. */
export function allRoutes(opts: PlatformOptions, core: () => PlatformCore): RouteDef[] {
	return [
		...resourceRoutes({ maxPageSize: opts.maxPageSize ?? 100 }, () => core().gen()),
		...documentRoutes,
		...catalogueRoutes({ size: opts.catalogueSize ?? 500, seed: opts.seed }),
	];
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, host, () => {
			server.off('error', reject);
			resolve((server.address() as AddressInfo).port);
		});
	});
}

function closeServer(server: http.Server): Promise<void> {
	return new Promise((resolve) => {
		if (!server.listening) return resolve();
		server.close(() => resolve());
		server.closeAllConnections();
	});
}

export async function startPlatform(opts: PlatformOptions = {}): Promise<FakePlatform> {
	const host = opts.host ?? '127.0.0.1';
	const core: PlatformCore = new PlatformCore(
		opts,
		allRoutes(opts, () => core),
	);
	const control = new Control(core);
	control.reset();

	const api = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://platform.local');
		if (url.pathname === '/_control' || url.pathname.startsWith('/_control/')) {
			void handleControl(control, req, res, url);
		} else {
			void core.handleApi(req, res, url);
		}
	});
	const upload = http.createServer((req, res) => core.handleUpload(req, res));
	for (const s of [api, upload]) {
		s.keepAliveTimeout = 5000;
		s.on('clientError', (_e, socket) => socket.destroy());
	}

	const urlHost = host.includes(':') ? `[${host}]` : host;
	try {
		const apiPort = await listen(api, opts.port ?? 0, host);
		core.apiOrigin = `http://${urlHost}:${apiPort}`;
		const uploadPort = await listen(upload, opts.uploadPort ?? 0, host);
		core.uploadOrigin = `http://${urlHost}:${uploadPort}`;
	} catch (e) {
		await Promise.all([closeServer(api), closeServer(upload)]);
		throw e;
	}

	const apiPort = Number(new URL(core.apiOrigin).port);
	let closing: Promise<void> | undefined;
	return {
		url: core.apiOrigin,
		uploadOrigin: core.uploadOrigin,
		tenants: { ...core.tenants },
		control,
		services: core.services,
		close: () => {
			closing ??= (async () => {
				core.closed = true;
				core.stopTimers();
				await Promise.all([closeServer(api), closeServer(upload)]);
			})();
			return closing;
		},
		stopApi: () => closeServer(api),
		startApi: async () => {
			if (closing || api.listening) return;
			await listen(api, apiPort, host);
		},
	};
}
