/**
 * The few moves of a person in n8n's editor (2.8.4 and 2.41.1), as Playwright steps. Selectors
 * are n8n's own data-test-id attributes (the ones n8n's Playwright suite uses) and visible
 * labels; none depends on CSS class names generated at build time. Where the lines differ, the
 * branch is named in place (createCredential: 2.40 closes the dialog itself once the test passed;
 * a node without a credential shows "Connect to ..." on 2.40).
 */
import type { Locator, Page } from 'playwright-core';

/** What createCredential returns when the dialog closed itself before showing a test result. */
export const CLOSED_ON_SAVE = 'closed on save';

/** How long Save may take to test a new credential (one request to the fake platform). */
const CREDENTIAL_TEST_WAIT_MS = 60_000;

export class Editor {
	constructor(
		readonly page: Page,
		readonly url: string,
		/** The n8n version of the editor (selectors differ between 2.8 and 2.40 in a few places). */
		readonly version = '2.8.4',
	) {}

	// --- sign in and workflows ------------------------------------------------------------------

	/** The sign-in form (the owner exists already). */
	async signIn(email: string, password: string): Promise<void> {
		const { page } = this;
		await page.goto(`${this.url}/signin`);
		await page.getByTestId('emailOrLdapLoginId').locator('input').fill(email);
		await page.getByTestId('password').locator('input').fill(password);
		await page.getByTestId('form-submit-button').click();
		await page.waitForURL((u) => !u.pathname.startsWith('/signin'), { timeout: 30_000 });
	}

	/** A new empty workflow in the canvas; returns its id (n8n 2.8 saves it at once). */
	async newWorkflow(name?: string): Promise<string> {
		const { page } = this;
		await page.goto(`${this.url}/workflow/new`);
		// The editor loads every node type first (n8n 2.40: several MB): slow on a busy machine.
		await page.getByTestId('canvas-add-button').waitFor({ timeout: 180_000 });
		if (name) {
			await page.getByTestId('inline-edit-preview').first().click();
			const input = page.getByTestId('inline-edit-input').first();
			await input.fill(name);
			await input.press('Enter');
		}
		await page
			.waitForURL(/\/workflow\/[A-Za-z0-9]{8,}/, { timeout: 15_000 })
			.catch(() => undefined);
		const m = /\/workflow\/([A-Za-z0-9]+)/.exec(new URL(page.url()).pathname);
		return m && m[1] !== 'new' ? m[1] : '';
	}

	// --- node creator -----------------------------------------------------------------------------

	get nodeCreator(): Locator {
		return this.page.getByTestId('node-creator');
	}

	/** Type into the node creator's search box. */
	async search(text: string): Promise<void> {
		await this.page.getByTestId('node-creator-search-bar').fill(text);
	}

	/** An entry of the node creator (node, action, category) by its exact visible name. */
	creatorItem(name: string | RegExp): Locator {
		return this.nodeCreator.getByTestId('node-creator-item-name').getByText(name, { exact: true });
	}

	/** Open the "What triggers this workflow?" panel of an empty canvas. */
	async openTriggerPanel(): Promise<void> {
		await this.page.getByTestId('canvas-plus-button').click();
		await this.page.getByTestId('node-creator-search-bar').waitFor();
	}

	/** Open the node creator from the output "+" of node `after` (zoomed to fit first). */
	async openNodeCreatorAfter(after: string): Promise<void> {
		await this.zoomToFit();
		await this.page
			.locator(
				`[data-test-id="canvas-node-output-handle"][data-node-name="${after.replace(/"/g, '\\"')}"] [data-test-id="canvas-handle-plus"]`,
			)
			.first()
			.click();
		await this.page.getByTestId('node-creator-search-bar').waitFor();
	}

	async closeNodeCreator(): Promise<void> {
		// From an app page, Escape goes back to the search first.
		for (let i = 0; i < 3 && (await this.nodeCreator.isVisible()); i++) {
			await this.page.keyboard.press('Escape');
			await this.page.waitForTimeout(300);
		}
		await this.nodeCreator.waitFor({ state: 'hidden' });
	}

	/** Names of the nodes on the canvas. */
	async nodeNames(): Promise<string[]> {
		return await this.page
			.getByTestId('canvas-node')
			.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-name') ?? ''));
	}

	canvasNode(name: string): Locator {
		return this.page.locator(
			`[data-test-id="canvas-node"][data-node-name="${name.replace(/"/g, '\\"')}"]`,
		);
	}

