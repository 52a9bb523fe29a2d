/**
 * Just enough of Node's `stream`, `util` and `Buffer`, and of `encoding`, for gettext-parser to
 * read and write UTF-8 PO text in an extension page (the build points its imports here). The
 * parser's stream class is declared at load but never used; text in and out is UTF-8 only.
 */
export class Transform {}

/** A string standing in for its UTF-8 bytes: gettext-parser only makes one and reads it back. */
export class Buffer {
  private constructor(private readonly text: string) {}
  static from(text: unknown): Buffer {
    return new Buffer(String(text));
  }
  static alloc(): Buffer {
    return new Buffer('');
  }
  static isBuffer(value: unknown): value is Buffer {
    return value instanceof Buffer;
  }
  toString(): string {
    return this.text;
  }
}

const utf8 = (charset: string | undefined) => !charset || /^utf-?8$/i.test(charset);

export default {
  inherits(ctor: { prototype: object }, parent: { prototype: object }): void {
    Object.setPrototypeOf(ctor.prototype, parent.prototype);
  },
  convert(text: unknown, to?: string, from?: string): Buffer {
    if (!utf8(to) || !utf8(from))
      throw new Error('Only UTF-8 PO files can be read and written here; convert it first');
    return Buffer.from(text instanceof Uint8Array ? new TextDecoder().decode(text) : text);
  },
};
