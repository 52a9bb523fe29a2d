// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilesPanel, readText } from '../../../../components/options/files/files-panel';
import type { PlanChange } from '../../../../lib/contract/push';
import type { Ask } from '../../../../lib/messaging/ask';
import type { TeamLanguages } from '../../../../lib/messaging/team-types';

/** The options page's locale files: a file in, its plan, applied and restored; a language out. */
afterEach(cleanup);
// The panel loads the format modules on first use: loaded once here, so no test waits on it.
beforeAll(async () => {
  await import('../../../../lib/formats/guess');
  await import('../../../../lib/formats/file-transfer');
});

const language = (locale: string, source = false) => ({
  locale,
  source,
  archived: false,
  workflow_key: 'translate' as const,
  keys: 3,
  delivered: 0,
  stages: {},
});
const LANGUAGES: TeamLanguages = {
  languages: [language('en', true), language('de'), { ...language('fr'), archived: true }],
  namespaces: ['common', 'shop'],
};
const change = (key: string, action: PlanChange['action'], from?: string, to?: string) => ({
  locale: 'de',
  namespace: 'shop',
  key,
  action,
  ...(from === undefined ? {} : { from }),
  ...(to === undefined ? {} : { to }),
  written: false,
});
const PLAN = [
  change('cart.new', 'create', undefined, 'Neu'),
  change('cart.title', 'update', 'Korb', 'Warenkorb'),
  change('cart.same', 'unchanged', 'Gleich'),
  change('cart.edited', 'conflict', 'Im Dienst', 'In der Datei'),
];

function setup() {
  const ask = vi.fn(async (type: string, payload?: Record<string, unknown>) => {
    if (type === 'files.push')
      return payload!.dryRun
        ? { journal: null, changes: PLAN }
        : {
            journal: 'j-1',
            changes: PLAN.map((c) => ({
              ...c,
              written:
                c.action !== 'unchanged' &&
                (c.action !== 'conflict' || Boolean(payload!.overwrite)),
            })),
          };
    if (type === 'files.restore')
      return { journal: 'j-2', changes: [{ ...PLAN[0], written: true }] };
    if (type === 'files.texts')
      return {
        locale: 'de',
        sourceLocale: 'en',
        texts: [
          {
            namespace: 'shop',
            key: 'cart.title',
            text: 'Warenkorb',
            delivered: true,
            description: null,
          },
        ],
        sourceTexts: [],
      };
    throw new Error(`unexpected ${type}`);
  });
  const download = vi.fn();
  const onChanged = vi.fn();
  render(
    <FilesPanel
      ask={ask as unknown as Ask}
      projectId="p-1"
      languages={LANGUAGES}
      download={download}
      onChanged={onChanged}
    />,
  );
  return { ask, download, onChanged, user: userEvent.setup() };
}

const GERMAN = new File(
  [
    JSON.stringify({
      cart: { new: 'Neu', title: 'Warenkorb', same: 'Gleich', edited: 'In der Datei' },
    }),
  ],
  'shop.de.json',
  { type: 'application/json' },
);
const upload = () => screen.getByRole('form', { name: 'Upload a locale file' });

