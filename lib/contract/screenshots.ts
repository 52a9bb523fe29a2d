import { z } from 'zod';
import { LIMITS } from './assumed';

/**
 * Screenshots of keys: a crop of the page around one key's element, with the element's box
 * marked, for one language and one page (docs/screenshots.md).
 */
const nonEmpty = z.string().trim().min(1).max(1000);
const pixels = z.number().finite().min(0).max(1_000_000);

/** The key's element in CSS pixels of the page (document coordinates) when it was captured. */
export const screenshotBox = z.object({ x: pixels, y: pixels, width: pixels, height: pixels });
export type ScreenshotBox = z.infer<typeof screenshotBox>;

/** Base64 characters of the largest screenshot the service keeps. */
export const SCREENSHOT_BASE64_CHARS = Math.ceil(LIMITS.screenshotBytes / 3) * 4;

export const SCREENSHOT_TYPES = ['image/png', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** The page a screenshot shows: http(s), without its fragment or credentials. */
export const pageUrl = z
  .url({ protocol: /^https?$/, error: 'page_url must be an http or https URL' })
  .max(2000)
  .transform((raw) => {
    const url = new URL(raw);
    url.hash = '';
    url.username = '';
    url.password = '';
    return url.href;
  });

const OVER_LIMIT = `image is over the limit of ${LIMITS.screenshotBytes} bytes`;
const base64Bytes = (b64: string) => (b64.length / 4) * 3 - (b64.match(/=+$/)?.[0].length ?? 0);

export const screenshotUpload = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  key: nonEmpty,
  page_url: pageUrl,
  box: screenshotBox,
  /** Plain base64 of a PNG or WebP, checked by its first bytes. */
  image: z
    .base64('image must be plain base64 (no data: URL prefix)')
    .min(1, 'image must not be empty')
    .max(SCREENSHOT_BASE64_CHARS, OVER_LIMIT)
    .refine((b64) => base64Bytes(b64) <= LIMITS.screenshotBytes, OVER_LIMIT),
});
export type ScreenshotUpload = z.input<typeof screenshotUpload>;

/** Why a screenshot may no longer show the key as it is: its text or its box changed since. */
export const STALE_REASONS = ['text', 'box'] as const;

export const screenshotInfo = z.object({
  id: z.string(),
  locale: z.string(),
  namespace: z.string(),
  key: z.string(),
  page_url: z.string(),
  media_type: z.enum(SCREENSHOT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  box: screenshotBox,
  captured_at: z.number(),
  captured_by: z.object({ id: z.string().nullable(), name: z.string() }),
  /** Null while the key's text in this language and (when asked with one) its box are as captured. */
  stale: z.enum(STALE_REASONS).nullable(),
});
export type ScreenshotInfo = z.infer<typeof screenshotInfo>;

/** `box` as `x,y,width,height`: the key's box now, to learn whether it moved since the capture. */
const boxQuery = z
  .string()
  .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){3}$/, 'box must be x,y,width,height')
  .transform((s) => {
    const [x, y, width, height] = s.split(',').map(Number) as [number, number, number, number];
    return { x, y, width, height };
  });

export const screenshotsQuery = z.object({
  locale: nonEmpty,
  namespace: nonEmpty,
  key: nonEmpty,
  page_url: pageUrl.optional(),
  box: boxQuery.optional(),
});

/** Newest first: per page, the newest and the older ones kept. */
export const screenshotList = z.object({ screenshots: z.array(screenshotInfo) });
export type ScreenshotList = z.infer<typeof screenshotList>;

export const screenshotParams = z.object({ screenshot_id: z.string().min(1).max(100) });

/** One screenshot with its image (base64). */
export const screenshotImage = screenshotInfo.extend({ image: z.string() });
export type ScreenshotImage = z.infer<typeof screenshotImage>;

/** Moves or resizes of at most this many CSS pixels are the same box (rounding, scrollbars). */
const BOX_SLACK = 4;

export function boxMoved(then: ScreenshotBox, now: ScreenshotBox): boolean {
  return (['x', 'y', 'width', 'height'] as const).some(
    (side) => Math.abs(then[side] - now[side]) > BOX_SLACK,
  );
}
