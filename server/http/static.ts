import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

// A Map: the extension comes from the URL (`.constructor` must name no type).
const TYPES = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.json', 'application/json; charset=utf-8'],
]);

/** Serves a file below `root` for the path after `prefix`; null when there is none. */
export async function serveFile(
  c: Context,
  root: string,
  prefix: string,
): Promise<Response | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(c.req.path.slice(prefix.length));
  } catch {
    return null; // a malformed escape names no file
  }
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const file = normalize(join(root, rel));
  if (!file.startsWith(root + sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const type = TYPES.get(extname(file));
  if (!type) return null;
  return c.body(await readFile(file), 200, { 'content-type': type, 'cache-control': 'no-cache' });
}
