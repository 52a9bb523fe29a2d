import type { z } from 'zod';
import { loginResponse, userProfile } from './account';
import { EXTENSION_SURFACE, HEADERS } from './assumed';
import {
  editorSessionResponse,
  editorWorkflow,
  jobAccepted,
  saveResponse,
  targetStatusResponse,
  transitionResponse,
  translationsAllNamespaces,
  translationsOneNamespace,
  type FillRequest,
  type SaveRequest,
  type TransitionRequest,
} from './editor';
import { ApiError, toApiErrorData } from './errors';
import {
  batchTranslateSubmission,
  modelsResponse,
  translationTask,
  batchTranslateRequest,
} from './model-jobs';
import {
  integrationKeyList,
  integrationKeyWithSecret,
  type IntegrationKeyKind,
} from './integration-keys';
import { poll, type PollOptions } from './poll';
import { projectsResponse } from './projects';
import { pathOf, type RouteDef } from './route';
import { ROUTES, type RouteId, type RouteOf } from './routes';
import { syncBatchAccepted, syncJob, type SyncBatchRequest, type SyncJob } from './sync';

export interface ClientConfig {
  baseUrl: string;
  /** Integration key or editor session key, sent as `x-api-key`. */
  apiKey?: string;
  /** Access token from `POST /auth/login`. */
  bearer?: string;
  surface?: string;
  fetch?: typeof fetch;
}

type Query = Record<string, string | undefined>;
interface CallInit {
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Success<R> = R extends { responses: infer Rs }
  ? Rs[Extract<keyof Rs, 200 | 201 | 202 | 204>]
  : never;
/** What a route answers on success: its schema's type, or nothing (204). */
export type AnswerOf<Id extends RouteId> =
  Success<RouteOf<Id>> extends { schema: infer S extends z.ZodType } ? z.infer<S> : undefined;
/** What a call of a route sends: its path parameters, query and body, as its schemas take them. */
export interface InputOf<Id extends RouteId> {
  params?: RouteOf<Id> extends { params: infer P extends z.ZodType } ? z.input<P> : never;
  query?: RouteOf<Id> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
  body?: RouteOf<Id> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
  signal?: AbortSignal;
}

/**
 * The typed client of the interface. Every response is parsed with the contract's schemas; every
 * failure becomes an `ApiError` carrying status, type, code, validation detail and Retry-After.
 */
export class LocaleLensClient {
  constructor(private readonly config: ClientConfig) {}

  with(credentials: Pick<ClientConfig, 'apiKey' | 'bearer'>): LocaleLensClient {
    return new LocaleLensClient({ ...this.config, ...credentials });
  }

  // Editor and sync (integration key or editor session).
  targetStatus(q: { locale: string; namespace?: string; keys: readonly string[] }) {
    return this.get(ROUTES.targetStatus, targetStatusResponse, {
      locale: q.locale,
      namespace: q.namespace,
      keys: q.keys.join(','),
    });
  }
  editorWorkflow(q: { locale?: string; namespace?: string } = {}) {
    return this.get(ROUTES.editorWorkflow, editorWorkflow, {
      locale: q.locale,
      namespace: q.namespace,
      surface: this.surface,
    });
  }
  save(body: SaveRequest) {
    return this.post(ROUTES.saveTargets, saveResponse, body);
  }
  transition(body: TransitionRequest) {
    return this.post(ROUTES.transitionTarget, transitionResponse, body);
  }
  fill(body: FillRequest) {
    return this.post(ROUTES.fillTargets, jobAccepted, body);
  }
  translations(q: { locale: string; namespace: string }, etag?: string) {
    return this.conditional(translationsOneNamespace, q, etag);
  }
  allTranslations(q: { locale: string }, etag?: string) {
    return this.conditional(translationsAllNamespaces, q, etag);
  }
  syncBatch(body: SyncBatchRequest) {
    return this.post(ROUTES.syncBatch, syncBatchAccepted, body);
  }
  syncJob(jobId: string, signal?: AbortSignal) {
    return this.request(ROUTES.syncJob, syncJob, { params: { job_id: jobId }, signal });
  }
  waitForJob(jobId: string, options?: PollOptions<SyncJob>) {
    return poll((signal) => this.syncJob(jobId, signal), undefined, options);
  }

