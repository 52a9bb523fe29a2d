import { FormatError, type LocaleFile } from './types';
import { lineOf } from './text-edits';

/** JSON with the line of a syntax error, for the formats stored as JSON. */
export function parseJson(file: LocaleFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : lineOf(file.text, Number(position));
    throw new FormatError(file.path, line, message);
  }
}

export function parseJsonObject(file: LocaleFile): Record<string, unknown> {
  const data = parseJson(file);
  if (!isObject(data)) throw new FormatError(file.path, 1, 'expected a JSON object');
  return data;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Writes JSON the way the existing file was laid out: its indentation and final newline. */
export function stringifyLike(data: unknown, existing: string | undefined): string {
  const indent = existing ? (/^[{[]\r?\n([ \t]+)/.exec(existing)?.[1] ?? '  ') : '  ';
  const eol = existing?.includes('\r\n') ? '\r\n' : '\n';
  let text = JSON.stringify(data, null, indent);
  if (eol !== '\n') text = text.replace(/\n/g, eol);
  const finalNewline = existing === undefined || /\n$/.test(existing);
  return finalNewline ? text + eol : text;
}
