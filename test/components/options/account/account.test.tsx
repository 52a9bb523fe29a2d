// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailChange } from '../../../../components/options/account/email-change';
import { PasswordForm, policyReasons } from '../../../../components/options/account/password-form';
import { PasswordExpiry } from '../../../../components/panel/account/password-expiry';
import type { Ask } from '../../../../lib/messaging/ask';
import { XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const strength = (score: number) => ({
  score,
  strength: (['very_weak', 'weak', 'fair', 'strong', 'very_strong'] as const)[score]!,
  feedback: score < 3 ? ['Add another word or two.'] : [],
  length: 10,
  has_uppercase: false,
  has_lowercase: true,
  has_numbers: false,
  has_special: false,
});

describe('PasswordForm', () => {
  it('asks for the strength once typing pauses, and lists the policy reasons', async () => {
    const ask = vi.fn(async (_type: string, p?: { password?: string }) =>
      strength((p?.password?.length ?? 0) > 14 ? 4 : 1),
    );
    render(<PasswordForm ask={ask as unknown as Ask} email="femi@demo.test" />);
    await userEvent.type(screen.getByLabelText('New password'), 'femi');
    await waitFor(() => expect(screen.getByText('weak')).toBeTruthy());
    // Debounced: one question for four keystrokes.
    expect(ask.mock.calls.filter((c) => c[0] === 'account.strength')).toHaveLength(1);
    expect(screen.getByText('At least 12 characters')).toBeTruthy();
    expect(screen.getByText('Not your e-mail’s name part')).toBeTruthy();
    expect(screen.getByText(/Too easy to guess/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('knows the current password is not a new one', () => {
    expect(policyReasons('same-old-pass-123', strength(4), 'a@b.c', 'same-old-pass-123')).toEqual([
      'Not your current password',
    ]);
  });
});

describe('EmailChange', () => {
  it('shows the pending change until the token is confirmed', async () => {
    const ask = vi.fn(async (type: string) =>
      type === 'account.changeEmail'
        ? { message: 'Sent', expires_at: Date.now() + 86_400_000 }
        : { email: 'new@demo.test' },
    );
    render(<EmailChange ask={ask as unknown as Ask} email="old@demo.test" />);
    await userEvent.type(screen.getByLabelText('New e-mail'), 'new@demo.test');
    await userEvent.type(screen.getByLabelText('Current password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() =>
      expect(screen.getByText(/Pending: a confirmation was sent to new@demo.test/)).toBeTruthy(),
    );
    await userEvent.type(screen.getByLabelText('Token'), 'tok');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    await waitFor(() => expect(screen.getByText('Your e-mail is now new@demo.test.')).toBeTruthy());
  });

  it('renders a hostile address as text', () => {
    render(<EmailChange ask={vi.fn() as unknown as Ask} email={XSS} />);
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('PasswordExpiry', () => {
  it('warns under 14 days only', () => {
    const { rerender } = render(<PasswordExpiry days={20} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<PasswordExpiry days={3} />);
    expect(screen.getByRole('alert').textContent).toContain('expires in 3 days');
    rerender(<PasswordExpiry days={0} />);
    expect(screen.getByRole('alert').textContent).toContain('has expired');
  });
});
