import type { ToContent, ToContentAnswer, ToContentType } from '../messaging/content-protocol';
import type { PreviewMode } from '../key-state/preview-texts';
import type { KeyRef, PanelEvent } from '../messaging/types';
import type { Cached } from './cached-item';
import type { FrameUpdate } from './frame-patch';
import type { FrameScan } from './frame-scan';
import type { InspectApi } from './page-inspect';
import type { ShotApi } from './shot-api';
import type { Credentials, Settings } from './settings';
import type { Sites } from './sites';

/** What the background is given by its entrypoint: storage, tabs and the browser's APIs. */
export interface BackgroundDeps {
  extensionId: string;
  /** `chrome-extension://<id>/` */
  extensionOrigin: string;
  settings: Cached<Settings>;
  credentials: Cached<Credentials>;
  frames: {
    put(tabId: number, frameId: number, scan: FrameScan): Promise<void>;
    /** An empty report for a frame that has started, unless it has reported already. */
    begin(tabId: number, frameId: number): Promise<void>;
    /** False when the change does not apply to the frame held: the frame reports itself whole. */
    patch(tabId: number, frameId: number, change: FrameUpdate): Promise<boolean>;
    get(tabId: number): Promise<Map<number, FrameScan>>;
  };
  lens: { get(tabId: number): Promise<boolean>; set(tabId: number, on: boolean): Promise<void> };
  selections: {
    get(tabId: number): Promise<KeyRef | null>;
    set(tabId: number, ref: KeyRef | null): Promise<void>;
  };
  sites: Pick<Sites, 'state' | 'enable' | 'stateOfUrl'>;
  /** To the content script of one tab (top frame); undefined when it has none to answer. */
  sendToTab<K extends ToContentType>(
    tabId: number,
    message: ToContent<K>,
  ): Promise<ToContentAnswer<K> | undefined>;
  /** To the content script of every tab. */
  sendToTabs(message: ToContent): void;
  /** To extension pages (the side panel). */
  broadcast(event: PanelEvent): void;
  schedule(at: number): void;
  /** The on-demand page inspection (hidden strings, text with no key). */
  inspect?: InspectApi;
  /** Captures of the visible tab, and where its keys are, for screenshots of keys. */
  shots?: ShotApi;
  /** Offers waiting for the user, on the toolbar button. */
  setBadge?(count: number): void;
  fetch?: typeof fetch;
  /** The legend's fold, kept for every page; in memory when absent. */
  legendFold?: { get(): Promise<boolean>; set(collapsed: boolean): Promise<void> };
  /** How each tab's page is shown (the preview); in memory when absent. */
  previewModes?: {
    get(tabId: number): Promise<PreviewMode>;
    set(tabId: number, mode: PreviewMode): Promise<void>;
  };
}
