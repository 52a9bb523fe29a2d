/**
 * Tolgee's in-context observer on the benchmark's page, started as an app that uses Tolgee's
 * in-context tools starts it (`Tolgee().use(DevTools()).use(FormatSimple()).init(…)`, then
 * `run()`): `DevTools` is `InContextTools`, which adds `ObserverPlugin`, which sets the invisible
 * observer; `run()` starts it, and the observer registers every element of the page in one pass
 * before `run()` returns. Bundled by esbuild as the global `TolgeeBench`; bench/user-view.ts
 * drives it. The API URL is the benchmark's own server (nothing leaves the machine).
 */
import { DevTools, FormatSimple, Tolgee, TOLGEE_ATTRIBUTE_NAME } from '@tolgee/web';
import { rerender } from './user-view-browser';

interface Started {
  /** performance.now() when `run()` was called and when it returned. */
  calledAt: number;
  returnedAt: number;
  /** Elements in Tolgee's registry when `run()` returned. */
  registered: number;
}

export let started: Started | undefined;

// The app starts Tolgee once its document is parsed.
document.addEventListener('DOMContentLoaded', () => (started = start(location.origin)), {
  once: true,
});

function start(apiUrl: string): Started {
  const tolgee = Tolgee()
    .use(DevTools())
    .use(FormatSimple())
    .init({
      language: 'en',
      apiUrl,
      apiKey: 'tgpak_benchmark',
      projectId: 1,
      // The page's markers carry the whole key, as server-rendered Tolgee output does.
      observerOptions: { fullKeyEncode: true },
    });
  const calledAt = performance.now();
  void tolgee.run().catch(() => undefined);
  const returnedAt = performance.now();
  return { calledAt, returnedAt, registered: registered() };
}

/** Elements Tolgee has registered: it marks each one with its attribute as it registers it. */
export const registered = () => document.querySelectorAll(`[${TOLGEE_ATTRIBUTE_NAME}]`).length;

const epoch = () => performance.timeOrigin + performance.now();

/**
 * Re-renders keyed elements with new keys (as `rerender` does for Locale Lens) and resolves when
 * Tolgee has registered every new element: its observer runs in the mutation's own microtask
 * checkpoint, so that is checked first, then after each task.
 */
export async function rerenderKnown(html: string[]): Promise<{ at: number; knownAt: number }> {
  const at = rerender(html);
  const fresh = (window as unknown as { __rerendered: Element[] }).__rerendered;
  const known = () => fresh.every((el) => el.hasAttribute(TOLGEE_ATTRIBUTE_NAME));
  await Promise.resolve();
  while (!known()) await new Promise((r) => setTimeout(r, 0));
  return { at, knownAt: epoch() };
}
