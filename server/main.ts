import { resolve } from 'node:path';
import { DEMO_KEYS, DEMO_PASSWORD, DEMO_USERS } from './demo/seed';
import { startService } from './service';

/**
 * `npm run service`: PORT (8787), DATA_DIR (.data/), DATABASE_URL (postgres://…; SQLite in DATA_DIR
 * without it), DEMO=0 to start without the demo; OWNER_EMAIL and OWNER_PASSWORD (OWNER_NAME) make
 * the first account of a service without one (docs/team.md).
 */
const port = Number(process.env.PORT ?? 8787);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const demo = process.env.DEMO !== '0';

const host = process.env.HOST; // 127.0.0.1 unless set (0.0.0.0 in a container)
const running = await startService({ port, dataDir, demo, ...(host ? { host } : {}) }).catch(
  (err: Error) => {
    // What is missing or wrong, in one line rather than a stack trace.
    console.error(`Locale Lens cannot start: ${err.message}`);
    process.exit(1);
  },
);
console.log(`Locale Lens service on ${running.url} (${running.database})`);
console.log(`  API docs   ${running.url}/docs`);
if (running.setupUrl) {
  console.log(`  No account yet. Create the first one (this link works once):`);
  console.log(`  ${running.setupUrl}`);
}
if (demo) {
  console.log(`  Demo shop  ${running.url}/demo/?lang=de`);
  console.log(
    `  Users      ${Object.values(DEMO_USERS)
      .map((u) => u.email)
      .join(', ')} / password ${DEMO_PASSWORD}`,
  );
  console.log(`  Keys       ${DEMO_KEYS.master} (master), ${DEMO_KEYS.publishable} (publishable)`);
}
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
