/**
 * What the calls of one run share in the transport: the Timeout, the timer of their deadlines and
 * the credential, read once. One is made at the start of a run (the action node's RunScope
 * extends it; a poll and a webhook activation make their own) and handed to every call with the
 * request; a call without one (loading options, say) uses a fresh one with the defaults.
 */
import type { IDataObject } from 'n8n-workflow';

import { Deadlines } from './deadlines';
import { DEFAULT_TIMEOUT_SECONDS, timeoutMs } from './timeout';
import type { PlatformCredentials, RequestContext } from './types';
import { CREDENTIAL_TYPE } from './types';

export class TransportScope {
	/** The Timeout of every call, in ms. */
	timeoutMs = DEFAULT_TIMEOUT_SECONDS * 1000;

	readonly deadlines = new Deadlines();

	private credential: Promise<PlatformCredentials> | undefined = undefined;

	/** A trigger's scope: its Timeout is the one under the node's Options. */
	static ofOptions(fn: { getNodeParameter(name: 'options', fallback: IDataObject): unknown }) {
		const scope = new TransportScope();
		scope.useTimeout((fn.getNodeParameter('options', {}) as IDataObject).timeout);
		return scope;
	}

	/** Sets the Timeout of this run's calls (Request Options > Timeout, in seconds, as the user set it). */
	useTimeout(seconds: unknown): void {
		this.timeoutMs = timeoutMs(seconds);
	}

	/** The credential, read once for all the calls of this run (a failed read is tried again). */
	async credentials(ctx: RequestContext): Promise<PlatformCredentials> {
		if (!this.credential) {
			const pending = ctx.getCredentials<PlatformCredentials>(CREDENTIAL_TYPE);
			this.credential = pending;
			pending.catch(() => {
				if (this.credential === pending) this.credential = undefined;
			});
		}
		return await this.credential;
	}
}
