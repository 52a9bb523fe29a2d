import { join, resolve } from 'node:path';
import { DEMO_KEYS, DEMO_PASSWORD, DEMO_USERS } from '../server/demo/seed';
import { startService } from '../server/service';
import { buildExtension } from './build-extension';
import { EXTENSION_DIR } from './chromium';
import { FIREFOX_EXTENSION_DIR } from './firefox';

/**
 * `npm start` (`-- --browser firefox` for Firefox): build the extension, then serve the local
 * service with the demo project.
 */
const at = process.argv.indexOf('--browser');
const target = at > 0 ? process.argv[at + 1] : 'chrome';
if (target !== 'chrome' && target !== 'firefox') {
  console.error(`--browser takes chrome or firefox, not ${target}`);
  process.exit(2);
}
const firefox = target === 'firefox';
try {
  buildExtension(firefox ? 'firefox' : 'chrome');
} catch {
  process.exit(1); // the build said why
}

const LOAD_IN_CHROME = `Load the extension: open chrome://extensions, turn on Developer mode, click "Load unpacked"
and choose the folder above. Then open the demo shop: the lens shows every key's state. Click
the toolbar icon for the side panel and sign in to edit.`;
const LOAD_IN_FIREFOX = `Load the extension: open about:debugging, choose "This Firefox", click "Load Temporary Add-on…"
and choose ${join(FIREFOX_EXTENSION_DIR, 'manifest.json')} (it stays until Firefox quits). Then
open the demo shop: the lens shows every key's state. Click the toolbar icon for the sidebar and
sign in to edit.`;

const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const running = await startService({ port, dataDir, demo: true });

console.log(`
Locale Lens is running.

  Service      ${running.url}   (API docs: ${running.url}/docs)
  Demo shop    ${running.url}/demo/?lang=de
  Extension    ${firefox ? FIREFOX_EXTENSION_DIR : EXTENSION_DIR}

${firefox ? LOAD_IN_FIREFOX : LOAD_IN_CHROME}

Demo sign-in (password "${DEMO_PASSWORD}"):
${Object.entries(DEMO_USERS)
  .map(([role, u]) => `  ${u.email.padEnd(24)} ${role}`)
  .join('\n')}
Integration keys: ${DEMO_KEYS.master} (master), ${DEMO_KEYS.publishable} (publishable)

Data lives in ${dataDir}. To put the demo back to its seed:
  curl -X POST ${running.url}/dev/reset -H 'x-api-key: ${DEMO_KEYS.master}'
Ctrl+C stops.
`);
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
