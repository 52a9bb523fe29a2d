import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { TRANSLATOR } from './helpers';

/**
 * Poison jobs: a task whose engine process crashed or ran out of time is run again after a pause,
 * a few times, then fails saying why; and a task whose service stopped while it ran, each time,
 * is not run again at the next start. Both hold on SQLite and on PostgreSQL (`--project postgres`).
 */
async function pollUntilEnded(h: Harness, bearer: string, taskId: string) {
  const seen: { status: string; error: string | null }[] = [];
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { body } = await h.call('GET', `/score/${taskId}`, { bearer });
    seen.push({ status: body.status, error: body.error });
    if (body.status === 'completed' || body.status === 'failed' || Date.now() > deadline)
      return { last: body, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const chrf = { hypothesis: 'The cat sat on the mat.', reference: 'The cat is on the mat.' };

describe('poison jobs', () => {
  it('tries a task whose engine ran out of time again, after a pause, then fails it saying why', async () => {
    const h = await startHarness({
      service: { engineLanes: { score: { timeMs: 1, memoryMb: 512 } } },
    });
    try {
      const bearer = await h.login(TRANSLATOR);
      const sub = await h.call('POST', '/calculate_chrf', { bearer, body: chrf });
      expect(sub.status).toBe(202);
      const { last, seen } = await pollUntilEnded(h, bearer, sub.body.task_id);
      expect(last).toMatchObject({ status: 'failed', result: null });
      expect(last.error).toBe('The score engine took longer than 1 ms; gave up after 3 attempts');
      // Between attempts the task waits, queued again, and its poll says why.
      expect(seen).toContainEqual({
        status: 'pending',
        error: 'The score engine took longer than 1 ms; trying again (attempt 1 of 3)',
      });
      expect((await h.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('does not run again a task whose service stopped while it ran, three times', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-poison-'));
    let h = await startHarness({ dataDir });
    try {
      await h.svc.worker.pause();
      const bearer = await h.login(TRANSLATOR);
      const sub = await h.call('POST', '/calculate_chrf', { bearer, body: chrf });
      // As the service leaves it when killed during its third run of the task.
      await h.svc.db
        .prepare(
          `UPDATE jobs SET status = 'processing', attempts = 3, lease_owner = 'gone',
             lease_until = 0 WHERE job_id = ?`,
        )
        .run(sub.body.task_id);
      await h.close();
      h = await startHarness({ dataDir });
      await h.svc.worker.resume();
      const { last } = await pollUntilEnded(h, await h.login(TRANSLATOR), sub.body.task_id);
      expect(last).toMatchObject({
        status: 'failed',
        result: null,
        error:
          'The task was started 3 times and never ended (the service stopped while it ran); it is not run again',
      });
    } finally {
      await h.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
