import { FormatError, type Catalogue, type CatalogueEntry, type LocaleFormat } from './types';

/**
 * A minimal i18next JSON reader and writer (nested or flat keys, v4 plural suffixes as one ICU
 * plural message), enough for the command line's tests and our own catalogues. The full format
 * library replaces it.
 */
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const SUFFIX = new RegExp(`^(.+)_(${FORMS.join('|')})$`);
/** i18next's `_zero` is said "for none" whatever the language; ICU says that with `=0`. */
const selector = (form: string) => (form === 'zero' ? '=0' : form);

function lineOf(text: string, error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const at = /position (\d+)/.exec(message);
  return at ? text.slice(0, Number(at[1])).split('\n').length : undefined;
}

function flatten(path: string, value: unknown, file: string, out: Map<string, string | null>) {
  if (value === null || typeof value === 'string') out.set(path, value);
  else if (typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) flatten(path ? `${path}.${k}` : k, v, file, out);
  else throw new FormatError(file, undefined, `"${path}" holds ${JSON.stringify(value)}, not text`);
}

function read(file: { path: string; text: string }): Catalogue {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    throw new FormatError(file.path, lineOf(file.text, error), 'not valid JSON');
  }
  const flat = new Map<string, string | null>();
  flatten('', json, file.path, flat);
  const entries: CatalogueEntry[] = [];
  const done = new Set<string>();
  for (const [key, value] of flat) {
    const base = SUFFIX.exec(key)?.[1];
    if (base && flat.has(`${base}_other`)) {
      if (done.has(base)) continue;
      done.add(base);
      const branches = FORMS.filter((f) => typeof flat.get(`${base}_${f}`) === 'string').map(
        (f) => `${selector(f)} {${flat.get(`${base}_${f}`)}}`,
      );
      entries.push({ key: base, value: `{count, plural, ${branches.join(' ')}}` });
    } else entries.push({ key, value });
  }
  return { entries };
}

/** The branches of a message that is one ICU plural of `count`, or null. */
function pluralBranches(message: string): Map<string, string> | null {
  const head = /^\{count, ?plural, ?/.exec(message);
  if (!head || !message.endsWith('}')) return null;
  const branches = new Map<string, string>();
  let at = head[0].length;
  const body = message.slice(0, -1);
  while (at < body.length) {
    const sel = /^\s*(=0|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!sel) return null;
    let depth = 1;
    let end = at + sel[0].length;
    for (; end < body.length && depth > 0; end++)
      depth += body[end] === '{' ? 1 : body[end] === '}' ? -1 : 0;
    if (depth !== 0) return null;
    branches.set(sel[1] === '=0' ? 'zero' : sel[1]!, body.slice(at + sel[0].length, end - 1));
    at = end;
    while (body[at] === ' ') at++;
  }
  return branches.has('other') ? branches : null;
}

function write(catalogue: Catalogue, existing?: string): string {
  const flat = new Map<string, string>();
  for (const { key, value } of catalogue.entries) {
    if (value === null) continue;
    const branches = pluralBranches(value);
    if (branches) for (const [form, text] of branches) flat.set(`${key}_${form}`, text);
    else flat.set(key, value);
  }
  const before = existing === undefined ? null : (JSON.parse(existing) as unknown);
  const old = new Map<string, string | null>();
  if (before) flatten('', before, '', old);
  const order = [...old.keys()].filter((k) => flat.has(k));
  const keys = [...order, ...[...flat.keys()].filter((k) => !old.has(k))];
  const nested =
    before !== null &&
    typeof before === 'object' &&
    Object.values(before).some((v) => typeof v === 'object' && v !== null);
  // Without a prototype, a key named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    if (!nested) {
      out[key] = flat.get(key);
      continue;
    }
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1))
      node = (node[part] ??= Object.create(null)) as Record<string, unknown>;
    node[parts.at(-1)!] = flat.get(key);
  }
  const indent = /^[{[]\r?\n([ \t]+)/.exec(existing ?? '')?.[1] ?? 2;
  return `${JSON.stringify(out, null, indent)}\n`;
}

export const i18nextJson: LocaleFormat = {
  id: 'i18next-json',
  extensions: ['.json'],
  read: (file) => read(file),
  write: (catalogue, options) => ({ main: write(catalogue, options.existing?.main) }),
};
