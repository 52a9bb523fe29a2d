import type { liveMessages } from '../../messaging/protocol/live';
import type { AreaHandlers } from './types';

/** Whether others' edits reach the panel as they happen (the rows' stream is followed). */
export function createLiveHandlers(rows: { isLive(): boolean }): AreaHandlers<typeof liveMessages> {
  return { 'live.state': async () => ({ live: rows.isLive() }) };
}
