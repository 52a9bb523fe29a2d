import { LocaleLensClient } from '../contract/client';
import { debianApertiumPackage } from '../contract/apertium-debian';
import { ApiError } from '../contract/errors';
import type { RegisteredModel, TranslationTask } from '../contract/model-jobs';
import type { Parsed } from '../messaging/protocol';
import type {
  SuggestJob,
  SuggestProgress,
  SuggestStarted,
  Suggestion,
} from '../messaging/suggest-types';
import { words } from './words';

/**
 * Suggestions for the side panel: machine translation and translation-memory matches, asked of
 * the service's model jobs with the signed-in user's bearer token. Nothing here is kept between
 * messages: the panel holds the task ids and asks how they stand, so a stopped service worker
 * loses nothing.
 */

/** The service's translation memory, registered as a model beside the engines. */
export const MEMORY_MODEL = 'translation-memory';

/** Model jobs answer signed-in users only: a key or the demo has no bearer token. */
export function signInRequired(): ApiError {
  return new ApiError({
    status: 403,
    type: 'permission_error',
    code: 'SIGN_IN_REQUIRED',
    message: words()('suggest.signIn'),
    detail: [],
    retryAfterMs: null,
  });
}

/**
 * What would make a pair translatable: the engines the service has (`GET /models`) and the
 * languages each lists, then an Apertium pair only where Debian packages one, else a remote engine.
 */
export function noEngineText(
  from: string,
  to: string,
  models: readonly RegisteredModel[] = [],
): string {
  const t = words();
  const engines = models
    .filter((m) => m.kind === 'translation' && m.name !== MEMORY_MODEL)
    .map((m) => `${m.name} (${m.languages.join(', ')})`);
  const debian = debianApertiumPackage(from, to);
  return [
    t('bg.noEngine', { from, to }),
    engines.length > 0 && t('bg.noEngine.engines', { engines: engines.join('; ') }),
    debian ? t('bg.noEngine.debian', { package: debian }) : t('bg.noEngine.remote', { from, to }),
  ]
    .filter(Boolean)
    .join(' ');
}

const base = (tag: string) => tag.toLowerCase().split('-')[0]!;
/** `de-DE` is served by a model that has `de`, as the service routes it. */
const speaks = (m: RegisteredModel, tag: string) =>
  m.languages.some((l) => l.toLowerCase() === tag.toLowerCase() || l.toLowerCase() === base(tag));

type StartRequest = Parsed<'suggest.start'>;
/** The client's model-job calls: all this module uses, and what its tests fake. */
export type ModelJobsClient = Pick<
  LocaleLensClient,
  'models' | 'batchTranslate' | 'translationTask'
>;

export async function startSuggestions(
  client: ModelJobsClient,
  req: StartRequest,
): Promise<SuggestStarted> {
  const { models } = await client.models();
  const able = models.filter(
    (m) =>
      m.kind === 'translation' &&
      m.tasks.includes('translate') &&
      speaks(m, req.sourceLocale) &&
      speaks(m, req.locale),
  );
  const engines = able.filter((m) => m.name !== MEMORY_MODEL);
  const memory = able.filter((m) => m.name === MEMORY_MODEL);
  const items = req.sources.map((text) => ({ text }));

  /** The job's task, or null when the service says the model cannot do the pair after all. */
  const submit = async (m: RegisteredModel): Promise<SuggestJob | null> => {
    try {
      const { task_id } = await client.batchTranslate({
        source_lang: req.sourceLocale,
        target_lang: req.locale,
        registered_model_name: m.name,
        items,
        // A memory is never pivoted (the service refuses it); engines may go through one.
        use_pivot: m.name !== MEMORY_MODEL,
      });
      return { model: m.name, taskId: task_id };
    } catch (err) {
      // Languages listed is not pairs offered: the 422 says this model cannot do this pair.
      if (err instanceof ApiError && err.status === 422) return null;
      throw err;
    }
  };

  let jobs: SuggestJob[] = [];
  if (req.batch) {
    // One job for many rows: the first engine that takes it, the memory only when none does.
    for (const m of [...engines, ...memory]) {
      const job = await submit(m);
      if (job) {
        jobs = [job];
        break;
      }
    }
  } else {
    const submitted = await Promise.all([...engines, ...memory].map(submit));
    jobs = submitted.filter((j): j is SuggestJob => j !== null);
  }
  const anyEngine = jobs.some((j) => j.model !== MEMORY_MODEL);
  return {
    jobs,
    noEngine: anyEngine ? null : noEngineText(req.sourceLocale, req.locale, models),
  };
}

type Polled = { job: SuggestJob; task: TranslationTask } | { job: SuggestJob; error: string };

/** Looks at every job once and merges what the finished ones found, by source. */
export async function suggestionStatus(
  client: ModelJobsClient,
  jobs: readonly SuggestJob[],
): Promise<SuggestProgress> {
  const polled = await Promise.all(
    jobs.map((job): Promise<Polled> =>
      client.translationTask(job.taskId).then(
        (task) => ({ job, task }),
        (err: unknown) => {
          // A refusal (the task is gone, not ours) ends that job; anything else is worth a retry.
          if (
            err instanceof ApiError &&
            err.status >= 400 &&
            err.status < 500 &&
            err.status !== 429
          )
            return { job, error: err.message };
          throw err;
        },
      ),
    ),
  );
  const items: Suggestion[][] = [];
  const failures: SuggestProgress['failures'] = [];
  let done = 0;
  let total = 0;
  let counted = false;
  let running = false;
  let warming = false;
  let started = false;
  for (const p of polled) {
    if ('error' in p) {
      failures.push({ model: p.job.model, error: p.error });
      continue;
    }
    const { task } = p;
    if (task.progress) {
      counted = true;
      done += task.progress.done;
      total += task.progress.total;
    }
    if (task.status === 'failed')
      failures.push({ model: p.job.model, error: task.error ?? words()('bg.jobFailed') });
    else if (task.status === 'completed' && task.result) addResult(items, p.job, task.result);
    else {
      running = true;
      warming ||= task.stage === 'warmup';
      started ||= task.status === 'started';
    }
  }
  const phase = !running ? 'done' : warming ? 'warmup' : started ? 'translating' : 'queued';
  return { phase, progress: counted ? { done, total } : null, items, failures };
}

function addResult(
  items: Suggestion[][],
  job: SuggestJob,
  result: NonNullable<TranslationTask['result']>,
): void {
  result.items.forEach((item, index) => {
    const text = item.text ?? '';
    // The memory answers '' where nothing came close: no suggestion.
    if (text.trim() === '') return;
    const match = result.matches?.find((m) => m.index === index);
    (items[index] ??= []).push({
      model: job.model,
      text,
      pivot: result.pivot,
      warnings: (result.evaluation?.checks ?? [])
        .filter((c) => c.index === index)
        .map((c) => c.message),
      match: match
        ? { score: match.score, source: match.source, sourceKey: match.source_key }
        : null,
    });
  });
  // Sparse arrays do not survive messaging as holes: fill them.
  for (let i = 0; i < result.items.length; i++) items[i] ??= [];
}

/** A client with the signed-in user's bearer token; none with a key or before sign-in. */
export function bearerClient(deps: {
  settings: { current(): { baseUrl: string } };
  credentials: { current(): { accessToken: string | null } };
  fetch?: typeof fetch;
}): LocaleLensClient {
  const { accessToken } = deps.credentials.current();
  if (!accessToken) throw signInRequired();
  return new LocaleLensClient({
    baseUrl: deps.settings.current().baseUrl,
    bearer: accessToken,
    fetch: deps.fetch,
  });
}
