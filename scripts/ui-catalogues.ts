import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkKeys } from '../lib/background/status-requests';
import { UI_LANGUAGES, type UiLanguage } from '../lib/ui-text/languages';
import { mergeDelivered, pushItems, UI_NAMESPACE } from '../lib/ui-text/sync';
import type { Catalogue } from '../lib/ui-text/text';
import { UI_MASTER_KEY } from '../server/demo/ui-project';

/**
 * `npm run ui:push` / `npm run ui:pull`: the extension's message catalogues as the demo's
 * "Locale Lens UI" project. Push sends every English source and each translation the service
 * has no text for yet (a sync batch); pull writes the service's delivered translations back.
 */
export interface SyncOptions {
  baseUrl: string;
  /** A master key of the project. */
  key: string;
  /** Where the catalogues are: `<lang>.json`. */
  dir: string;
  log?: (line: string) => void;
}

const readCatalogues = (dir: string) =>
  Object.fromEntries(
    UI_LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8'))]),
  ) as Record<UiLanguage, Catalogue>;

async function call(o: SyncOptions, method: string, path: string, body?: unknown) {
  const res = await fetch(o.baseUrl + path, {
    method,
    headers: { 'x-api-key': o.key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json!;
}

/** Which keys of each language the service already has text for. */
async function textsInService(o: SyncOptions, catalogues: Record<UiLanguage, Catalogue>) {
  const have = new Set<string>();
  for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
    const prefix = `${o.baseUrl}/api/integrations/targets/status?locale=${lang}&namespace=${UI_NAMESPACE}&keys=`;
    for (const keys of chunkKeys(prefix, Object.keys(catalogues[lang]), 6000)) {
      const q = new URLSearchParams({ locale: lang, namespace: UI_NAMESPACE, keys: keys.join() });
      const { translations } = await call(o, 'GET', `/api/integrations/targets/status?${q}`);
      for (const [key, entry] of Object.entries(translations as Record<string, unknown>))
        if ((entry as { text?: string } | null)?.text) have.add(`${lang}:${key}`);
    }
  }
  return have;
}

export async function push(o: SyncOptions) {
  const catalogues = readCatalogues(o.dir);
  const have = await textsInService(o, catalogues);
  const items = pushItems(catalogues, (lang, key) => have.has(`${lang}:${key}`));
  const queued = await call(o, 'POST', '/api/integrations/sync/batch', { translations: items });
  for (;;) {
    const job = await call(o, 'GET', `/api/integrations/sync/jobs/${String(queued.job_id)}`);
    if (job.status === 'failed') throw new Error(`The sync failed: ${String(job.error)}`);
    if (job.status === 'completed') {
      o.log?.(
        `Pushed ${items.length} values: ${String(job.created)} created, ${String(job.updated)} updated, ${String(job.unchanged)} unchanged`,
      );
      return job;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function pull(o: SyncOptions) {
  const catalogues = readCatalogues(o.dir);
  const changed: Record<string, string[]> = {};
  for (const lang of UI_LANGUAGES.filter((l) => l !== 'en')) {
    const q = new URLSearchParams({ locale: lang, namespace: UI_NAMESPACE });
    const { translations } = await call(o, 'GET', `/translations?${q}`);
    const merged = mergeDelivered(
      lang,
      catalogues[lang],
      translations as Record<string, string>,
      catalogues.en,
    );
    changed[lang] = merged.changed;
    writeFileSync(join(o.dir, `${lang}.json`), `${JSON.stringify(merged.catalogue, null, 2)}\n`);
    o.log?.(`${lang}: ${merged.changed.length} messages updated from delivered translations`);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options: SyncOptions = {
    baseUrl: (process.env.LOCALE_LENS_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, ''),
    key: process.env.LOCALE_LENS_UI_KEY ?? UI_MASTER_KEY,
    dir: resolve('lib/ui-text/catalogues'),
    log: (line) => console.log(line),
  };
  const command = process.argv[2];
  if (command !== 'push' && command !== 'pull') {
    console.error('Usage: tsx scripts/ui-catalogues.ts push|pull');
    process.exit(2);
  }
  await (command === 'push' ? push(options) : pull(options));
}
