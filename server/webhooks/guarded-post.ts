import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses';

/** Thrown when a name resolves to an address a webhook must not reach. */
export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError';
}

/**
 * Name resolution for a delivery's connection: the connection goes to an address this function
 * judged, so a name that resolves to a public address at the check and to a private one a moment
 * later (DNS rebinding) is refused rather than followed.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const inward = addresses.find((a) => isPrivateAddress(a.address));
      if (inward && !allowPrivate)
        return callback(
          new PrivateAddressError(
            `The host ${hostname} resolved to a loopback or private-network address (${inward.address})`,
          ),
          '',
          0,
        );
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs a webhook body and answers the status, or throws (a timeout as `TimeoutError`). A redirect
 * is an answer, not followed: it could lead past the address guard.
 */
export function guardedPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  settings: { allowPrivate: boolean; timeoutMs: number },
): Promise<number> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(settings.allowPrivate),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    const timer = setTimeout(() => {
      const timeout = new Error(`no answer in ${settings.timeoutMs} ms`);
      timeout.name = 'TimeoutError';
      req.destroy(timeout);
    }, settings.timeoutMs);
    req.on('error', reject);
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
