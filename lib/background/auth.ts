import { LocaleLensClient } from '../contract/client';
import { ApiError } from '../contract/errors';
import type { ProjectListEntry } from '../contract/projects';
import type { AuthState } from '../messaging/types';
import type { Cached } from './cached-item';
import { apiKeyOf, NO_CREDENTIALS, type Credentials, type Settings } from './settings';

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
    return new LocaleLensClient({
      baseUrl: this.deps.settings.current().baseUrl,
      apiKey: apiKeyOf(this.deps.credentials.current()),
      fetch: this.deps.fetch,
    });
  }

  private userClient(): LocaleLensClient {
    const { accessToken } = this.deps.credentials.current();
    return new LocaleLensClient({
      baseUrl: this.deps.settings.current().baseUrl,
      bearer: accessToken ?? undefined,
      fetch: this.deps.fetch,
    });
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
    if (baseUrl) await this.deps.settings.update({ baseUrl: baseUrl.replace(/\/+$/, '') });
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

  /** Server-side mode: an integration key pasted by the user, checked before it is kept. */
  async useKey(apiKey: string, baseUrl?: string): Promise<AuthState> {
    const url = (baseUrl ?? this.deps.settings.current().baseUrl).replace(/\/+$/, '');
    await new LocaleLensClient({ baseUrl: url, apiKey, fetch: this.deps.fetch }).editorWorkflow();
    await this.deps.settings.update({ baseUrl: url });
    await this.deps.credentials.set({ ...NO_CREDENTIALS, mode: 'key', apiKey });
    this.projects = [];
    this.deps.onChanged();
    return this.state();
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
      err.code === 'SESSION_EXPIRED'
        ? 'Your session expired — sign in again (your drafts are kept)'
        : 'Your key is no longer valid — sign in again';
    await this.deps.credentials.update({
      apiKey: null,
      problem,
      mode: c.mode === 'key' ? 'demo' : 'signed_in',
      projectId: null,
    });
    this.deps.onChanged();
  }
}
