import type { ServiceCheck } from '../messaging/protocol/settings';
import { probeDemo } from './credential-scope';
import { words } from './words';

/**
 * "Test connection": asks `baseUrl` for the interface's description with no credential at all
 * (nothing is sent to a URL the user is only trying out), and says what answered.
 */
export async function checkService(
  baseUrl: string,
  doFetch: typeof fetch = fetch,
): Promise<ServiceCheck> {
  const url = baseUrl.replace(/\/+$/, '');
  let res: Response;
  try {
    res = await doFetch(`${url}/openapi.json`, {
      credentials: 'omit',
      signal: AbortSignal.timeout(4000),
    });
  } catch {
    return {
      reachable: false,
      service: false,
      demo: false,
      text: words()('bg.check.nothing', { url }),
    };
  }
  const body = (await res.json().catch(() => null)) as { paths?: object } | null;
  if (!res.ok || !body?.paths)
    return {
      reachable: true,
      service: false,
      demo: false,
      text: words()('bg.check.other', { url, status: String(res.status) }),
    };
  const demo = await probeDemo(url, doFetch);
  const operations = Object.keys(body.paths).length;
  return {
    reachable: true,
    service: true,
    demo,
    text: words()(demo ? 'bg.check.connectedDemo' : 'bg.check.connected', {
      url,
      count: operations,
    }),
  };
}
