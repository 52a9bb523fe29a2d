import { z } from 'zod';
import { transitionAction } from '../contract/editor';
import { MODEL_JOB_LIMITS } from '../contract/model-jobs';
import { frameKey, keyRef, lenientArray, locale, pageCount, rowRef, tabId } from './schemas';
import type {
  AuthState,
  LensStartState,
  LensSnapshot,
  OutboxEntry,
  PageReport,
  PanelPage,
  PreviewResult,
  PublicSettings,
  SiteState,
  StatusAnswer,
  TranslationsByNamespace,
} from './types';
import type { SuggestProgress, SuggestStarted } from './suggest-types';
import type { OfferContext, OfferInbox } from './offer-types';
import type { OfferRecord } from '../contract/offers';
import {
  webhookCreateRequest,
  webhookUpdateRequest,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../contract/webhooks';
import {
  integrationKeyCreateRequest,
  type IntegrationKeyRecord,
  type integrationKeyWithSecret,
} from '../contract/integration-keys';
import { continuousProjectRequest, type Project } from '../contract/projects';
import { profileUpdateRequest, type passwordStrength, type UserProfile } from '../contract/account';

/**
 * Who may send a message to the background: a content script (about its own tab and frame
 * only), an extension page (the side panel, the options page, automation), or both.
 */
export type Sender = 'content' | 'page' | 'both';

declare const answerType: unique symbol;

/** One message: who may send it, its payload's schema, and (as a type only) its answer. */
export interface MessageSpec<S extends Sender, R extends z.ZodObject, A> {
  from: S;
  request: R;
  /** Never set: carries the answer type to `ask`, `send` and the handlers. */
  readonly [answerType]?: { answer: A };
}

const message =
  <A>() =>
  <S extends Sender, R extends z.ZodObject>(from: S, request: R): MessageSpec<S, R, A> => ({
    from,
    request,
  });

const text = z.string().max(65_536);
/** Keys one frame may report (a 50,000-element page with 5,000 keys is the benchmark). */
export const MAX_FRAME_KEYS = 20_000;
const email = z.string().min(1).max(320);
const baseUrl = z.url().optional();
const offerUuid = z.string().min(1).max(100);
const id = z.string().trim().min(1).max(100);
const money = z.number().min(0).max(1_000_000_000);
const suggestJob = z.object({
  model: z.string().min(1).max(200),
  taskId: z.string().min(1).max(200),
});

/**
 * Every message the background answers, `area.verb` by name. On the wire a message is its
 * payload with `type` added: `{ type: 'page.report', tabId }`.
 */
export const protocol = {
  // From content scripts: every field is the page's to choose, so each is bounded, and a bad item
  // of a list is dropped rather than the whole message.
  'frame.scanned': message<null>()(
    'content',
    z.object({
      url: z.string().max(8192).catch(''),
      locale: locale.nullable().catch(null),
      keys: lenientArray(frameKey, MAX_FRAME_KEYS),
      shadowRoots: pageCount,
      unmatchedTextCount: pageCount,
    }),
  ),
  'status.get': message<StatusAnswer>()(
    'content',
    z.object({ locale, refs: lenientArray(keyRef, MAX_FRAME_KEYS) }),
  ),
  'translations.get': message<TranslationsByNamespace>()('content', z.object({ locale })),
  'key.selected': message<null>()('content', z.object({ ref: keyRef, locale })),
  'lens.state': message<LensStartState>()('content', z.object({})),

  // From extension pages: never from a web page.
  'page.report': message<PageReport>()('page', z.object({ tabId })),
  'panel.page': message<PanelPage>()('page', z.object({ tabId })),
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
    z.object({ baseUrl, pinnedLocale: locale.nullable().optional() }),
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
    rowRef.extend({ action: transitionAction }),
  ),
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
  /** Offers to the signed-in user and of the projects they manage; updates the toolbar badge. */
  'offers.list': message<OfferInbox>()('page', z.object({})),
  'offers.act': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      action: z.enum(['accept', 'decline', 'withdraw', 'confirm', 'accept-counter']),
    }),
  ),
  'offers.counter': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      rate: money.optional(),
      estimated_volume: money.optional(),
      deadline: z.number().int().positive().optional(),
      counter_notes: z.string().max(1000).optional(),
    }),
  ),
  /** The signed-in user's account, asked with their own token. */
  'account.profile': message<UserProfile>()('page', z.object({})),
  'account.update': message<UserProfile>()('page', profileUpdateRequest),
  'account.strength': message<z.infer<typeof passwordStrength>>()(
    'page',
    z.object({ password: z.string().min(1).max(1024) }),
  ),
  'account.changePassword': message<null>()(
    'page',
    z.object({ current: z.string().min(1).max(1024), next: z.string().min(1).max(1024) }),
  ),
  'account.changeEmail': message<{ message: string; expires_at: number }>()(
    'page',
    z.object({ newEmail: z.email().max(320), currentPassword: z.string().min(1).max(1024) }),
  ),
  'account.confirmEmail': message<UserProfile>()(
    'page',
    z.object({ token: z.string().trim().min(1).max(512) }),
  ),
  /** A project manager's webhook endpoints and integration keys (options page). */
  'hooks.list': message<WebhookEndpoint[]>()('page', z.object({ projectId: id })),
  'hooks.create': message<WebhookEndpointWithSecret>()('page', webhookCreateRequest),
  'hooks.update': message<WebhookEndpoint>()(
    'page',
    z.object({ uuid: id, patch: webhookUpdateRequest }),
  ),
  'hooks.rotate': message<WebhookEndpointWithSecret>()('page', z.object({ uuid: id })),
  'hooks.delete': message<null>()('page', z.object({ uuid: id })),
  'hooks.test': message<{ delivery_id: string; event: string }>()('page', z.object({ uuid: id })),
  'keys.list': message<IntegrationKeyRecord[]>()('page', z.object({ projectId: id })),
  'keys.create': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    integrationKeyCreateRequest,
  ),
  'keys.rotate': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    z.object({ uuid: id }),
  ),
  'keys.delete': message<null>()('page', z.object({ uuid: id })),
  /** A continuous project; the caller becomes its manager. */
  'projects.create': message<Project>()('page', continuousProjectRequest),
  /** The page language's file targets and the project's members, for a manager's offer. */
  'offers.context': message<OfferContext>()('page', z.object({ locale })),
  'offers.create': message<{ offers: OfferRecord[] }>()(
    'page',
    z.object({
      projectId: z.string().min(1).max(100),
      items: z
        .array(z.object({ targetId: z.number().int().positive(), volume: money }))
        .min(1)
        .max(100),
      userId: z.uuid(),
      role: z.string().trim().min(1).max(50),
      stageIndex: z.number().int().min(0).max(20),
      rate: money,
      currency: z.string().regex(/^[A-Z]{3}$/),
      notes: z.string().max(1000).optional(),
    }),
  ),
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
export type Answer<K extends MessageType> = NonNullable<Protocol[K][typeof answerType]>['answer'];

/** The payload argument: optional when the message has no fields of its own. */
export type PayloadArgs<K extends MessageType> =
  Record<string, never> extends Payload<K> ? [payload?: Payload<K>] : [payload: Payload<K>];

/** The wire form of a message: its payload with `type` added. */
export type WireMessage<K extends MessageType = MessageType> = K extends MessageType
  ? { type: K } & Payload<K>
  : never;
