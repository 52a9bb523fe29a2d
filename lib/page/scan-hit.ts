import type { HitTarget, KeyRef } from '../i18n-keys/i18n-attributes';

/** How a key was found on the page. */
export type HitMethod = 'attribute' | 'invisible' | 'text';

/** One key found in an element: its text or one of its attributes. */
export interface ScanHit extends KeyRef {
  method: HitMethod;
  where: HitTarget;
  element: Element;
  inShadowRoot: boolean;
  /** Text match with several candidate keys; `key`/`namespace` are the first of `candidates`. */
  ambiguous: boolean;
  candidates?: readonly KeyRef[];
  /** Ambiguous: what put `key` first, when its neighbours or the page did (`neighbour-preference`). */
  preferredBy?: PreferredBy;
  /** Subliminal marker saying the text is a fallback, not a translation. */
  fallback?: boolean;
  /** Locale a subliminal marker names. */
  locale?: string;
}

/** `neighbours`: the keys of its region decided; `page`: the keys of the whole page did. */
export type PreferredBy = 'neighbours' | 'page';
