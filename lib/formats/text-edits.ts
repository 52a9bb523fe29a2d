/**
 * Edits spliced into an existing file's text, so that everything a writer did not touch keeps its
 * bytes (layout, comments, entities, quoting): the round trip of an unchanged file is exact.
 */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

export function applyEdits(text: string, edits: TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) throw new Error(`overlapping edits at ${e.start}`);
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/** Offsets where each line starts, for turning 1-based line/column positions into offsets. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The 1-based line of an offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

/** The whitespace that starts the line holding `offset`: the indentation to repeat for new lines. */
export function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** The start of the whitespace run just before `offset` (to remove an entry with its own line). */
export function leadingSpaceStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && /[ \t]/.test(text[i - 1]!)) i--;
  if (i > 0 && text[i - 1] === '\n') i--;
  if (i > 0 && text[i - 1] === '\r') i--;
  return i;
}
