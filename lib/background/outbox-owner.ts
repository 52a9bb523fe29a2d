import type { OutboxOwner } from '../messaging/types';
import type { Credentials, Settings } from './settings';
import { words } from './words';

/**
 * Tells integration keys apart without keeping them: outbox entries live in local storage, and
 * the key itself belongs in session storage only. Not a secret, not for checking a key.
 */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 >>> 0).toString(16) + (h1 >>> 0).toString(16)).padStart(16, '0');
}

/** Who the extension writes as now: the service, the person or key, and the project. */
export function ownerOf(settings: Settings, c: Credentials): OutboxOwner {
  const base = { baseUrl: settings.baseUrl };
  if (c.mode === 'signed_in' && c.user)
    return { ...base, who: `user:${c.user.user_id}`, projectId: c.projectId, label: c.user.email };
  if (c.mode === 'key' && c.apiKey)
    return {
      ...base,
      who: `key:${fingerprint(c.apiKey)}`,
      projectId: null,
      label: words()('bg.owner.key'),
    };
  return { ...base, who: 'demo', projectId: null, label: words()('bg.owner.demo') };
}

/** An entry is sent only under the identity that queued it. */
export const sameOwner = (a: OutboxOwner | undefined, b: OutboxOwner) =>
  a !== undefined && a.baseUrl === b.baseUrl && a.who === b.who && a.projectId === b.projectId;
