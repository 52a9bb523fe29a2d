import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  applyEdit,
  applyTransition,
  canCreate,
  canEdit,
  checkAction,
  EMPTY_ROW,
  fileReadyToAdvance,
  isDelivered,
  type Action,
  type Actor,
  type DenyReason,
  type LocaleState,
  type Row,
} from '../../../lib/workflow/rules';
import { REASON_TEXT, reasonToCode } from '../../../lib/workflow/reasons';

// translate_review: stages 0 Translation, 1 Review, 2 Postreview.
const LOCALE: LocaleState = { archived: false, busy: false, workStageCount: 2 };
const ACTORS: Record<string, Actor> = {
  pm: { userId: 'u-pm', isPm: true, assignedStages: [] },
  translator: { userId: 'u-tr', isPm: false, assignedStages: [0] },
  reviewer: { userId: 'u-rv', isPm: false, assignedStages: [1, 2] },
  reviewerNoPost: { userId: 'u-r1', isPm: false, assignedStages: [1] },
  publishable: { userId: null, isPm: true, assignedStages: [], readOnly: true },
};
const row = (over: Partial<Row> = {}): Row => ({
  ...EMPTY_ROW,
  text: 'Hallo',
  rowState: 'edited',
  ...over,
});

type Case = [
  string,
  Action,
  keyof typeof ACTORS,
  Partial<Row> | null,
  Partial<LocaleState>,
  true | DenyReason,
];
const cases: Case[] = [
  // edit text: canEdit
  ['translator edits a stage-0 row', 'edit', 'translator', {}, {}, true],
  [
    'translator may not edit a stage-1 row',
    'edit',
    'translator',
    { stageIndex: 1 },
    {},
    'not_your_stage',
  ],
  ['reviewer edits a stage-1 row', 'edit', 'reviewer', { stageIndex: 1 }, {}, true],
  [
    'locked row is read-only for a translator',
    'edit',
    'translator',
    { isLocked: true },
    {},
    'locked',
  ],
  ['pm edits a locked row', 'edit', 'pm', { isLocked: true }, {}, true],
  [
    'postreview row is read-only for its reviewer',
    'edit',
    'reviewer',
    { stageIndex: 2 },
    {},
    'postreview',
  ],
  ['pm edits in postreview', 'edit', 'pm', { stageIndex: 2 }, {}, true],
  ['archived locale refuses even a pm', 'edit', 'pm', {}, { archived: true }, 'archived'],
  ['busy locale refuses writes', 'edit', 'translator', {}, { busy: true }, 'busy'],
  ['publishable key is read only', 'edit', 'publishable', {}, {}, 'read_only'],
  ['translator creates a missing row (stage 0)', 'edit', 'translator', null, {}, true],
  ['reviewer cannot create rows', 'edit', 'reviewer', null, {}, 'not_your_stage'],
  // confirm: canEdit, not post, text not empty
  ['translator confirms', 'confirm', 'translator', {}, {}, true],
  [
    'confirm needs text',
    'confirm',
    'translator',
    { text: '', rowState: 'empty' },
    {},
    'empty_text',
  ],
  ['pm cannot confirm in postreview', 'confirm', 'pm', { stageIndex: 2 }, {}, 'postreview'],
  ['confirm on a locked row (non-pm)', 'confirm', 'translator', { isLocked: true }, {}, 'locked'],
  ['confirm on another stage', 'confirm', 'translator', { stageIndex: 1 }, {}, 'not_your_stage'],
  ['confirm with no row', 'confirm', 'pm', null, {}, 'no_row'],
  // reject: (pm or assigned), stage > 0, not locked unless pm
  ['reviewer rejects a stage-1 row', 'reject', 'reviewer', { stageIndex: 1 }, {}, true],
  ['reject at stage 0', 'reject', 'translator', {}, {}, 'first_stage'],
  [
    'translator cannot reject a stage-1 row',
    'reject',
    'translator',
    { stageIndex: 1 },
    {},
    'not_your_stage',
  ],
  [
    'reviewer cannot reject a locked row',
    'reject',
    'reviewer',
    { stageIndex: 1, isLocked: true },
    {},
    'locked',
  ],
  ['pm rejects a locked row', 'reject', 'pm', { stageIndex: 1, isLocked: true }, {}, true],
  [
    'postreview reviewer rejects from postreview',
    'reject',
    'reviewer',
    { stageIndex: 2 },
    {},
    true,
  ],
  // approve / unapprove: post, pm or postreview-assigned, text not empty
  ['postreview reviewer approves', 'approve', 'reviewer', { stageIndex: 2 }, {}, true],
  ['pm approves', 'approve', 'pm', { stageIndex: 2 }, {}, true],
  ['approve before postreview', 'approve', 'reviewer', { stageIndex: 1 }, {}, 'not_in_postreview'],
  [
    'reviewer without the postreview stage',
    'approve',
    'reviewerNoPost',
    { stageIndex: 2 },
    {},
    'not_your_stage',
  ],
  ['approve an empty row', 'approve', 'pm', { stageIndex: 2, text: '' }, {}, 'empty_text'],
  ['unapprove in postreview', 'unapprove', 'reviewer', { stageIndex: 2, isReady: true }, {}, true],
  ['approve while busy', 'approve', 'pm', { stageIndex: 2 }, { busy: true }, 'busy'],
  // lock / unlock: pm
  ['pm locks', 'lock', 'pm', {}, {}, true],
  ['pm unlocks', 'unlock', 'pm', { isLocked: true }, {}, true],
  ['translator cannot lock', 'lock', 'translator', {}, {}, 'not_pm'],
  ['reviewer cannot unlock', 'unlock', 'reviewer', { isLocked: true }, {}, 'not_pm'],
  ['lock on an archived locale', 'lock', 'pm', {}, { archived: true }, 'archived'],
];

