import { describe, expect, it } from 'vitest';
import { validationErrorBody } from '../../lib/contract/errors';
import { expectError, FREELANCER, useDemoService } from './helpers';

const h = useDemoService();

describe('POST /api/continuous/projects', () => {
  it('creates a continuous project whose manager is the caller', async () => {
    const free = await h.login(FREELANCER);
    const res = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: {
        name: 'Docs site',
        deadline: 1_900_000_000,
        workflow_key: 'translate_review_proofread',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Docs site',
      continuous: true,
      workflow_key: 'translate_review_proofread',
      workflow_id: 3,
      workflow_mode: 'per_row',
    });
    expect(res.body.project_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const mine = await h.call('GET', '/api/projects', { bearer: free });
    expect(mine.body.projects).toEqual([
      expect.objectContaining({ project_id: res.body.project_id, role: 'pm', locales: [] }),
    ]);
    const members = await h.call('GET', `/api/projects/${res.body.project_id}/members`, {
      bearer: free,
    });
    expect(members.body.members).toEqual([
      expect.objectContaining({ email: FREELANCER, role: 'pm' }),
    ]);
    const plain = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: { name: 'Blog' },
    });
    expect(plain.body).toMatchObject({ workflow_key: 'translate_review', workflow_id: 1 });
  });

  it('answers 400 with the validation body for a missing name or an unknown workflow', async () => {
    const free = await h.login(FREELANCER);
    for (const body of [
      {},
      { name: '  ' },
      { name: 'X', workflow_key: 'translate_everything' },
      { name: 'X', deadline: 'soon' },
    ]) {
      const res = await h.call('POST', '/api/continuous/projects', { bearer: free, body });
      expect(res.status).toBe(400);
      expect(validationErrorBody.safeParse(res.body).success).toBe(true);
    }
    const bad = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: { name: 'X', workflow_key: 'nope' },
    });
    expect(bad.body.detail[0].loc).toEqual(['body', 'workflow_key']);
    const json = await h.call('POST', '/api/continuous/projects', { bearer: free, body: '{' });
    expect(json.status).toBe(400);
    expectError(
      await h.call('POST', '/api/continuous/projects', { body: { name: 'X' } }),
      401,
      'NOT_AUTHENTICATED',
    );
  });
});
