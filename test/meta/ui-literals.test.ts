import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component shows a literal: what people read comes from the message catalogues. Text between
 * tags, string literals shown as children, and literals in attributes people read (aria-label,
 * title, placeholder, alt) are found by parsing each component.
 */
/** Names, not words: the same in every language. */
const NAMES = new Set(['Locale Lens']);
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const hasWords = (s: string) => /\p{L}/u.test(s) && !NAMES.has(s.trim());

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * Whether a string literal is shown: it reaches a JSX child or a read attribute only as a branch
 * of `?:`, the right side of `&&`, `||` or `??`, or in parentheses (a literal compared, called
 * with or put in an object is data).
 */
function shown(node: ts.Node): boolean {
  let at: ts.Node = node;
  for (;;) {
    const up = at.parent;
    if (!up) return false;
    if (ts.isJsxAttribute(up)) return READ_ATTRIBUTES.has(up.name.getText());
    if (ts.isJsxExpression(up)) {
      if (ts.isJsxElement(up.parent) || ts.isJsxFragment(up.parent)) return true;
      at = up;
      continue;
    }
    const branch =
      (ts.isConditionalExpression(up) && at !== up.condition) ||
      (ts.isBinaryExpression(up) &&
        at === up.right &&
        [
          ts.SyntaxKind.AmpersandAmpersandToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
        ].includes(up.operatorToken.kind)) ||
      ts.isParenthesizedExpression(up);
    if (!branch) return false;
    at = up;
  }
}

function literalsIn(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      hasWords(node.text) &&
      shown(node)
    )
      found.push(node.text);
    else if (
      ts.isTemplateExpression(node) &&
      hasWords(node.head.text + node.templateSpans.map((t) => t.literal.text).join('')) &&
      shown(node)
    )
      found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components show no literal text', () => {
  it('in any view', () => {
    const left = files('components')
      .map((f) => relative('.', f))
      .flatMap((f) => literalsIn(f).map((text) => `${f}: ${text}`));
    expect(left).toEqual([]);
  });

  it('finds the literals it looks for', () => {
    const probe = join(tmpdir(), 'ui-literals-probe.tsx');
    writeFileSync(
      probe,
      [
        'const A = () => <p>Plain words</p>;',
        "const B = (x: boolean) => <p title=\"Save it\">{x ? 'Yes' : t('no')}</p>;",
        'const C = (n: number) => <b aria-label={`${n} rows`}>{n}</b>;',
        'const D = () => <i className="muted word">{\'Locale Lens\'}</i>;',
      ].join('\n'),
    );
    expect(literalsIn(probe)).toEqual(['Plain words', 'Save it', 'Yes', '`${n} rows`']);
  });
});
