/**
 * Reading a page image from the extension's side: only from origins Locale Lens may run on, only
 * PNG and JPEG (what OCR reads), and bounded in size, so a page cannot make the background fetch
 * or forward anything else.
 */
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';

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
    return { ok: false, reason: 'The image has no address Locale Lens can read.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'Only images served over http or https can be translated.' };
  if (!(await mayRead(url.href)))
    return {
      ok: false,
      reason: `Locale Lens is not on for ${url.hostname}, where this image is: turn it on for that site first.`,
    };
  let res: Response;
  try {
    // No cookies: the service sees the image anyone at that address would.
    res = await fetcher(url.href, { credentials: 'omit' });
  } catch {
    return { ok: false, reason: `The image could not be loaded from ${url.hostname}.` };
  }
  if (!res.ok) return { ok: false, reason: `The image could not be loaded (HTTP ${res.status}).` };
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!isPng(bytes) && !isJpeg(bytes))
    return { ok: false, reason: 'Only PNG and JPEG images can be translated.' };
  const base64 = toBase64(bytes);
  if (base64.length > MODEL_JOB_LIMITS.imageBase64Chars)
    return { ok: false, reason: 'The image is too large to translate.' };
  return { ok: true, base64 };
}
