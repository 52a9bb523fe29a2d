/**
 * Values per key of a file (a locale's namespace), as two levels of maps: the thousands of keys
 * of a page are looked up by their own strings, whose hashes the engine keeps, rather than by a
 * `locale|namespace|key` string joined and hashed anew for every look-up (most of the time a
 * status answer of 20,000 keys took). Oldest first: `set` moves a key last in its file, `touch`
 * a file last among files, and `cap` forgets from the front.
 */
export class KeysByFile<V> {
  private readonly files = new Map<string, Map<string, V>>();
  /** Keys held, in every file. */
  size = 0;

  private static id = (locale: string, namespace: string) => `${locale}|${namespace}`;

  /** The keys of one file, to look many up. */
  file(locale: string, namespace: string): ReadonlyMap<string, V> | undefined {
    return this.files.get(KeysByFile.id(locale, namespace));
  }

  get(locale: string, namespace: string, key: string): V | undefined {
    return this.file(locale, namespace)?.get(key);
  }

  set(locale: string, namespace: string, key: string, value: V): void {
    const id = KeysByFile.id(locale, namespace);
    let file = this.files.get(id);
    if (!file) this.files.set(id, (file = new Map()));
    if (file.delete(key)) this.size--;
    file.set(key, value);
    this.size++;
  }

  /** Moves the file last: its keys are forgotten after every other file's. */
  touch(locale: string, namespace: string): void {
    const id = KeysByFile.id(locale, namespace);
    const file = this.files.get(id);
    if (!file) return;
    this.files.delete(id);
    this.files.set(id, file);
  }

  /** Deletes the key; with `only`, only while it holds that value. */
  delete(locale: string, namespace: string, key: string, only?: V): void {
    const id = KeysByFile.id(locale, namespace);
    const file = this.files.get(id);
    if (only !== undefined && file?.get(key) !== only) return;
    if (!file?.delete(key)) return;
    this.size--;
    if (file.size === 0) this.files.delete(id);
  }

  /** Forgets a locale's files, or one file of it. */
  forget(locale: string, namespace?: string): void {
    const one = namespace === undefined ? null : KeysByFile.id(locale, namespace);
    for (const [id, file] of this.files) {
      if (one ? id !== one : !id.startsWith(`${locale}|`)) continue;
      this.size -= file.size;
      this.files.delete(id);
    }
  }

  clear(): void {
    this.files.clear();
    this.size = 0;
  }

  /** Forgets the oldest keys until at most `max` are held. */
  cap(max: number): void {
    for (const [id, file] of this.files) {
      for (const key of file.keys()) {
        if (this.size <= max) return;
        file.delete(key);
        this.size--;
      }
      this.files.delete(id);
    }
  }
}
