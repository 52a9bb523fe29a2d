import type { ScreenshotBox, ScreenshotInfo } from '../../../lib/contract/screenshots';
import { boxMoved } from '../../../lib/contract/screenshots';
import type { Service } from '../../service-deps';
import type { KeyCaller } from '../../store/callers';
import { requireWriter } from '../../http/auth';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getLocaleTarget, getProject } from '../../store/projects';
import { actorName, actorOf, type RowAddress } from '../../store/row-history';
import {
  addScreenshot,
  getScreenshot,
  listScreenshots,
  textHash,
  type StoredScreenshot,
} from '../../store/screenshots';
import { sourceKeyText } from '../../store/source-keys';
import { rowText } from '../../store/targets';
import { uuidv7 } from '../../store/ids';
import { imageKind } from './image-kind';

/**
 * Screenshots of keys. Whoever may comment on a row may attach one (an editor session of a
 * member, or a master key); members and master keys read them. A publishable key does neither:
 * it ships inside public pages, and a screenshot may show what a signed-in person saw.
 */
export function screenshotsArea(serve: Serve, svc: Service): void {
  serve('addScreenshot', async (c, { caller, body }) => {
    requireWriter(caller);
    const row = { projectId: caller.projectId, ...pick(body) };
    const text = await currentText(svc, row);
    const image = Buffer.from(body.image, 'base64');
    const kind = imageKind(image);
    if (!kind) throw new HttpError(422, 'UNSUPPORTED_IMAGE', 'The image must be a PNG or a WebP');
    const shot = {
      ...row,
      id: uuidv7(svc.now()),
      pageUrl: body.page_url,
      mediaType: kind.mediaType,
      width: kind.width,
      height: kind.height,
      box: body.box,
      textHash: textHash(text),
      capturedAt: svc.now(),
      actor: actorOf(caller),
    };
    await addScreenshot(svc.db, shot, image);
    return c.json(await infoOf(svc, { ...shot, bytes: image.length }, text), 201);
  });

  serve('listScreenshots', async (c, { caller, query }) => {
    requireReader(caller);
    const row = { projectId: caller.projectId, ...pick(query) };
    const text = await currentText(svc, row);
    const shots = await listScreenshots(svc.db, row, query.page_url);
    return c.json({
      screenshots: await Promise.all(shots.map((s) => infoOf(svc, s, text, query.box))),
    });
  });

  serve('getScreenshot', async (c, { caller, params }) => {
    requireReader(caller);
    const found = await getScreenshot(svc.db, caller.projectId, params.screenshot_id);
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such screenshot in this project');
    const text = await currentText(svc, found.shot).catch(() => null);
    return c.json({
      ...(await infoOf(svc, found.shot, text)),
      image: found.image.toString('base64'),
    });
  });
}

const pick = (q: { locale: string; namespace: string; key: string }) => ({
  locale: q.locale,
  namespace: q.namespace,
  key: q.key,
});

function requireReader(caller: KeyCaller): void {
  if (caller.kind === 'publishable')
    throw new HttpError(403, 'FORBIDDEN', 'A publishable key cannot read screenshots');
}

/**
 * The key's text in the screenshot's language as the service holds it now: the source text in
 * the source language, the row's text (empty without a row) in a target language.
 */
async function currentText(svc: Service, row: RowAddress): Promise<string> {
  const project = await getProject(svc.db, row.projectId);
  if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
  const source = await sourceKeyText(svc.db, row.projectId, row.namespace, row.key);
  if (row.locale === project.source_locale) {
    if (source === undefined) throw noKey(row);
    return source;
  }
  if (!(await getLocaleTarget(svc.db, row.projectId, row.locale)))
    throw new HttpError(
      404,
      'LOCALE_NOT_FOUND',
      `"${row.locale}" is not a language of this project`,
    );
  if (source === undefined) throw noKey(row);
  return (await rowText(svc.db, row.projectId, row.locale, row.namespace, row.key)) ?? '';
}

const noKey = (row: RowAddress) =>
  new HttpError(404, 'NOT_FOUND', `No key "${row.key}" in ${row.namespace}`);

/** The screenshot as the interface shows it; stale when the text (or the box given) changed. */
async function infoOf(
  svc: Service,
  s: StoredScreenshot,
  text: string | null,
  boxNow?: ScreenshotBox,
): Promise<ScreenshotInfo> {
  const stale =
    text !== null && textHash(text) !== s.textHash
      ? 'text'
      : boxNow && boxMoved(s.box, boxNow)
        ? 'box'
        : null;
  return {
    id: s.id,
    locale: s.locale,
    namespace: s.namespace,
    key: s.key,
    page_url: s.pageUrl,
    media_type: s.mediaType,
    width: s.width,
    height: s.height,
    bytes: s.bytes,
    box: s.box,
    captured_at: s.capturedAt,
    captured_by: { id: s.actor.id, name: await actorName(svc.db, s.actor) },
    stale,
  };
}
