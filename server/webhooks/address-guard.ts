import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-addresses';

/**
 * Webhook URLs are chosen by users, and the service fetches them: without a guard, a URL could
 * make the service call its own loopback, the cloud's metadata address or the private network
 * (server-side request forgery). A URL must be http(s), and every address its host resolves to
 * must be public, unless private destinations are allowed (the demo, or WEBHOOK_ALLOW_PRIVATE=1).
 * Deliveries check again, since a name can resolve elsewhere later, and connect only to the
 * addresses they checked (`./guarded-post.ts`). Addresses are judged as numbers, whatever their
 * spelling (`./private-addresses.ts`).
 */
export type AddressVerdict = { ok: true } | { ok: false; reason: string };

export async function checkWebhookUrl(
  raw: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((a) => a.address),
): Promise<AddressVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'The URL is not a valid address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'The URL must start with https:// or http://' };
  if (url.username || url.password)
    return { ok: false, reason: 'The URL must not carry a user name or password' };
  if (allowPrivate) return { ok: true };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, reason: `The host ${host} cannot be resolved` };
  }
  const privateOne = addresses.find(isPrivateAddress);
  if (privateOne)
    return {
      ok: false,
      reason: `The host ${host} is a loopback or private-network address (${privateOne}); webhooks go to public addresses only`,
    };
  return { ok: true };
}
