/**
 * Many records of one kind as columns, for messages between extension pages. Chrome copies an
 * extension message as JSON, and a big page's 20,000 keys as objects repeat every field's name and
 * every shared value 20,000 times: as columns, with the values most rows share written once, the
 * side panel's page of the 20,000-key bench page (its source texts beside it) went from 4.2 MB to
 * 1.6 MB, and asking for it whole from an extension page at rest from 258–476 ms to 123–260.
 *
 * A record's field whose value is a plain object with fields is a column per field of that object
 * (`status.text`); any other value (a string, a number, null, an array) is one column's value.
 */
export interface RecordTable {
  /** How many records. */
  rows: number;
  columns: Column[];
}

interface Column {
  /** The field's names from the record down (`['status', 'text']`). */
  path: string[];
  /** The rows that have the field, ascending; absent when every row has it. */
  at?: number[];
  /** Each row's value, in the order of the rows that have the field… */
  values?: unknown[];
  /** …or the values the column holds, once each, and each row's index into them (all 0 when absent). */
  distinct?: unknown[];
  codes?: number[];
}

/**
 * A column's values are written once each while at most this share of those read so far are
 * distinct (after the first few): a column of names gives up after a few rows, not half of them.
 */
const DISTINCT_SHARE = 0.5;
const DISTINCT_FIRST = 16;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One column as its rows come, in the cheapest form so far: a 20,000-key report has some 20
 * columns, most of one value, and pushing every row's value, index and code took most of the time.
 */
class ColumnBuilder {
  /** The rows so far; `at` is made only once a row lacks the field. */
  private count = 0;
  private at: number[] | undefined;
  private values: unknown[] | undefined;
  private readonly index = new Map<unknown, number>();
  private readonly distinct: unknown[] = [];
  /** Made only once a row's value is not the first one. */
  private codes: number[] | undefined;
  private lastValue: unknown;
  private lastCode = -1;

  constructor(readonly path: string[]) {}

  add(row: number, value: unknown): void {
    if (this.at) this.at.push(row);
    else if (row !== this.count) this.at = [...Array(this.count).keys(), row];
    this.count++;
    if (this.values) {
      this.values.push(value);
      return;
    }
    // Objects and arrays are one distinct value each: only equal primitives are written once.
    const primitive = typeof value !== 'object' || value === null;
    let code =
      primitive && this.lastCode >= 0 && value === this.lastValue
        ? this.lastCode
        : primitive
          ? this.index.get(value)
          : undefined;
    if (code === undefined) {
      code = this.distinct.length;
      if (code >= DISTINCT_FIRST && code > this.count * DISTINCT_SHARE) {
        this.values = [...this.valuesSoFar(), value];
        return;
      }
      this.distinct.push(value);
      if (primitive) this.index.set(value, code);
    }
    if (this.codes) this.codes.push(code);
    else if (code !== 0) this.codes = [...Array<number>(this.count - 1).fill(0), code];
    this.lastValue = value;
    this.lastCode = code;
  }

  private valuesSoFar(): unknown[] {
    const { codes, distinct } = this;
    return codes ? codes.map((c) => distinct[c]) : Array<unknown>(this.count - 1).fill(distinct[0]);
  }

  column(rows: number): Column {
    const column: Column = { path: this.path };
    if (this.count < rows) column.at = this.at ?? [...Array(this.count).keys()];
    if (this.values) column.values = this.values;
    else column.distinct = this.distinct;
    if (!this.values && this.codes) column.codes = this.codes;
    return column;
  }
}

/** The columns being built, by field name, and those of each nested record's fields. */
interface Node {
  path: string[];
  column?: ColumnBuilder;
  fields?: Map<string, Node>;
  /** The last record's names and their nodes in order: most records have the fields of the one before. */
  names: string[];
  children: Node[];
}

const nodeOf = (path: string[]): Node => ({ path, names: [], children: [] });

/**
 * Each field of `record` added to the columns under `node` (plain objects gone into); false, and
 * nothing added, for a record without fields. Records are data (JSON's or spreads of it): `for…in`
 * sees their own fields only, and reads them faster than `Object.keys` and a lookup by name.
 */
function addRecord(node: Node, record: Record<string, unknown>, row: number): boolean {
  const { names, children } = node;
  let i = 0;
  for (const name in record) {
    const value = record[name];
    // As JSON has it: a field whose value is undefined is no field.
    if (value === undefined) continue;
    if (names[i] !== name) {
      const fields = (node.fields ??= new Map());
      let child = fields.get(name);
      if (!child) fields.set(name, (child = nodeOf([...node.path, name])));
      names[i] = name;
      children[i] = child;
    }
    const child = children[i++]!;
    // A plain object without fields is a value: `{}` comes back as `{}`.
    if (isRecord(value) && addRecord(child, value, row)) continue;
    (child.column ??= new ColumnBuilder(child.path)).add(row, value);
  }
  return i > 0;
}

function* columnsOf(node: Node): Generator<ColumnBuilder> {
  if (node.column) yield node.column;
  for (const child of node.fields?.values() ?? []) yield* columnsOf(child);
}

/** `records` as columns; `fromTable` gives them back, equal field for field. */
export function toTable(records: readonly object[]): RecordTable {
  const root = nodeOf([]);
  records.forEach((record, row) => addRecord(root, record as Record<string, unknown>, row));
  const columns = [...columnsOf(root)].map((c) => c.column(records.length));
  return { rows: records.length, columns };
}

/** The records `toTable` made `table` of. */
export function fromTable<T extends object = Record<string, unknown>>(table: RecordTable): T[] {
  const records: Record<string, unknown>[] = [];
  for (let row = 0; row < table.rows; row++) records.push({});
  for (const { path, at, values, distinct, codes } of table.columns) {
    const count = at ? at.length : table.rows;
    for (let i = 0; i < count; i++) {
      const value = values ? values[i] : distinct![codes ? codes[i]! : 0];
      let target = records[at ? at[i]! : i]!;
      for (let p = 0; p < path.length - 1; p++) target = nested(target, path[p]!);
      set(target, path[path.length - 1]!, value);
    }
  }
  return records as T[];
}

/** The record at field `name` of `target`, made when it has none. */
function nested(target: Record<string, unknown>, name: string): Record<string, unknown> {
  if (Object.hasOwn(target, name)) return target[name] as Record<string, unknown>;
  const made = {};
  set(target, name, made);
  return made;
}

/** A field by its name, even one named `__proto__` (which an assignment would take for the prototype). */
function set(target: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__')
    Object.defineProperty(target, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[name] = value;
}
