import { describe, expectTypeOf, it } from 'vitest';
import type { Ask } from '../../../lib/messaging/ask';
import type { Send } from '../../../lib/messaging/send';
import type { Result } from '../../../lib/messaging/result';
import type { AuthState, PreviewResult, StatusAnswer } from '../../../lib/messaging/types';

// Stand-ins: what matters here is what the compiler accepts and infers.
const ask = (async () => undefined) as unknown as Ask;
const send = (async () => undefined) as unknown as Send;

describe('the protocol table types every call', () => {
  it('gives extension pages the answer of the type they ask', () => {
    expectTypeOf(ask('auth.state')).resolves.toEqualTypeOf<AuthState>();
    expectTypeOf(
      ask('preview.set', { tabId: 1, ref: { namespace: 'n', key: 'k' }, text: null }),
    ).resolves.toEqualTypeOf<PreviewResult>();
    // @ts-expect-error content scripts' messages are not for extension pages
    void (() => ask('lens.state'));
    // @ts-expect-error a message with fields needs its payload
    void (() => ask('page.report'));
    // @ts-expect-error the fields are checked too
    void (() => ask('lens.toggle', { tabId: '1' }));
  });

  it('gives content scripts a result of the answer', () => {
    expectTypeOf(send('status.get', { locale: 'de', refs: [] })).resolves.toEqualTypeOf<
      Result<StatusAnswer>
    >();
    // @ts-expect-error extension pages' messages are not for content scripts
    void (() => send('auth.signOut'));
  });
});
