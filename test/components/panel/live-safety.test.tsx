// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm, type SignInFormProps } from '../../../components/panel/account/sign-in-form';
import { SettingsForm } from '../../../components/options/settings-form';
import { page } from '../../lib/panel/fixtures';
import { setup, signedIn } from './shell/panel-app-harness';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
const pick = async (key: string) =>
  userEvent.click(await screen.findByRole('option', { name: key }));

describe('writes that change what customers see', () => {
  it('asks before a save takes a live row off the site, and can keep it live', async () => {
    const { sent } = setup(signedIn('pm'));
    await pick('nav.home');
    await userEvent.type(box(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This text is live' });
    expect(dialog.textContent).toContain('Startseite');
    expect(dialog.textContent).toMatch(/stops being served until it is approved again/);
    expect(sent('row.save')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and keep it live' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.save')[0]).toMatchObject({ key: 'nav.home', text: 'Startseite!' });
    expect(sent('row.transition')[0]).toMatchObject({ key: 'nav.home', action: 'approve' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Ctrl+Enter asks too; "Save as a draft" only saves, Cancel sends nothing', async () => {
    const { sent } = setup(signedIn('pm'));
    await pick('nav.home');
    await userEvent.type(box(), '?');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    let dialog = await screen.findByRole('alertdialog', { name: 'This text is live' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('row.save')).toHaveLength(0);
    expect(box().value).toBe('Startseite?');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog', { name: 'This text is live' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(sent('row.save')).toHaveLength(1));
    expect(sent('row.transition')).toHaveLength(0);
  });

  it('asks before a lock publishes an unreviewed draft, showing its text', async () => {
    const { sent } = setup(signedIn('pm'));
    await pick('pay.title');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lock and publish' });
    expect(within(dialog).getByText('Bezahlen')).toBeTruthy();
    expect(sent('row.transition')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock and publish' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.transition')[0]).toMatchObject({ key: 'pay.title', action: 'lock' });
  });
});

describe('an unreachable service', () => {
  it('is an alert with Retry now, not row states or "All changes saved"', async () => {
    const problem = 'The service at http://127.0.0.1:1 cannot be reached.';
    const world = signedIn('pm');
    world.page = page(null, { locale: null, problem });
    const { sent } = setup(world);
    expect((await screen.findByRole('alert')).textContent).toBe(problem);
    expect(screen.getByText(/\d+ keys found on this page/)).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/Not a target language/)).toBeNull();
    const outbox = screen.getByRole('status', { name: 'Outbox' });
    expect(outbox.textContent).toBe('Not connected');
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(sent('service.retry')).toHaveLength(1));
  });
});

describe('a master key', () => {
  const props = (over: Partial<SignInFormProps> = {}): SignInFormProps => ({
    baseUrl: 'http://127.0.0.1:8787',
    lastEmail: null,
    needsProject: false,
    projects: [],
    user: null,
    problem: null,
    error: null,
    busy: false,
    onSignIn: vi.fn(),
    onUseKey: vi.fn(),
    onChooseProject: vi.fn(),
    ...over,
  });
  const refused = { code: 'MASTER_KEY', status: 0, message: 'This is a master key: careful.' };

  it('is kept from the panel only after the warning', async () => {
    const p = props();
    const { rerender } = render(<SignInForm {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Use an integration key' }));
    await userEvent.type(screen.getByLabelText('API key'), 'lr_live_master');
    await userEvent.click(screen.getByRole('button', { name: 'Use key' }));
    rerender(<SignInForm {...p} error={refused} />);
    const warning = screen.getByRole('alertdialog', { name: 'Master key' });
    expect(warning.textContent).toContain('This is a master key: careful.');
    await userEvent.click(screen.getByRole('button', { name: 'Use the master key anyway' }));
    expect(p.onUseKey).toHaveBeenLastCalledWith({
      apiKey: 'lr_live_master',
      baseUrl: 'http://127.0.0.1:8787',
      allowMaster: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('API key')).toHaveProperty('value', '');
  });

  it('is kept from the options only after the warning', async () => {
    const onSave = vi.fn(async (changes: { allowMaster?: boolean }) => {
      if (!changes.allowMaster) throw Object.assign(new Error(refused.message), refused);
      return 'Saved; the key works';
    });
    render(
      <SettingsForm
        settings={{
          baseUrl: 'http://127.0.0.1:8787',
          pinnedLocale: null,
          readOnlyStyle: 'hatch',
          selectModifier: 'alt',
          mode: 'demo',
        }}
        onSave={onSave}
      />,
    );
    await userEvent.type(screen.getByLabelText('Integration or session key'), 'lr_live_master');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Master key' });
    expect(warning.textContent).toContain('master key');
    await userEvent.click(screen.getByRole('button', { name: 'Use the master key anyway' }));
    expect(await screen.findByText('Saved; the key works')).toBeTruthy();
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ apiKey: 'lr_live_master', allowMaster: true }),
    );
  });
});
