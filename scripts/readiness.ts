import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, USAGE, type ReadinessOptions } from '../lib/readiness/cli-args';
import { CrawlQueue, screenshotName } from '../lib/readiness/crawl';
import { pageFit } from '../lib/readiness/fit-report';
import { progressLine, siteMarkdown, summaryText } from '../lib/readiness/site-format';
import { pageResult, siteReport, type PageResult } from '../lib/readiness/site-report';
import { startLens } from './readiness-browser';

/**
 * `npm run readiness -- <url> …`: crawls a site in headless Chromium with the built extension and
 * says, per page and per key, what the delivered translations would serve. Exit 0 when all of it,
 * 1 when not, 2 on a usage or connection error. The JSON is described in docs/guide-manager.md.
 */
const DEMO_KEY = 'lr_demo_publishable';

class UsageError extends Error {}

/** The service answers and takes the key; the start pages answer at all. */
async function preflight(o: ReadinessOptions): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${o.service}/api/integrations/editor/workflow`, {
      headers: { 'x-api-key': o.apiKey ?? DEMO_KEY },
    });
  } catch (err) {
    throw new UsageError(`Cannot reach the service at ${o.service}: ${(err as Error).message}`);
  }
  if (res.status === 401 || res.status === 403)
    throw new UsageError(`The service at ${o.service} refused the key (HTTP ${res.status})`);
  if (!res.ok) throw new UsageError(`The service at ${o.service} answered HTTP ${res.status}`);
  for (const url of o.urls)
    await fetch(url, { method: 'GET' }).catch((err: Error) => {
      throw new UsageError(`Cannot reach ${url}: ${err.cause ? String(err.cause) : err.message}`);
    });
}

function write(target: string, text: string) {
  if (target === '-') process.stdout.write(text);
  else writeFileSync(target, text);
}

async function crawl(o: ReadinessOptions): Promise<PageResult[]> {
  const lens = await startLens(o).catch((err: Error) => {
    throw new UsageError(err.message);
  });
  const tty = process.stderr.isTTY;
  const pages: PageResult[] = [];
  try {
    if (o.screenshots) mkdirSync(o.screenshots, { recursive: true });
    const queue = new CrawlQueue(o.urls, o.maxPages);
    for (let url = queue.next(); url !== null; url = queue.next()) {
      const { done, known } = queue.progress();
      if (tty)
        process.stderr.write(`\r\x1b[2K${progressLine(done, known, url, process.stderr.columns)}`);
      const visit = await lens.visit(url);
      if (!visit.page) {
        pages.push({
          url,
          locale: null,
          keys: [],
          untranslated: [],
          error: { kind: 'load', message: visit.loadError ?? 'did not load' },
        });
        continue;
      }
      const result = { ...pageResult(url, visit.page), untranslated: visit.untranslated };
      // Measured before the screenshots are taken, with the page as the visit left it.
      if (o.fit) result.fit = pageFit(await lens.ask('page.fit', { tabId: lens.tabId }));
      if (o.screenshots) {
        const path = join(o.screenshots, screenshotName(done, url));
        await lens.screenshot(path);
        result.screenshot = path;
        // Keys in view get their screenshots in the service too (needs a key that may write).
        const shots = await lens.attachKeyShots().catch((err: Error) => ({ error: err.message }));
        if ('error' in shots) process.stderr.write(`Key screenshots of ${url}: ${shots.error}\n`);
      }
      pages.push(result);
      queue.add(visit.links, url);
    }
  } finally {
    if (tty) process.stderr.write('\r\x1b[2K');
    await lens.close();
  }
  return pages;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`${parsed.message}\n\n${USAGE}\n`);
    return 2;
  }
  const o = parsed.options;
  try {
    await preflight(o);
    const report = siteReport(await crawl(o));
    if (o.json) write(o.json, `${JSON.stringify(report, null, 2)}\n`);
    if (o.md) write(o.md, siteMarkdown(report));
    // The summary goes where it does not mix with a report written to standard output.
    const toStdout = o.json !== '-' && o.md !== '-';
    (toStdout ? process.stdout : process.stderr).write(summaryText(report));
    return report.summary.exitCode;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 2;
  },
);
