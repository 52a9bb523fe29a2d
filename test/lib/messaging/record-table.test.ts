import { describe, expect, it } from 'vitest';
import { fromTable, toTable, type RecordTable } from '../../../lib/messaging/record-table';

/** The table as the other extension page receives it: copied as JSON. */
const wire = (records: object[]): RecordTable => JSON.parse(JSON.stringify(toTable(records)));

const key = (i: number, more: object = {}) => ({
  namespace: 'common',
  key: `nav.item${i}`,
  visible: true,
  status: { text: `Eintrag ${i}`, rowState: i % 3 ? 'edited' : 'approved' },
  ...more,
});
const many = (n: number, more: (i: number) => object = () => ({})) =>
  Array.from({ length: n }, (_, i) => key(i, more(i)));

describe('records as columns', () => {
  it.each<[string, object[]]>([
    ['no records', []],
    ['one record', [key(1)]],
    ['records of one shape', many(50)],
    ['records that lack a field others have', many(40, (i) => (i % 7 ? {} : { frameId: i }))],
    ['a field only the last record has', [...many(30), key(30, { candidates: [] })]],
    [
      'a field whose value is null in some and a record in others',
      many(30, (i) => (i % 4 ? {} : { status: null })),
    ],
    [
      'a field that is a string in some records and a record in others',
      many(30, (i) => (i % 5 ? {} : { status: 'unknown' })),
    ],
    ['an empty record as a value', many(20, (i) => (i % 2 ? { status: {} } : {}))],
    [
      'arrays of records as values',
      many(20, (i) => ({ candidates: [{ namespace: 'a', key: `k${i % 2}` }] })),
    ],
    [
      'values that look alike but are not equal',
      many(40, (i) => ({ frameId: [0, '0', false, null, ''][i % 5] })),
    ],
    ['fields in another order', [key(1), { visible: false, key: 'x', namespace: 'shop' }, key(2)]],
    [
      'records nested two deep',
      many(20, (i) => ({ status: { text: 't', by: { id: `u${i % 3}`, name: null } } })),
    ],
    [
      'names a page may give',
      many(20, (i) => ({ constructor: `c${i}`, toString: 'x', hasOwnProperty: 1 })),
    ],
  ])('come back as they were: %s', (_, records) => {
    expect(fromTable(wire(records))).toEqual(records);
  });

  it('leave out fields whose value is undefined, as JSON does', () => {
    expect(fromTable(wire([{ a: 1, b: undefined }, { a: 2 }]))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('keep a field named __proto__ as a field, and never touch the prototype', () => {
    const records = JSON.parse('[{"__proto__":{"polluted":1},"a":1},{"__proto__":"x","a":2}]');
    const back = fromTable<Record<string, unknown>>(wire(records));
    expect(back.map((r) => Object.getPrototypeOf(r))).toEqual([Object.prototype, Object.prototype]);
    expect(back.map((r) => Object.getOwnPropertyDescriptor(r, '__proto__')?.value)).toEqual([
      { polluted: 1 },
      'x',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('write a value most records share once, and names once', () => {
    const records = many(2000);
    const table = toTable(records);
    const column = (path: string) => table.columns.find((c) => c.path.join('.') === path)!;
    expect(column('namespace')).toEqual({ path: ['namespace'], distinct: ['common'] });
    expect(column('status.rowState').distinct).toEqual(['approved', 'edited']);
    expect(column('status.rowState').codes).toHaveLength(2000);
    expect(column('key').values).toHaveLength(2000);
    expect(JSON.stringify(table).length).toBeLessThan(JSON.stringify(records).length * 0.6);
  });

  it('name the records that have a field, only when some lack it', () => {
    const table = toTable([{ a: 1 }, { a: 1, b: 2 }, { a: 1 }, { a: 1, b: 3 }]);
    expect(table.columns).toEqual([
      { path: ['a'], distinct: [1] },
      { path: ['b'], at: [1, 3], distinct: [2, 3], codes: [0, 1] },
    ]);
  });
});
