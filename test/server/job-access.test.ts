import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { demoSessions, expectError, MASTER, PUBLISHABLE, waitForJob } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /api/integrations/sync/jobs/{id}', () => {
  it('is for the master key only: editor sessions and publishable keys get 403', async () => {
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:jobs:a', value: 'A' }] },
    });
    expect(sync.status).toBe(202);
    const path = `/api/integrations/sync/jobs/${sync.body.job_id}`;
    const { translator, reviewer, pm } = await demoSessions(h);
    for (const key of [translator, reviewer, pm])
      expectError(await h.call('GET', path, { key }), 403, 'FORBIDDEN');
    expectError(await h.call('GET', path, { key: PUBLISHABLE }), 403, 'READ_ONLY_KEY');
    expect(await waitForJob(h, sync.body.job_id)).toMatchObject({ status: 'completed' });
  });
});
