import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatModelEngine } from '../../../server/engines/chat-model';
import { DeepLEngine } from '../../../server/engines/deepl';
import { LibreTranslateEngine } from '../../../server/engines/libretranslate';
import { prepareMessage } from '../../../server/engines/units';
import type { TranslationEngine } from '../../../server/engines/types';

/**
 * Each remote engine against a stand-in for its API on loopback: the stand-in checks the request
 * as the real service would (auth header, format) and "translates" with a small word list,
 * leaving markup alone, as the real engines do with HTML.
 */
const WORDS: Record<string, string> = {
  Hello: 'Hola',
  you: 'tú',
  have: 'tienes',
  items: 'artículos',
  Save: 'Guardar',
};
const fakeTranslate = (html: string) =>
  html.replace(/(<[^>]*>)|([A-Za-z]+)/g, (m, tag: string | undefined) =>
    tag ? m : (WORDS[m] ?? m),
  );

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : null;
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      if (url === '/lt/languages') return json(200, [{ code: 'en', targets: ['en', 'es', 'fr'] }]);
      if (url === '/lt/translate') {
        const b = body as { q: string[]; format: string };
        if (b.format !== 'html') return json(400, { error: 'format' });
        return json(200, { translatedText: b.q.map(fakeTranslate) });
      }
      if (url.startsWith('/deepl/')) {
        if (req.headers.authorization !== 'DeepL-Auth-Key k-deepl')
          return json(403, { message: 'Wrong key' });
        if (url.startsWith('/deepl/v2/languages'))
          return json(
            200,
            url.includes('target')
              ? [{ language: 'ES' }, { language: 'EN-US' }]
              : [{ language: 'EN' }],
          );
        const b = body as { text: string[]; tag_handling: string };
        return json(200, { translations: b.text.map((t) => ({ text: fakeTranslate(t) })) });
      }
      if (url === '/llm/v1/chat/completions') {
        const b = body as { messages: { content: string }[] };
        const texts = JSON.parse(b.messages[1]!.content) as string[];
        return json(200, {
          choices: [
            {
              message: {
                content: '```json\n' + JSON.stringify(texts.map(fakeTranslate)) + '\n```',
              },
            },
          ],
        });
      }
      json(404, { error: 'no such route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function run(engine: TranslationEngine, text: string): Promise<string> {
  await engine.warmup();
  const message = prepareMessage(text);
  return message.rebuild(await engine.translate(message.units, { from: 'en', to: 'es' }));
}

describe.each([
  ['LibreTranslate', () => new LibreTranslateEngine(`${base}/lt`)],
  ['DeepL', () => new DeepLEngine('k-deepl', `${base}/deepl`)],
  ['a chat model', () => new ChatModelEngine(`${base}/llm/v1`, 'tiny', ['en', 'es'])],
])('%s', (_name, make) => {
  it('learns its languages, translates, and restores placeholders and tags', async () => {
    const engine = make();
    expect(await run(engine, 'Hello {name}, you have <b>%d items</b>')).toBe(
      'Hola {name}, tú tienes <b>%d artículos</b>',
    );
    expect(engine.ready()).toBe(true);
    expect(engine.pairs()).toContainEqual({ from: 'en', to: 'es' });
  });

  it('keeps text that looks like markup as text', async () => {
    expect(await run(make(), 'Save a < b & c')).toBe('Guardar a < b & c');
  });
});

describe('remote failures read as sentences', () => {
  it('names the engine and its answer', async () => {
    const engine = new DeepLEngine('wrong', `${base}/deepl`);
    await expect(engine.warmup()).rejects.toThrow(/^DeepL answered 403: .*Wrong key/);
  });

  it('says when the engine cannot be reached', async () => {
    const engine = new LibreTranslateEngine('http://127.0.0.1:9/');
    await expect(engine.warmup()).rejects.toThrow(
      /LibreTranslate at http:\/\/127.0.0.1:9 cannot be reached/,
    );
  });

  it('sends the DeepL key and asks for HTML handling', async () => {
    await run(new DeepLEngine('k-deepl', `${base}/deepl`), 'Save');
    const call = seen.filter((s) => s.path === '/deepl/v2/translate').at(-1)!;
    expect(call.body).toMatchObject({ source_lang: 'EN', target_lang: 'ES', tag_handling: 'html' });
  });
});
