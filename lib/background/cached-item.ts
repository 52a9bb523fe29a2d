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
  return {
    ready,
    current: () => value,
    async set(next) {
      value = next;
      await item.setValue(next);
    },
    async update(patch) {
      value = { ...value, ...patch };
      await item.setValue(value);
      return value;
    },
  };
}
