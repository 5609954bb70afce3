/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test and tool code runs in Node, not inside n8n (CONTRIBUTING.md, "Verification and linting") */
/**
 * Lets jest exit on its own. n8n-core's SSHClientsManager (a DI singleton, created the first time
 * an execution context is built: ExecuteContext, LoadOptionsContext, ...) starts a 60 s cleanup
 * interval in its constructor and clears it only in onShutdown(), which n8n calls when the process
 * stops. Each support module that builds such contexts imports this one, which registers, for the
 * test file, an afterAll that shuts the singleton down. Outside jest (benchmarks, e2e runners)
 * there is no afterAll and nothing is registered.
 */
import { Container } from '@n8n/di';
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';

if (typeof afterAll === 'function') {
	afterAll(() => Container.get(SSHClientsManager).onShutdown());
}
