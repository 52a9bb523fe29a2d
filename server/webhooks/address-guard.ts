import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Webhook URLs are chosen by users, and the service fetches them: without a guard, a URL could
 * make the service call its own loopback, the cloud's metadata address or the private network
 * (server-side request forgery). A URL must be http(s), and every address its host resolves to
 * must be public, unless private destinations are allowed (the demo, or WEBHOOK_ALLOW_PRIVATE=1).
 * Deliveries check again, since a name can resolve elsewhere later.
 */
export type AddressVerdict = { ok: true } | { ok: false; reason: string };

const v4 = (ip: string) => ip.split('.').map(Number) as [number, number, number, number];

export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(ip) === 4) {
    const [a, b] = v4(ip);
    return (
      a === 0 || // "this" network
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
      (a === 169 && b === 254) || // link-local, cloud metadata
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) || // benchmarking
      a >= 224 // multicast and reserved
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) || // unique local
    /^fe[89ab]/.test(lower) || // link-local
    lower.startsWith('ff') // multicast
  );
}

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
