import type { PreviewMode } from '../key-state/preview-texts';
import type { KeyRef, PreviewResult } from './types';

declare const answerType: unique symbol;

/** One message to a content script: its payload and (as a type only) its answer. */
export interface ToContentSpec<R, A> {
  readonly [answerType]?: { request: R; answer: A };
}

const message = <R, A>(): ToContentSpec<R, A> => ({});

/**
 * Every message the background sends to a tab's content scripts (the top frame's, unless a frame
 * is named). The background is trusted, so these are not parsed, and the content script bundles
 * no schema library. Page images are not here: their overlay is injected on demand
 * (`PageImageCalls`).
 */
export const contentProtocol = {
  'lens.set': message<{ on: boolean }, void>(),
  /** Statuses changed (a write landed, someone signed in): ask again, for `refs` only if named. */
  'status.changed': message<{ refs?: KeyRef[] }, void>(),
  /** Scrolls the page to the key's first visible element and pulses it. */
  'key.reveal': message<{ ref: KeyRef }, boolean>(),
  /** Shows `text` in the key's elements (null restores the page's own). */
  'preview.set': message<{ ref: KeyRef; text: string | null }, PreviewResult>(),
  /** The page is now shown in `mode` (switched in the panel or the legend): the legend says so. */
  'preview.shown': message<{ mode: PreviewMode }, void>(),
  /** Escape in the panel: the hover card of the key the panel selected goes. */
  'card.hide': message<object, void>(),
  /** To one frame: report your keys again, whole (a background started again holds none). */
  'frame.resend': message<object, void>(),
};

export type ContentProtocol = typeof contentProtocol;
export type ToContentType = keyof ContentProtocol;
/** The message types the content script's handler map must cover, for tests that compare them. */
export const TO_CONTENT_TYPES = Object.keys(contentProtocol) as ToContentType[];

type Spec<K extends ToContentType> = NonNullable<ContentProtocol[K][typeof answerType]>;
export type ToContentPayload<K extends ToContentType> = Spec<K>['request'];
export type ToContentAnswer<K extends ToContentType> = Spec<K>['answer'];
export type ToContent<K extends ToContentType = ToContentType> = K extends ToContentType
  ? { type: K } & ToContentPayload<K>
  : never;

/** The content script's handlers: one per message type, checked to be complete. */
export type ContentHandlers = {
  [K in ToContentType]: (
    payload: ToContentPayload<K>,
  ) => ToContentAnswer<K> | Promise<ToContentAnswer<K>>;
};
