import type { LocaleLensClient } from '../../contract/client';
import type { shotMessages } from '../../messaging/protocol/shots';
import { refId } from '../../messaging/ref-id';
import type { ShotsCaptured } from '../../messaging/shot-types';
import type { FrameScan } from '../frame-scan';
import { CaptureError, type ShotApi } from '../shot-api';
import { cropAndMark } from '../shot-crop';
import type { StatusService } from '../status-service';
import type { TranslationsCache } from '../translations-cache';
import { words } from '../words';
import type { AreaHandlers } from './types';
import { defaultNamespaceOf } from '../../messaging/default-namespace';

export interface ShotDeps {
  shots?: ShotApi;
  frames: { get(tabId: number): Promise<Map<number, FrameScan>> };
  status: Pick<StatusService, 'get'>;
  translations: Pick<TranslationsCache, 'get'>;
  pageLocale(locale: string | null): string | null;
}

/** Keys one capture attaches screenshots to at most (a page of thousands of keys in view). */
const MAX_KEYS = 300;

/**
 * Screenshots of keys. The capture, the crops and the uploads happen here, in the background,
 * which alone holds the credentials; the panel gets images as data through messages.
 */
export function createShotHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
  deps: ShotDeps | null,
): AreaHandlers<typeof shotMessages> {
  return {
    'shots.capture': ({ tabId, image }) =>
      captureKeys(client, deps, tabId, image).catch((err: unknown) => {
        // Chrome captures a tab only after the user acted on it (toolbar button, shortcut).
        if (err instanceof Error && /activeTab/.test(err.message))
          throw new CaptureError(words()('shots.notAllowed'), 'CAPTURE_NOT_ALLOWED');
        // The browser's other refusals (no access to the page, a crop it could not draw) say why.
        if (err instanceof Error && !('code' in err)) throw new CaptureError(err.message);
        throw err;
      }),
    'row.shots': (ref) => client().call('listScreenshots', { query: ref }),
    'row.shot': ({ id }) => client().call('getScreenshot', { params: { screenshot_id: id } }),
  };
}

async function captureKeys(
  client: () => Pick<LocaleLensClient, 'call'>,
  deps: ShotDeps | null,
  tabId: number,
  given?: string,
): Promise<ShotsCaptured> {
  if (!deps?.shots) throw new CaptureError(words()('shots.unavailable'), 'CAPTURE_UNAVAILABLE');
  const frames = await deps.frames.get(tabId);
  const top = frames.get(0);
  const asked = deps.pageLocale(top?.locale ?? null);
  if (!top || !asked) throw new CaptureError(words()('shots.noLanguage'), 'NO_PAGE_LANGUAGE');
  const first = await deps.status.get(asked, []);
  const locale = first.locale ?? asked;
  const translations = first.locale && !first.isSource ? await deps.translations.get(locale) : null;
  const found = await deps.shots.boxes(tabId, {
    defaultNamespace: defaultNamespaceOf(first.workflow),
    translations,
  });
  // The keys of the page report, where the page shows them now.
  const reported = new Set(top.keys.map(refId));
  const keys = (found?.keys ?? []).filter((k) => reported.has(refId(k))).slice(0, MAX_KEYS);
  if (!found || keys.length === 0) return { locale, attached: 0, failed: 0 };
  const dataUrl = given ? `data:image/png;base64,${given}` : await deps.shots.capture(tabId);
  const capture = await (await fetch(dataUrl)).blob();
  const crops = await cropAndMark(
    capture,
    found.viewport.width,
    keys.map((k) => k.box),
  );
  const { scrollX, scrollY } = found.viewport;
  let attached = 0;
  for (const [i, k] of keys.entries()) {
    const body = {
      locale,
      namespace: k.namespace,
      key: k.key,
      page_url: found.url,
      box: { ...k.box, x: k.box.x + scrollX, y: k.box.y + scrollY },
      image: crops[i]!.image,
    };
    // One refused key (unknown to the service, say) leaves the others attached.
    if (
      await client()
        .call('addScreenshot', { body })
        .then(
          () => true,
          () => false,
        )
    )
      attached++;
  }
  return { locale, attached, failed: keys.length - attached };
}
