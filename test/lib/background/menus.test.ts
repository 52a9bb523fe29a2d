import { fakeBrowser } from 'wxt/testing';
import { describe, expect, it, vi } from 'vitest';
import { localizeMenus } from '../../../lib/background/toolbar';
import { textFor } from '../../../lib/ui-text/catalogues';

describe('the context menus', () => {
  it('are titled in the user’s language', () => {
    const update = vi.fn(async () => undefined);
    // The fake browser has no context menus: this stands in for Chrome's.
    Object.assign(fakeBrowser, { contextMenus: { update } });
    localizeMenus(textFor('ja'));
    expect(update.mock.calls).toEqual([
      ['toggle-lens', { title: 'このページで Lens を切り替える' }],
      ['translate-image', { title: 'この画像を翻訳' }],
    ]);
  });
});