	/**
	 * Add a node: from the empty canvas (after = undefined) or from the output "+" of node
	 * `after`; search, click the node, then the action when given. Returns the new node's name
	 * (read from the canvas: n8n names action nodes after the action).
	 */
	async addNode(o: {
		after?: string;
		search: string;
		node: string;
		action?: string | RegExp;
	}): Promise<string> {
		const before = new Set(await this.nodeNames());
		if (o.after === undefined) await this.openTriggerPanel();
		else await this.openNodeCreatorAfter(o.after);
		await this.search(o.search);
		await this.creatorItem(o.node).click();
		if (o.action) await this.creatorItem(o.action).click();
		return await this.newNode(before, o.node);
	}

	/** Click an entry of the open node creator; returns the name of the node it put on the canvas. */
	async addFound(name: string): Promise<string> {
		const before = new Set(await this.nodeNames());
		await this.creatorItem(name).first().click();
		return await this.newNode(before, name);
	}

	/** The one node on the canvas that is not in `before` (n8n names action nodes after the action). */
	private async newNode(before: Set<string>, what: string): Promise<string> {
		// A node with parameters opens its details view; a plain trigger is just placed.
		const deadline = Date.now() + 15_000;
		for (;;) {
			const added = (await this.nodeNames()).filter((n) => !before.has(n));
			if (added.length === 1) return added[0];
			if (Date.now() > deadline)
				throw new Error(`adding "${what}" put ${added.length} new node(s) on the canvas`);
			await this.page.waitForTimeout(100);
		}
	}

	// --- node details view ------------------------------------------------------------------------

	get ndv(): Locator {
		return this.page.getByTestId('ndv');
	}

	async openNode(name: string): Promise<void> {
		await this.canvasNode(name).dblclick();
		await this.ndv.waitFor();
	}

	/** Rename the node open in the details view (its title is an inline edit); returns the new name. */
	async renameOpenNode(name: string): Promise<string> {
		const title = this.ndv.getByTestId('node-title-container');
		await title.getByTestId('inline-edit-preview').click();
		const input = title.getByTestId('inline-edit-input');
		await input.fill(name);
		await input.press('Enter');
		await title.getByTestId('inline-edit-preview').filter({ hasText: name }).waitFor();
		return name;
	}

	/** Close the toasts n8n shows (they cover part of the page in screenshots). */
	async dismissToasts(): Promise<void> {
		const close = this.page.locator('.el-notification .el-notification__closeBtn:visible');
		for (let i = (await close.count()) - 1; i >= 0; i--)
			await close
				.nth(i)
				.click()
				.catch(() => undefined);
		await this.page
			.locator('.el-notification:visible')
			.first()
			.waitFor({ state: 'hidden', timeout: 5_000 })
			.catch(() => undefined);
	}

	async closeNdv(): Promise<void> {
		await this.page.getByTestId('ndv-close-button').click();
		await this.ndv.waitFor({ state: 'hidden' });
	}

	/**
	 * The input of a node parameter by its internal name (n8n: data-test-id=parameter-input-<name>);
	 * `index` picks one of several (the same field in several entries of a list).
	 */
	param(name: string, within?: Locator, index = 0): Locator {
		return (within ?? this.ndv).getByTestId(`parameter-input-${name}`).nth(index);
	}

	/** Type a value into a text or number parameter. */
	async fill(name: string, value: string, within?: Locator, index = 0): Promise<void> {
		const input = this.param(name, within, index).locator('input, textarea').first();
		await input.fill(value);
		await input.blur();
	}

	/** Whether a parameter shows n8n's date picker (a `dateTime` parameter) rather than a text box. */
	async isDatePicker(name: string, within?: Locator, index = 0): Promise<boolean> {
		return (await this.param(name, within, index).locator('.el-date-editor').count()) > 0;
	}

	/**
	 * Type a date into n8n's date picker, as a person can: into its box, then Enter (the picker
	 * takes the typed text and closes its calendar).
	 */
	async fillDate(name: string, value: string, within?: Locator, index = 0): Promise<void> {
		const input = this.param(name, within, index).locator('.el-date-editor input').first();
		await input.click();
		await input.fill(value);
		await input.press('Enter');
		await input.blur();
		await this.page.waitForTimeout(200);
	}

	/** Pick an option of a dropdown parameter by its visible name. */
	async select(name: string, option: string, within?: Locator, index = 0): Promise<void> {
		await this.selectIn(this.param(name, within, index), option);
	}

	/**
	 * Open a dropdown and click the option whose first line is `option`, or starts with
	 * `option - ` (a code shown with its name, such as "EUR - Euro").
	 */
	async selectIn(dropdown: Locator, option: string): Promise<void> {
		await dropdown.click();
		const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
		const item = this.page
			.locator('.el-select-dropdown__item:visible, [role="option"]:visible')
			.filter({
				has: this.page.getByText(new RegExp(`^\\s*${escaped}(\\s+-\\s.*)?\\s*$`)),
			});
		// A click that replaces the list (the form re-renders) must not wait for "navigation".
		await item.first().dispatchEvent('click');
		await this.page.waitForTimeout(200);
	}

