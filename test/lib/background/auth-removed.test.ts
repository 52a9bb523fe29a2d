import { describe, expect, it } from 'vitest';
import { Auth } from '../../../lib/background/auth';
import type { Cached } from '../../../lib/background/cached-item';
import {
  DEFAULT_SETTINGS,
  NO_CREDENTIALS,
  type Credentials,
} from '../../../lib/background/settings';
import { ApiError } from '../../../lib/contract/errors';
import { PROJECT, USER } from '../../lib/panel/fixtures';

function memory<T>(value: T): Cached<T> {
  return {
    ready: Promise.resolve(),
    current: () => value,
    set: async (next) => void (value = next),
    update: async (patch) => (value = { ...value, ...patch }),
  };
}

const refused = (code: string) =>
  new ApiError({
    status: 401,
    type: 'authentication_error',
    code,
    message: 'no',
    detail: [],
    retryAfterMs: null,
  });

/**
 * Signed in to project p1 ("Acme Store"); the service lists the user's projects as `listed`, and
 * refuses the session key in force unless `accepts` says otherwise.
 */
async function signedIn(listed: () => (typeof PROJECT)[], asked = true, accepts = () => false) {
  const credentials = memory<Credentials>({
    ...NO_CREDENTIALS,
    mode: 'signed_in',
    apiKey: 'lr_session',
    accessToken: 'bearer',
    user: USER,
    projectId: PROJECT.project_id,
    projectName: PROJECT.name,
  });
  const fetch: typeof globalThis.fetch = async (url, init) =>
    String(url).includes('/editor/workflow')
      ? new Response(
          JSON.stringify(
            accepts() ? { stages: [] } : { error: { type: 'authentication_error', code: 'X' } },
          ),
          { status: accepts() ? 200 : 401, headers: { 'content-type': 'application/json' } },
        )
      : new Response(
          JSON.stringify(
            init?.method === 'POST'
              ? { session_key: 'lr_next', project_id: PROJECT.project_id, expires_at: 9e9 }
              : { projects: listed() },
          ),
          { headers: { 'content-type': 'application/json' } },
        );
  const auth = new Auth({ settings: memory(DEFAULT_SETTINGS), credentials, fetch, onChanged() {} });
  if (asked) await auth.state(); // the panel asked who is signed in: the projects are known
  return { auth, credentials };
}

describe('a refused session key', () => {
  it.each([
    [
      'the project is no longer the user’s',
      'SESSION_INVALID',
      [],
      'A project manager removed you from “Acme Store”',
    ],
    ['the project is still listed', 'SESSION_INVALID', [PROJECT], 'Your key is no longer valid'],
    ['the session expired', 'SESSION_EXPIRED', [], 'Your session expired'],
  ])('%s (%s): says why, and stops using the key', async (_, code, after, reason) => {
    let now = [PROJECT];
    const { auth, credentials } = await signedIn(() => now);
    now = after;
    await auth.rejected(refused(code));
    expect(credentials.current().problem).toContain(reason);
    expect(credentials.current()).toMatchObject({
      apiKey: null,
      projectId: null,
      mode: 'signed_in',
    });
  });

  it('leaves a key in force alone when a request made with the one before it is refused', async () => {
    // Signed out and in again while a request with the old key was on its way.
    const { auth, credentials } = await signedIn(
      () => [PROJECT],
      true,
      () => true,
    );
    await auth.rejected(refused('SESSION_INVALID'));
    expect(credentials.current()).toMatchObject({ apiKey: 'lr_session', problem: null });
  });

  it('leaves a sign-in alone that has no key yet (its project not chosen)', async () => {
    // A request that went out between the sign-in and the project's key carried no key at all.
    const { auth, credentials } = await signedIn(() => [PROJECT], false);
    await credentials.update({ apiKey: null, projectId: null, projectName: null });
    await auth.rejected(refused('UNAUTHENTICATED'));
    expect(credentials.current().problem).toBeNull();
    await auth.chooseProject(PROJECT.project_id);
    expect(credentials.current()).toMatchObject({ apiKey: 'lr_next', problem: null });
  });

  it('keeps the first reason when several requests are refused at once', async () => {
    const { auth, credentials } = await signedIn(() => []);
    await Promise.all([auth.rejected(refused('X')), auth.rejected(refused('X'))]);
    await auth.rejected(refused('X'));
    expect(credentials.current().problem).toContain('removed you');
  });

  it('names the project in a worker that has not listed the projects since it started', async () => {
    const { auth, credentials } = await signedIn(() => [], false);
    await auth.rejected(refused('SESSION_INVALID'));
    expect(credentials.current().problem).toContain(`removed you from “${PROJECT.name}”`);
  });

  it('keeps the name of the project chosen, to say it after a restart of the worker', async () => {
    const { auth, credentials } = await signedIn(() => [PROJECT]);
    await credentials.update({ projectName: null });
    await auth.chooseProject(PROJECT.project_id);
    expect(credentials.current()).toMatchObject({ apiKey: 'lr_next', projectName: PROJECT.name });
  });
});
