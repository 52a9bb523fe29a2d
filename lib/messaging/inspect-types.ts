import type { TargetStatusEntry } from '../contract/editor';
import type { FrameKey, KeyRef } from './schemas';

/** Where a key's text is that a visitor does not see on the page. */
export type HiddenPlace =
  'title' | 'meta' | 'hidden-element' | 'closed' | 'template' | 'image-not-loaded';

export interface HiddenString extends KeyRef {
  method: FrameKey['method'];
  /** `text`, `attr:<name>`, or `meta:<name>` for a meta tag's content. */
  where: string;
  place: HiddenPlace;
  /** The place in words: "document title", "meta description", "inside a closed dialog", … */
  detail: string;
  text: string;
  /** A CSS path to the element. */
  path: string;
}

/** Visible text that matches no key and no delivered translation. */
export interface LooseText {
  text: string;
  path: string;
  /** The frame's URL, when it is not the top frame. */
  frame?: string;
}

/** What the on-demand inspection of one frame found. */
export interface FrameInspection {
  url: string;
  hidden: HiddenString[];
  untranslated: LooseText[];
  /** CSS paths of elements whose closed shadow root Locale Lens could not read. */
  closedShadowRoots: string[];
}

/** Something on the page Locale Lens could not read. */
export interface Unreadable {
  kind: 'closed-shadow-root' | 'cross-origin-frame';
  /** A CSS path (shadow root) or the frame's URL. */
  where: string;
}

/** `page.inspect`: the hidden strings with their status, loose text, and what was unreadable. */
export interface PageInspection {
  hidden: (HiddenString & { frameId: number; status: TargetStatusEntry | null | 'unknown' })[];
  untranslated: (LooseText & { frameId: number })[];
  unreadable: Unreadable[];
}

/** What the background passes the injected inspection. */
export interface InspectRequest {
  defaultNamespace: string;
  /** The page language's delivered texts, for text matching; null without a language. */
  translations: Record<string, Record<string, string>> | null;
  brandWords: string[];
}

/** What the background passes the injected whole-page preview; `texts: null` puts the page back. */
export interface PagePreviewRequest {
  defaultNamespace: string;
  translations: Record<string, Record<string, string>> | null;
  texts: { namespace: string; key: string; text: string }[] | null;
}
