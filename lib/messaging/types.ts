import type { UserProfile } from '../contract/account';
import type { EditorWorkflow, TargetStatusEntry, TransitionAction } from '../contract/editor';
import type { ProjectListEntry } from '../contract/projects';
import type { LensState } from '../key-state/key-state';
import type { MessageKey } from '../ui-text/catalogues';
import type { LocaleFlags } from '../workflow/caller';
import type { FrameChange, FrameKey, KeyRef, Ref, StatusAnswer } from './schemas';
import type { PackedChange, PackedReport, PackedSources } from './report-pack';

/**
 * The data that crosses the message boundary, as types only: the content script uses them
 * without bundling zod.
 */

export type { FrameChange, FrameKey, KeyRef, Ref, StatusAnswer };

export interface PageReport {
  url: string;
  locale: string | null;
  /** `dropped`: keys the frame found but the tab's report had no room for. */
  frames: { frameId: number; url: string; keys: number; shadowRoots: number; dropped: number }[];
  keys: (KeyRef & {
    locale: string | null;
    method: FrameKey['method'];
    where: string;
    frameId: number;
    inShadowRoot: boolean;
    visible: boolean;
    ambiguous: boolean;
    /** Every key an ambiguous text match could be. */
    candidates?: KeyRef[];
    status: TargetStatusEntry | null | 'unknown';
  })[];
  unmatchedTextCount: number;
  /** Names this report: asked again with `since` set to it, an unchanged one is not sent again. */
  revision: number;
}

/** `page.report` asked `since` a report that is still the tab's. */
export interface ReportUnchanged {
  unchanged: true;
  revision: number;
}

/**
 * `page.report` asked `since` the report before the tab's: its keys as runs of that one's
 * (`[start, count]`) and the keys that are new or changed, in order; everything else whole.
 */
export interface ReportChange extends Omit<PageReport, 'keys'> {
  since: number;
  keys: ([start: number, count: number] | PageReport['keys'][number])[];
}

export interface PreviewResult {
  /** The new text does not fit its element: it overflows its box… */
  overflow: boolean;
  /** …and the element clips it (overflow hidden, text-overflow or line clamp). */
  truncated: boolean;
  /** Elements the preview was shown in. */
  elements: number;
  /** The new text wraps onto more lines, or pushes its neighbours: the layout around it moves. */
  reflowed?: boolean;
}

/** What a frame's lens shows: whether it is on, and counts per state. */
export interface LensSnapshot {
  visible: boolean;
  counts: Record<LensState | 'read_only', number>;
  items: number;
}

/** What a content script needs to start: whether the lens is on, and a pinned locale. */
export interface LensStartState {
  on: boolean;
  pinnedLocale: string | null;
  readOnlyStyle?: ReadOnlyStyle;
  /** The key held to select a key by clicking it; Alt when absent. */
  selectModifier?: SelectModifier;
  /** Every word the overlay shows, in the user's language. */
  words: OverlayWords;
  /** The overlay's stylesheet. */
  css: string;
  /** The legend was collapsed by the user (it stays so on every page). */
  folded: boolean;
}

/** The overlay's own messages (`overlay.*`), by their key without the prefix. */
export type OverlayKey = MessageKey extends infer K
  ? K extends `overlay.${infer Name}`
    ? Name
    : never
  : never;

/**
 * The overlay's words in the user's language, sent by the background: the content script bundles
 * no catalogue. Reasons are the rules' English sentences mapped to their translations.
 */
export interface OverlayWords {
  text: Record<OverlayKey, string>;
  states: Record<LensState, string>;
  /** Where a draft waits (`approval`, `review`, …) in words, and `stage`: "In {stage}". */
  places: Record<string, string>;
  reasons: Record<string, string>;
  /** The language the lens is pinned to, in words; null when it follows the page. */
  pinned: string | null;
}

/** The key held while clicking a key on the page to select it (Alt+click moves windows on Linux). */
export type SelectModifier = 'alt' | 'ctrl' | 'shift' | 'alt-shift';
export const SELECT_MODIFIERS = ['alt', 'ctrl', 'shift', 'alt-shift'] as const;

/** How the page marks keys you cannot edit: a hatch, only the outline's corner flag, or not. */
export type ReadOnlyStyle = 'hatch' | 'outline' | 'off';

/** Translations of one locale: text by namespace and key. */
export type TranslationsByNamespace = Record<string, Record<string, string>>;

