import { describe, expect, it, vi } from 'vitest';
import { createTeamHandlers, summarizeLanguages } from '../../../../lib/background/handlers/team';
import type { LocaleLensClient } from '../../../../lib/contract/client';
import type { ProjectFileTarget } from '../../../../lib/contract/offers';
import type { ProjectLanguage } from '../../../../lib/contract/team';

const language = (locale: string, over: Partial<ProjectLanguage> = {}): ProjectLanguage => ({
  locale,
  source: false,
  archived: false,
  workflow_key: 'translate_review',
  ...over,
});
let id = 0;
const target = (
  locale: string,
  namespace: string,
  keys: number,
  delivered: number,
  stage_counts: Record<string, number> = {},
): ProjectFileTarget => ({
  project_file_target_id: ++id,
  namespace,
  locale,
  archived: false,
  keys,
  delivered,
  stage_counts,
  active_offer: null,
});

describe('summarizeLanguages', () => {
  it.each<[string, ProjectLanguage[], ProjectFileTarget[], object[], string[]]>([
    [
      'a new project: languages, no key yet',
      [language('en', { source: true }), language('de')],
      [],
      [
        { locale: 'en', keys: 0, delivered: 0, stages: {} },
        { locale: 'de', keys: 0, delivered: 0, stages: {} },
      ],
      [],
    ],
    [
      'counts summed over namespaces, stages too',
      [language('de')],
      [target('de', 'common', 10, 4, { 0: 5, 2: 4 }), target('de', 'checkout', 6, 1, { 0: 6 })],
      [{ locale: 'de', keys: 16, delivered: 5, stages: { 0: 11, 2: 4 } }],
      ['checkout', 'common'],
    ],
    [
      'the source first, other languages as listed; another language’s targets not counted',
      [language('fr', { archived: true }), language('en', { source: true }), language('de')],
      [target('de', 'common', 3, 3), target('fr', 'common', 3, 0)],
      [
        { locale: 'en', keys: 0 },
        { locale: 'fr', archived: true, keys: 3, delivered: 0 },
        { locale: 'de', keys: 3, delivered: 3 },
      ],
      ['common'],
    ],
  ])('%s', (_, languages, targets, expected, namespaces) => {
    const summary = summarizeLanguages(languages, targets);
    expect(summary.languages).toEqual(expected.map((e) => expect.objectContaining(e)));
    expect(summary.languages).toHaveLength(expected.length);
    expect(summary.namespaces).toEqual(namespaces);
  });
});

describe('a new project in the background', () => {
  it('asks the project list again after creating a project', async () => {
    const call = vi.fn(async () => ({ project_id: 'p-2', name: 'Docs' }));
    const created = vi.fn();
    const team = createTeamHandlers(() => ({ call }) as unknown as LocaleLensClient, created);
    await team['projects.create']({ name: 'Docs' }, {} as never);
    expect(call).toHaveBeenCalledWith('createContinuousProject', { body: { name: 'Docs' } });
    expect(created).toHaveBeenCalledOnce();
  });
});
