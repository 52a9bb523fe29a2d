import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_KEYS, DEMO_PASSWORD, DEMO_USERS } from '../server/demo/seed';
import { startService } from '../server/service';
import { EXTENSION_DIR } from './chromium';

/** `npm start`: build the extension, then serve the local service with the demo project. */
const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const running = await startService({ port, dataDir, demo: true });

console.log(`
Locale Lens is running.

  Service      ${running.url}   (API docs: ${running.url}/docs)
  Demo shop    ${running.url}/demo/?lang=de
  Extension    ${EXTENSION_DIR}

Load the extension: open chrome://extensions, turn on Developer mode, click "Load unpacked" and
choose the folder above. Then open the demo shop: the lens shows every key's state. Click the
toolbar icon for the side panel and sign in to edit.

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
