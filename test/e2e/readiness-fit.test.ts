import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteReport } from '../../lib/readiness/site-report';
import { startHarness, type Harness } from '../server/harness';
import { serveSite } from './static-site';

/** `npm run readiness -- --fit` as a user runs it: its exit code, what it printed and wrote. */
function readiness(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      'npx',
      ['tsx', 'scripts/readiness.ts', ...args],
      { timeout: 120_000 },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 99) : 0, stdout, stderr }),
    );
  });
}

let service: Harness;
let site: Awaited<ReturnType<typeof serveSite>>;
let siteUrl: string;
const out = mkdtempSync(join(tmpdir(), 'readiness-fit-'));

// German pages of the demo project's keys, every one delivered: "Home" is "Startseite".
const page = (body: string) =>
  `<!doctype html><html lang="de"><head><title>Fit</title><style>body{font:16px/1.4 sans-serif;width:900px}</style></head><body>${body}</body></html>`;
const WIDE = '<p data-i18n-key="common:nav.home">Startseite</p><a href="/narrow">Weiter</a>';
// A button as wide as the English label: the German one is cut off.
const NARROW =
  '<button data-i18n-key="common:nav.home" style="width:60px;padding:0;border:0;font:inherit;overflow:hidden;white-space:nowrap">Startseite</button>';

beforeAll(async () => {
  service = await startHarness();
  site = await serveSite({ '/': page(WIDE), '/narrow': page(NARROW) });
  siteUrl = site.url;
});

afterAll(async () => {
  await site?.close();
  await service?.close();
});

describe('npm run readiness -- --fit', () => {
  it('fails the gate on a key cut off in one language, naming the language, page and why', async () => {
    const json = join(out, 'fit.json');
    const r = await readiness(siteUrl, '--service', service.url, '--fit', '--json', json);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as SiteReport;
    // Every key is delivered: only its fit fails the gate.
    expect(report.summary).toMatchObject({ notDelivered: 0, notFitting: 1, exitCode: 1 });
    const german = report.fit!.filter((m) => m.locale === 'de');
    expect(german).toEqual([
      {
        namespace: 'common',
        key: 'nav.home',
        reason: 'cut',
        kind: 'delivered',
        text: 'Startseite',
        locale: 'de',
        pseudo: false,
        pages: [{ url: `${siteUrl}narrow`, reason: 'cut' }],
      },
    ]);
    // Spanish "Inicio" and French "Accueil" fit the button; the wide paragraph fits everything.
    expect(report.fit!.filter((m) => !m.pseudo).map((m) => m.locale)).toEqual(['de']);
    expect(report.fit!.flatMap((m) => m.pages.map((p) => p.url))).not.toContain(siteUrl);
    expect(r.stdout).toContain(
      `Does not fit in de (1):\n  common:nav.home — cut off (delivered) on ${siteUrl}narrow`,
    );
    expect(r.stdout.trimEnd().split('\n').pop()).toBe('Some keys do not fit.');
  });

  it('passes the gate where every key fits in every language', async () => {
    const json = join(out, 'wide.json');
    const r = await readiness(
      siteUrl,
      ...['--max-pages', '1', '--service', service.url, '--fit', '--json', json],
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as SiteReport;
    expect(report.fit).toEqual([]);
    expect(report.summary).toMatchObject({ notFitting: 0, exitCode: 0 });
    expect(r.stdout).toContain('Every key fits in every language measured.');
  });
});
