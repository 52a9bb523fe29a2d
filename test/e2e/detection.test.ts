import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('detection on the demo shop', () => {
  it('finds keys by every method on the home page', async () => {
    const page = await e2e.openDemo('?lang=de');
    const report = await e2e.report(page);
    const methods = new Set(report.keys.map((k) => k.method));
    console.log(
      JSON.stringify({
        locale: report.locale,
        frames: report.frames,
        n: report.keys.length,
        methods: [...methods],
      }),
    );
    expect(methods).toEqual(new Set(['attribute', 'invisible', 'text']));
  });
});
