import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { LocaleLensClient } from '../../../lib/contract/client';
import { Outbox } from '../../../lib/background/outbox';
import { ownerOf, sameOwner } from '../../../lib/background/outbox-owner';
import { DEFAULT_SETTINGS, NO_CREDENTIALS } from '../../../lib/background/settings';
import type { OutboxOwner } from '../../../lib/messaging/types';
import { entry } from '../fixtures/target-status';

const user = (id: string, email: string) =>
  ({ user_id: id, email, email_verified: true, registration_completed: true }) as const;
const translator = ownerOf(DEFAULT_SETTINGS, {
  ...NO_CREDENTIALS,
  mode: 'signed_in',
  user: user('u1', 'translator@demo.test'),
  projectId: 'p1',
  apiKey: 's1',
});

beforeEach(() => fakeBrowser.reset());

describe('who owns a queued write', () => {
  it('is the service, the person or key, and the project, without keeping the key', () => {
    expect(translator).toEqual({
      baseUrl: DEFAULT_SETTINGS.baseUrl,
      who: 'user:u1',
      projectId: 'p1',
      label: 'translator@demo.test',
    });
    const key = ownerOf(DEFAULT_SETTINGS, { ...NO_CREDENTIALS, mode: 'key', apiKey: 'lr_secret' });
    expect(JSON.stringify(key)).not.toContain('lr_secret');
    const other = ownerOf(DEFAULT_SETTINGS, { ...NO_CREDENTIALS, mode: 'key', apiKey: 'lr_other' });
    expect(sameOwner(key, other)).toBe(false);
    expect(sameOwner(translator, { ...translator, projectId: 'p2' })).toBe(false);
    expect(sameOwner(translator, { ...translator, baseUrl: 'https://elsewhere' })).toBe(false);
    expect(sameOwner(undefined, translator)).toBe(false);
  });
});

describe('the outbox under another identity', () => {
  it('holds the entries of someone else, sends them when they are back, and can discard them', async () => {
    const sent: string[] = [];
    const fetchFn: typeof fetch = async (_input, init) => {
      const text = JSON.parse(String(init?.body)).rows[0].text;
      sent.push(text);
      const body = { results: { k: { ok: true, entry: entry({ text }) } } };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    };
    let owner: OutboxOwner = translator;
    const outbox = new Outbox({
      client: () => new LocaleLensClient({ baseUrl: 'http://svc', apiKey: 'k', fetch: fetchFn }),
      owner: () => owner,
      onRejected: async () => undefined,
      onApplied: () => undefined,
      onChanged: () => undefined,
      schedule: () => undefined,
    });
    const row = { locale: 'de', namespace: 'common', key: 'k' };
    const held = { ...translator, who: 'user:someone-else', label: 'pm@demo.test' };
    owner = held;
    await outbox.enqueue({ ...row, kind: 'save', text: 'by pm', baseText: null });
    await outbox.run();
    expect(sent).toEqual(['by pm']);
    owner = translator;
    await outbox.enqueue({ ...row, kind: 'save', text: 'by translator', baseText: null });
    owner = held; // the translator signed out, the manager signed in
    await outbox.run();
    expect(sent).toEqual(['by pm']);
    const listed = await outbox.listForPanel();
    expect(listed).toEqual([expect.objectContaining({ heldFor: 'translator@demo.test' })]);
    owner = translator; // back again
    await outbox.run();
    expect(sent).toEqual(['by pm', 'by translator']);
    owner = held;
    await outbox.enqueue({ ...row, kind: 'save', text: 'discarded', baseText: null });
    owner = translator;
    await outbox.run();
    await outbox.discard((await outbox.list()).map((e) => e.id));
    owner = held;
    await outbox.run();
    expect(sent).toEqual(['by pm', 'by translator']);
  });
});
