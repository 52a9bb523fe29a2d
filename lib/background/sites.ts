/**
 * Where the content script runs: local development origins out of the box, any other site once
 * the user turns Locale Lens on for it. Turning it on takes that one origin's optional host
 * permission (asked by an extension page or the toolbar, which hold the user's gesture) and a
 * registered content script; losing the permission (Chrome's site access menu) unregisters it.
 */
import type { SiteState } from '../messaging/types';

/** Origins where the content script runs without asking: local development servers. */
export const BUILT_IN_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'];
const ID_PREFIX = 'site:';

/** The site of a tab's URL; only http(s) pages can be scanned. */
export function siteOf(url: string | undefined): { host: string; pattern: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return { host: parsed.hostname, pattern: `${parsed.protocol}//${parsed.hostname}/*` };
}

/** The extension APIs used, injected so tests pass fakes. */
export interface SiteApi {
  tabUrl(tabId: number): Promise<string | undefined>;
  hasOrigin(pattern: string): Promise<boolean>;
  registeredIds(): Promise<string[]>;
  /** Registers the content script for the pattern's pages. */
  register(id: string, pattern: string): Promise<void>;
  unregister(ids: string[]): Promise<void>;
  /** Runs the content script in the tab's frames now. */
  inject(tabId: number): Promise<void>;
}

/** A site's state and, for a site that is not built in, its content script id and flags. */
interface Inspection {
  state: SiteState;
  id?: string;
  granted?: boolean;
  registered?: boolean;
}

export function createSites(api: SiteApi) {
  async function inspect(url: string | undefined): Promise<Inspection> {
    const site = siteOf(url);
    if (!site) return { state: { status: 'unsupported', host: null, pattern: null } };
    if (BUILT_IN_MATCHES.includes(site.pattern)) return { state: { status: 'built_in', ...site } };
    const id = ID_PREFIX + site.pattern;
    const [granted, ids] = await Promise.all([api.hasOrigin(site.pattern), api.registeredIds()]);
    const registered = ids.includes(id);
    return {
      state: { status: granted && registered ? 'enabled' : 'off', ...site },
      id,
      granted,
      registered,
    };
  }
  const stateOfUrl = async (url: string | undefined) => (await inspect(url)).state;

  return {
    stateOfUrl,
    state: async (tabId: number) => stateOfUrl(await api.tabUrl(tabId)),

    /**
     * Registers the content script for the tab's site and runs it in the tab now. The permission
     * must have been granted already: nothing here can ask for it.
     */
    async enable(tabId: number): Promise<SiteState> {
      const { state, id, granted, registered } = await inspect(await api.tabUrl(tabId));
      if (state.status !== 'off' || !granted || !id) return state;
      if (!registered) await api.register(id, state.pattern!);
      await api.inject(tabId);
      return { ...state, status: 'enabled' };
    },

    /**
     * After an install or update, tabs already open have no content script (or an orphaned one
     * from the previous version): run it in those where Locale Lens is on.
     */
    async injectIntoOpenTabs(tabs: readonly { id?: number; url?: string }[]): Promise<void> {
      await Promise.all(
        tabs.map(async ({ id, url }) => {
          if (id === undefined) return;
          const { status } = await stateOfUrl(url);
          if (status === 'built_in' || status === 'enabled') await api.inject(id).catch(() => {});
        }),
      );
    },

    /** Origins whose permission was removed: their content scripts go too. */
    async forget(origins: readonly string[]): Promise<void> {
      const registered = new Set(await api.registeredIds());
      const ids = origins.map((o) => ID_PREFIX + o).filter((id) => registered.has(id));
      if (ids.length) await api.unregister(ids);
    },
  };
}

export type Sites = ReturnType<typeof createSites>;
