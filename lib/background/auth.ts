import { LocaleLensClient } from '../contract/client';
import { ApiError } from '../contract/errors';
import type { LoginResponse } from '../contract/account';
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

  /** A client with no credential, for the operations anyone may call (sign-in, tokens by mail). */
  private async anonymous(baseUrl?: string): Promise<LocaleLensClient> {
    if (baseUrl) await this.moveTo(baseUrl);
    return new LocaleLensClient({
      baseUrl: this.deps.settings.current().baseUrl,
      fetch: this.deps.fetch,
    });
  }

  async signIn(email: string, password: string, baseUrl?: string): Promise<AuthState> {
    const login = await (await this.anonymous(baseUrl)).login({ email, password });
    return this.signedIn(login);
  }

  /** Joins a project with the token an invitation mailed, then is signed in as its new member. */
  async acceptInvitation(input: {
    token: string;
    name: string;
    password: string;
    baseUrl?: string;
  }) {
    const { baseUrl, ...body } = input;
    const login = await (await this.anonymous(baseUrl)).call('acceptInvitation', { body });
    return this.signedIn(login);
  }

  /** Asks for a reset link by mail (the service answers alike for an unknown address). */
  async forgotPassword(email: string, baseUrl?: string): Promise<null> {
    await (await this.anonymous(baseUrl)).call('initiatePasswordReset', { body: { email } });
    return null;
  }

  async resetPassword(token: string, password: string, baseUrl?: string): Promise<null> {
    const body = { token, new_password: password };
    await (await this.anonymous(baseUrl)).call('confirmPasswordReset', { body });
    return null;
  }

  private async signedIn(login: LoginResponse) {
    const email = login.user.email;
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
      projectName: this.projects.find((p) => p.project_id === projectId)?.name ?? null,
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
   * Why a signed-in user's session key stopped working when it has not expired: a manager took
   * them out of the project. Their own token still lists their projects, without that one.
   */
  private async removedFrom(c: Credentials): Promise<string | null> {
    if (c.mode !== 'signed_in' || !c.accessToken || !c.projectId) return null;
    const before = this.projects.find((p) => p.project_id === c.projectId);
    const now = await this.userClient()
      .projects()
      .catch(() => null);
    if (!now || now.projects.some((p) => p.project_id === c.projectId)) return null;
    this.projects = now.projects;
    return words()('auth.removed', { project: before?.name ?? c.projectName ?? c.projectId });
  }

  /** Whether the service accepts the key in force now (a request of its own, with it). */
  private accepted(): Promise<boolean> {
    return this.client()
      .editorWorkflow()
      .then(
        () => true,
        () => false,
      );
  }

  /**
   * A 401 on a write or read with our key: the session expired or the key was revoked. Say so and
   * stop using the key; drafts and queued edits stay until the user signs in again.
   */
  async rejected(err: unknown): Promise<void> {
    if (!(err instanceof ApiError) || err.status !== 401) return;
    // No key to give up: already said why (several requests fail at once: the first reason
    // stands), or signed in with no project chosen yet (the request went out with no key).
    const settled = (c: Credentials) => c.mode === 'demo' || !c.apiKey;
    if (settled(this.deps.credentials.current())) return;
    // The request may have gone out with a key since replaced (a sign-out and another sign-in
    // while it was on its way): the key in force is asked about before it is given up.
    if (await this.accepted()) return;
    const c = this.deps.credentials.current();
    if (settled(c)) return;
    const problem =
      err.code === 'SESSION_EXPIRED'
        ? words()('auth.sessionExpired')
        : ((await this.removedFrom(c)) ?? words()('bg.keyInvalid'));
    await this.deps.credentials.update({
      apiKey: null,
      problem,
      mode: c.mode === 'key' ? 'demo' : 'signed_in',
      projectId: null,
      projectName: null,
    });
    this.deps.onChanged();
  }
}
