// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInHelp } from '../../../../components/panel/account/sign-in-help';

afterEach(cleanup);

const URL = 'http://127.0.0.1:8787';
const setup = () => {
  const actions = {
    forgot: vi.fn(async () => null),
    reset: vi.fn(async () => null),
    accept: vi.fn(async () => {
      throw new Error('This invitation was already used');
    }),
  };
  render(<SignInHelp actions={actions} baseUrl={URL} email="ana@team.test" />);
  return actions;
};

describe('SignInHelp', () => {
  it('asks for a link by mail, then sets the new password with the link pasted', async () => {
    const actions = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const forgot = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(forgot).getByLabelText('E-mail')).toHaveProperty('value', 'ana@team.test');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Send me a link' }));
    expect(actions.forgot).toHaveBeenCalledWith('ana@team.test', URL);
    expect(await screen.findByText(/a link is on its way/)).toBeTruthy();
    const reset = screen.getByRole('form', { name: 'A new password' });
    await userEvent.type(
      within(reset).getByLabelText('Link or code from the mail'),
      `${URL}/reset-password?token=lr_pr_abc`,
    );
    await userEvent.type(within(reset).getByLabelText('New password'), 'Walnut-orbit-93-softly');
    await userEvent.click(within(reset).getByRole('button', { name: 'Set password' }));
    expect(actions.reset).toHaveBeenCalledWith('lr_pr_abc', 'Walnut-orbit-93-softly', URL);
    expect(await screen.findByText('Password changed: sign in with it.')).toBeTruthy();
  });

  it('joins with an invitation, and says why when the service refuses it', async () => {
    const actions = setup();
    await userEvent.click(screen.getByRole('button', { name: 'I have an invitation' }));
    const form = screen.getByRole('form', { name: 'Join with an invitation' });
    await userEvent.type(within(form).getByLabelText('Link or code from the mail'), 'lr_inv_x');
    await userEvent.type(within(form).getByLabelText('Your name'), ' Tina ');
    await userEvent.type(within(form).getByLabelText('New password'), 'Walnut-orbit-93-softly');
    await userEvent.click(within(form).getByRole('button', { name: 'Join and sign in' }));
    expect(actions.accept).toHaveBeenCalledWith({
      token: 'lr_inv_x',
      name: 'Tina',
      password: 'Walnut-orbit-93-softly',
      baseUrl: URL,
    });
    expect(await screen.findByText('This invitation was already used')).toBeTruthy();
  });
});
