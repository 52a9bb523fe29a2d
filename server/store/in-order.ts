/**
 * `map` for async work, one item after another: inside a transaction (one connection, or
 * SQLite's single writer) queries run in order, and the first failure stops the rest.
 */
export async function mapInOrder<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) out.push(await fn(item, i));
  return out;
}
