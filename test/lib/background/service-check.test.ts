import { describe, expect, it, vi } from 'vitest';
import { checkService } from '../../../lib/background/service-check';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkService: what answers at a service URL', () => {
  it.each<[string, (url: string) => Response, boolean, boolean, RegExp]>([
    [
      'the local service with its demo',
      (u) => (u.endsWith('/openapi.json') ? json({ paths: { '/a': {}, '/b': {} } }) : json({})),
      true,
      true,
      /^Connected: the service at http:\/\/s\.test answers \(2 paths\), with the demo$/,
    ],
    [
      'a deployment without the demo',
      (u) => (u.endsWith('/openapi.json') ? json({ paths: { '/a': {} } }) : json({}, 404)),
      true,
      false,
      /^Connected: .* \(1 paths\)$/,
    ],
    [
      'some other web server',
      () => new Response('<html>', { status: 404 }),
      false,
      false,
      /HTTP 404\), but not a localization service/,
    ],
  ])('%s', async (_name, answer, service, demo, text) => {
    const doFetch = vi.fn(async (url: string | URL | Request) => answer(String(url)));
    const check = await checkService('http://s.test/', doFetch as typeof fetch);
    expect(check).toMatchObject({ reachable: true, service, demo });
    expect(check.text).toMatch(text);
    // Nothing of the user's goes to a URL being tried out.
    for (const [, init] of doFetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(init.credentials).toBe('omit');
      expect(init.headers).toBeUndefined();
    }
  });

  it('says when nothing answers', async () => {
    const doFetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const check = await checkService('http://127.0.0.1:9', doFetch as typeof fetch);
    expect(check).toEqual({
      reachable: false,
      service: false,
      demo: false,
      text: 'Nothing answers at http://127.0.0.1:9: check the address, and that the service is running',
    });
  });
});
