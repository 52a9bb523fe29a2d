import type { Ask } from '../messaging/ask';
import type { PanelEvent } from '../messaging/types';

export type { Ask };

/** How the panel talks to the background; injected so components and tests stay browser-free. */
export interface PanelTransport {
  ask: Ask;
  /** Calls `listener` for each `panel.changed` broadcast; returns the unsubscribe. */
  subscribe(listener: (event: PanelEvent) => void): () => void;
  /**
   * Asks the user for one origin's host permission. Only an extension page can: the request needs
   * the user's click, which the background never has.
   */
  requestOrigin(pattern: string): Promise<boolean>;
}

export function isPanelEvent(message: unknown): message is PanelEvent {
  const m = message as Partial<PanelEvent> | null;
  return typeof m === 'object' && m !== null && m.type === 'panel.changed';
}
