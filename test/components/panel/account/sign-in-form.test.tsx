// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SignInForm,
  type SignInFormProps,
} from '../../../../components/panel/account/sign-in-form';
import { PROJECT, USER } from '../../../lib/panel/fixtures';

afterEach(cleanup);

function setup(over: Partial<SignInFormProps> = {}) {
  const props: SignInFormProps = {
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
  };
  render(<SignInForm {...props} />);
  return props;
}

describe('SignInForm', () => {
  it('signs in with the e-mail, password and service URL', async () => {
    const props = setup({ lastEmail: 'tina@example.com' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'tina@example.com',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.onSignIn).toHaveBeenCalledWith({
      email: 'tina@example.com',
      password: 'secret',
      baseUrl: 'http://127.0.0.1:8787',
    });
  });

  it.each([
    [{ code: 'NETWORK', status: 0, message: 'fetch failed' }, 'Cannot reach http://127.0.0.1:8787'],
    [{ code: 'INVALID_CREDENTIALS', status: 401, message: 'x' }, 'Wrong e-mail or password'],
    [
      { code: 'TOO_MANY_ATTEMPTS', status: 429, message: 'x', retryAfterMs: 600_000 },
      'locked out for now. Try again in 10 minutes',
    ],
    [
      { code: 'SESSION_EXPIRED', status: 401, message: 'x' },
      'Your session expired — sign in again (your drafts are kept)',
    ],
  ])('explains %o', (error, text) => {
    setup({ error });
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('says an expired session keeps the drafts', () => {
    setup({ problem: 'Your session expired' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your session expired — sign in again (your drafts are kept)',
    );
  });

  it('names the URL the user typed when it cannot be reached', async () => {
    setup({ error: { code: 'NETWORK', status: 0 } });
    const url = screen.getByRole('textbox', { name: 'Service URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'http://localhost:9999/');
    expect(screen.getByRole('alert').textContent).toContain('Cannot reach http://localhost:9999.');
  });

  it('offers an integration key instead', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Use an integration key' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(screen.getByLabelText('API key'), ' lr_live_abc ');
    await userEvent.click(screen.getByRole('button', { name: 'Use key' }));
    expect(props.onUseKey).toHaveBeenCalledWith({
      apiKey: 'lr_live_abc',
      baseUrl: 'http://127.0.0.1:8787',
    });
  });

  it('chooses the project once signed in', async () => {
    const other = { ...PROJECT, project_id: 'p2', name: 'Other', role: 'pm' as const };
    const props = setup({ needsProject: true, user: USER, projects: [PROJECT, other] });
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a project…',
      'Acme Store (member)',
      'Other (project manager)',
    ]);
    await userEvent.selectOptions(project, 'p2');
    expect(props.onChooseProject).toHaveBeenCalledWith('p2');
  });
});

describe('SignInForm after an expired session', () => {
  it('asks for the password again (the project is chosen after)', () => {
    setup({
      needsProject: true,
      projects: [PROJECT],
      user: USER,
      lastEmail: USER.email,
      problem: 'Your session expired — sign in again (your drafts are kept)',
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', USER.email);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('your drafts are kept');
  });
});
