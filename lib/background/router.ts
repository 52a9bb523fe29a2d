import { ApiError } from '../contract/errors';
import {
  contentMessage,
  extensionMessage,
  type ContentMessage,
  type ExtensionMessage,
  type KeyRef,
  type ToContent,
} from '../messaging/background-protocol';
import { panelMessage, type PanelEvent, type PanelMessage } from '../messaging/panel-protocol';
import { refId } from '../messaging/ref-id';
import { fail, ok, type Result } from '../messaging/result';
import { Auth } from './auth';
import type { Cached } from './cached-item';
import type { FrameScan } from './frame-registry';
import { Outbox } from './outbox';
import { buildPageReport, buildPanelPage } from './page-report';
import { publicSettings, type Credentials, type Settings } from './settings';
import type { Sites } from './sites';
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
  settings: Cached<Settings>;
  credentials: Cached<Credentials>;
  frames: {
    put(tabId: number, frameId: number, scan: FrameScan): Promise<void>;
    get(tabId: number): Promise<Map<number, FrameScan>>;
  };
  lens: { get(tabId: number): Promise<boolean>; set(tabId: number, on: boolean): Promise<void> };
  selections: {
    get(tabId: number): Promise<KeyRef | null>;
    set(tabId: number, ref: KeyRef | null): Promise<void>;
  };
  sites: Pick<Sites, 'state' | 'enable'>;
  /** To the content script of one tab (top frame), or of every tab when tabId is null. */
  sendToTab(tabId: number | null, message: ToContent): Promise<unknown>;
  /** To extension pages (the side panel). */
  broadcast(event: PanelEvent): void;
  schedule(at: number): void;
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
 * The background's message hub. Content scripts may only speak of their own tab; extension pages
 * (our own origin) may also sign in, write and ask about any tab. Every payload is parsed first.
 */
