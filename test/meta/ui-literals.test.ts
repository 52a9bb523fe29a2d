import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component shows a literal: what people read comes from the message catalogues. Text between
 * tags, string literals shown as children, and literals in attributes people read (aria-label,
 * title, placeholder, alt) are found by parsing each component. The views still waiting for
 * their messages are listed; a view leaves the list when its last literal goes.
 */
const PENDING = new Set([
  'components/account/account-view.tsx',
  'components/account/email-change.tsx',
  'components/account/password-form.tsx',
  'components/integrations/integrations-view.tsx',
  'components/integrations/keys-panel.tsx',
  'components/integrations/secret-once.tsx',
  'components/integrations/webhook-row.tsx',
  'components/integrations/webhooks-panel.tsx',
  'components/master-key-warning.tsx',
  'components/model-jobs-console.tsx',
  'components/panel/action-bar.tsx',
  'components/panel/bulk-suggest.tsx',
  'components/panel/conflict-view.tsx',
  'components/panel/editor-notes.tsx',
  'components/panel/image-translate.tsx',
  'components/panel/key-filters.tsx',
  'components/panel/key-list.tsx',
  'components/panel/lens-toggle.tsx',
  'components/panel/live-question.tsx',
  'components/panel/offer-card.tsx',
  'components/panel/offer-language-form.tsx',
  'components/panel/offers-inbox.tsx',
  'components/panel/offers-section.tsx',
  'components/panel/outbox-indicator.tsx',
  'components/panel/panel-app.tsx',
  'components/panel/password-expiry.tsx',
  'components/panel/reject-reason.tsx',
  'components/panel/row-context.tsx',
  'components/panel/row-editor.tsx',
  'components/panel/service-alert.tsx',
  'components/panel/sign-in-form.tsx',
  'components/panel/site-notice.tsx',
  'components/panel/suggestions.tsx',
  'components/panel/switch-offer.tsx',
  'components/settings-form.tsx',
]);

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

/** Where a string literal ends up: shown (child or read attribute), or used as data. */
function shown(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isArrowFunction(at) || ts.isFunctionExpression(at))
      return false;
    if (ts.isJsxAttribute(at)) return READ_ATTRIBUTES.has(at.name.getText());
    if (ts.isJsxExpression(at))
      return ts.isJsxElement(at.parent) || ts.isJsxFragment(at.parent) ? true : shown(at);
    if (ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at)) return false;
  }
  return false;
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
    else if (ts.isTemplateExpression(node) && hasWords(node.getText()) && shown(node))
      found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components show no literal text', () => {
  const all = files('components').map((f) => relative('.', f));

  it('outside the views still waiting for their messages', () => {
    const left = all
      .filter((f) => !PENDING.has(f))
      .flatMap((f) => literalsIn(f).map((text) => `${f}: ${text}`));
    expect(left).toEqual([]);
  });

  it('the waiting list holds only views that still have literals', () => {
    expect(all.filter((f) => PENDING.has(f) && literalsIn(f).length === 0)).toEqual([]);
    expect([...PENDING].filter((f) => !all.includes(f))).toEqual([]);
  });
});
