import { z } from 'zod';
import type { UserProfile } from '../contract/account';
import type { EditorWorkflow, TargetStatusEntry, TransitionAction } from '../contract/editor';
import type { ProjectListEntry } from '../contract/projects';
import type { PageReport } from './background-protocol';

/**
 * What the side panel (and the options page) ask the background, and what they get back. The
 * background alone holds credentials and talks to the service; the panel holds UI state only.
 */

const ref = {
  locale: z.string().min(1).max(35),
  namespace: z.string().min(1).max(200),
  key: z.string().min(1).max(1000),
};

export const panelMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth.state') }),
  z.object({
    type: z.literal('auth.signIn'),
    email: z.string().min(1).max(320),
    password: z.string().min(1).max(1024),
    baseUrl: z.url().optional(),
  }),
  z.object({ type: z.literal('auth.chooseProject'), projectId: z.string().min(1).max(100) }),
  z.object({
    type: z.literal('auth.useKey'),
    apiKey: z.string().min(1).max(512),
    baseUrl: z.url().optional(),
  }),
  z.object({ type: z.literal('auth.signOut') }),
  z.object({ type: z.literal('panel.page'), tabId: z.number().int() }),
  /** Whether Locale Lens runs on the tab's site, and turning it on (permission already granted). */
  z.object({ type: z.literal('site.state'), tabId: z.number().int() }),
  z.object({ type: z.literal('site.enable'), tabId: z.number().int() }),
  z.object({
    type: z.literal('row.save'),
    ...ref,
    text: z.string().max(65_536),
    baseText: z.string().nullable(),
  }),
  z.object({
    type: z.literal('row.transition'),
    ...ref,
    action: z.enum(['confirm', 'reject', 'approve', 'unapprove', 'lock', 'unlock']),
  }),
  z.object({ type: z.literal('outbox.list') }),
  z.object({
    type: z.literal('outbox.resolve'),
    id: z.string().min(1).max(100),
    choice: z.enum(['mine', 'theirs']),
  }),
  z.object({
    type: z.literal('key.reveal'),
    tabId: z.number().int(),
    namespace: ref.namespace,
    key: ref.key,
  }),
  z.object({
    type: z.literal('preview.set'),
    tabId: z.number().int(),
    namespace: ref.namespace,
    key: ref.key,
    /** null restores the page's own text. */
    text: z.string().max(65_536).nullable(),
  }),
]);
export type PanelMessage = z.infer<typeof panelMessage>;

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

export type Ref = { locale: string; namespace: string; key: string };

/** Everything the panel shows for the active tab in one answer. */
export interface PanelPage {
  report: PageReport;
  /** Project locale the page resolved to; null when the project has none for this page. */
  locale: string | null;
  isSource: boolean;
  workflow: EditorWorkflow | null;
  /** Locale flags per namespace. */
  flags: Record<string, { archived: boolean; busy: boolean; can_create: boolean }>;
  /** Source texts by namespace and key, from `GET /translations` for the source locale. */
  sources: Record<string, Record<string, string>>;
  /** The selected key on the page (Alt+click), if any. */
  selected: { namespace: string; key: string } | null;
}

export type OutboxState = 'pending' | 'sending' | 'conflict' | 'failed';

export interface OutboxEntry extends Ref {
  id: string;
  kind: 'save' | 'transition';
  text?: string;
  baseText?: string | null;
  action?: TransitionAction;
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
}

/** Broadcast by the background when something the panel shows changed. */
export type PanelEvent = {
  type: 'panel.changed';
  tabId?: number;
  reason: 'status' | 'selection' | 'outbox' | 'auth';
};
