import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A generic delivery is signed as `x-lr-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint's secret>`. Signing the time with the body lets a receiver
 * refuse a replayed delivery by its age.
 */
export const SIGNATURE_HEADER = 'x-lr-signature';
/** A receiver refuses a signature older than this. */
export const SIGNATURE_MAX_AGE_S = 5 * 60;

export function signDelivery(
  secret: string,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${nowS}.${body}`).digest('hex');
  return `t=${nowS},v1=${mac}`;
}

/** What a receiver does: the signature matches the body and is recent. */
export function verifyDelivery(
  secret: string,
  body: string,
  header: string,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (
    !Number.isInteger(t) ||
    Math.abs(nowS - t) > SIGNATURE_MAX_AGE_S ||
    !/^[0-9a-f]{64}$/.test(v1)
  )
    return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
