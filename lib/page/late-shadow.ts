/**
 * Custom elements the scan met without an open shadow root. One may attach its shadow root
 * later (once a script defines the element), which no observer sees: they are looked at again
 * on each page change (`take`) and a few times after a full scan (up to 6 s after it).
 */
export function lateShadowHosts(lookAgain: () => void) {
  let hosts = new Set<Element>();
  return {
    /** The hosts of a full scan, instead of those known. */
    reset(found: readonly Element[]): void {
      hosts = new Set(found);
      for (const ms of [50, 200, 800, 2e3, 6e3]) setTimeout(lookAgain, ms);
    },
    add(found: readonly Element[]): void {
      for (const host of found) hosts.add(host);
    },
    /** Hosts that have a shadow root now, and some no longer in the page: forgotten. */
    take(): Element[] {
      const done: Element[] = [];
      for (const host of hosts) {
        if (host.shadowRoot || !host.isConnected) {
          done.push(host);
          hosts.delete(host);
        }
      }
      return done;
    },
  };
}
