import type { RecallFrames } from './frame-registry';

/** How long a recall waits for a frame that does not answer (a page busy parsing, a hung frame). */
export const RECALL_WAIT_MS = 1_000;

/** What a recall needs of the browser: the tab's frames, and a message to one of them. */
export interface RecallApi {
  frameIds(tabId: number): Promise<number[]>;
  /** Settles when the frame has reported again; rejects when no content script answers. */
  resend(tabId: number, frameId: number): Promise<unknown>;
}

/**
 * Asks each frame of the tab not `held` to report again, all at once, each for at most `waitMs`:
 * a frame without a content script (another site, a blank frame) is simply not heard from.
 */
export const recallFrames =
  (api: RecallApi, waitMs = RECALL_WAIT_MS): RecallFrames =>
  async (tabId, held) => {
    const ids = await api.frameIds(tabId).catch(() => []);
    await Promise.all(
      ids
        .filter((id) => !held.has(id))
        .map((id) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const late = new Promise((done) => (timer = setTimeout(done, waitMs)));
          return Promise.race([api.resend(tabId, id).catch(() => undefined), late]).finally(() =>
            clearTimeout(timer),
          );
        }),
    );
  };
