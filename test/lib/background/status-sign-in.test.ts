import { describe, expect, it } from 'vitest';
import { StatusService } from '../../../lib/background/status-service';
import { fakeService } from './status-fakes';

/** Statuses asked for under one user and answered after another signed in (`clear`). */
describe('StatusService across a sign-in', () => {
  it('neither joins nor keeps a read asked for before the sign-in', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const before = fakeService(false, gate, (k) => `${k} for Olga`);
    const after = fakeService(false, undefined, (k) => `${k} for Tina`);
    let client = before.client;
    const service = new StatusService(
      () => client,
      () => 'http://svc',
    );
    const refs = [{ namespace: 'common', key: 'a' }];
    const text = (answer: Awaited<ReturnType<StatusService['get']>>) =>
      (answer.entries['common\u0000a'] as { text?: string } | null)?.text;

    const early = service.get('de', refs); // Olga's read, on its way
    await new Promise((r) => setTimeout(r, 10));
    service.clear();
    client = after.client; // Tina signed in
    const late = await Promise.race([
      service.get('de', refs).then(text),
      new Promise((r) => setTimeout(() => r('joined the read on its way'), 1_000)),
    ]);
    expect(late).toBe('a for Tina');
    release();
    await early;
    // Olga's read landed last: not kept for whoever asks after the sign-in.
    expect(text(await service.get('de', refs))).toBe('a for Tina');
  });
});