export function createRouter(deps: BackgroundDeps) {
  const auth = new Auth({
    settings: deps.settings,
    credentials: deps.credentials,
    fetch: deps.fetch,
    onChanged: credentialsChanged,
  });
  const client = () => auth.client();
  const status = new StatusService(client, () => deps.settings.current().baseUrl);
  const translations = new TranslationsCache(client);
  const pageLocale = (locale: string | null) => deps.settings.current().pinnedLocale ?? locale;
  const outbox = new Outbox({
    client,
    onRejected: (err) => auth.rejected(err),
    onApplied: (ref) => {
      status.invalidate(ref.locale, ref.namespace);
      translations.clear();
      void deps.sendToTab(null, { type: 'status.changed' });
      deps.broadcast({ type: 'panel.changed', reason: 'status' });
    },
    onChanged: () => deps.broadcast({ type: 'panel.changed', reason: 'outbox' }),
    schedule: deps.schedule,
  });

  function credentialsChanged(): void {
    status.clear();
    translations.clear();
    void deps.sendToTab(null, { type: 'status.changed' });
    deps.broadcast({ type: 'panel.changed', reason: 'auth' });
    void outbox.run();
  }

  async function fromContent(
    msg: ContentMessage,
    tabId: number,
    frameId: number,
  ): Promise<Result<unknown>> {
    switch (msg.type) {
      case 'frame.scanned': {
        const { type: _type, ...scan } = msg;
        await deps.frames.put(tabId, frameId, scan);
        deps.broadcast({ type: 'panel.changed', tabId, reason: 'status' });
        return ok(null);
      }
      case 'status.get':
        return ok(await status.get(pageLocale(msg.locale)!, msg.refs));
      case 'translations.get': {
        const resolved = (await status.get(pageLocale(msg.locale)!, [])).locale;
        return ok(resolved ? await translations.get(resolved) : {});
      }
      case 'key.selected':
        await deps.selections.set(tabId, msg.ref);
        deps.broadcast({ type: 'panel.changed', tabId, reason: 'selection' });
        return ok(null);
      case 'lens.state':
        return ok({
          on: await deps.lens.get(tabId),
          pinnedLocale: deps.settings.current().pinnedLocale,
        });
    }
  }

  async function fromExtension(msg: ExtensionMessage | PanelMessage): Promise<Result<unknown>> {
    switch (msg.type) {
      case 'page.report':
        return ok(await buildPageReport(await deps.frames.get(msg.tabId), status, pageLocale));
      case 'panel.page':
        return ok(await buildPanelPage(msg.tabId, deps, status, translations, pageLocale));
      case 'lens.toggle': {
        const on = msg.on ?? !(await deps.lens.get(msg.tabId));
        await deps.lens.set(msg.tabId, on);
        await deps.sendToTab(msg.tabId, { type: 'lens.set', on });
        return ok({ on });
      }
      case 'lens.snapshot':
        return ok(await deps.sendToTab(msg.tabId, { type: 'lens.snapshot' }));
      case 'site.state':
        return ok(await deps.sites.state(msg.tabId));
      case 'site.enable': {
        // The lens is on where the user just turned Locale Lens on.
        await deps.lens.set(msg.tabId, true);
        const site = await deps.sites.enable(msg.tabId);
        if (site.status === 'enabled')
          deps.broadcast({ type: 'panel.changed', tabId: msg.tabId, reason: 'status' });
        return ok(site);
      }
      case 'settings.get':
        return ok(publicSettings(deps.settings.current(), deps.credentials.current()));
      case 'settings.set': {
        const { type: _type, ...changes } = msg;
        const next = await deps.settings.update(changes);
        credentialsChanged();
        return ok(publicSettings(next, deps.credentials.current()));
      }
      case 'auth.state':
        return ok(await auth.state());
      case 'auth.signIn':
        return ok(await auth.signIn(msg.email, msg.password, msg.baseUrl));
      case 'auth.chooseProject':
        return ok(await auth.chooseProject(msg.projectId));
      case 'auth.useKey':
        return ok(await auth.useKey(msg.apiKey, msg.baseUrl));
      case 'auth.signOut':
        return ok(await auth.signOut());
      case 'row.save': {
        const { type: _type, baseText, ...ref } = msg;
        return ok(await outbox.enqueue({ ...ref, kind: 'save', text: msg.text, baseText }));
      }
      case 'row.transition': {
        const { type: _type, action, ...ref } = msg;
        const current = await status.get(ref.locale, [ref]).catch(() => null);
        const entry = current?.entries[refId(ref)];
        return ok(
          await outbox.enqueue({
            ...ref,
            kind: 'transition',
            action,
            expectedStage: entry?.stageIndex,
          }),
        );
      }
      case 'outbox.list':
        return ok(await outbox.list());
      case 'outbox.resolve':
        await outbox.resolve(msg.id, msg.choice);
        return ok(null);
      case 'key.reveal':
        return ok(
          await deps.sendToTab(msg.tabId, {
            type: 'key.reveal',
            ref: { namespace: msg.namespace, key: msg.key },
          }),
        );
      case 'preview.set':
        return ok(
          (await deps.sendToTab(msg.tabId, {
            type: 'preview.set',
            ref: { namespace: msg.namespace, key: msg.key },
            text: msg.text,
          })) ?? {
            overflow: false,
            truncated: false,
          },
        );
    }
  }

  async function handle(raw: unknown, sender: Sender): Promise<Result<unknown>> {
    if (sender.id !== deps.extensionId)
      return fail({ status: 403, code: 'FORBIDDEN', message: 'Unknown sender' });
    const fromOwnPage = (sender.url ?? '').startsWith(deps.extensionOrigin);
    try {
      if (fromOwnPage) {
        const parsed = extensionMessage.or(panelMessage).safeParse(raw);
        if (parsed.success) return await fromExtension(parsed.data);
      }
      const tabId = sender.tab?.id;
      if (tabId === undefined || sender.frameId === undefined || fromOwnPage) {
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
      await auth.rejected(err);
      return toError(err);
    }
  }

  return { handle, outbox };
}
