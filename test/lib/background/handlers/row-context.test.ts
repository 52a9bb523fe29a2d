import { describe, expect, it, vi } from 'vitest';
import { createRowContextHandlers } from '../../../../lib/background/handlers/row-context';
import type { LocaleLensClient } from '../../../../lib/contract/client';

/** Row context messages come from extension pages, which carry no tab. */
const PAGE = {} as never;
const ref = { locale: 'de', namespace: 'checkout', key: 'pay.button' };

function setup(answer: unknown) {
  const call = vi.fn(async () => answer);
  const client = vi.fn(() => ({ call }) as unknown as Pick<LocaleLensClient, 'call'>);
  return { call, client, h: createRowContextHandlers(client) };
}

describe('row context handlers', () => {
  it('asks the row context with the session client, by query', async () => {
    const context = { namespace: 'checkout', key: 'pay.button', comments: [], history: [] };
    const { call, client, h } = setup(context);
    await expect(h['row.context'](ref, PAGE)).resolves.toBe(context);
    expect(client).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('targetContext', { query: ref });
  });

  it('posts a comment as the row and text, and answers the stored comment', async () => {
    const comment = { id: 'c1', at: 1, actor: { id: 'u', name: 'Rita' }, text: 'Too long' };
    const { call, h } = setup(comment);
    await expect(h['row.comment']({ ...ref, text: 'Too long' }, PAGE)).resolves.toBe(comment);
    expect(call).toHaveBeenCalledWith('addComment', { body: { ...ref, text: 'Too long' } });
  });

  it('passes the service refusal on (a publishable key may not comment)', async () => {
    const call = vi.fn(async () => {
      throw new Error('READ_ONLY_KEY');
    });
    const h = createRowContextHandlers(() => ({ call }) as unknown as LocaleLensClient);
    await expect(h['row.comment']({ ...ref, text: 'x' }, PAGE)).rejects.toThrow('READ_ONLY_KEY');
  });
});
