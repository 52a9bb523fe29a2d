import { describe, expect, it } from 'vitest';
import { refId, refIdOf } from '../../../lib/messaging/ref-id';

describe('a key’s id', () => {
  it.each([
    [{ namespace: 'common', key: 'nav.home' }, 'common\u0000nav.home'],
    [{ namespace: '', key: 'a.b' }, '\u0000a.b'],
    [{ namespace: 'shop', key: 'constructor' }, 'shop\u0000constructor'],
  ])('of %o is %j, made once per object', (ref, id) => {
    expect(refId(ref)).toBe(id);
    expect(refIdOf(ref)).toBe(id);
    expect(refIdOf(ref)).toBe(refIdOf(ref));
    expect(refIdOf({ ...ref })).toBe(id); // another object of the same key: the same id
  });
});
