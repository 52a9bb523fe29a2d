import type { KeyRef } from './schemas';

/** Why a text does not fit where the page shows it. */
export type FitReason = 'cut' | 'overflow' | 'wrap';

/** Which text of a language was measured: the delivered one, a pending one, or a pseudo one. */
export type FitTextKind = 'delivered' | 'pending' | 'pseudo';

/** One language's texts for the page's keys, as the page is asked to measure them. */
export interface FitVariant {
  locale: string;
  /** The pseudo-language: the source texts pseudo-translated. */
  pseudo: boolean;
  texts: (KeyRef & { text: string; kind: FitTextKind })[];
}

/** What the background passes the injected measurement. */
export interface FitRequest {
  defaultNamespace: string;
  translations: Record<string, Record<string, string>> | null;
  /** The source texts, measured first: what each language is compared with. */
  sources: (KeyRef & { text: string })[];
  variants: FitVariant[];
}

/** A key whose text in a language does not fit its element. */
export interface Misfit extends KeyRef {
  reason: FitReason;
  kind: FitTextKind;
  /** The text that did not fit, as shown (placeholders filled). */
  text: string;
}

/** What one frame measured. */
export interface FrameFit {
  url: string;
  /** Per variant's locale, in the order asked. */
  locales: { locale: string; pseudo: boolean; misfits: Misfit[] }[];
  /** Keys and elements measured, and how long the whole took in the page (ms). */
  keys: number;
  elements: number;
  ms: number;
}

/** `page.fit`: per language, the page's keys that do not fit. */
export interface PageFit {
  locales: { locale: string; pseudo: boolean; misfits: (Misfit & { frameId: number })[] }[];
  keys: number;
  elements: number;
  ms: number;
}
