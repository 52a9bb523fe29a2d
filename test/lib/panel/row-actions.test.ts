import { describe, expect, it } from 'vitest';
import { buildRows } from '../../../lib/panel/key-list';
import {
  buttonVerdicts,
  confirmAfterSave,
  NOT_TARGET_TEXT,
  UI_REASON,
  type ButtonAction,
} from '../../../lib/panel/row-actions';
import { REASON_TEXT } from '../../../lib/workflow/reasons';
import { page, workflow } from './fixtures';

type Who = Parameters<typeof workflow>[0];
const rowOf = (who: Who, key: string, over: Parameters<typeof page>[1] = {}) =>
  buildRows(page(workflow(who), over)).find((r) => r.key === key)!;

const R = REASON_TEXT;
// [who, key, dirty, action, null when enabled or the reason shown]
const CASES: [Who, string, boolean, ButtonAction, string | null][] = [
  ['translator', 'nav.cart', false, 'save', UI_REASON.noChanges],
  ['translator', 'nav.cart', true, 'save', null],
  ['translator', 'nav.cart', false, 'confirm', null],
  ['translator', 'nav.cart', true, 'confirm', UI_REASON.saveFirst],
  ['translator', 'nav.cart', false, 'reject', R.first_stage],
  ['translator', 'nav.cart', false, 'approve', R.not_in_postreview],
  ['translator', 'nav.cart', false, 'lock', R.not_pm],
  ['translator', 'nav.cart', false, 'unlock', R.not_pm],
  ['translator', 'pay.title', true, 'save', R.not_your_stage],
  ['translator', 'pay.title', false, 'confirm', R.not_your_stage],
  ['translator', 'footer.copy', true, 'save', R.locked],
  ['translator', 'pay.note', true, 'save', null],
  ['translator', 'pay.note', false, 'confirm', R.no_row],
  ['reviewer', 'pay.title', true, 'save', null],
  ['reviewer', 'pay.title', false, 'confirm', null],
  ['reviewer', 'pay.title', false, 'reject', null],
  ['reviewer', 'pay.title', false, 'approve', R.not_in_postreview],
  ['reviewer', 'pay.total', true, 'save', R.postreview],
  ['reviewer', 'pay.total', false, 'confirm', R.postreview],
  ['reviewer', 'pay.total', false, 'approve', null],
  ['reviewer', 'pay.total', true, 'approve', UI_REASON.saveFirst],
  ['reviewer', 'pay.total', false, 'unapprove', UI_REASON.notApproved],
  ['reviewer', 'nav.home', false, 'approve', UI_REASON.alreadyApproved],
  ['reviewer', 'nav.home', false, 'unapprove', null],
  ['reviewer', 'nav.cart', true, 'save', R.not_your_stage],
  ['reviewer', 'pay.note', true, 'save', NOT_TARGET_TEXT.cannotCreate],
  ['pm', 'footer.copy', true, 'save', null],
  ['pm', 'footer.copy', false, 'lock', UI_REASON.alreadyLocked],
  ['pm', 'footer.copy', false, 'unlock', null],
  ['pm', 'nav.cart', false, 'lock', null],
  ['pm', 'nav.cart', false, 'unlock', UI_REASON.notLocked],
  ['pm', 'pay.total', false, 'approve', null],
  ['publishable', 'nav.cart', true, 'save', R.read_only],
  ['publishable', 'pay.total', false, 'approve', R.read_only],
];

describe('buttonVerdicts', () => {
  it.each(CASES)('%s · %s · dirty %s · %s', (who, key, dirty, action, reason) => {
    const row = rowOf(who, key);
    const v = buttonVerdicts(row.entry, row.context, { dirty })[action];
    expect(v).toEqual(reason === null ? { allowed: true } : { allowed: false, reason });
  });

  it('judges transitions on the row a queued save will leave', () => {
    const row = rowOf('translator', 'pay.note');
    const v = buttonVerdicts(row.entry, row.context, { dirty: false, pendingText: 'Notiz' });
    expect(v.confirm).toEqual({ allowed: true });
  });

  it.each([
    ['archived', { archived: true, busy: false, can_create: true }, R.archived],
    ['busy (queued, not refused)', { archived: false, busy: true, can_create: true }, null],
  ])('locale %s', (_name, flags, reason) => {
    const row = rowOf('translator', 'nav.cart', { flags: { common: flags } });
    const v = buttonVerdicts(row.entry, row.context, { dirty: true }).save;
    expect(v).toEqual(reason === null ? { allowed: true } : { allowed: false, reason });
  });

  it.each([
    ['a source-language page', { isSource: true }, NOT_TARGET_TEXT.source],
    ['a page in no project locale', { locale: null }, NOT_TARGET_TEXT.noLocale],
    ['no workflow', { workflow: null }, NOT_TARGET_TEXT.noWorkflow],
  ])('%s disables everything', (_name, over, reason) => {
    const row = rowOf('pm', 'nav.cart', over);
    for (const v of Object.values(buttonVerdicts(row.entry, row.context, { dirty: true })))
      expect(v).toEqual({ allowed: false, reason });
  });
});

describe('confirmAfterSave', () => {
  it.each([
    ['translator', 'nav.cart', 'Korb', null],
    ['translator', 'nav.cart', '', R.empty_text],
    ['pm', 'pay.total', 'Gesamt', R.postreview],
    ['translator', 'pay.note', 'Notiz', null],
  ] as const)('%s · %s · "%s"', (who, key, text, reason) => {
    const row = rowOf(who, key);
    const v = confirmAfterSave(row.entry, text, row.context);
    expect(v).toEqual(reason === null ? { allowed: true } : { allowed: false, reason });
  });
});
