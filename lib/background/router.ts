import { LocaleLensClient } from '../contract/client';
import { ApiError } from '../contract/errors';
import {
  contentMessage,
  extensionMessage,
  refId,
  type ContentMessage,
  type ExtensionMessage,
  type PageReport,
  type ToContent,
} from '../messaging/background-protocol';
import { fail, ok, type Result } from '../messaging/result';
import type { FrameScan } from './frame-registry';
import { publicSettings, type Settings } from './settings';
import { StatusService } from './status-service';
import { TranslationsCache } from './translations-cache';

/** The parts of a `runtime.MessageSender` the router trusts. */
export interface Sender {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number };
}

export interface BackgroundDeps {
  extensionId: string;
  /** `chrome-extension://<id>/` */
  extensionOrigin: string;
  settings: { get(): Promise<Settings>; set(value: Settings): Promise<void>; current(): Settings };
  frames: {
    put(tabId: number, frameId: number, scan: FrameScan): Promise<void>;
    get(tabId: number): Promise<Map<number, FrameScan>>;
  };
  lens: { get(tabId: number): Promise<boolean>; set(tabId: number, on: boolean): Promise<void> };
  sendToTab(tabId: number, message: ToContent): Promise<void>;
  fetch?: typeof fetch;
}

const toError = (err: unknown) =>
  err instanceof ApiError
    ? fail({
        status: err.status,
        code: err.code,
        message: err.message,
        retryAfterMs: err.retryAfterMs,
      })
    : fail({
        status: 0,
        code: 'NETWORK',
        message: `The service cannot be reached: ${(err as Error).message}`,
      });

/**
 * The background's message hub. Content scripts may only ask about their own tab; extension pages
 * (our own origin) may ask about any tab. Every payload is parsed before it is used.
 */
export function createRouter(deps: BackgroundDeps) {
  const client = () => {
    const s = deps.settings.current();
    return new LocaleLensClient({ baseUrl: s.baseUrl, apiKey: s.apiKey, fetch: deps.fetch });
  };
  const status = new StatusService(client, () => deps.settings.current().baseUrl);
  const translations = new TranslationsCache(client);

  async function fromContent(
    msg: ContentMessage,
    tabId: number,
    frameId: number,
  ): Promise<Result<unknown>> {
    switch (msg.type) {
      case 'frame.scanned': {
        const { type: _type, ...scan } = msg;
        await deps.frames.put(tabId, frameId, scan);
        return ok(null);
      }
      case 'status.get':
        return ok(await status.get(deps.settings.current().pinnedLocale ?? msg.locale, msg.refs));
      case 'translations.get': {
        const workflowLocale = (
          await status.get(deps.settings.current().pinnedLocale ?? msg.locale, [])
        ).locale;
        return ok(workflowLocale ? await translations.get(workflowLocale) : {});
      }
      case 'key.selected':
        return ok(null);
      case 'lens.state':
        return ok({
          on: await deps.lens.get(tabId),
          pinnedLocale: deps.settings.current().pinnedLocale,
        });
    }
  }

  async function fromExtension(msg: ExtensionMessage): Promise<Result<unknown>> {
    switch (msg.type) {
      case 'page.report':
        return ok(await pageReport(msg.tabId));
      case 'lens.toggle': {
        const on = msg.on ?? !(await deps.lens.get(msg.tabId));
        await deps.lens.set(msg.tabId, on);
        await deps.sendToTab(msg.tabId, { type: 'lens.set', on });
        return ok({ on });
      }
      case 'settings.get':
        return ok(publicSettings(deps.settings.current()));
      case 'settings.set': {
        const { type: _type, ...changes } = msg;
        const next = { ...deps.settings.current(), ...changes };
        await deps.settings.set(next);
        status.clear();
        translations.clear();
        return ok(publicSettings(next));
      }
    }
  }

  async function pageReport(tabId: number): Promise<PageReport> {
    const frames = await deps.frames.get(tabId);
    const top = frames.get(0);
    const pageLocale = deps.settings.current().pinnedLocale ?? top?.locale ?? null;
    const all = [...frames].flatMap(([frameId, f]) => f.keys.map((k) => ({ ...k, frameId })));
    const answer = pageLocale ? await status.get(pageLocale, all).catch(() => null) : null;
    return {
      url: top?.url ?? '',
      locale: answer?.locale ?? pageLocale,
      frames: [...frames].map(([frameId, f]) => ({
        frameId,
        url: f.url,
        keys: f.keys.length,
        shadowRoots: f.shadowRoots,
      })),
      keys: all.map((k) => ({
        ...k,
        locale: answer?.locale ?? pageLocale,
        status: answer ? (answer.entries[refId(k)] ?? null) : 'unknown',
      })),
      unmatchedTextCount: [...frames.values()].reduce((n, f) => n + f.unmatchedTextCount, 0),
    };
  }

  return async function handle(raw: unknown, sender: Sender): Promise<Result<unknown>> {
    if (sender.id !== deps.extensionId)
      return fail({ status: 403, code: 'FORBIDDEN', message: 'Unknown sender' });
    const fromOwnPage = (sender.url ?? '').startsWith(deps.extensionOrigin);
    try {
      if (fromOwnPage) {
        const parsed = extensionMessage.safeParse(raw);
        if (parsed.success) return await fromExtension(parsed.data);
      }
      const tabId = sender.tab?.id;
      if (tabId === undefined || sender.frameId === undefined) {
        return fail({
          status: 400,
          code: 'BAD_MESSAGE',
          message: 'Not a message this sender may send',
        });
      }
      const parsed = contentMessage.safeParse(raw);
      if (!parsed.success)
        return fail({
          status: 400,
          code: 'BAD_MESSAGE',
          message: parsed.error.issues[0]?.message ?? 'Invalid message',
        });
      return await fromContent(parsed.data, tabId, sender.frameId);
    } catch (err) {
      return toError(err);
    }
  };
}
