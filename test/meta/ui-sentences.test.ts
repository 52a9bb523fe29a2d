import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLOSED_PLACES } from '../../components/panel/page-inspect/hidden-place';
import { REASON_SOURCES } from '../../lib/panel/reason-text';

/**
 * Texts made outside components (toasts, status lines, errors, menu titles) come from the
 * catalogues too: a string of two or more words in the panel's and the background's code is an
 * English sentence someone would read, unless it is the key to a translation (the rules' refusals,
 * the page inspector's places), or listed here as never shown to people. The panel's hooks and
 * logic live beside its views (the `.ts` files under `components/`): they are checked too.
 */
const DIRS = ['lib/panel', 'lib/background'];
const checked = () => [
  ...DIRS.flatMap(files),
  ...files('components').filter((f) => f.endsWith('.ts')),
];
const NOT_SHOWN = new Map([
  // The message gate's refusals answer senders that are not the extension's own pages or
  // content scripts, or malformed messages: no view shows them.
  ['Unknown sender', 'lib/background/message-gate.ts'],
  ['Not a message this sender may send', 'lib/background/message-gate.ts'],
  ['Invalid message', 'lib/background/message-gate.ts'],
]);
// English words that come from elsewhere (the rules, the page inspector) and are the keys to
// their translations.
const HELD = new Set([...REASON_SOURCES.values(), ...Object.keys(CLOSED_PLACES)]);
const WORDS = /\p{L}+ \p{L}+/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** String literals and templates (their fixed parts) with words, except module names. */
function sentencesIn(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (WORDS.test(node.text)) found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (parts.some((p) => WORDS.test(p))) found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the panel and the background build no English sentence', () => {
  it('outside the catalogues', () => {
    const left = checked().flatMap((f) =>
      sentencesIn(f)
        .filter((s) => !HELD.has(s) && NOT_SHOWN.get(s) !== relative('.', f))
        .map((s) => `${relative('.', f)}: ${s}`),
    );
    expect(left).toEqual([]);
  });

  it('finds the sentences it looks for', () => {
    const probe = join(tmpdir(), 'ui-sentences-probe.ts');
    writeFileSync(
      probe,
      [
        "import { x } from './some module';",
        "notice('Saved it');",
        'const n = `${count} rows left`;',
        "const id = 'toggle-lens', key = t('write.saved'), one = 'Saved';",
      ].join('\n'),
    );
    expect(sentencesIn(probe)).toEqual(['Saved it', '`${count} rows left`']);
  });

  it('lists only what is still there', () => {
    const all = new Set(checked().flatMap(sentencesIn));
    expect([...NOT_SHOWN.keys()].filter((s) => !all.has(s))).toEqual([]);
  });
});
