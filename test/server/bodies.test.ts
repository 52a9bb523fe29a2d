import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectError, MASTER, waitForJob } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const MiB = 1024 * 1024;

/** Sends `total` bytes (chunked: no length up front) and answers the status once the reply comes. */
function post(
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.url + path);
    const req = request(
      { host: url.hostname, port: url.port, path, method: 'POST', headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    // One chunk, written again and again: the client side allocates next to nothing.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** The highest external memory (array buffers) seen while `work` runs. */
async function peakArrayBuffers(work: () => Promise<unknown>): Promise<number> {
  const base = process.memoryUsage().arrayBuffers;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return peak - base;
}

describe('request bodies', () => {
  it('a refused caller’s large body is dropped as it streams, not held whole', async () => {
    const grew = await peakArrayBuffers(async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => post('/api/integrations/sync/batch', 30 * MiB)),
      );
      for (const r of results) expect(r.status).toBe(401);
    });
    expect(grew).toBeLessThan(120 * MiB);
  });

  it('outside the sync batch a body over 1 MiB is refused with 413 before it is read', async () => {
    const declared = await h.call('POST', '/api/integrations/targets/save', {
      key: MASTER,
      body: { locale: 'de', namespace: 'common', rows: [{ key: 'a', text: 'x'.repeat(2 * MiB) }] },
    });
    expectError(declared, 413, 'PAYLOAD_TOO_LARGE', 'payload_too_large');
    const chunked = await post('/auth/login', 3 * MiB, { 'content-type': 'application/json' });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('the sync batch still takes a large body, and its finished job keeps no payload', async () => {
    const translations = Array.from({ length: 300 }, (_, i) => ({
      key: `en:big:k${i}`,
      value: 'v'.repeat(8_000),
    }));
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations },
    });
    expect(res.status).toBe(202);
    expect(await waitForJob(h, res.body.job_id)).toMatchObject({
      status: 'completed',
      created: 300,
    });
    const row = await h.svc.db
      .prepare('SELECT payload FROM jobs WHERE job_id = ?')
      .get(res.body.job_id);
    expect(row).toEqual({ payload: '{}' });
  });

  it('a client that goes away mid-body is not logged as a service failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const url = new URL(h.url);
      await new Promise<void>((resolve) => {
        const req = request({
          host: url.hostname,
          port: url.port,
          path: '/api/integrations/targets/save',
          method: 'POST',
          headers: {
            'x-api-key': MASTER,
            'content-type': 'application/json',
            'content-length': '100000',
          },
        });
        req.on('error', () => resolve());
        req.write('{"locale":"de","namespace":"common","rows":[');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).not.toHaveBeenCalled();
      // The service is fine afterwards.
      expect((await h.call('GET', '/openapi.json')).status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });
});
