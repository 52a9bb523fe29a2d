import { describe, expect, it } from 'vitest';
import { Auth } from '../../../lib/background/auth';
import type { Cached } from '../../../lib/background/cached-item';
import {
  credentialsAfterMove,
  credentialsFor,
  isMasterKey,
  originOf,
} from '../../../lib/background/credential-scope';
import {
  DEFAULT_SETTINGS,
  DEMO_PUBLISHABLE_KEY,
  NO_CREDENTIALS,
  type Credentials,
  type Settings,
} from '../../../lib/background/settings';
import { editorWorkflow } from '../../../lib/contract/editor';

const A = 'http://127.0.0.1:8787';
const B = 'http://127.0.0.1:9999';
const signedIn: Credentials = {
  ...NO_CREDENTIALS,
  mode: 'signed_in',
  apiKey: 'session-key',
  accessToken: 'access-token',
  origin: A,
};

function memory<T>(value: T): Cached<T> {
  return {
    ready: Promise.resolve(),
    current: () => value,
    set: async (next) => void (value = next),
    update: async (patch) => (value = { ...value, ...patch }),
  };
}

describe('credentials per origin', () => {
  it('sends a key and a token only to the origin that issued them', () => {
    expect(credentialsFor(signedIn, { baseUrl: `${A}/`, demo: true })).toEqual({
      apiKey: 'session-key',
      bearer: 'access-token',
    });
    expect(credentialsFor(signedIn, { baseUrl: B, demo: false })).toEqual({});
    expect(credentialsFor({ ...signedIn, origin: null }, { baseUrl: A, demo: false })).toEqual({});
  });

  it('sends the demo key only to a service that serves the demo', () => {
    expect(credentialsFor(NO_CREDENTIALS, { baseUrl: B, demo: true })).toEqual({
      apiKey: DEMO_PUBLISHABLE_KEY,
    });
    expect(credentialsFor(NO_CREDENTIALS, { baseUrl: B, demo: false })).toEqual({});
    // Settings stored before the demo was checked: only the default URL is the demo.
    expect(credentialsFor(NO_CREDENTIALS, { baseUrl: DEFAULT_SETTINGS.baseUrl })).toEqual({
      apiKey: DEMO_PUBLISHABLE_KEY,
    });
    expect(credentialsFor(NO_CREDENTIALS, { baseUrl: B })).toEqual({});
    // Another origin's session is not sent even where the demo key is.
    expect(credentialsFor(signedIn, { baseUrl: B, demo: true })).toEqual({
      apiKey: DEMO_PUBLISHABLE_KEY,
    });
  });

  it('keeps credentials on the same origin and signs out on another', () => {
    expect(credentialsAfterMove(signedIn, A, `${A}/api`)).toBe(signedIn);
    expect(credentialsAfterMove(signedIn, A, B)).toEqual(NO_CREDENTIALS);
    expect(credentialsAfterMove(signedIn, A, 'https://127.0.0.1:8787')).toEqual(NO_CREDENTIALS);
    expect(credentialsAfterMove(signedIn, 'not a url', 'not a url')).toEqual(NO_CREDENTIALS);
    expect(originOf('http://localhost:3000/x?y')).toBe('http://localhost:3000');
  });

  it('tells a master key by the caller the service names, or by a manager with no user', () => {
    const wf = (over: object) => editorWorkflow.parse({ stages: [], ...over });
    expect(isMasterKey(wf({ caller_kind: 'master' }))).toBe(true);
    expect(isMasterKey(wf({ caller_kind: 'session', is_pm_admin: true, user_id: 'u1' }))).toBe(
      false,
    );
    expect(isMasterKey(wf({ caller_kind: 'publishable' }))).toBe(false);
    expect(isMasterKey(wf({ is_pm_admin: true, user_id: null }))).toBe(true);
    expect(isMasterKey(wf({ is_pm_admin: true, user_id: 'u-pm' }))).toBe(false);
  });
});

describe('the background after the service URL changes', () => {
  function setup(callerKind = 'session') {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      seen.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
      if (url.endsWith('/demo/')) return new Response('no', { status: 404 });
      return Response.json({ stages: [], caller_kind: callerKind });
    };
    const settings = memory<Settings>(DEFAULT_SETTINGS);
    const credentials = memory<Credentials>(NO_CREDENTIALS);
    const auth = new Auth({ settings, credentials, fetch, onChanged: () => undefined });
    return { auth, seen, settings, credentials };
  }
  const credentialHeaders = (h: Record<string, string>) =>
    Object.keys(h).filter((k) => k === 'x-api-key' || k === 'authorization');

  it('never sends the key issued at one origin to the next', async () => {
    const { auth, seen, credentials } = setup();
    await auth.useKey('lr_session_abc', A);
    expect(credentials.current()).toMatchObject({ mode: 'key', origin: A });
    await auth.client().editorWorkflow();
    expect(seen.at(-1)!.headers['x-api-key']).toBe('lr_session_abc');

    seen.length = 0;
    await auth.moveTo(B);
    await auth.client().editorWorkflow();
    expect(credentials.current()).toEqual(NO_CREDENTIALS);
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual([
      '/demo/',
      '/api/integrations/editor/workflow',
    ]);
    expect(seen.every((s) => s.url.startsWith(B))).toBe(true);
    for (const s of seen) expect(credentialHeaders(s.headers)).toEqual([]);
  });

  it('refuses a master key until the user was warned, and keeps it then', async () => {
    const { auth, credentials } = setup('master');
    await expect(auth.useKey('lr_live_master', A)).rejects.toMatchObject({
      code: 'MASTER_KEY',
      message: expect.stringMatching(/master key/),
    });
    expect(credentials.current()).toEqual(NO_CREDENTIALS);
    await auth.useKey('lr_live_master', A, true);
    expect(credentials.current()).toMatchObject({ apiKey: 'lr_live_master', origin: A });
  });
});