  // Accounts and administration (bearer).
  login(body: { email: string; password: string }) {
    return this.post(ROUTES.login, loginResponse, { ...body, client_time: Date.now() / 1000 });
  }
  profile() {
    return this.get(ROUTES.getProfile, userProfile);
  }
  projects() {
    return this.get(ROUTES.listProjects, projectsResponse);
  }
  createEditorSession(projectId: string) {
    return this.post(ROUTES.createEditorSession, editorSessionResponse, { project_id: projectId });
  }
  createIntegrationKey(body: { project_id: string; kind: IntegrationKeyKind; name: string }) {
    return this.post(ROUTES.createIntegrationKey, integrationKeyWithSecret, body);
  }
  listIntegrationKeys(projectId: string) {
    return this.get(ROUTES.listIntegrationKeys, integrationKeyList, { project_id: projectId });
  }
  rotateIntegrationKey(uuid: string) {
    return this.request(ROUTES.rotateIntegrationKey, integrationKeyWithSecret, {
      params: { key_uuid: uuid },
    });
  }
  async deleteIntegrationKey(uuid: string): Promise<void> {
    await this.request(ROUTES.deleteIntegrationKey, null, { params: { key_uuid: uuid } });
  }

  // Model jobs (bearer).
  models() {
    return this.get(ROUTES.listModels, modelsResponse);
  }
  batchTranslate(body: z.input<typeof batchTranslateRequest>) {
    return this.post(ROUTES.submitBatchTranslate, batchTranslateSubmission, body);
  }
  translationTask(taskId: string, signal?: AbortSignal) {
    return this.request(ROUTES.getTranslationTask, translationTask, {
      params: { task_id: taskId },
      signal,
    });
  }

  /**
   * Any operation of the route table by its id (offers, webhooks, the account…), its answer
   * parsed with the route's success schema.
   */
  call<Id extends RouteId>(id: Id, input: InputOf<Id> = {}): Promise<AnswerOf<Id>> {
    const route: RouteDef = ROUTES[id];
    const ok = Object.keys(route.responses)
      .map(Number)
      .find((s) => s >= 200 && s < 300);
    const schema = (ok !== undefined && route.responses[ok]?.schema) || null;
    const query = input.query as Record<string, unknown> | undefined;
    return this.request(route, schema, {
      params: input.params as Record<string, string> | undefined,
      query: query
        ? Object.fromEntries(
            Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
          )
        : undefined,
      body: input.body,
      signal: input.signal,
    }) as Promise<AnswerOf<Id>>;
  }

  private get surface() {
    return this.config.surface ?? EXTENSION_SURFACE;
  }

  private get<S extends z.ZodType>(route: RouteDef, schema: S, query?: Query) {
    return this.request(route, schema, { query });
  }

  private post<S extends z.ZodType>(route: RouteDef, schema: S, body: unknown) {
    return this.request(route, schema, { body });
  }

  /** GET with If-None-Match: `null` when the service answers 304. */
  private async conditional<S extends z.ZodType>(schema: S, query: Query, etag?: string) {
    const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
    const res = await this.raw(ROUTES.translations, { query, headers });
    if (res.status === 304) return null;
    const body = await this.parse(res, schema);
    return { body, etag: res.headers.get('etag') ?? undefined };
  }

  private async request<S extends z.ZodType>(
    route: RouteDef,
    schema: S | null,
    init: CallInit,
  ): Promise<z.infer<S>> {
    return this.parse(await this.raw(route, init), schema);
  }

  private async raw(route: RouteDef, init: CallInit): Promise<Response> {
    const url = new URL(pathOf(route, init.params), this.config.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { [HEADERS.surface]: this.surface, ...init.headers };
    if (this.config.apiKey) headers[HEADERS.apiKey] = this.config.apiKey;
    if (this.config.bearer) headers.authorization = `Bearer ${this.config.bearer}`;
    // A multipart route's form goes as it is: fetch writes its content type with the boundary.
    const form = route.bodyType === 'multipart' && init.body instanceof FormData ? init.body : null;
    if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
    const doFetch = this.config.fetch ?? fetch;
    return doFetch(url, {
      method: route.method.toUpperCase(),
      headers,
      body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: init.signal,
    });
  }

  private async parse<S extends z.ZodType>(res: Response, schema: S | null): Promise<z.infer<S>> {
    const text = await res.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!res.ok)
      throw new ApiError(toApiErrorData(res.status, body, res.headers.get(HEADERS.retryAfter)));
    if (!schema) return undefined as z.infer<S>;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: res.status,
        type: 'contract_error',
        code: 'UNEXPECTED_RESPONSE',
        message: `The service's answer does not match the contract: ${parsed.error.issues[0]?.message ?? ''}`,
        detail: [],
        retryAfterMs: null,
      });
    }
    return parsed.data;
  }
}
