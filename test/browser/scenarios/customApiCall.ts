/**
 * "Custom API Call": n8n lists it among the actions of a node whose only version is its default
 * one. Picking it places the HTTP Request node with our credential type chosen (and the one
 * credential there is); a request sent through it reaches the fake platform with ApiAuth and
 * platform-tenant.
 */
import { CUSTOM_API_CALL_PATH } from '../../e2e/lib/nodePanel';
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';
import { TENANT } from './data';

export async function customApiCall(ctx: Ctx): Promise<void> {
	const { ed, page, platform, control } = ctx;

	await step(
		'C1',
		'Custom API Call from the B2B Commerce actions opens HTTP Request with our credential',
		async () => {
			await ed.newWorkflow('Custom API Call');
			const trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			await ed.openNodeCreatorAfter(trigger);
			await ed.search('B2B Commerce');
			await ed.creatorItem('B2B Commerce').click();
			const entry = ed.creatorItem('Custom API Call');
			await entry
				.first()
				.waitFor({ timeout: 10_000 })
				.catch(() => undefined);
			const listed = await entry.count();
			check('the B2B Commerce actions list "Custom API Call"', listed > 0);
			await entry.first().scrollIntoViewIfNeeded();
			await shot('custom-api-call-action');
			const before = new Set(await ed.nodeNames());
			await entry.first().click();
			await ed.ndv.waitFor();
			const added = (await ed.nodeNames()).filter((n) => !before.has(n));
			equal('one node was placed', added.length, 1);
			equal(
				'it is the HTTP Request node with a predefined credential type',
				await ed.value('authentication'),
				'Predefined Credential Type',
			);
			equal(
				'the credential type is ours',
				await ed.value('nodeCredentialType'),
				'B2B Commerce API',
			);
			const credential = await ed.ndv
				.getByTestId('node-credentials-select')
				.locator('input')
				.inputValue();
			check('our credential is chosen', credential !== '', credential);

			await ed.fill('url', `${platform.url}${CUSTOM_API_CALL_PATH}`);
			control.clearRequests();
			await ed.executeOpenNode();
			const output = ed.ndv.getByTestId('output-panel');
			await output
				.getByText(/items?$/)
				.first()
				.waitFor({ timeout: 30_000 });
			await shot('custom-api-call-run');
			const sent = control
				.requests({ method: 'GET' })
				.filter((r) => r.path === CUSTOM_API_CALL_PATH);
			equal('the fake platform got one request at the path typed', sent.length, 1);
			equal(
				'with ApiAuth (the API key) and platform-tenant (the tenant)',
				[sent[0]?.headers.apiauth, sent[0]?.headers['platform-tenant']],
				[platform.tenants[TENANT], TENANT],
			);
			check('the platform answered 200', sent[0]?.status === 200, sent[0]?.status);
			await ed.closeNdv();
		},
		{ independent: true },
	);
	void page;
}
