/**
 * Serves the built apps on a local development origin (where the content script runs), and their
 * texts: `/locales/<locale>/<namespace>.json?format=…` reads the service's `GET /translations`
 * with the project's publishable key, so the key stays on the server and out of the page.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { convert, type Format } from './formats';

export interface AppServer {
  url: string;
  close(): Promise<void>;
}

const page = (entry: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${entry}</title></head>` +
  `<body><div id="root"></div><script type="module" src="/${entry}.js"></script></body></html>`;

export async function startAppServer(
  buildDir: string,
  service: { url: string; publishableKey: string },
  /** 127.0.0.2 serves the apps where the extension does not run (a baseline). */
  host = '127.0.0.1',
): Promise<AppServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, type: string, body: string | Buffer) =>
      res.writeHead(status, { 'content-type': type }).end(body);
    const html = /^\/([\w-]+)\.html$/.exec(url.pathname);
    const script = /^\/([\w-]+)\.js$/.exec(url.pathname);
    const texts = /^\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(url.pathname);
    if (html) return send(200, 'text/html; charset=utf-8', page(html[1]!));
    if (script) {
      try {
        return send(200, 'text/javascript', readFileSync(join(buildDir, `${script[1]}.js`)));
      } catch {
        return send(404, 'text/plain', 'not found');
      }
    }
    if (!texts) return send(404, 'text/plain', 'not found');
    const [, locale, namespace] = texts;
    const query = new URLSearchParams({ locale: locale!, namespace: namespace! });
    fetch(`${service.url}/translations?${query}`, {
      headers: { 'x-api-key': service.publishableKey },
    })
      .then(async (r) => {
        const body = (await r.json()) as { translations?: Record<string, string> };
        const format = (url.searchParams.get('format') ?? 'icu') as Format;
        send(
          r.status,
          'application/json',
          JSON.stringify(convert(body.translations ?? {}, format)),
        );
      })
      .catch((error: unknown) => send(502, 'text/plain', String(error)));
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
