import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { PanelApp } from '../../../../components/panel/shell/panel-app';
import type { MessageType, WireMessage } from '../../../../lib/messaging/protocol';
import type {
  AuthState,
  OutboxEntry,
  PanelEvent,
  PanelPage,
  SiteState,
} from '../../../../lib/messaging/types';
import { wholePanelAnswer } from '../../../../lib/messaging/report-pack';
import { draftId, type Draft, type Drafts } from '../../../../lib/panel/drafts';
import type { PanelTransport } from '../../../../lib/panel/transport';
import { TextContext } from '../../../../lib/panel/use-text';
import { textFor } from '../../../../lib/ui-text/catalogues';
import type { UiLanguage } from '../../../../lib/ui-text/languages';
import { auth, outboxEntry, page, PROJECT, USER, workflow } from '../../../lib/panel/fixtures';

/** The side panel rendered against a scripted background (`World`), for component tests. */

export const TAB = 7;

export function memoryDrafts(initial: Record<string, Draft> = {}) {
  const saved = new Map(Object.entries(initial));
  const drafts: Drafts = {
    get: async (ref) => saved.get(draftId(ref)) ?? null,
    set: (ref, text, baseText) => void saved.set(draftId(ref), { text, baseText, updatedAt: 1 }),
    clear: async (ref) => void saved.delete(draftId(ref)),
    flush: async () => undefined,
  };
  return { drafts, saved };
}

export interface World {
  page: PanelPage;
  site?: SiteState;
  /** What the user answers when asked for a site's permission. */
  grants?: boolean;
  /** Whether the page's lens is drawn; undefined: the page has no lens. */
  lens?: boolean;
  auth: AuthState;
  outbox: OutboxEntry[];
  fail?: Partial<Record<MessageType, { code: string; status: number; message: string }>>;
  /** Answers to messages the switch below does not script (suggestions, …). */
  reply?: (m: WireMessage) => unknown;
}

/** `lang`: the language the panel's page speaks, as its entry point would provide it. */
export function setup(
  world: World,
  initialDrafts: Record<string, Draft> = {},
  lang: UiLanguage = 'en',
) {
  const listeners = new Set<(e: PanelEvent) => void>();
  const ask = vi.fn(async (m: WireMessage) => {
    const failure = world.fail?.[m.type];
    if (failure) throw Object.assign(new Error(failure.message), failure);
    switch (m.type) {
      case 'auth.state':
        return world.auth;
      case 'auth.signIn':
        return (world.auth = auth({ mode: 'signed_in', user: USER, project: PROJECT }));
      case 'panel.page':
        return wholePanelAnswer(world.page);
      case 'outbox.list':
        return world.outbox;
      case 'row.save': {
        const queued = outboxEntry({ id: `o${world.outbox.length + 1}`, ...m, kind: 'save' });
        world.outbox = [...world.outbox, queued];
        return queued;
      }
      case 'lens.snapshot':
        return world.lens === undefined ? undefined : { visible: world.lens, counts: {}, items: 0 };
      case 'lens.toggle':
        return { on: (world.lens = m.on ?? !world.lens) };
      case 'site.state':
        return world.site ?? null;
      case 'site.enable':
        return (world.site = { ...world.site!, status: 'enabled' });
      case 'preview.set':
        return { overflow: (m.text ?? '').length > 20, truncated: false, elements: 1 };
      default:
        return world.reply ? world.reply(m) : null;
    }
  });
  const transport: PanelTransport = {
    // The panel passes (type, payload); the fake sees what goes on the wire.
    ask: ((type: MessageType, payload?: object) =>
      ask({ ...payload, type } as WireMessage)) as PanelTransport['ask'],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestOrigin: vi.fn(async () => world.grants ?? false),
  };
  const { drafts, saved } = memoryDrafts(initialDrafts);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <TextContext.Provider value={textFor(lang)}>
      <QueryClientProvider client={client}>
        <PanelApp tabId={TAB} transport={transport} drafts={drafts} />
      </QueryClientProvider>
    </TextContext.Provider>,
  );
  const sent = (type: MessageType) =>
    ask.mock.calls.map((c) => c[0]).filter((m) => m.type === type);
  const emit = (event: PanelEvent) => act(() => listeners.forEach((l) => l(event)));
  return { ask, sent, emit, saved, world, transport };
}

export const signedIn = (who: Parameters<typeof workflow>[0] = 'translator'): World => ({
  page: page(workflow(who)),
  auth: auth({ mode: 'signed_in', user: USER, project: PROJECT, projects: [PROJECT] }),
  outbox: [],
});
