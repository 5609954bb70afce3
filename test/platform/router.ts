/**
 * Route table of the fake platform: path templates with `{param}` placeholders, the three path
 * modes, and the choice between templates that match the same path.
 */
import type { PathMode, RouteDef } from './types';

interface Entry {
	route: RouteDef;
	template: string;
	/** 'main' entries come from mainPaths, 'alternative' entries from alternativePaths. */
	kind: 'main' | 'alternative';
	segments: Array<{ literal: string } | { param: string }>;
	order: number;
}

export type Resolution =
	| { kind: 'ok'; route: RouteDef; template: string; params: Record<string, string> }
	/** No template of any mode matches (or only one of another path mode does). */
	| { kind: 'routeNotFound'; routeName?: string }
	/** The path is served, but not with this method. */
	| { kind: 'methodNotAllowed'; allow: string[] };

function split(path: string): string[] {
	return path.split('/').filter((s) => s.length > 0);
}

function compile(template: string): Entry['segments'] {
	return split(template).map((s) => {
		const m = /^\{([A-Za-z0-9_]+)\}$/.exec(s);
		return m ? { param: m[1] } : { literal: s };
	});
}

/** Whether an entry is served in a path mode. */
function served(e: Entry, mode: PathMode): boolean {
	if (mode === 'both' || e.route.always) return true;
	if (e.kind === 'alternative') return mode === 'alternative';
	// text entry: served in 'main' mode, and in 'alternative' mode when the route has no sample variant.
	return mode === 'main' || e.route.alternativePaths === undefined;
}

export class RouteTable {
	private entries: Entry[] = [];

	constructor(routes: RouteDef[]) {
		let order = 0;
		for (const route of routes) {
			for (const t of route.mainPaths) {
				this.entries.push({
					route,
					template: t,
					kind: 'main',
					segments: compile(t),
					order: order++,
				});
			}
			for (const t of route.alternativePaths ?? []) {
				this.entries.push({
					route,
					template: t,
					kind: 'alternative',
					segments: compile(t),
					order: order++,
				});
			}
		}
	}

	get routes(): RouteDef[] {
		return [...new Set(this.entries.map((e) => e.route))];
	}

	private match(e: Entry, parts: string[]): Record<string, string> | undefined {
		if (e.segments.length !== parts.length) return undefined;
		const params: Record<string, string> = {};
		for (let i = 0; i < parts.length; i++) {
			const seg = e.segments[i];
			if ('literal' in seg) {
				if (seg.literal !== parts[i]) return undefined;
			} else {
				let v: string;
				try {
					v = decodeURIComponent(parts[i]);
				} catch {
					v = parts[i];
				}
				params[seg.param] = v;
			}
		}
		return params;
	}

	/** Negative when a is more specific (literal segments win over parameters, left to right). */
	private static specificity(a: Entry, b: Entry): number {
		for (let i = 0; i < a.segments.length; i++) {
			const la = 'literal' in a.segments[i];
			const lb = 'literal' in b.segments[i];
			if (la !== lb) return la ? -1 : 1;
		}
		const wa = a.route.whenQuery ? 1 : 0;
		const wb = b.route.whenQuery ? 1 : 0;
		return wb - wa;
	}

	resolve(method: string, path: string, query: URLSearchParams, mode: PathMode): Resolution {
		const parts = split(path);
		const matches: Array<{ e: Entry; params: Record<string, string> }> = [];
		for (const e of this.entries) {
			if (e.route.whenQuery && !query.has(e.route.whenQuery)) continue;
			const params = this.match(e, parts);
			if (params) matches.push({ e, params });
		}
		const sameMethod = matches.filter((m) => m.e.route.method === method);
		if (sameMethod.length > 0) {
			// The most specific template of any mode decides; if it is not served in this mode the
			// route "does not exist" here (so `/webhooks/type` in alternative mode is not taken as an id).
			const preferKind = mode === 'alternative' ? 'alternative' : 'main';
			sameMethod.sort((x, y) => {
				const s = RouteTable.specificity(x.e, y.e);
				if (s !== 0) return s;
				const sx = served(x.e, mode) ? 0 : 1;
				const sy = served(y.e, mode) ? 0 : 1;
				if (sx !== sy) return sx - sy;
				const kx = x.e.kind === preferKind ? 0 : 1;
				const ky = y.e.kind === preferKind ? 0 : 1;
				if (kx !== ky) return kx - ky;
				return x.e.order - y.e.order;
			});
			const best = sameMethod[0];
			if (served(best.e, mode)) {
				return { kind: 'ok', route: best.e.route, template: best.e.template, params: best.params };
			}
			return { kind: 'routeNotFound', routeName: best.e.route.name };
		}
		const servedHere = matches.filter((m) => served(m.e, mode));
		if (servedHere.length > 0) {
			return {
				kind: 'methodNotAllowed',
				allow: [...new Set(servedHere.map((m) => m.e.route.method))].sort(),
			};
		}
		return { kind: 'routeNotFound' };
	}
}
