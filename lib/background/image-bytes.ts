/**
 * Reading a page image from the extension's side: only from origins Locale Lens may run on, only
 * PNG and JPEG (what OCR reads), and bounded in size, so a page cannot make the background fetch
 * or forward anything else.
 */
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';
import { words } from './words';

export type ImageBytes = { ok: true; base64: string } | { ok: false; reason: string };

const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** True when the base64 text decodes to a PNG: what may be shown as a data URL. */
export function isPngBase64(base64: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  try {
    const head = atob(base64.slice(0, 12));
    return isPng(Uint8Array.from(head, (c) => c.charCodeAt(0)));
  } catch {
    return false;
  }
}

export async function fetchImage(
  src: string,
  mayRead: (url: string) => Promise<boolean>,
  fetcher: typeof fetch = fetch,
): Promise<ImageBytes> {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { ok: false, reason: words()('bg.image.noAddress') };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: words()('bg.image.notHttp') };
  if (!(await mayRead(url.href)))
    return {
      ok: false,
      reason: words()('bg.image.siteOff', { host: url.hostname }),
    };
  let res: Response;
  try {
    // No cookies: the service sees the image anyone at that address would.
    res = await fetcher(url.href, { credentials: 'omit' });
  } catch {
    return { ok: false, reason: words()('bg.image.unreachable', { host: url.hostname }) };
  }
  if (!res.ok)
    return { ok: false, reason: words()('bg.image.http', { status: String(res.status) }) };
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!isPng(bytes) && !isJpeg(bytes)) return { ok: false, reason: words()('bg.image.type') };
  const base64 = toBase64(bytes);
  if (base64.length > MODEL_JOB_LIMITS.imageBase64Chars)
    return { ok: false, reason: words()('bg.image.tooLarge') };
  return { ok: true, base64 };
}