/** What extension pages may see of the settings: never a secret. */
export interface PublicSettings {
  baseUrl: string;
  pinnedLocale: string | null;
  readOnlyStyle: ReadOnlyStyle;
  selectModifier: SelectModifier;
  mode: AuthState['mode'];
}

/** Whether Locale Lens runs on a tab's site (answer to `site.state` and `site.enable`). */
export interface SiteState {
  status: 'built_in' | 'enabled' | 'off' | 'unsupported';
  /** The page's host, for the words "Turn on for example.com"; null when not a web page. */
  host: string | null;
  /** Match pattern of the site's origin: what is asked for and registered. */
  pattern: string | null;
}

/** Who the extension acts as. `demo`: the local demo's publishable key, read only. */
export interface AuthState {
  baseUrl: string;
  mode: 'demo' | 'signed_in' | 'key';
  /** Signed in but no project chosen yet: `projects` lists the choices. */
  needsProject: boolean;
  user: UserProfile | null;
  projects: ProjectListEntry[];
  project: ProjectListEntry | null;
  /** When the editor session key expires (ms since epoch). */
  sessionExpiresAt: number | null;
  /** The e-mail last used, kept so a re-sign-in is one field. */
  lastEmail: string | null;
  /** Why the current credentials stopped working, e.g. "Your session expired". */
  problem: string | null;
}

/** Everything the panel shows for the active tab in one answer. */
export interface PanelPage {
  report: PageReport;
  /** Project locale the page resolved to; null when the project has none for this page. */
  locale: string | null;
  isSource: boolean;
  workflow: EditorWorkflow | null;
  /** The workflow by namespace (a member's stages may hold for one namespace only). */
  workflows?: Record<string, EditorWorkflow>;
  /** Locale flags per namespace. */
  flags: Record<string, LocaleFlags>;
  /**
   * Source texts by namespace and key, from `GET /translations` for the source locale: those of
   * the keys on the page (and of keys it showed since its address last changed).
   */
  sources: TranslationsByNamespace;
  /** The selected key on the page (Alt+click), if any. */
  selected: KeyRef | null;
  /**
   * Why the rows' status could not be read (the service cannot be reached, refused us), in words;
   * null when it was. With a problem no row state is known.
   */
  problem: string | null;
}

/**
 * `panel.page` as sent: asked `since` the revision of the report the panel holds, when that is the
 * last one sent to the tab's panel, the report comes as what changed since (`applyReportAnswer`)
 * and the sources only when they changed (only the new keys' texts, when that is how they
 * changed); otherwise everything whole. The report's keys go as columns and the sources beside
 * them (`report-pack.ts`): `applyPanelAnswer` makes the page whole.
 */
export interface PanelPageAnswer extends Omit<PanelPage, 'report' | 'sources'> {
  report: PackedReport | PackedChange;
  /** Absent: the ones the panel holds, with `addedSources` when there are more. */
  sources?: PackedSources;
  addedSources?: TranslationsByNamespace;
}

export type OutboxState = 'pending' | 'sending' | 'conflict' | 'failed';

/** Who queued a write: it is sent only while the same person (or key) is signed in there. */
export interface OutboxOwner {
  baseUrl: string;
  /** `user:<id>`, `key:<fingerprint>` or `demo`. */
  who: string;
  projectId: string | null;
  /** In words, for the panel: the e-mail, or "an integration key". */
  label: string;
}

export interface OutboxEntry extends Ref {
  id: string;
  kind: 'save' | 'transition';
  text?: string;
  baseText?: string | null;
  action?: TransitionAction;
  /** reject: why, sent with it (the service keeps it as a comment on the row). */
  reason?: string;
  state: OutboxState;
  attempts: number;
  /** Next attempt (ms since epoch). */
  nextAt: number;
  lastError: string | null;
  /** confirm/reject: the row's stage when queued, to tell an applied transition from a due one. */
  expectedStage?: number;
  /** On conflict: the row as the service has it now. */
  theirs?: TargetStatusEntry | null;
  createdAt: number;
  owner?: OutboxOwner;
  /** Set in lists when someone else is signed in: the entry waits for its owner (label). */
  heldFor?: string;
}

/** Broadcast by the background when something the panel shows changed. */
export type PanelEvent = {
  type: 'panel.changed';
  tabId?: number;
  /** `live`: the change stream came up or went down. */
  reason: 'status' | 'selection' | 'outbox' | 'auth' | 'preview' | 'live';
};
