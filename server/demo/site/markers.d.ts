/** Types of markers.js (plain browser JavaScript served to the demo shop as is). */

export declare const ZWNJ: '\u200C';
export declare const ZWJ: '\u200D';
export declare const ZWSP: '\u200B';
export declare const CLIENT_SYMBOLS: readonly [string, string];
export declare const SERVER_SYMBOLS: readonly [string, string];
export declare const SUBLIMINAL_START: 'subliminal:start';

export interface SubliminalMeta {
  key: string;
  namespace: string;
  locale: string;
  /** True when the text is the source-language fallback, not a translation. */
  fallback?: boolean;
}

export declare function encodeInvisible(text: string, symbols?: readonly [string, string]): string;
export declare function tolgeeMarker(key: string, namespace: string): string;
export declare function withTolgeeMarker(text: string, key: string, namespace: string): string;
export declare function withSubliminalMarker(
  text: string,
  meta: SubliminalMeta,
  variant?: 'client' | 'server',
): string;
