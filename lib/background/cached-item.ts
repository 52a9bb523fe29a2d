import type { WxtStorageItem } from 'wxt/utils/storage';

/** A storage item the background reads synchronously: loaded once, kept current by a watcher. */
export interface Cached<T> {
  ready: Promise<void>;
  current(): T;
  set(value: T): Promise<void>;
  update(patch: Partial<T>): Promise<T>;
}

export function cached<T>(
  item: WxtStorageItem<T, Record<string, unknown>>,
  fallback: T,
): Cached<T> {
  let value = fallback;
  const ready = item.getValue().then((v) => void (value = v));
  item.watch((v) => (value = v ?? fallback));
  // Writes go one after another, and memory changes only once storage took the value: a failed
  // write (storage full) leaves both saying the same thing, and the caller sees the failure.
  let writes: Promise<unknown> = Promise.resolve();
  const write = (next: () => T): Promise<T> => {
    const done = writes.then(async () => {
      const v = next();
      await item.setValue(v);
      value = v;
      return v;
    });
    writes = done.catch(() => undefined);
    return done;
  };
  return {
    ready,
    current: () => value,
    async set(next) {
      await write(() => next);
    },
    update: (patch) => write(() => ({ ...value, ...patch })),
  };
}
