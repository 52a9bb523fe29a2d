import { browser } from 'wxt/browser';

/**
 * The content script's lifetime: stands in for the framework's `ContentScriptContext` (the name
 * the framework imports; wired in wxt.config.ts). The framework's own one announces every start
 * to the page (a DOM event and a `postMessage` whose names carry the extension id) and stops at
 * the first such event it hears, so any page could learn the id and switch the lens off with one
 * forged event. This one tells the page nothing and listens to nothing the page can send: an
 * earlier instance in the same isolated world is stopped through that world's globals, and an
 * orphaned one (the extension was reloaded or updated) notices that its runtime is gone and stops
 * itself.
 */
const RUNNING = Symbol.for('locale-lens.running');
const ORPHAN_CHECK_MS = 1000;

type Global = typeof globalThis & { [RUNNING]?: () => void };

export class ContentScriptContext {
  private readonly controller = new AbortController();

  // The framework passes the script's name and options; nothing here reads them. Only what the
  // content script uses is here: the framework's own wrapper just constructs this.
  constructor(_name: string, _options?: unknown) {
    const global = globalThis as Global;
    global[RUNNING]?.();
    global[RUNNING] = () => this.notifyInvalidated();
    const timer = setInterval(() => void this.isInvalid, ORPHAN_CHECK_MS);
    this.onInvalidated(() => clearInterval(timer));
  }

  get isInvalid(): boolean {
    if (browser.runtime?.id == null) this.notifyInvalidated();
    return this.controller.signal.aborted;
  }

  onInvalidated(cb: () => void): void {
    this.controller.signal.addEventListener('abort', cb);
  }

  notifyInvalidated(): void {
    this.controller.abort();
  }
}
