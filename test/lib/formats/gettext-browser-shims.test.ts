import { describe, expect, it } from 'vitest';
import shims, { Buffer, Transform } from '../../../lib/formats/gettext-browser-shims';

/** What gettext-parser asks of Node in the options page: UTF-8 text in and out, nothing more. */
describe('the browser shims for gettext-parser', () => {
  it('give back the text a buffer was made from', () => {
    expect(Buffer.from('Grüße — 日本').toString()).toBe('Grüße — 日本');
    expect(shims.convert('Grüße', 'utf-8').toString()).toBe('Grüße');
    expect(shims.convert(new TextEncoder().encode('Grüße'), 'UTF-8', 'utf8').toString()).toBe(
      'Grüße',
    );
  });

  it.each([
    ['iso-8859-1', 'utf-8'],
    ['utf-8', 'windows-1252'],
  ])('refuse another charset (%s from %s) with a reason', (to, from) =>
    expect(() => shims.convert('x', to, from)).toThrow(/Only UTF-8 PO files/),
  );

  it('let a class inherit from the stream class, as the parser declares one at load', () => {
    function Parser() {}
    shims.inherits(Parser, Transform);
    expect(Object.create(Parser.prototype)).toBeInstanceOf(Transform);
  });
});
