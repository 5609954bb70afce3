/** What every scenario of the browser suite gets: the editor, the fake platform, names so far. */
import type { Page } from 'playwright-core';

import type { FakePlatform } from '../../platform/server';
import type { Editor } from './editor';

export interface Ctx {
	ed: Editor;
	page: Page;
	platform: FakePlatform;
	control: FakePlatform['control'];
	/** Node names on the canvas of the invoices workflow, by role (trigger, form, read, ...). */
	names: Record<string, string>;
	/** The folder n8n may read files from (N8N_RESTRICT_FILE_ACCESS_TO). */
	filesDir: string;
	/** The n8n version this run drives (2.8.4, 2.41.1). */
	version: string;
	/** Whether the editor is the newer line's (2.40: "Publish" instead of "Activate", ...). */
	newer: boolean;
}
