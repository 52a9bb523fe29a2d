import { describe, expect, it } from 'vitest';
import {
  MEMORY_MODEL,
  bearerClient,
  noEngineText,
  startSuggestions,
  suggestionStatus,
  type ModelJobsClient,
} from '../../../lib/background/suggestions';
import { ApiError } from '../../../lib/contract/errors';
import type { RegisteredModel, TranslationTask } from '../../../lib/contract/model-jobs';

const model = (name: string, languages: string[]): RegisteredModel => ({
  name,
  kind: 'translation',
  tasks: ['translate'],
  languages,
  ready: true,
});

const refused = (message: string) =>
  new ApiError({
    status: 422,
    type: 'validation_error',
    code: 'VALIDATION_ERROR',
    message,
    detail: [],
    retryAfterMs: null,
  });

/** A scripted service: its models, which ones refuse, and the task records to answer. */
function fakeClient(
  models: RegisteredModel[],
  opts: { refuse?: string[]; tasks?: Record<string, Partial<TranslationTask> | Error> } = {},
) {
  const submitted: { model: string; usePivot: boolean; items: unknown }[] = [];
  const client: ModelJobsClient = {
    models: async () => ({ models }),
    batchTranslate: async (body) => {
      const name = body.registered_model_name;
      if (opts.refuse?.includes(name)) throw refused(`${name} does not translate`);
      submitted.push({ model: name, usePivot: body.use_pivot ?? false, items: body.items });
      return { task_id: `t-${name}`, status: 'queued' as const };
    },
    translationTask: async (taskId) => {
      const t = opts.tasks?.[taskId];
      if (t instanceof Error) throw t;
      return {
        task_id: taskId,
        status: 'queued',
        result: null,
        error: null,
        created_at: 1,
        started_at: null,
        finished_at: null,
        ...t,
      } as TranslationTask;
    },
  };
  return { client, submitted };
}

const APERTIUM = model('apertium', ['en', 'es', 'fr']);
const MEMORY = model(MEMORY_MODEL, ['de', 'en', 'es', 'fr', 'ja']);
const req = (over: object = {}) => ({
  sourceLocale: 'en',
  locale: 'es',
  sources: ['Add to cart'],
  batch: false,
  ...over,
});

