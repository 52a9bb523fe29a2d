import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startE2E } from '../test/e2e/extension-harness';
import { DEMO_KEYS } from '../test/server/harness';

/**
 * `npm run bench:fit`: how long the page takes to measure fit (`page.fit`) in headless Chromium
 * with the built extension and the local demo service, by page size: pages of the demo's German
 * texts in boxes of a few widths, every key measured in its source text, the four live languages
 * and the pseudo-language (texts written, then read, per language). Prints one JSON object: per
 * size, keys and elements measured and the page's own milliseconds of each run. `--sizes`
 * (elements), `--runs`. Run `npx wxt build` first.
 */
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,300,1000' },
    runs: { type: 'string', default: '3' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const RUNS = Math.max(1, Number(args.runs));

const e2e = await startE2E();
try {
  const res = await e2e.service.call('GET', '/translations?locale=de&namespace=common', {
    key: DEMO_KEYS.publishable,
  });
  const texts = Object.entries(res.body.translations as Record<string, string>);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const page = (n: number) => {
    const items = Array.from({ length: n }, (_, i) => {
      const [key, text] = texts[i % texts.length]!;
      const width = [120, 240, 480][i % 3];
      return `<div style="width:${width}px"><span data-i18n-key="common:${key}">${escape(text)}</span></div>`;
    });
    return `<!doctype html><html lang="de"><head><title>Fit</title></head><body>${items.join('')}</body></html>`;
  };
  const site = createServer((req, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(page(Number((req.url ?? '/0').slice(1))));
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const port = (site.address() as { port: number }).port;
  const figures = [];
  for (const size of SIZES) {
    const tab = await e2e.context.newPage();
    await tab.goto(`http://127.0.0.1:${port}/${size}`);
    await e2e.report(tab);
    const tabId = await e2e.tabIdOf(tab);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await e2e.ask('page.fit', { tabId }));
    const last = runs.at(-1)!;
    figures.push({
      elements: last.elements,
      keys: last.keys,
      languages: last.locales.length,
      misfits: last.locales.reduce((n, l) => n + l.misfits.length, 0),
      ms: runs.map((r) => r.ms),
    });
    await tab.close();
  }
  site.close();
  process.stdout.write(`${JSON.stringify({ fit: figures }, null, 2)}\n`);
} finally {
  await e2e.close();
}
