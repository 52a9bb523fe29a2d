import { LocaleLensClient } from '../contract/client';
import { ApiError } from '../contract/errors';
import type { ProjectListEntry } from '../contract/projects';
import type { AuthState } from '../messaging/types';
import type { Cached } from './cached-item';
import {
  credentialsAfterMove,
  credentialsFor,
  isMasterKey,
  originOf,
  probeDemo,
  servesDemo,
} from './credential-scope';
import { NO_CREDENTIALS, type Credentials, type Settings } from './settings';
import { words } from './words';

export interface AuthDeps {
  settings: Cached<Settings>;
  credentials: Cached<Credentials>;
  fetch?: typeof fetch;
  /** Credentials changed: caches must be dropped and pages refreshed. */
  onChanged(): void;
}

/** Sign-in, project choice, integration keys and sign-out: the background's side of identity. */
export class Auth {
  private projects: ProjectListEntry[] = [];

  constructor(private readonly deps: AuthDeps) {}

  /** A client for the service with the credentials in force (the demo key before sign-in). */
  client(): LocaleLensClient {
    const settings = this.deps.settings.current();
    return new LocaleLensClient({
      baseUrl: settings.baseUrl,
      apiKey: credentialsFor(this.deps.credentials.current(), settings).apiKey,
      fetch: this.deps.fetch,
    });
  }

  private userClient(): LocaleLensClient {
    const settings = this.deps.settings.current();
    return new LocaleLensClient({
      baseUrl: settings.baseUrl,
      bearer: credentialsFor(this.deps.credentials.current(), settings).bearer,
      fetch: this.deps.fetch,
    });
  }

  /**
   * Points the extension at another service URL. Credentials stay with the origin that issued
   * them: another origin starts signed out, and reads with the demo key only if it serves the demo.
   */
  async moveTo(url: string): Promise<void> {
    const from = this.deps.settings.current().baseUrl;
    const to = url.replace(/\/+$/, '');
    if (to === from) return;
    const demo = await probeDemo(to, this.deps.fetch);
    const before = this.deps.credentials.current();
    const after = credentialsAfterMove(before, from, to);
    await this.deps.settings.update({ baseUrl: to, demo });
    if (after !== before) {
      await this.deps.credentials.set(after);
      this.projects = [];
    }
  }

  /** Asked again after a failure: a service that was down when its URL was set may serve the demo. */
  async recheck(): Promise<void> {
    const settings = this.deps.settings.current();
    if (servesDemo(settings)) return;
    const demo = await probeDemo(settings.baseUrl, this.deps.fetch);
    if (demo) await this.deps.settings.update({ demo });
  }

  private origin(): string | null {
    return originOf(this.deps.settings.current().baseUrl);
  }

  async state(): Promise<AuthState> {
    const c = this.deps.credentials.current();
    const s = this.deps.settings.current();
    if (c.mode === 'signed_in' && c.accessToken && this.projects.length === 0) {
      this.projects = (
        await this.userClient()
          .projects()
          .catch(() => ({ projects: [] }))
      ).projects;
    }
    return {
      baseUrl: s.baseUrl,
      mode: c.mode,
      needsProject: c.mode === 'signed_in' && !c.projectId,
      user: c.user,
      projects: c.mode === 'signed_in' ? this.projects : [],
      project: this.projects.find((p) => p.project_id === c.projectId) ?? null,
      sessionExpiresAt: c.sessionExpiresAt,
      lastEmail: s.lastEmail,
      problem: c.problem,
    };
  }

  async signIn(email: string, password: string, baseUrl?: string): Promise<AuthState> {
    if (baseUrl) await this.moveTo(baseUrl);
    const base = new LocaleLensClient({
      baseUrl: this.deps.settings.current().baseUrl,
      fetch: this.deps.fetch,
    });
    const login = await base.login({ email, password });
    await this.deps.settings.update({ lastEmail: email });
    await this.deps.credentials.set({
      ...NO_CREDENTIALS,
      mode: 'signed_in',
      accessToken: login.access_token,
      accessExpiresAt: login.expires_at,
      user: login.user,
      origin: this.origin(),
    });
    this.projects = (await this.userClient().projects()).projects;
    // One project: nothing to choose.
    if (this.projects.length === 1) return this.chooseProject(this.projects[0]!.project_id);
    this.deps.onChanged();
    return this.state();
  }

  async chooseProject(projectId: string): Promise<AuthState> {
    const session = await this.userClient().createEditorSession(projectId);
    await this.deps.credentials.update({
      apiKey: session.session_key,
      projectId,
      sessionExpiresAt: session.expires_at,
      problem: null,
    });
    this.deps.onChanged();
    return this.state();
  }

  /**
   * Server-side mode: an integration key pasted by the user, checked before it is kept. A master
   * key is kept only once the user has seen what it can do (`allowMaster`).
   */
  async useKey(apiKey: string, baseUrl?: string, allowMaster = false): Promise<AuthState> {
    const url = (baseUrl ?? this.deps.settings.current().baseUrl).replace(/\/+$/, '');
    const workflow = await new LocaleLensClient({
      baseUrl: url,
      apiKey,
      fetch: this.deps.fetch,
    }).editorWorkflow();
    if (isMasterKey(workflow) && !allowMaster)
      throw Object.assign(new Error(words()('bg.masterKey')), { code: 'MASTER_KEY', status: 0 });
    await this.moveTo(url);
    await this.deps.credentials.set({
      ...NO_CREDENTIALS,
      mode: 'key',
      apiKey,
      origin: this.origin(),
    });
    this.projects = [];
    this.deps.onChanged();
    return this.state();
  }

  /** The user joined a project (a confirmed offer): list the projects again, refresh pages. */
  refreshProjects(): void {
    this.projects = [];
    this.deps.onChanged();
  }

  async signOut(): Promise<AuthState> {
    await this.deps.credentials.set(NO_CREDENTIALS);
    this.projects = [];
    this.deps.onChanged();
    return this.state();
  }

  /**
   * A 401 on a write or read with our key: the session expired or the key was revoked. Say so and
   * stop using the key; drafts and queued edits stay until the user signs in again.
   */
  async rejected(err: unknown): Promise<void> {
    if (!(err instanceof ApiError) || err.status !== 401) return;
    const c = this.deps.credentials.current();
    if (c.mode === 'demo') return;
    const problem =
      err.code === 'SESSION_EXPIRED' ? words()('auth.sessionExpired') : words()('bg.keyInvalid');
    await this.deps.credentials.update({
      apiKey: null,
      problem,
      mode: c.mode === 'key' ? 'demo' : 'signed_in',
      projectId: null,
    });
    this.deps.onChanged();
  }
}
