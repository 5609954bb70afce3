/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Child processes of this process that run as their own process group (the driver starts every
 * n8n server and CLI call detached), found by PID in /proc (Linux). The e2e runner stops them on
 * exit, so a signal in the middle of an `n8n execute` leaves nothing behind. Only direct
 * children of this process are touched, and only by their PID / process group id.
 */
import { readFileSync, readdirSync } from 'fs';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function statOf(pid: number): { ppid: number; pgid: number } | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// "pid (comm) state ppid pgrp ..."; comm may contain spaces and parentheses.
		const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return { ppid: Number(rest[1]), pgid: Number(rest[2]) };
	} catch {
		return undefined;
	}
}

/** PIDs of direct children of `parent` that lead their own process group. */
export function detachedChildren(parent = process.pid): number[] {
	let entries: string[];
	try {
		entries = readdirSync('/proc');
	} catch {
		return [];
	}
	const out: number[] = [];
	for (const e of entries) {
		if (!/^\d+$/.test(e)) continue;
		const pid = Number(e);
		const s = statOf(pid);
		if (s && s.ppid === parent && s.pgid === pid) out.push(pid);
	}
	return out;
}

function groupAlive(pgid: number): boolean {
	try {
		process.kill(-pgid, 0);
		return true;
	} catch {
		return false;
	}
}

/** SIGTERM each detached child's group, SIGKILL what is left after graceMs. Returns the PIDs. */
export async function stopDetachedChildren(graceMs = 3_000): Promise<number[]> {
	const pids = detachedChildren();
	for (const pid of pids) {
		try {
			process.kill(-pid, 'SIGTERM');
		} catch {
			/* gone */
		}
	}
	const deadline = Date.now() + graceMs;
	while (pids.some(groupAlive) && Date.now() < deadline) await sleep(100);
	for (const pid of pids.filter(groupAlive)) {
		try {
			process.kill(-pid, 'SIGKILL');
		} catch {
			/* gone */
		}
	}
	return pids;
}
