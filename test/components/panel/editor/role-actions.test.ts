import { describe, expect, it } from 'vitest';
import { buildRows } from '../../../../lib/panel/key-list';
import { actionsForRole } from '../../../../components/panel/editor/role-actions';
import { page, workflow } from '../../../lib/panel/fixtures';

type Who = Parameters<typeof workflow>[0];
const ctxOf = (wf: ReturnType<typeof workflow> | null) => buildRows(page(wf))[0]!.context;

describe('actionsForRole: buttons a role can never use are not shown', () => {
  it.each<[string, ReturnType<typeof workflow> | null, string[]]>([
    ['a translator (stage 0)', workflow('translator'), ['save', 'confirm']],
    [
      'a reviewer (review and postreview)',
      workflow('reviewer'),
      ['save', 'confirm', 'reject', 'approve', 'unapprove'],
    ],
    [
      'a postreview-only reviewer',
      workflow('reviewer', { user_assigned_stages: [2] }),
      ['reject', 'approve', 'unapprove'],
    ],
    [
      'a reviewer without postreview',
      workflow('reviewer', { user_assigned_stages: [1] }),
      ['save', 'confirm', 'reject'],
    ],
    [
      'a project manager',
      workflow('pm'),
      ['save', 'confirm', 'reject', 'approve', 'unapprove', 'lock', 'unlock'],
    ],
    ['the read-only key', workflow('publishable'), []],
    [
      'no workflow: the page says why, nothing hidden',
      null,
      ['save', 'confirm', 'reject', 'approve', 'unapprove', 'lock', 'unlock'],
    ],
  ])('%s', (_who, wf, expected) => {
    expect(actionsForRole(ctxOf(wf))).toEqual(expected);
  });

  it('hides nothing on a page in the source language', () => {
    const ctx = { ...ctxOf(workflow('translator' as Who)), isSource: true };
    expect(actionsForRole(ctx)).toHaveLength(7);
  });
});
