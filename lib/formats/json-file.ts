import { FormatError, type LocaleFile } from './types';
import { lineOf } from './text-edits';

/** JSON with the line of a syntax error, for the formats stored as JSON. */
export function parseJson(file: LocaleFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = /position (\d+)/.exec(message)?.[1];
    const offset = position === undefined ? errorOffset(file.text) : Number(position);
    throw new FormatError(file.path, lineOf(file.text, offset), message.split('\n')[0]!);
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

/**
 * Where JSON text first goes wrong. Node's JSON.parse names the position only for some errors;
 * this walk over the grammar finds it for the others (it runs only on a file that failed).
 */
function errorOffset(text: string): number {
  let i = 0;
  const space = () => {
    while (/[ \t\r\n]/.test(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      space();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          space();
          if (text[i] !== '"') fail();
          value();
          space();
          if (text[i++] !== ':') fail();
        }
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === close) return void i++;
        else fail();
      }
    }
    const m =
      /^(?:"(?:[^"\\\n\r\t]|\\["\\/bfnrtu])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
        text.slice(i),
      );
    if (!m) fail();
    i += m![0].length;
  };
  try {
    value();
    space();
    return i;
  } catch (at) {
    return typeof at === 'number' ? at : i;
  }
}
