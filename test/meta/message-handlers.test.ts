import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../lib/messaging/protocol';

/**
 * One area, one file on both sides: each table of messages `lib/messaging/protocol/<area>.ts` is
 * answered by `lib/background/handlers/<area>.ts`, which answers no other area's messages; the
 * router only joins the handler modules (that none is missing is the router's own test).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PROTOCOL = join(ROOT, 'lib/messaging/protocol');
const HANDLERS = join(ROOT, 'lib/background/handlers');

/** The areas of a folder: its modules, less the one that joins them or holds shared types. */
const areasIn = (dir: string, apart: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== apart)
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
const areas = areasIn(PROTOCOL, 'index.ts');

/** The area's table of messages: the one export whose name ends in `Messages`. */
async function tableOf(area: string): Promise<[string, Record<string, unknown>]> {
  const module = (await import(join(PROTOCOL, `${area}.ts`))) as Record<string, unknown>;
  const tables = Object.entries(module).filter(([name]) => name.endsWith('Messages'));
  expect(tables.map(([name]) => name)).toHaveLength(1);
  return tables[0] as [string, Record<string, unknown>];
}

/** The message names a handler module gives a handler to: the keys of its handler map. */
const answeredIn = (source: string) =>
  [...source.matchAll(/(?:^|[{,])\s*(?:async\s+)?'([a-z][a-zA-Z]*\.[a-zA-Z]+)'\s*[:(]/gm)].map(
    (m) => m[1]!,
  );

describe('the protocol areas and their handler modules', () => {
  it('pairs every protocol/<area>.ts with a handlers/<area>.ts, and no handler module is extra', () => {
    expect(areasIn(HANDLERS, 'types.ts')).toEqual(areas);
  });

  it.each(areas)('handlers/%s.ts answers exactly the messages of its area', async (area) => {
    const [name, table] = await tableOf(area);
    const source = readFileSync(join(HANDLERS, `${area}.ts`), 'utf8');
    expect(answeredIn(source).sort()).toEqual(Object.keys(table).sort());
    // Typed by its own table, so TypeScript holds the module to the area's messages too.
    expect(source).toContain(`AreaHandlers<typeof ${name}>`);
  });

  it('declares every message in one area table', async () => {
    const declared = [];
    for (const area of areas) declared.push(...Object.keys((await tableOf(area))[1]));
    expect(declared.sort()).toEqual([...MESSAGE_TYPES].sort());
  });

  it('keeps the handler modules below the router: none imports it', () => {
    const importers = areasIn(HANDLERS, '').filter((area) =>
      /from '\.\.\/router'/.test(readFileSync(join(HANDLERS, `${area}.ts`), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
