import { describe, expect, it } from 'vitest';
import { sentenceBleu, sentenceChrf } from '../../lib/scoring';
import type { Harness } from './harness';
import {
  expectError,
  expectValidation,
  MASTER,
  PM,
  TRANSLATOR,
  useDemoService,
  waitForJob,
} from './helpers';

/** Model jobs over HTTP: submitted, answered at once with a task id, polled to their result. */
const h = useDemoService();

async function pollTask(path: string, bearer: string) {
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const res = await h.call('GET', path, { bearer });
    expect(res.status).toBe(200);
    seen.add(res.body.status);
    if (res.body.status === 'completed' || res.body.status === 'failed')
      return { ...res.body, seen };
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`${path} did not end`);
}

const submit = (h: Harness, path: string, bearer: string, body: unknown) =>
  h.call('POST', path, { bearer, body });

describe('model jobs', () => {
  it('lists the registered models with their languages and readiness', async () => {
    const token = await h.login(TRANSLATOR);
    const res = await h.call('GET', '/models', { bearer: token });
    expect(res.status).toBe(200);
    const apertium = res.body.models.find((m: { name: string }) => m.name === 'apertium');
    expect(apertium).toMatchObject({ kind: 'translation', tasks: ['translate'], ready: true });
    expect(apertium.languages).toEqual(expect.arrayContaining(['en', 'es', 'fr']));
    expectError(await h.call('GET', '/models'), 401, expect.any(String) as unknown as string);
  });

  it('translates items with Apertium, keeps their keys and placeholders, and checks them', async () => {
    const token = await h.login(TRANSLATOR);
    const sub = await submit(h, '/batch_translate', token, {
      source_lang: 'en',
      target_lang: 'es',
      registered_model_name: 'apertium',
      items: [
        { title: 'Save changes', greeting: 'Hello {name}, you have %d items' },
        JSON.parse('{"__proto__": "Your cart"}') as Record<string, string>,
      ],
    });
    expect(sub.status).toBe(202);
    expect(sub.body.status).toBe('queued');
    const task = await pollTask(`/translation/${sub.body.task_id}`, token);
    expect(task.status).toBe('completed');
    expect([...task.seen].every((s) => ['queued', 'started', 'completed'].includes(s))).toBe(true);
    expect(task.result).toMatchObject({ model: 'apertium', pivot: null });
    expect(task.result.items[0].title).toBe('Salva cambios');
    expect(task.result.items[0].greeting).toMatch(/\{name\}.*%d/);
    expect(Object.keys(task.result.items[1])).toEqual(['__proto__']);
    expect(task.result.evaluation).toEqual({ checks: expect.any(Array) });
    expect(task.started_at).toBeGreaterThanOrEqual(task.created_at);
    expect(task.finished_at).toBeGreaterThanOrEqual(task.started_at);
  });

  it('translates through a pivot when asked, and names it', async () => {
    const token = await h.login(TRANSLATOR);
    const sub = await submit(h, '/batch_translate', token, {
      source_lang: 'en',
      target_lang: 'fr',
      registered_model_name: 'apertium',
      use_pivot: true,
      skip_evaluation: true,
      items: [{ a: 'Your order has been shipped' }],
    });
    const task = await pollTask(`/translation/${sub.body.task_id}`, token);
    expect(task.result).toMatchObject({ pivot: 'es', evaluation: null });
    expect(task.result.items[0].a).toMatch(/^Votre /);
  });

  it.each([
    [
      { registered_model_name: 'nope' },
      /No model is registered as "nope"; the registered models are .*apertium/,
    ],
    [{ target_lang: 'ja' }, /does not translate en to ja; translation-memory can/],
    [{ target_lang: 'fr' }, /does not translate en to fr; translation-memory can/],
  ])('refuses at submission with 422 naming the models: %j', async (change, msg) => {
    const token = await h.login(TRANSLATOR);
    const detail = expectValidation(
      await submit(h, '/batch_translate', token, {
        source_lang: 'en',
        target_lang: 'es',
        registered_model_name: 'apertium',
        items: [{ a: 'Hello' }],
        ...change,
      }),
    );
    expect(detail[0]!.msg).toMatch(msg);
  });

  it('scores BLEU and chrF exactly as the scoring library does, with the optional fields', async () => {
    const token = await h.login(TRANSLATOR);
    const pair = { hypothesis: 'The cat sat on the mat.', reference: 'The cat is on the mat.' };
    const bleu = await submit(h, '/calculate_bleu', token, { ...pair, tokenize: 'intl' });
    expect(bleu.body.status).toBe('pending');
    const b = await pollTask(`/score/${bleu.body.task_id}`, token);
    const expected = sentenceBleu(pair.hypothesis, pair.reference, { tokenize: 'intl' });
    expect(b.result).toMatchObject({
      metric: 'bleu',
      score: expected.score,
      signature: expected.signature,
    });
    expect(b.result.details.counts).toEqual(expected.counts);
    expect([...b.seen].every((s) => ['pending', 'started', 'completed'].includes(s))).toBe(true);

    const chrf = await submit(h, '/calculate_chrf', token, { ...pair, word_order: 2 });
    const c = await pollTask(`/score/${chrf.body.task_id}`, token);
    expect(c.result).toMatchObject({
      metric: 'chrf',
      score: sentenceChrf(pair.hypothesis, pair.reference, { wordOrder: 2 }).score,
      details: { char_order: 6, word_order: 2, beta: 2 },
    });
  });

  it('needs a character on both sides for BLEU, but not for chrF', async () => {
    const token = await h.login(TRANSLATOR);
    expectValidation(await submit(h, '/calculate_bleu', token, { hypothesis: '', reference: 'x' }));
    expect(
      (await submit(h, '/calculate_chrf', token, { hypothesis: '', reference: 'x' })).status,
    ).toBe(202);
  });

  it("keeps a task to its submitter: another user's poll is 404, and a bearer token is required", async () => {
    const mine = await h.login(TRANSLATOR);
    const theirs = await h.login(PM);
    const sub = await submit(h, '/calculate_chrf', mine, { hypothesis: 'a', reference: 'b' });
    expectError(
      await h.call('GET', `/score/${sub.body.task_id}`, { bearer: theirs }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await h.call('GET', `/translation/${sub.body.task_id}`, { bearer: mine }),
      404,
      'NOT_FOUND',
    );
    expect(
      (await h.call('POST', '/calculate_chrf', { body: { hypothesis: 'a', reference: 'b' } }))
        .status,
    ).toBe(401);
  });
});

describe('the translation memory as a model', () => {
  it("answers from the rows people wrote in the user's projects, with the score and the matched source", async () => {
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: {
        translations: [
          { key: 'en:memory:returns.free', value: 'Free returns within 30 days' },
          { key: 'de:memory:returns.free', value: 'Kostenlose Rücksendung innerhalb von 30 Tagen' },
        ],
      },
    });
    await waitForJob(h, sync.body.job_id);
    const token = await h.login(TRANSLATOR);
    const sub = await submit(h, '/batch_translate', token, {
      source_lang: 'en',
      target_lang: 'de',
      registered_model_name: 'translation-memory',
      items: [
        {
          same: 'Free returns within 30 days',
          close: 'Free returns within 60 days',
          far: 'Track your parcel',
        },
      ],
    });
    expect(sub.status).toBe(202);
    const task = await pollTask(`/translation/${sub.body.task_id}`, token);
    expect(task.result.items[0]).toEqual({
      same: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
      close: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
      far: '',
    });
    expect(task.result.matches).toEqual([
      {
        index: 0,
        key: 'same',
        score: 100,
        source: 'Free returns within 30 days',
        source_key: 'memory:returns.free',
      },
      {
        index: 0,
        key: 'close',
        score: 96,
        source: 'Free returns within 30 days',
        source_key: 'memory:returns.free',
      },
    ]);
  });
});