describe('checkAction (the row rules)', () => {
  it.each(cases)('%s', (_name, action, actor, over, locale, expected) => {
    const verdict = checkAction(action, over === null ? null : row(over), ACTORS[actor]!, {
      ...LOCALE,
      ...locale,
    });
    expect(verdict).toEqual(
      expected === true ? { allowed: true } : { allowed: false, reason: expected },
    );
  });

  it('covers every reason at least once', () => {
    const seen = new Set(cases.map((c) => c[5]).filter((r) => r !== true));
    expect([...seen].sort()).toEqual(Object.keys(REASON_TEXT).sort());
  });

  it('allowedActions agrees with checkAction for every action', () => {
    const r = row({ stageIndex: 1 });
    const all = allowedActions(r, ACTORS.reviewer!, LOCALE);
    for (const [action, verdict] of Object.entries(all)) {
      expect(verdict).toEqual(checkAction(action as Action, r, ACTORS.reviewer!, LOCALE));
    }
  });
});

describe('canEdit and can_create as reported', () => {
  it.each([
    ['pm', {}, {}, true],
    ['translator', {}, {}, true],
    ['translator', { isLocked: true }, {}, false],
    ['translator', { stageIndex: 2 }, {}, false],
    ['reviewer', { stageIndex: 0 }, {}, false],
    ['pm', {}, { archived: true }, false],
    // Permissions ignore the busy gate.
    ['translator', {}, { busy: true }, true],
    ['publishable', {}, {}, true],
  ] as const)('%s on %j in %j → %s', (actor, over, locale, expected) => {
    expect(canEdit(row(over), ACTORS[actor]!, { ...LOCALE, ...locale })).toBe(expected);
  });

  it.each([
    ['pm', false, true],
    ['translator', false, true],
    ['reviewer', false, false],
    ['pm', true, false],
  ] as const)('%s, archived=%s → can_create %s', (actor, archived, expected) => {
    expect(canCreate(ACTORS[actor]!, { archived })).toBe(expected);
  });
});

describe('effects', () => {
  it('an edit clears confirmation and approval and keeps the stage', () => {
    const after = applyEdit(row({ confirmedBy: 'u', isReady: true, stageIndex: 2 }), 'Neu');
    expect(after).toMatchObject({
      text: 'Neu',
      rowState: 'edited',
      confirmedBy: null,
      isReady: false,
      stageIndex: 2,
    });
    expect(applyEdit(row(), '').rowState).toBe('empty');
  });

  it.each([
    ['confirm', 'per_row', { stageIndex: 1, confirmedBy: 'u-tr' }, 0],
    ['confirm', 'per_file', { stageIndex: 0, confirmedBy: 'u-tr' }, 0],
    ['reject', 'per_row', { stageIndex: 0, confirmedBy: null, isReady: false }, 0],
    ['reject', 'per_file', { stageIndex: 1, confirmedBy: null }, -1],
    ['approve', 'per_row', { isReady: true }, 0],
    ['unapprove', 'per_row', { isReady: false }, 0],
    ['lock', 'per_row', { isLocked: true }, 0],
    ['unlock', 'per_row', { isLocked: false }, 0],
  ] as const)('%s in %s', (action, mode, expected, delta) => {
    const start = row({
      stageIndex: action === 'confirm' ? 0 : 1,
      confirmedBy: 'x',
      isReady: action === 'unapprove',
    });
    const effect = applyTransition(action, start, ACTORS.translator!, mode);
    expect(effect.row).toMatchObject(expected);
    expect(effect.fileStageDelta).toBe(delta);
  });

  it('a file advances only when every row is confirmed and it is not in postreview', () => {
    expect(fileReadyToAdvance([{ confirmedBy: 'a' }, { confirmedBy: 'b' }], 0, 2)).toBe(true);
    expect(fileReadyToAdvance([{ confirmedBy: 'a' }, { confirmedBy: null }], 0, 2)).toBe(false);
    expect(fileReadyToAdvance([{ confirmedBy: 'a' }], 2, 2)).toBe(false);
    expect(fileReadyToAdvance([], 0, 2)).toBe(false);
  });
});

describe('isDelivered', () => {
  it.each([
    [{ isReady: true, isLocked: false, text: 'x' }, true, false, true],
    [{ isReady: false, isLocked: true, text: 'x' }, true, false, true],
    [{ isReady: false, isLocked: false, text: 'x' }, true, false, false],
    [{ isReady: true, isLocked: false, text: '' }, true, false, false],
    [{ isReady: true, isLocked: false, text: 'x' }, false, false, false],
    [{ isReady: true, isLocked: false, text: 'x' }, true, true, false],
  ])('%j translatable=%s archived=%s → %s', (r, translatable, archived, expected) => {
    expect(isDelivered(r, { translatable, archived })).toBe(expected);
  });
});

describe('reason codes', () => {
  it.each([
    ['locked', 'LOCKED'],
    ['postreview', 'POSTREVIEW'],
    ['archived', 'ARCHIVED'],
    ['busy', 'TARGET_BUSY'],
    ['read_only', 'READ_ONLY_KEY'],
    ['not_your_stage', 'FORBIDDEN'],
    ['not_pm', 'FORBIDDEN'],
    ['no_row', 'NOT_FOUND'],
  ] as const)('%s → %s', (reason, code) => expect(reasonToCode(reason)).toBe(code));
});
