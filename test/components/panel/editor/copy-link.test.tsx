// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

describe('Copy link', () => {
  it("copies a link to the selected key on the page's URL", async () => {
    const writeText = vi.fn(async () => undefined);
    // userEvent installs its own clipboard on setup: ours goes in after it.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(signedIn());
    await user.click(await screen.findByRole('option', { name: 'pay.title' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1/demo/#ll:key=checkout%3Apay.title');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
