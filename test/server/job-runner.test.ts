import { describe, expect, it } from 'vitest';
import type { Segment } from '../../lib/placeholders/segments';
import { EngineRegistry } from '../../server/engines/registry';
import type { LanguagePair, TranslationEngine } from '../../server/engines/types';
import { MASTER, TRANSLATOR, useDemoService, waitForJob } from './helpers';

/** An engine that loads until the test lets it, and fails when asked to translate "boom". */
class HeldEngine implements TranslationEngine {
  readonly name = 'held';
  readonly description = 'A held test engine';
  private loaded = false;
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  pairs(): LanguagePair[] {
    return [{ from: 'en', to: 'es' }];
  }
  ready() {
    return this.loaded;
  }
  async warmup() {
    await this.gate;
    this.loaded = true;
  }
  async translate(units: readonly Segment[][]) {
    return units.map((u) => {
      // Text is "translated" (upper-cased); placeholders come through as they are.
      const text = u.map((s) => (s.kind === 'text' ? s.text.toUpperCase() : s.raw)).join('');
      if (text === 'BOOM') throw new Error('The held engine cannot translate "boom"');
      return text;
    });
  }
  async close() {}
  load() {
    this.release();
  }
}

const engine = new HeldEngine();
const h = useDemoService({ engines: new EngineRegistry([engine]) });

async function poll(
  path: string,
  bearer: string,
  until: (body: { status: string; stage?: string }) => boolean,
) {
  for (let i = 0; i < 400; i++) {
    const res = await h.call('GET', path, { bearer });
    if (until(res.body)) return res.body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${path} never reached the state`);
}

describe('one runner for every kind of job', () => {
  it('a model warming up holds only its own lane: scores and syncs run meanwhile', async () => {
    const token = await h.login(TRANSLATOR);
    const translate = await h.call('POST', '/batch_translate', {
      bearer: token,
      body: {
        source_lang: 'en',
        target_lang: 'es',
        registered_model_name: 'held',
        items: [{ a: 'hi {x}' }],
      },
    });
    const warming = await poll(
      `/translation/${translate.body.task_id}`,
      token,
      (b) => b.stage === 'warmup',
    );
    expect(warming.status).toBe('started');
    // No time limit on the warm-up: the model is reported as not ready meanwhile.
    const models = await h.call('GET', '/models', { bearer: token });
    expect(models.body.models[0]).toMatchObject({ name: 'held', ready: false });

    const score = await h.call('POST', '/calculate_chrf', {
      bearer: token,
      body: { hypothesis: 'a', reference: 'a' },
    });
    expect(
      (await poll(`/score/${score.body.task_id}`, token, (b) => b.status === 'completed')).status,
    ).toBe('completed');
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:common:runner.check', value: 'Check' }] },
    });
    expect((await waitForJob(h, sync.body.job_id)).status).toBe('completed');
    expect(
      (await h.call('GET', `/translation/${translate.body.task_id}`, { bearer: token })).body
        .status,
    ).toBe('started');

    engine.load();
    const done = await poll(
      `/translation/${translate.body.task_id}`,
      token,
      (b) => b.status === 'completed',
    );
    expect(done.result.items).toEqual([{ a: 'HI {x}' }]);
  });

  it('a failing task ends failed with a readable error, and the lane goes on', async () => {
    const token = await h.login(TRANSLATOR);
    const submit = (text: string) =>
      h.call('POST', '/batch_translate', {
        bearer: token,
        body: {
          source_lang: 'en',
          target_lang: 'es',
          registered_model_name: 'held',
          items: [{ a: text }],
        },
      });
    const bad = await submit('boom');
    const good = await submit('fine');
    const failed = await poll(
      `/translation/${bad.body.task_id}`,
      token,
      (b) => b.status === 'failed',
    );
    expect(failed).toMatchObject({
      error: 'The held engine cannot translate "boom"',
      result: null,
    });
    expect(failed.finished_at).toEqual(expect.any(Number));
    const next = await poll(
      `/translation/${good.body.task_id}`,
      token,
      (b) => b.status === 'completed',
    );
    expect(next.result.items).toEqual([{ a: 'FINE' }]);
  });
});