describe('FilesPanel', () => {
  it('guesses the format, language and namespace of a file chosen with the picker', async () => {
    const { user } = setup();
    await user.upload(within(upload()).getByLabelText('Or choose a file'), GERMAN);
    await within(upload()).findByText('shop.de.json');
    expect(within(upload()).getByLabelText<HTMLSelectElement>('Format').value).toBe('i18next-json');
    expect(within(upload()).getByLabelText<HTMLSelectElement>('Language').value).toBe('de');
    expect(within(upload()).getByLabelText<HTMLInputElement>('Namespace').value).toBe('shop');
    // Archived languages take no upload.
    expect(within(upload()).queryByRole('option', { name: 'fr' })).toBeNull();
  });

  it('asks for the language when neither the name nor the text says it', async () => {
    setup();
    const file = new File(['{"a": "A"}'], 'strings.json');
    fireEvent.drop(upload().querySelector('.drop-zone')!, { dataTransfer: { files: [file] } });
    await screen.findByText(/Choose the file’s language/);
    const plan = within(upload()).getByRole<HTMLButtonElement>('button', { name: 'Show the plan' });
    expect(plan.disabled).toBe(true);
  });

  it('shows the plan with both texts of a conflict, then applies it without the conflict', async () => {
    const { ask, user, onChanged } = setup();
    await user.upload(within(upload()).getByLabelText('Or choose a file'), GERMAN);
    await user.click(
      await within(upload()).findByRole('checkbox', { name: 'Remove keys the file lacks' }),
    );
    await user.click(within(upload()).getByRole('button', { name: 'Show the plan' }));
    const plan = await screen.findByRole('region', { name: 'Plan for de, namespace shop' });
    expect(ask).toHaveBeenCalledWith('files.push', {
      projectId: 'p-1',
      locale: 'de',
      namespace: 'shop',
      entries: [
        { key: 'cart.new', value: 'Neu' },
        { key: 'cart.title', value: 'Warenkorb' },
        { key: 'cart.same', value: 'Gleich' },
        { key: 'cart.edited', value: 'In der Datei' },
      ],
      removeMissing: true,
      dryRun: true,
    });
    expect(plan.textContent).toContain(
      '1 to create, 1 to update, 1 unchanged, 1 in conflict, 0 to remove',
    );
    const conflict = within(plan).getByRole('row', { name: 'cart.edited' });
    expect(
      within(conflict)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['conflict', 'Im Dienst', 'In der Datei']);
    expect(within(plan).queryByRole('row', { name: 'cart.same' })).toBeNull();
    await user.click(within(plan).getByRole('button', { name: 'Apply the plan' }));
    await screen.findByText('Applied: 2 changes written, journal j-1.');
    expect(ask).toHaveBeenLastCalledWith(
      'files.push',
      expect.objectContaining({ dryRun: false, overwrite: false }),
    );
    expect(within(conflict).getAllByRole('cell')[0]!.textContent).toBe('conflict');
    expect(onChanged).toHaveBeenCalled();
  });

  it('writes the conflicts when told to, and restores the upload', async () => {
    const { ask, user } = setup();
    await user.upload(within(upload()).getByLabelText('Or choose a file'), GERMAN);
    await user.click(await within(upload()).findByRole('button', { name: 'Show the plan' }));
    const plan = await screen.findByRole('region', { name: 'Plan for de, namespace shop' });
    await user.click(within(plan).getByRole('checkbox', { name: /Also write the conflicts/ }));
    await user.click(within(plan).getByRole('button', { name: 'Apply the plan' }));
    await screen.findByText('Applied: 3 changes written, journal j-1.');
    expect(ask).toHaveBeenLastCalledWith(
      'files.push',
      expect.objectContaining({ overwrite: true }),
    );
    expect(within(plan).getByRole('row', { name: 'cart.edited' }).textContent).toContain('written');
    await user.click(
      screen.getByRole('button', { name: 'Restore the texts from before this upload' }),
    );
    await screen.findByText('Restored: 1 texts put back (journal j-2).');
    expect(ask).toHaveBeenLastCalledWith('files.restore', { projectId: 'p-1', journalId: 'j-1' });
    expect(screen.queryByRole('button', { name: /Restore the texts/ })).toBeNull();
  });

  it('waits while a sync of the project runs, says so, then applies the plan', async () => {
    const { ask, user } = setup();
    await user.upload(within(upload()).getByLabelText('Or choose a file'), GERMAN);
    await user.click(await within(upload()).findByRole('button', { name: 'Show the plan' }));
    const plan = await screen.findByRole('region', { name: 'Plan for de, namespace shop' });
    const answer = ask.getMockImplementation()!;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let refusals = 0;
    ask.mockImplementation(async (type, payload) => {
      if (type === 'files.push' && !payload!.dryRun && refusals++ < 2) {
        if (refusals === 2) await released;
        throw Object.assign(new Error('A sync of the project runs'), {
          status: 409,
          code: 'JOB_IN_PROGRESS',
          retryAfterMs: 1,
        });
      }
      return answer(type, payload);
    });
    await user.click(within(plan).getByRole('button', { name: 'Apply the plan' }));
    await screen.findByText('Waiting for a running sync of the project to finish…');
    release();
    await screen.findByText('Applied: 2 changes written, journal j-1.');
    const writes = ask.mock.calls.filter(([type, p]) => type === 'files.push' && !p!.dryRun);
    expect(writes).toHaveLength(3);
  });

  it('shows any other refusal at once, without waiting', async () => {
    const { ask, user } = setup();
    await user.upload(within(upload()).getByLabelText('Or choose a file'), GERMAN);
    ask.mockImplementation(async () => {
      throw Object.assign(new Error('Project manager required'), {
        status: 403,
        code: 'FORBIDDEN',
      });
    });
    await user.click(await within(upload()).findByRole('button', { name: 'Show the plan' }));
    await screen.findByText('Project manager required');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('downloads a language in the chosen format', async () => {
    const { ask, download, user } = setup();
    const form = screen.getByRole('form', { name: 'Download a language' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'de');
    await user.selectOptions(within(form).getByLabelText('Namespace'), 'shop');
    await user.selectOptions(within(form).getByLabelText('Format'), 'yaml-rails');
    await user.click(within(form).getByRole('button', { name: 'Download' }));
    await screen.findByText('Downloaded shop.de.yml.');
    expect(ask).toHaveBeenCalledWith('files.texts', { projectId: 'p-1', locale: 'de' });
    const [name, blob] = download.mock.calls[0] as [string, Blob];
    expect(name).toBe('shop.de.yml');
    expect(await readText(blob)).toBe('de:\n  cart:\n    title: Warenkorb\n');
  });
});
