import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnService, type ChildService } from './child-service';
import { DEMO_PASSWORD } from './harness';
import { TRANSLATOR } from './helpers';

/**
 * A model task survives the service being killed: the service runs as its own process with a
 * LibreTranslate stand-in that holds the first translation; the service is SIGKILLed while the
 * task is started and a second one is queued behind it; after a restart both complete.
 */
const held: ServerResponse[] = [];
let holdNext = true;
const standIn = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/languages') return res.end(JSON.stringify([{ code: 'en', targets: ['es'] }]));
    if (holdNext) {
      holdNext = false;
      held.push(res);
      return;
    }
    const { q } = JSON.parse(raw) as { q: string[] };
    res.end(JSON.stringify({ translatedText: q.map((t) => `ES ${t}`) }));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-recovery-'));
let service: ChildService | undefined;

afterAll(async () => {
  await service?.kill('SIGKILL');
  held.forEach((r) => r.destroy());
  await new Promise((r) => standIn.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, bearer?: string) {
  const res = await fetch(service!.url + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('model tasks across a crash', () => {
  it('re-runs the started task and runs the queued one after a restart', async () => {
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
    const env = {
      LIBRETRANSLATE_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/`,
    };
    service = await spawnService({ dataDir, env });
    const login = await call('POST', '/auth/login', { email: TRANSLATOR, password: DEMO_PASSWORD });
    const token = login.body.access_token as string;
    const submit = (text: string) =>
      call(
        'POST',
        '/batch_translate',
        {
          source_lang: 'en',
          target_lang: 'es',
          registered_model_name: 'libretranslate',
          items: [{ a: text }],
        },
        token,
      );
    const first = await submit('first');
    const second = await submit('second');
    for (let i = 0; held.length === 0 && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
    expect(held).toHaveLength(1);
    expect(
      (await call('GET', `/translation/${first.body.task_id}`, undefined, token)).body.status,
    ).toBe('started');
    expect(
      (await call('GET', `/translation/${second.body.task_id}`, undefined, token)).body.status,
    ).toBe('queued');

    await service.kill('SIGKILL');
    service = await spawnService({ dataDir, env });
    for (const [task, text] of [
      [first, 'ES first'],
      [second, 'ES second'],
    ] as const) {
      let body: Record<string, unknown> = {};
      for (let i = 0; i < 500; i++) {
        body = (await call('GET', `/translation/${task.body.task_id}`, undefined, token)).body;
        if (body.status === 'completed' || body.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(body).toMatchObject({ status: 'completed', result: { items: [{ a: text }] } });
    }
  });
});
