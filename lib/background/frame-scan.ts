import type { FrameKey } from '../messaging/types';

/** What one frame of a tab last reported, as the background holds it. */
export interface FrameScan {
  url: string;
  locale: string | null;
  keys: FrameKey[];
  shadowRoots: number;
  unmatchedTextCount: number;
  /** Keys not kept: the tab's report was over its budget. */
  dropped?: number;
  /** The content script's report this is: changes name the revision they apply to. */
  revision?: number;
}
