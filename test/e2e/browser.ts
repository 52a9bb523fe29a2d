import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';

export {
  CHROMIUM,
  CHROMIUM_ARGS,
  CONTENT_SCRIPT,
  CONTENT_SCRIPT_SIZE_GUARD,
  EXTENSION_DIR,
} from '../../scripts/chromium';
import { CHROMIUM, CHROMIUM_ARGS, EXTENSION_DIR } from '../../scripts/chromium';

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** An extension page, from which tests send the messages the side panel would. */
  extensionPage: Page;
  close(): Promise<void>;
}

/** Chromium with the built extension loaded, in a fresh profile; `args` are added to its flags. */
export async function launchWithExtension(args: readonly string[] = []): Promise<ExtensionBrowser> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error('Build the extension first (npm run build)');
  const profile = mkdtempSync(join(tmpdir(), 'locale-lens-profile-'));
  // On Linux Chromium takes its interface language from the environment, not from --lang.
  const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      ...args,
    ],
    viewport: { width: 1280, height: 900 },
    ...(lang ? { locale: lang, env: { ...process.env, LANGUAGE: lang } } : {}),
  });
  const serviceWorker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(serviceWorker.url()).host;
  const extensionPage = await context.newPage();
  await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
  return {
    context,
    extensionId,
    serviceWorker,
    extensionPage,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
