/**
 * Counts a cache's clears. A cache is cleared when the credentials or the service change, so a read
 * started before the last clear was asked for someone since gone: its answer serves that ask only,
 * never the cache (kept, it would stand for the new user's data for the cache's whole age).
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
