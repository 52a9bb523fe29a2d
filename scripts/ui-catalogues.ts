import { fileURLToPath } from 'node:url';
import { main } from '../cli/main';
import { UI_MASTER_KEY } from '../server/demo/ui-project';

/**
 * `npm run ui:push` / `npm run ui:pull`: `locale-lens push` / `pull` on the extension's message
 * catalogues, as the demo's "Locale Lens UI" project (`locale-lens.json` at the repository's
 * root). The demo's master key of that project is the default; LOCALE_LENS_KEY or
 * LOCALE_LENS_UI_KEY name another, LOCALE_LENS_URL another service.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const key = process.env.LOCALE_LENS_KEY || process.env.LOCALE_LENS_UI_KEY || UI_MASTER_KEY;
process.exitCode = await main(
  process.argv.slice(2),
  { ...process.env, LOCALE_LENS_KEY: key },
  root,
);