	/** Visible options of a dropdown parameter (the text of each option's first line). */
	async options(name: string, within?: Locator, index = 0): Promise<string[]> {
		await this.param(name, within, index).click();
		const opts = this.page.locator('[role="option"]:visible');
		await opts.first().waitFor();
		const texts = (await opts.allInnerTexts()).map((t) => t.split('\n')[0].trim());
		await this.page.keyboard.press('Escape');
		return texts;
	}

	/** The value a dropdown or text parameter shows. */
	async value(name: string, within?: Locator, index = 0): Promise<string> {
		return await this.param(name, within, index).locator('input, textarea').first().inputValue();
	}

	/** A fixed collection's "Add ..." button (n8n: data-test-id=fixed-collection-<name>). */
	async addCollectionEntry(name: string): Promise<void> {
		const collection = this.ndv.getByTestId(`fixed-collection-${name}`);
		const before = await collection.getByTestId('fixed-collection-delete').count();
		await collection.getByTestId('fixed-collection-add').last().click();
		const deadline = Date.now() + 10_000;
		while ((await collection.getByTestId('fixed-collection-delete').count()) <= before) {
			if (Date.now() > deadline) throw new Error(`"Add" of ${name} added no entry`);
			await this.page.waitForTimeout(100);
		}
	}

	/** Scroll the parameter panel so that a fixed collection (with its title) starts at its top. */
	async scrollTo(collection: string): Promise<void> {
		await this.ndv
			.getByTestId(`fixed-collection-${collection}`)
			.evaluate((el) =>
				(el.closest('[data-test-id="parameter-item"]') ?? el).scrollIntoView({ block: 'start' }),
			);
		await this.page.waitForTimeout(200);
	}

	/** Labels of the parameters that show an issue marker (required and empty, or invalid), with its text. */
	async markedFields(): Promise<string[]> {
		return await this.ndv
			.getByTestId('node-parameters')
			.getByTestId('parameter-issues')
			.evaluateAll((els) =>
				els.map((e) => {
					// The nearest enclosing block with a label is the field's own.
					let block: typeof e | null = e;
					while (block && !block.querySelector('[data-test-id="input-label"]'))
						block = block.parentElement;
					const label =
						block?.querySelector('[data-test-id="input-label"] label')?.textContent ?? '?';
					return label.split('\n')[0].trim();
				}),
			);
	}

	/** The text under a parameter (its hint), read from the parameter's block. */
	async hint(name: string): Promise<string> {
		return await this.param(name).evaluate((el) => {
			let block: typeof el | null = el;
			while (block && !block.querySelector('[data-test-id="input-label"]'))
				block = block.parentElement;
			return (block?.textContent ?? '').trim();
		});
	}

	/** The label of a parameter (its first line, without the Fixed / Expression switch). */
	async labelOf(name: string): Promise<string> {
		const text = await this.param(name).evaluate((el) => {
			let block: typeof el | null = el;
			while (block && !block.querySelector('[data-test-id="input-label"]'))
				block = block.parentElement;
			const label = block?.querySelector('[data-test-id="input-label"] label')?.textContent ?? '';
			return label.split('\n')[0].trim();
		});
		// (The label's text runs on into the Fixed / Expression switch.)
		return text.replace(/\s*Fixed\s*Expression\s*$/, '');
	}

	/** Open a dropdown parameter, type `text` into its filter, return the options left. */
	async typeInDropdown(name: string, text: string): Promise<string[]> {
		await this.param(name).click();
		await this.page.keyboard.type(text, { delay: 30 });
		await this.page.waitForTimeout(700);
		const opts = this.page.locator('[role="option"]:visible');
		return (await opts.allInnerTexts()).map((t) => t.split('\n')[0].trim());
	}

	/** Labels of the parameters the details view shows now, in order. */
	async labels(): Promise<string[]> {
		const all = await this.ndv
			.getByTestId('node-parameters')
			.getByTestId('input-label')
			.locator('label')
			.allInnerTexts();
		return all.map((t) => t.split('\n')[0].trim()).filter(Boolean);
	}

	// --- credentials ------------------------------------------------------------------------------

