/**
 * "Custom API Call": n8n adds it to the Resource and Operation of a node whose only version is
 * its default one. For a community node neither n8n line offers it in the node panel (the
 * "Make a custom API call" hint under the actions is hidden for community packages); it is in the
 * node's Resource dropdown, where picking it shows n8n's notice to use the HTTP Request node. The
 * HTTP Request node, with Predefined Credential Type > B2B Commerce API and the one credential
 * there is, sends a request that reaches the fake platform with ApiAuth and platform-tenant.
 */
import { CUSTOM_API_CALL_PATH } from '../../e2e/lib/nodePanel';
import type { Ctx } from '../lib/context';
import { check, equal, shot, step } from '../lib/suite';
import { TENANT } from './data';

export async function customApiCall(ctx: Ctx): Promise<void> {
	const { ed, page, platform, control } = ctx;

	await step(
		'C1',
		'Custom API Call in the Resource list; the HTTP Request node with our credential',
		async () => {
			await ed.newWorkflow('Custom API Call');
			const trigger = await ed.addNode({ search: 'manual', node: 'Manual Trigger' });
			await ed.addNode({
				after: trigger,
				search: 'B2B Commerce',
				node: 'B2B Commerce',
				action: /^Get (an )?invoice$/,
			});
			await ed.ndv.waitFor();
			const resources = await ed.options('resource');
			check(
				'the Resource dropdown lists "Custom API Call"',
				resources.includes('Custom API Call'),
				resources,
			);
			await ed.select('resource', 'Custom API Call');
			const notice = ed.ndv.getByText(/Use the HTTP Request node to make a custom API call/);
			await notice.waitFor({ timeout: 10_000 });
			check(
				"n8n's notice says to use the HTTP Request node with the B2B Commerce auth",
				/B2B Commerce auth/.test(await notice.innerText()),
				await notice.innerText(),
			);
			await shot('custom-api-call-notice');
			await ed.closeNdv();

			// n8n renames a node whose operation changes ("Get invoice" no longer fits): find it again.
			// Left on Custom API Call it has nothing to run, so it is deactivated (key "d") as a user
			// would before trying the HTTP Request node after it.
			const b2bNow = (await ed.nodeNames()).find((n) => n !== trigger) ?? '';
			await ed.canvasNode(b2bNow).click();
			await page.keyboard.press('d');
			await page.waitForTimeout(300);
			const http = await ed.addNode({
				after: b2bNow,
				search: 'HTTP Request',
				node: 'HTTP Request',
			});
			await ed.ndv.waitFor();
			await ed.select('authentication', 'Predefined Credential Type');
			await ed.typeInDropdown('nodeCredentialType', 'B2B Commerce');
			await page
				.locator('[role="option"]:visible, .el-select-dropdown__item:visible')
				.filter({ hasText: /^\s*B2B Commerce API\s*$/ })
				.first()
				.click();
			await page.waitForTimeout(300);
			equal(
				'the credential type is ours',
				await ed.value('nodeCredentialType'),
				'B2B Commerce API',
			);
			const credential = ed.ndv.getByTestId('node-credentials-select').locator('input');
			await page.waitForTimeout(500);
			check(
				'our credential is chosen',
				(await credential.inputValue()) !== '',
				await credential.inputValue(),
			);
			void http;
			// The segment list needs its paging query, typed in the URL as a user would.
			await ed.fill('url', `${platform.url}${CUSTOM_API_CALL_PATH}?pageNumber=1&pageSize=2`);
			control.clearRequests();
			await ed.executeOpenNode();
			const output = ed.ndv.getByTestId('output-panel');
			await output
				// A tenant without segments answers an empty list: n8n then shows no items.
				.getByText(/items?$|No output data returned/)
				.first()
				.waitFor({ timeout: 30_000 });
			await shot('custom-api-call-run');
			const sent = control.requests({ method: 'GET', pathPrefix: CUSTOM_API_CALL_PATH });
			equal('the fake platform got one request at the address typed', sent.length, 1);
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
