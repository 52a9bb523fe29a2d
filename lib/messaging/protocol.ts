import { z } from 'zod';
import { transitionAction } from '../contract/editor';
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';
import {
  frameChange,
  frameKey,
  keyRef,
  lenientArray,
  locale,
  pageCount,
  revision,
  rowRef,
  tabId,
} from './schemas';
import type {
  AuthState,
  LensStartState,
  LensSnapshot,
  OutboxEntry,
  PageReport,
  PanelPageAnswer,
  ReportChange,
  ReportUnchanged,
  PreviewResult,
  PublicSettings,
  SiteState,
  StatusAnswer,
  TranslationsByNamespace,
} from './types';
import { accountMessages } from './protocol-account';
import { teamMessages } from './protocol-team';
import { fileMessages } from './protocol-files';
import { imageAndJobMessages } from './protocol-images';
import { contextMessages } from './protocol-context';
import { shotMessages } from './protocol-shots';
import { readinessMessages } from './protocol-readiness';
import { overlayMessages } from './protocol-overlay';
import { optionsMessages, pinnedLocale } from './protocol-options';
import { message, type AnswerOf } from './message-spec';
import { KEY_FIELDS, type CompactAnswer } from './report-compact';
import { SELECT_MODIFIERS } from './types';
import type { SuggestProgress, SuggestStarted } from './suggest-types';

export type { MessageSpec, Sender } from './message-spec';

const text = z.string().max(65_536);
/** Keys one frame may report (a 50,000-element page with 5,000 keys is the benchmark). */
export const MAX_FRAME_KEYS = 20_000;
/** Longest a `page.report` asker may wait for the next report (`waitMs`). */
export const MAX_REPORT_WAIT_MS = 30_000;
const email = z.string().min(1).max(320);
const baseUrl = z.url().optional();
const suggestJob = z.object({
  model: z.string().min(1).max(200),
  taskId: z.string().min(1).max(200),
});

/** What a frame reports besides its keys. */
const frameInfo = z.object({
  url: z.string().max(8192).catch(''),
  locale: locale.nullable().catch(null),
  shadowRoots: pageCount,
  unmatchedTextCount: pageCount,
});
const wholeFrame = {
  keys: lenientArray(frameKey, MAX_FRAME_KEYS),
  /** Keys sent: when fewer parse, later changes cannot name positions, and are refused. */
  count: pageCount.optional(),
  revision: revision.optional(),
};

/** How `page.report` is asked: since the report held, waiting up to `waitMs` for the next. */
const reportAsk = z.object({
  tabId,
  since: revision.optional(),
  waitMs: z.number().int().min(0).max(MAX_REPORT_WAIT_MS).optional(),
});

/**
 * Every message the background answers, `area.verb` by name. On the wire a message is its
 * payload with `type` added: `{ type: 'page.report', tabId }`.
 */
