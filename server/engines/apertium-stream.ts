import type { Segment } from '../../lib/placeholders/segments';
import { placeholdersOf } from './units';

/**
 * Apertium's stream format for one message. Words inside inline tags travel as word-bound blanks
 * (`[[<b>]]word[[/]]`), so a tag moves with its words when the engine reorders them; a placeholder
 * is the number of its index in a word-bound `<var>` blank (numbers pass through untranslated); a
 * void tag is a superblank, kept where it was. The trailing `.[]` ends the sentence, so the
 * pipeline answers at once instead of waiting for more text.
 */
const SPECIAL = /[\\[\]^$/@<>{}*]/g;
const escape = (s: string) => s.replace(SPECIAL, (c) => `\\${c}`);

export function encodeForApertium(unit: readonly Segment[]): string {
  const open: string[] = [];
  let placeholder = 0;
  let out = '';
  const bound = (tags: string, word: string) => `[[${escape(tags)}]]${word}[[/]]`;
  for (const s of unit) {
    if (s.kind === 'text') {
      for (const part of s.text.split(/(\s+)/)) {
        if (!part) continue;
        out +=
          /^\s/.test(part) || open.length === 0 ? escape(part) : bound(open.join(''), escape(part));
      }
    } else if (s.kind === 'placeholder') {
      out += bound(open.join('') + '<var>', String(placeholder++));
    } else if (s.kind === 'tag') {
      if (s.role === 'open') open.push(s.raw);
      else if (s.role === 'close') open.pop();
      else out += `[${escape(s.raw)}]`;
    }
  }
  return `${out}.[]`;
}

interface Piece {
  text: string;
  /** The open tags around a word ('' for none); null for blanks and plain whitespace. */
  tags: string | null;
}

/** Back from the engine's output to text, with placeholders and tags restored. */
export function decodeFromApertium(output: string, unit: readonly Segment[]): string {
  const placeholders = placeholdersOf(unit);
  const body = output.replace(/\.?\[\]\s*$/, '');
  const pieces: Piece[] = [];
  for (let i = 0; i < body.length;) {
    if (body.startsWith('[[', i)) {
      const close = findUnescaped(body, ']]', i + 2);
      const end = findUnescaped(body, '[[/]]', close + 2);
      if (close < 0 || end < 0) break;
      const tags = unescape(body.slice(i + 2, close));
      const word = unescape(body.slice(close + 2, end));
      if (tags.includes('<var>')) {
        const raw = placeholders[Number(word)] ?? '';
        pieces.push({ text: raw, tags: tags.replace('<var>', '') });
      } else pieces.push({ text: word, tags });
      i = end + 5;
    } else if (body[i] === '[') {
      const end = findUnescaped(body, ']', i + 1);
      pieces.push({ text: unescape(body.slice(i + 1, end < 0 ? body.length : end)), tags: null });
      i = end < 0 ? body.length : end + 1;
    } else {
      let j = i;
      let text = '';
      while (j < body.length && body[j] !== '[') {
        if (body[j] === '\\' && j + 1 < body.length) j++;
        text += body[j++];
      }
      pieces.push({ text, tags: '' });
      i = j;
    }
  }
  return regroupTags(pieces).replace(/ {2,}/g, ' ').trim();
}

/** Adjacent words under the same tags become one span again: `<b>precio mejor</b>`. */
function regroupTags(pieces: readonly Piece[]): string {
  let out = '';
  let openTags = '';
  const closeAll = () => {
    out += closingTags(openTags);
    openTags = '';
  };
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    if (p.tags === null || (p.tags === '' && /^\s*$/.test(p.text))) {
      // Whitespace or a blank between two words under the same tags stays inside the span.
      const next = pieces.slice(k + 1).find((q) => q.tags !== null && !/^\s*$/.test(q.text));
      if (openTags && next?.tags !== openTags) closeAll();
      out += p.text;
      continue;
    }
    if (p.tags !== openTags) {
      closeAll();
      out += p.tags;
      openTags = p.tags;
    }
    out += p.text;
  }
  closeAll();
  return out;
}

const closingTags = (tags: string): string =>
  [...tags.matchAll(/<([a-zA-Z][\w-]*)/g)]
    .map((m) => `</${m[1]}>`)
    .reverse()
    .join('');

function findUnescaped(s: string, needle: string, from: number): number {
  for (let i = from; i <= s.length - needle.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s.startsWith(needle, i)) return i;
  }
  return -1;
}

const unescape = (s: string) => s.replace(/\\(.)/gs, '$1');
