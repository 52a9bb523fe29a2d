import { createHash } from 'node:crypto';
import { LIMITS } from '../../lib/contract/assumed';
import type { ScreenshotBox, ScreenshotType } from '../../lib/contract/screenshots';
import type { Db } from '../db/open';
import type { ActorRef, RowAddress } from './row-history';
import { stmt } from './statements';

/** Screenshots of keys, and how many of them are kept (LIMITS). */
export interface StoredScreenshot extends RowAddress {
  id: string;
  pageUrl: string;
  mediaType: ScreenshotType;
  width: number;
  height: number;
  bytes: number;
  box: ScreenshotBox;
  textHash: string;
  capturedAt: number;
  actor: ActorRef;
}

/** What a screenshot remembers of the key's text: enough to tell a change, not the text. */
export const textHash = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);

interface RawShot {
  screenshot_id: string;
  project_id: string;
  locale: string;
  namespace: string;
  key: string;
  page_url: string;
  media_type: ScreenshotType;
  width: number;
  height: number;
  bytes: number;
  box_x: number;
  box_y: number;
  box_width: number;
  box_height: number;
  text_hash: string;
  captured_at: number;
  actor_kind: 'user' | 'key';
  actor_id: string | null;
}

const COLUMNS = `screenshot_id, project_id, locale, namespace, key, page_url, media_type, width,
  height, box_x, box_y, box_width, box_height, text_hash, captured_at, actor_kind, actor_id`;
const INFO = `${COLUMNS}, LENGTH(image) AS bytes`;

const fromRaw = (r: RawShot): StoredScreenshot => ({
  id: r.screenshot_id,
  projectId: r.project_id,
  locale: r.locale,
  namespace: r.namespace,
  key: r.key,
  pageUrl: r.page_url,
  mediaType: r.media_type,
  width: Number(r.width),
  height: Number(r.height),
  bytes: Number(r.bytes),
  box: { x: r.box_x, y: r.box_y, width: r.box_width, height: r.box_height },
  textHash: r.text_hash,
  capturedAt: Number(r.captured_at),
  actor: { kind: r.actor_kind, id: r.actor_id },
});

/**
 * Keeps `shot` and drops what no longer fits: on its page, all but the newest `screenshotsKept`;
 * for its key and language, the pages beyond `screenshotPages` captured longest ago.
 */
export async function addScreenshot(
  db: Db,
  shot: Omit<StoredScreenshot, 'bytes'>,
  image: Buffer,
): Promise<void> {
  await db.tx(async () => {
    await stmt(
      db,
      `INSERT INTO key_screenshots (${COLUMNS}, image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      shot.id,
      shot.projectId,
      shot.locale,
      shot.namespace,
      shot.key,
      shot.pageUrl,
      shot.mediaType,
      shot.width,
      shot.height,
      shot.box.x,
      shot.box.y,
      shot.box.width,
      shot.box.height,
      shot.textHash,
      shot.capturedAt,
      shot.actor.kind,
      shot.actor.id,
      image,
    );
    const where = 'project_id = ? AND locale = ? AND namespace = ? AND key = ?';
    const row = [shot.projectId, shot.locale, shot.namespace, shot.key] as const;
    const kept = (await stmt(
      db,
      `SELECT screenshot_id, page_url FROM key_screenshots WHERE ${where}
       ORDER BY captured_at DESC, screenshot_id DESC`,
    ).all(...row)) as { screenshot_id: string; page_url: string }[];
    const perPage = new Map<string, number>();
    const drop: string[] = [];
    for (const k of kept) {
      const n = perPage.get(k.page_url) ?? 0;
      const pageFits = perPage.has(k.page_url) || perPage.size < LIMITS.screenshotPages;
      if (!pageFits || n >= LIMITS.screenshotsKept) drop.push(k.screenshot_id);
      else perPage.set(k.page_url, n + 1);
    }
    const remove = stmt(db, 'DELETE FROM key_screenshots WHERE screenshot_id = ?');
    for (const id of drop) await remove.run(id);
  });
}

/** A key's screenshots in a language (on one page, when given), newest first. */
export async function listScreenshots(
  db: Db,
  row: RowAddress,
  pageUrl?: string,
): Promise<StoredScreenshot[]> {
  const params = [row.projectId, row.locale, row.namespace, row.key];
  const rows = (await stmt(
    db,
    `SELECT ${INFO} FROM key_screenshots
     WHERE project_id = ? AND locale = ? AND namespace = ? AND key = ?
     ${pageUrl === undefined ? '' : 'AND page_url = ?'}
     ORDER BY captured_at DESC, screenshot_id DESC`,
  ).all(...(pageUrl === undefined ? params : [...params, pageUrl]))) as RawShot[];
  return rows.map(fromRaw);
}

/** One screenshot of the project, with its image. */
export async function getScreenshot(
  db: Db,
  projectId: string,
  id: string,
): Promise<{ shot: StoredScreenshot; image: Buffer } | undefined> {
  const raw = (await stmt(
    db,
    `SELECT ${INFO}, image FROM key_screenshots WHERE project_id = ? AND screenshot_id = ?`,
  ).get(projectId, id)) as (RawShot & { image: Uint8Array }) | undefined;
  return raw && { shot: fromRaw(raw), image: Buffer.from(raw.image) };
}
