// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictView } from '../../../../components/panel/editor/conflict-view';
import { XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const setup = () => {
  const props = {
    keyName: 'nav.cart',
    mine: 'Mein Korb',
    theirs: XSS,
    original: 'Warenkorb',
    onResolve: vi.fn(),
    onClose: vi.fn(),
  };
  render(<ConflictView {...props} />);
  return props;
};

describe('ConflictView', () => {
  it('shows yours, theirs and the original side by side', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Conflict on nav.cart' });
    expect(within(region).getByText('Mein Korb')).toBeTruthy();
    expect(within(region).getByText(XSS)).toBeTruthy();
    expect(within(region).getByText('Warenkorb')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['Keep mine', 'mine'],
    ['Take theirs', 'theirs'],
  ])('%s calls back with %s', async (name, choice) => {
    const props = setup();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(props.onResolve).toHaveBeenCalledWith(choice);
  });
});