	/**
	 * In an open details view: Credential to connect with > Create new credential, fill the
	 * dialog's fields (by parameter name), `beforeSave`, Save (n8n tests the connection), close.
	 * Returns the dialog's test result text ("Connection tested successfully" when it worked), or
	 * CLOSED_ON_SAVE when the dialog closed itself (n8n 2.40 closes it once the test passed; a
	 * failed test keeps it open with the error).
	 */
	async createCredential(
		fields: Record<string, string>,
		beforeSave?: () => Promise<void>,
	): Promise<string> {
		const { page } = this;
		const select = this.ndv.getByTestId('node-credentials-select');
		if ((await select.count()) > 0) {
			await select.click();
			await page.getByTestId('node-credentials-select-item-new').click();
		} else {
			// n8n 2.40: a node without a credential shows a "Connect to <app>" button instead.
			await this.ndv
				.getByText(/^Connect to /)
				.first()
				.click();
		}
		const modal = page.getByTestId('editCredential-modal');
		await modal.waitFor();
		for (const [name, value] of Object.entries(fields)) {
			await modal.getByTestId(`parameter-input-${name}`).locator('input').fill(value);
		}
		if (beforeSave) await beforeSave();
		const save = modal.getByTestId('credential-save-button');
		await save.click();
		const text = await this.credentialTestResult(modal, save);
		if (text === CLOSED_ON_SAVE) return text;
		// 2.8: the dialog stays open with the result and "Saved" on its button: close it.
		await save.filter({ hasText: /Saved/ }).waitFor({ timeout: 10_000 });
		await modal
			.locator('button[aria-label="Close this dialog"], .el-dialog__headerbtn')
			.first()
			.click();
		await modal.waitFor({ state: 'hidden' });
		return text;
	}

	/**
	 * After Save: wait while the button says Saving or Testing, then the dialog's result text, or
	 * CLOSED_ON_SAVE once the dialog closed itself. 2.40 renders the result tag in a container that
	 * stays hidden, filled before the test ends: it is read only once the button has settled.
	 */
	private async credentialTestResult(modal: Locator, save: Locator): Promise<string> {
		const result = modal.getByTestId(/^credentials-config-container-test-(success|error)$/);
		const deadline = Date.now() + CREDENTIAL_TEST_WAIT_MS;
		for (;;) {
			if (!(await modal.isVisible())) return CLOSED_ON_SAVE;
			const button = (await save.textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
			if (!/Saving|Testing/.test(button) && (await result.count()) > 0) {
				// Its text content runs on into the tag's Retry button.
				return ((await result.first().textContent()) ?? '').replace(/\s*Retry\s*$/, '').trim();
			}
			if (Date.now() > deadline) {
				throw new Error(
					`the credential dialog showed no test result within ${CREDENTIAL_TEST_WAIT_MS / 1000} s (its Save button says "${button.trim()}")`,
				);
			}
			await this.page.waitForTimeout(100);
		}
	}

	// --- running --------------------------------------------------------------------------------

	/**
	 * Click "Execute workflow" and wait until n8n accepted the run (its POST answered, within
	 * timeoutMs); nodeRunState waits for its end.
	 */
	async executeWorkflow(timeoutMs = 60_000): Promise<void> {
		const { page } = this;
		const run = page.waitForResponse(
			(r) => /\/rest\/workflows\/[^/]+\/run/.test(r.url()) && r.request().method() === 'POST',
			{
				timeout: timeoutMs,
			},
		);
		await page.getByTestId('execute-workflow-button').click();
		const res = await run;
		if (!res.ok())
			throw new Error(
				`starting the run answered ${res.status()}: ${(await res.text()).slice(0, 500)}`,
			);
	}

	/** Drag an element onto another with the mouse, in small moves (n8n's drag and drop follows mousemove). */
	async drag(source: Locator, target: Locator): Promise<void> {
		const { page } = this;
		await source.scrollIntoViewIfNeeded();
		const from = await source.boundingBox();
		if (!from) throw new Error('the element to drag is not visible');
		await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
		await page.mouse.down();
		await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, {
			steps: 5,
		});
		const to = await target.boundingBox();
		if (!to) throw new Error('the drop target is not visible');
		await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
		await page.waitForTimeout(300);
		await page.mouse.up();
		await page.waitForTimeout(300);
	}

	/** "Execute step" in the open details view. */
	async executeOpenNode(): Promise<void> {
		await this.ndv.getByTestId('node-execute-button').click();
	}

	async zoomToFit(): Promise<void> {
		await this.page.getByTestId('zoom-to-fit').click();
		await this.page.waitForTimeout(500);
	}

	/** Wait until the canvas node shows a success or error state; returns which. */
	async nodeRunState(name: string, timeoutMs = 60_000): Promise<'success' | 'error'> {
		const node = this.canvasNode(name);
		const ok = node.getByTestId('canvas-node-status-success');
		const bad = node.getByTestId('canvas-node-status-error');
		await ok.or(bad).first().waitFor({ timeout: timeoutMs });
		return (await ok.count()) > 0 ? 'success' : 'error';
	}
}
