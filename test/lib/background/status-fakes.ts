import { LocaleLensClient } from '../../../lib/contract/client';
import { StatusService } from '../../../lib/background/status-service';

/**
 * A fake service that counts requests: the real client parses its answers. `gate` holds status
 * requests (a function: each request's own gate); `text` is each key's current text.
 */
export function fakeService(
  busy: boolean | (() => boolean) = false,
  gate?: Promise<void> | (() => Promise<void> | undefined),
  text = (key: string) => `T:${key}`,
) {
  const calls: URL[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input));
    calls.push(url);
    if (gate && url.pathname.endsWith('/status'))
      await (typeof gate === 'function' ? gate() : gate);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname.endsWith('/editor/workflow')) {
      const locale = url.searchParams.get('locale');
      if (locale !== 'de' && locale !== 'en')
        return json({ error: { type: 'not_found', code: 'LOCALE_NOT_FOUND', message: 'no' } }, 404);
      return json({
        stages: [],
        work_stage_count: 2,
        user_assigned_stages: [0],
        is_pm_admin: false,
        source_locale: 'en',
        caller_kind: 'session',
      });
    }
    const keys = url.searchParams.get('keys')!.split(',');
    const translations = Object.fromEntries(
      keys.map((k) => [k, k.startsWith('missing') ? null : { text: text(k), rowState: 'edited' }]),
    );
    return json({
      translations,
      can_create: true,
      archived: false,
      busy: typeof busy === 'function' ? busy() : busy,
    });
  };
  const client = new LocaleLensClient({ baseUrl: 'http://svc', apiKey: 'k', fetch: fetchFn });
  return { calls, client };
}

/** A service on a clock the test moves (`clock.at`, in ms). */
export function onClock(client: LocaleLensClient, ttlMs = 1000) {
  const clock = { at: 0 };
  const service = new StatusService(
    () => client,
    () => 'http://svc',
    { now: () => clock.at, ttlMs },
  );
  return { service, clock };
}