describe('starting suggestions', () => {
  it('submits to every model that reaches the pair, engines with a pivot allowed, the memory without', async () => {
    const { client, submitted } = fakeClient([APERTIUM, MEMORY, model('deepl', ['de', 'en'])]);
    const started = await startSuggestions(client, req({ locale: 'fr' }));
    expect(started).toEqual({
      jobs: [
        { model: 'apertium', taskId: 't-apertium' },
        { model: MEMORY_MODEL, taskId: `t-${MEMORY_MODEL}` },
      ],
      noEngine: null,
    });
    expect(submitted.map((s) => [s.model, s.usePivot])).toEqual([
      ['apertium', true],
      [MEMORY_MODEL, false],
    ]);
    expect(submitted[0]!.items).toEqual([{ text: 'Add to cart' }]);
  });

  it('matches a regional page locale to the model’s language', async () => {
    const { client, submitted } = fakeClient([APERTIUM]);
    await startSuggestions(client, req({ locale: 'es-MX' }));
    expect(submitted.map((s) => s.model)).toEqual(['apertium']);
  });

  it('says in words what would help when no engine reaches the pair, and still asks the memory', async () => {
    const { client } = fakeClient([APERTIUM, MEMORY], { refuse: [] });
    const started = await startSuggestions(client, req({ locale: 'ja' }));
    expect(started.jobs.map((j) => j.model)).toEqual([MEMORY_MODEL]);
    expect(started.noEngine).toBe(noEngineText('en', 'ja', [APERTIUM, MEMORY]));
    expect(started.noEngine).toMatch(/Debian has no Apertium pair for en→ja/);
    expect(started.noEngine).toMatch(/remote engine/);
  });

  it.each([
    // Debian packages no English–German pair: only a remote engine would do.
    ['en', 'de', /Debian has no Apertium pair for en→de: a remote engine/, /apertium-\w+-/],
    ['en-GB', 'de-AT', /Debian has no Apertium pair/, /apertium-\w+-/],
    // Where Debian has one, its package is named.
    ['en', 'ca', /Debian's apertium-eng-cat package installed on the service/, /has no/],
    ['pt-BR', 'es', /Debian's apertium-es-pt package/, /has no/],
  ])('%s→%s names the engines that could serve the pair', async (from, to, says, never) => {
    const { client } = fakeClient([APERTIUM, MEMORY]);
    const started = await startSuggestions(client, req({ sourceLocale: from, locale: to }));
    expect(started.noEngine).toMatch(says);
    expect(started.noEngine).not.toMatch(never);
    // What the service has, from its models: the memory is not an engine.
    expect(started.noEngine).toContain('Its engines and their languages: apertium (en, es, fr).');
    expect(started.noEngine).not.toContain(MEMORY_MODEL);
  });

  it('takes a 422 as “this model cannot do the pair”, and rethrows anything else', async () => {
    const { client } = fakeClient([APERTIUM, MEMORY], { refuse: ['apertium'] });
    const started = await startSuggestions(client, req());
    expect(started.jobs.map((j) => j.model)).toEqual([MEMORY_MODEL]);
    expect(started.noEngine).not.toBeNull();
    const broken: ModelJobsClient = {
      ...client,
      batchTranslate: async () => Promise.reject(new TypeError('Failed to fetch')),
    };
    await expect(startSuggestions(broken, req())).rejects.toThrow('Failed to fetch');
  });

  it('runs one job for a batch: the first engine that takes it, else the memory', async () => {
    const sources = ['One', 'Two'];
    const first = fakeClient([model('deepl', ['en', 'es']), APERTIUM, MEMORY], {
      refuse: ['deepl'],
    });
    const started = await startSuggestions(first.client, req({ sources, batch: true }));
    expect(started.jobs).toEqual([{ model: 'apertium', taskId: 't-apertium' }]);
    expect(first.submitted[0]!.items).toEqual([{ text: 'One' }, { text: 'Two' }]);
    const onlyMemory = fakeClient([APERTIUM, MEMORY]);
    const answer = await startSuggestions(onlyMemory.client, req({ locale: 'ja', batch: true }));
    expect(answer.jobs.map((j) => j.model)).toEqual([MEMORY_MODEL]);
  });

  it('needs a bearer token: a key or the demo is told to sign in', () => {
    const deps = (accessToken: string | null) => ({
      settings: { current: () => ({ baseUrl: 'http://127.0.0.1:8787' }) },
      credentials: { current: () => ({ accessToken }) },
    });
    expect(() => bearerClient(deps(null))).toThrow(/need signing in/);
    expect(bearerClient(deps('tok'))).toBeDefined();
  });
});

const JOBS = [
  { model: 'apertium', taskId: 't-a' },
  { model: MEMORY_MODEL, taskId: 't-m' },
];

describe('the status of suggestions', () => {
  it('reports warming up, then translating with progress, while a job runs', async () => {
    const warming = fakeClient([], {
      tasks: { 't-a': { status: 'started', stage: 'warmup' }, 't-m': { status: 'queued' } },
    });
    expect(await suggestionStatus(warming.client, JOBS)).toEqual({
      phase: 'warmup',
      progress: null,
      items: [],
      failures: [],
    });
    const running = fakeClient([], {
      tasks: { 't-a': { status: 'started', progress: { done: 3, total: 8 } } },
    });
    expect(await suggestionStatus(running.client, JOBS.slice(0, 1))).toMatchObject({
      phase: 'translating',
      progress: { done: 3, total: 8 },
    });
  });

  it('merges finished jobs by source: engine, QA warnings, the memory’s score and source', async () => {
    const { client } = fakeClient([], {
      tasks: {
        't-a': {
          status: 'completed',
          result: {
            items: [{ text: 'Añadir al carrito' }, { text: 'Hola {name}' }],
            model: 'apertium',
            variant: null,
            pivot: null,
            evaluation: {
              checks: [{ index: 1, key: 'text', code: 'LENGTH_RATIO', message: 'Too long' }],
            },
          },
        },
        't-m': {
          status: 'completed',
          result: {
            items: [{ text: 'Añadir a la cesta' }, { text: '' }],
            model: MEMORY_MODEL,
            variant: null,
            pivot: null,
            evaluation: { checks: [] },
            matches: [
              { index: 0, key: 'text', score: 87, source: 'Add to basket', source_key: 'c:k' },
            ],
          },
        },
      },
    });
    const status = await suggestionStatus(client, JOBS);
    expect(status.phase).toBe('done');
    expect(status.items[0]).toEqual([
      { model: 'apertium', text: 'Añadir al carrito', pivot: null, warnings: [], match: null },
      {
        model: MEMORY_MODEL,
        text: 'Añadir a la cesta',
        pivot: null,
        warnings: [],
        match: { score: 87, source: 'Add to basket', sourceKey: 'c:k' },
      },
    ]);
    // The memory found nothing for the second source: only the engine's suggestion.
    expect(status.items[1]).toEqual([
      { model: 'apertium', text: 'Hola {name}', pivot: null, warnings: ['Too long'], match: null },
    ]);
  });

  it('lists failed and vanished jobs, and lets transient errors through for a retry', async () => {
    const gone = new ApiError({
      status: 404,
      type: 'not_found',
      code: 'NOT_FOUND',
      message: 'No task t-m of yours',
      detail: [],
      retryAfterMs: null,
    });
    const { client } = fakeClient([], {
      tasks: { 't-a': { status: 'failed', error: 'Apertium stopped' }, 't-m': gone },
    });
    expect(await suggestionStatus(client, JOBS)).toEqual({
      phase: 'done',
      progress: null,
      items: [],
      failures: [
        { model: 'apertium', error: 'Apertium stopped' },
        { model: MEMORY_MODEL, error: 'No task t-m of yours' },
      ],
    });
    const offline = fakeClient([], { tasks: { 't-a': new TypeError('Failed to fetch') } });
    await expect(suggestionStatus(offline.client, JOBS.slice(0, 1))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