export const protocol = {
  // From content scripts: every field is the page's to choose, so each is bounded, and a bad item
  // of a list is dropped rather than the whole message.
  'frame.scanned': message<null>()('content', frameInfo.extend(wholeFrame)),
  /** Applied when `base` is the revision the background holds; otherwise it asks for the whole. */
  'frame.changed': message<{ applied: boolean }>()(
    'content',
    frameInfo.extend(frameChange(MAX_FRAME_KEYS).shape),
  ),
  'status.get': message<StatusAnswer>()(
    'content',
    z.object({ locale, refs: lenientArray(keyRef, MAX_FRAME_KEYS) }),
  ),
  'translations.get': message<TranslationsByNamespace>()('content', z.object({ locale })),
  'key.selected': message<null>()('content', z.object({ ref: keyRef, locale })),
  'lens.state': message<LensStartState>()('content', z.object({})),

  // From extension pages: never from a web page.
  /**
   * With `since` (the revision of the report the asker holds): that nothing changed, or what
   * did when that report is the one before; otherwise the whole report (`applyReportAnswer`).
   * With `waitMs` too, "nothing changed" waits up to that long for the next report.
   */
  'page.report': message<PageReport | ReportUnchanged | ReportChange>()('page', reportAsk),
  /**
   * The compact form of `page.report`, for automation that pays for size (a test or crawler
   * outside the browser): the same report, revisions and `since`/`waitMs`, each key cut to
   * `fields` (by default `namespace`, `key` and `state`).
   */
  'page.keys': message<CompactAnswer>()(
    'page',
    reportAsk.extend({
      fields: z.array(z.enum(KEY_FIELDS)).min(1).max(KEY_FIELDS.length).optional(),
    }),
  ),
  'panel.page': message<PanelPageAnswer>()('page', z.object({ tabId, since: revision.optional() })),
  'lens.toggle': message<{ on: boolean }>()(
    'page',
    z.object({ tabId, on: z.boolean().optional() }),
  ),
  /** What the top frame's lens shows; undefined when the tab has no lens. */
  'lens.snapshot': message<LensSnapshot | undefined>()('page', z.object({ tabId })),
  /** Whether Locale Lens runs on the tab's site, and turning it on (permission already granted). */
  'site.state': message<SiteState>()('page', z.object({ tabId })),
  'site.enable': message<SiteState>()('page', z.object({ tabId })),
  'settings.get': message<PublicSettings>()('page', z.object({})),
  'settings.set': message<PublicSettings>()(
    'page',
    z.object({
      baseUrl,
      pinnedLocale: pinnedLocale.nullable().optional(),
      readOnlyStyle: z.enum(['hatch', 'outline', 'off']).optional(),
      selectModifier: z.enum(SELECT_MODIFIERS).optional(),
    }),
  ),
  /** Ask the service again now (after it could not be reached): caches dropped, pages refreshed. */
  'service.retry': message<null>()('page', z.object({})),
  'auth.state': message<AuthState>()('page', z.object({})),
  'auth.signIn': message<AuthState>()(
    'page',
    z.object({ email, password: z.string().min(1).max(1024), baseUrl }),
  ),
  'auth.chooseProject': message<AuthState>()(
    'page',
    z.object({ projectId: z.string().min(1).max(100) }),
  ),
  'auth.useKey': message<AuthState>()(
    'page',
    /** A master key is refused (code MASTER_KEY) unless `allowMaster`: the user was warned. */
    z.object({ apiKey: z.string().min(1).max(512), baseUrl, allowMaster: z.boolean().optional() }),
  ),
  'auth.signOut': message<AuthState>()('page', z.object({})),
  /** Queued in the outbox; null when the text is already the row's. */
  'row.save': message<OutboxEntry | null>()(
    'page',
    rowRef.extend({ text, baseText: z.string().nullable() }),
  ),
  'row.transition': message<OutboxEntry | null>()(
    'page',
    /** A reject's reason is kept by the service as a comment the translator reads. */
    rowRef.extend({
      action: transitionAction,
      reason: z.string().trim().min(1).max(1000).optional(),
    }),
  ),
  /** Whether others' edits reach the panel as they happen, or only on a poll. */
  'live.state': message<{ live: boolean }>()('page', z.object({})),
  'outbox.list': message<OutboxEntry[]>()('page', z.object({})),
  /** Forgets queued writes unsent, e.g. those of someone who signed out. */
  'outbox.discard': message<null>()(
    'page',
    z.object({ ids: z.array(z.string().min(1).max(100)).max(10_000) }),
  ),
  'outbox.resolve': message<null>()(
    'page',
    z.object({ id: z.string().min(1).max(100), choice: z.enum(['mine', 'theirs']) }),
  ),
  /** Scrolls the tab to the key and pulses it; false when the page does not show it. */
  'key.reveal': message<boolean>()('page', z.object({ tabId, ref: keyRef })),
  /** Shows `text` in the key's elements in the tab; null restores the page's own. */
  'preview.set': message<PreviewResult>()(
    'page',
    z.object({ tabId, ref: keyRef, text: text.nullable() }),
  ),
  /**
   * Submits source texts for translation into `locale`: with every model that reaches the pair,
   * or (`batch`) with the first machine translation engine that does. Needs a signed-in user.
   */
  'suggest.start': message<SuggestStarted>()(
    'page',
    z.object({
      sourceLocale: locale,
      locale,
      sources: z.array(text.min(1)).min(1).max(MODEL_JOB_LIMITS.translateItems),
      batch: z.boolean().default(false),
    }),
  ),
  /** Where the submitted jobs stand, and the suggestions of those that finished. */
  'suggest.status': message<SuggestProgress>()(
    'page',
    z.object({ jobs: z.array(suggestJob).min(1).max(10) }),
  ),
  ...accountMessages,
  ...teamMessages,
  ...fileMessages,
  ...imageAndJobMessages,
  ...contextMessages,
  ...shotMessages,
  ...readinessMessages,
  ...overlayMessages,
  ...optionsMessages,
};

export type Protocol = typeof protocol;
export type MessageType = keyof Protocol;
/** The message types every background handler map must cover, for tests that compare them. */
export const MESSAGE_TYPES = Object.keys(protocol) as MessageType[];

type SenderOf<K extends MessageType> = Protocol[K]['from'];
/** Types a content script may send. */
export type ContentMessageType = {
  [K in MessageType]: SenderOf<K> extends 'page' ? never : K;
}[MessageType];
/** Types an extension page may send. */
export type PageMessageType = {
  [K in MessageType]: SenderOf<K> extends 'content' ? never : K;
}[MessageType];

/** What the sender passes (before defaults), and what the handler receives (parsed). */
export type Payload<K extends MessageType> = z.input<Protocol[K]['request']>;
export type Parsed<K extends MessageType> = z.output<Protocol[K]['request']>;
export type Answer<K extends MessageType> = AnswerOf<Protocol[K]>;

/** The payload argument: optional when the message has no fields of its own. */
export type PayloadArgs<K extends MessageType> =
  Record<string, never> extends Payload<K> ? [payload?: Payload<K>] : [payload: Payload<K>];

/** The wire form of a message: its payload with `type` added. */
export type WireMessage<K extends MessageType = MessageType> = K extends MessageType
  ? { type: K } & Payload<K>
  : never;
