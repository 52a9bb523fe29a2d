import type { KeyRef } from './schemas';

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the top frame's keys are, as the injected script measured them for a capture. */
export interface KeyBoxes {
  url: string;
  /** The viewport's size in CSS pixels, and how far it is scrolled. */
  viewport: { width: number; height: number; scrollX: number; scrollY: number };
  /** Keys with an element in view: its box in viewport coordinates, cut to the viewport. */
  keys: (KeyRef & { box: Rect })[];
}

/** What the page inspection is given to find keys matched by their text. */
export interface KeyBoxesRequest {
  defaultNamespace: string;
  translations: Record<string, Record<string, string>> | null;
}

/** `shots.capture`: how many keys in view got a screenshot, and in which language. */
export interface ShotsCaptured {
  locale: string;
  attached: number;
  /** Keys in view whose screenshot the service refused or could not take. */
  failed: number;
}
