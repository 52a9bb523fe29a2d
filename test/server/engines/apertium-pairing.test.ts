import { describe, expect, it } from 'vitest';
import { entriesOf, FREELANCER, MASTER, useDemoService, waitForJob } from '../helpers';
import { seedRows } from '../seed-rows';

/**
 * One Apertium pipeline per language pair serves every user: an answer must reach the request
 * that asked for it, whatever another user's text holds. U+FFFF is what Apertium's reader takes
 * for the end of its input (it flushes there, answering one text in two).
 */
const h = useDemoService();

// Words no dictionary has pass through Apertium untranslated: they show where a text went.
const HOSTILE = (i: number) => `Zorblax${i}\uFFFFquendrix \uFFFF\uFFFF snargle`;

async function translationTask(bearer: string, taskId: string) {
  for (let i = 0; i < 2000; i++) {
    const res = await h.call('GET', `/translation/${taskId}`, { bearer });
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`task ${taskId} did not end`);
}

describe('Apertium answers each request with its own text', () => {
  it("keeps a hostile batch's text out of a project's machine fill, and the project's out of it", async () => {
    const bearer = await h.login(FREELANCER);
    const holes = [...seedRows('es', 'empty'), ...seedRows('es', 'missing')];
    expect(holes.length).toBeGreaterThan(0);
    const items = Array.from({ length: 60 }, (_, i) => ({ a: HOSTILE(i), b: HOSTILE(i + 100) }));
    const [sub, fill] = await Promise.all([
      h.call('POST', '/batch_translate', {
        bearer,
        body: {
          source_lang: 'en',
          target_lang: 'es',
          registered_model_name: 'apertium',
          skip_evaluation: true,
          items,
        },
      }),
      h.call('POST', '/api/integrations/targets/fill', {
        key: MASTER,
        body: { locale: 'es', mode: 'machine_translation' },
      }),
    ]);
    expect([sub.status, fill.status]).toEqual([202, 202]);
    const [task, job] = await Promise.all([
      translationTask(bearer, sub.body.task_id),
      waitForJob(h, fill.body.job_id),
    ]);
    expect(job.status).toBe('completed');
    expect(task.status).toBe('completed');
    const after = await entriesOf(h, MASTER, 'es', holes);
    for (const row of holes) {
      const text: string = after[`${row.namespace}:${row.key}`].text;
      expect(text).not.toMatch(/Zorblax|quendrix|snargle/);
      expect(text).not.toBe('');
    }
    // Each item holds its own words, and nothing else.
    task.result.items.forEach((item: Record<string, string>, i: number) => {
      expect(item.a!.replace(/\s+/g, ' ')).toBe(`Zorblax${i} quendrix snargle`);
      expect(item.b!.replace(/\s+/g, ' ')).toBe(`Zorblax${i + 100} quendrix snargle`);
    });
  });
});
