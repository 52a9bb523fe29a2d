/**
 * Counts a cache's clears. A read started before the last clear answers for what the clear forgot
 * (credentials since gone, another service, a row since written): its answer serves that ask
 * only, never the cache, where it would stand for the cache's whole age.
 */
export class Clears {
  private count = 0;

  /** Call from the cache's `clear`. */
  bump(): void {
    this.count++;
  }

  /** Call as a read starts: the function says whether the cache was not cleared since. */
  since(): () => boolean {
    const at = this.count;
    return () => at === this.count;
  }
}
