import { describe, expect, it } from 'vitest';
import { saveResponse, transitionResponse } from '../../lib/contract/editor';
import { DEMO_USERS } from '../../server/demo/seed';
import {
  entryOf,
  expectError,
  MASTER,
  save as saveRows,
  statusOf,
  transition,
  translations,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { rowPicker, type SeedRow } from './seed-rows';

const h = useDemoService();
const sessions = useDemoSessions(h);

/**
 * Every row rule (docs/api-decisions.md) through the API, on `es` (translate_review: stage 0 translation,
 * 1 review, 2 postreview) and `de` (with proofreading: postreview is 3). The translator holds
 * stage 0, the reviewer stages 1 and 2 (and 3 on de).
 */
const pick = rowPicker();

/** Saves one row and returns its result. */
async function save(key: string, row: SeedRow, text: string) {
  const res = await saveRows(h, key, row.locale, [{ key: row.key, text }], row.namespace);
  expect(res.status).toBe(200);
  return saveResponse.parse(res.body).results[row.key]!;
}
/** Runs a transition that must succeed and returns the entry. */
async function act(key: string, row: SeedRow, action: string) {
  const res = await transition(h, key, row.locale, row.key, action, row.namespace);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return transitionResponse.parse(res.body).entry;
}
const refused = async (key: string, row: SeedRow, action: string, code: string) =>
  expectError(
    await transition(h, key, row.locale, row.key, action, row.namespace),
    403,
    code,
    'permission_error',
  );
const entry = (row: SeedRow) => entryOf(h, row.locale, row.key, row.namespace);
const delivered = async (row: SeedRow) =>
  (await translations(h, row.locale, row.namespace)).body.translations[row.key];

describe('edit text', () => {
  it('saves the text: edited, unconfirmed and unapproved, the stage kept (a delivered row stops being served)', async () => {
    const row = pick('delivered');
    expect(await delivered(row)).toBe(row.text);
    expect(await save(sessions.pm, row, 'Texto nuevo')).toEqual({
      ok: true,
      entry: expect.objectContaining({
        text: 'Texto nuevo',
        rowState: 'edited',
        confirmedBy: null,
        isReady: false,
        isDelivered: false,
        stageIndex: 2,
      }),
    });
    expect(await entry(row)).toMatchObject({
      text: 'Texto nuevo',
      rowState: 'edited',
      isReady: false,
      confirmedBy: null,
    });
    expect(await delivered(row)).toBeUndefined();
    // Empty text makes the row empty.
    expect(await save(sessions.pm, row, '')).toMatchObject({
      ok: true,
      entry: { text: '', rowState: 'empty' },
    });
  });

  it('a machine translation becomes edited; a confirmed row loses its confirmation', async () => {
    expect(await save(sessions.translator, pick('mt'), 'Productos sencillos')).toMatchObject({
      ok: true,
      entry: { rowState: 'edited', stageIndex: 0 },
    });
    const review = pick('review');
    expect(await save(sessions.reviewer, review, 'Revisado')).toMatchObject({
      ok: true,
      entry: { confirmedBy: null, stageIndex: 1, rowState: 'edited' },
    });
  });

  it('refuses rows the caller may not edit: another stage, postreview, locked, not translatable', async () => {
    const [review, post, locked, lockedReview, nt] = [
      pick('review'),
      pick('delivered'),
      pick('locked'),
      pick('locked_review'),
      pick('not_translatable'),
    ];
    const { translator, reviewer } = sessions;
    expect(await save(translator, review, 'x')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await save(translator, post, 'x')).toMatchObject({ ok: false, code: 'POSTREVIEW' });
    expect(await save(reviewer, post, 'x')).toMatchObject({ ok: false, code: 'POSTREVIEW' });
    expect(await save(translator, locked, 'x')).toMatchObject({ ok: false, code: 'LOCKED' });
    expect(await save(reviewer, lockedReview, 'x')).toMatchObject({ ok: false, code: 'LOCKED' });
    expect(await save(MASTER, nt, 'Acmé')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    // Nothing was written.
    expect(await entry(post)).toMatchObject({ text: post.text, isReady: true });
    expect(await entry(nt)).toMatchObject({ text: nt.text });
    // The project manager's override: locked and postreview rows are editable.
    expect(await save(sessions.pm, lockedReview, 'Por el pm')).toMatchObject({
      ok: true,
      entry: { isLocked: true },
    });
    expect(await save(sessions.pm, locked, 'Por el pm')).toMatchObject({
      ok: true,
      entry: { isLocked: true, isDelivered: true },
    });
  });
});

describe('confirm', () => {
  it('moves the row to the next stage and records who confirmed it', async () => {
    const row = pick('draft');
    expect(await act(sessions.translator, row, 'confirm')).toMatchObject({
      stageIndex: 1,
      confirmedBy: DEMO_USERS.translator.user_id,
      canEdit: false,
    });
    expect(await entry(row)).toMatchObject({
      stageIndex: 1,
      confirmedBy: DEMO_USERS.translator.user_id,
    });
  });

  it('is refused on empty text, in postreview, at another stage and on a locked row', async () => {
    const [empty, post, review, lockedReview] = [
      pick('empty'),
      pick('delivered'),
      pick('review'),
      pick('locked_review'),
    ];
    await refused(sessions.translator, empty, 'confirm', 'FORBIDDEN');
    await refused(MASTER, post, 'confirm', 'POSTREVIEW');
    await refused(sessions.pm, post, 'confirm', 'POSTREVIEW');
    await refused(sessions.translator, review, 'confirm', 'FORBIDDEN'); // stage 1 is not theirs
    await refused(sessions.reviewer, lockedReview, 'confirm', 'LOCKED');
    expect(await entry(empty)).toMatchObject({ stageIndex: 0, confirmedBy: null });
    expect(await entry(review)).toMatchObject({ stageIndex: 1 });
  });
});

describe('reject', () => {
  it('sends the row back one stage and clears confirmedBy and isReady', async () => {
    expect(await act(sessions.reviewer, pick('review'), 'reject')).toMatchObject({
      stageIndex: 0,
      confirmedBy: null,
    });
    // From postreview: an approved row stops being delivered.
    const post = pick('delivered');
    expect(await delivered(post)).toBe(post.text);
    expect(await act(sessions.reviewer, post, 'reject')).toMatchObject({
      stageIndex: 1,
      confirmedBy: null,
      isReady: false,
      isDelivered: false,
    });
    expect(await delivered(post)).toBeUndefined();
  });

  it('is refused at stage 0, for a caller not assigned to the stage, and on a locked row unless pm', async () => {
    await refused(MASTER, pick('draft'), 'reject', 'FORBIDDEN');
    await refused(sessions.translator, pick('review'), 'reject', 'FORBIDDEN');
    const locked = pick('locked_review', 'de');
    await refused(sessions.reviewer, locked, 'reject', 'LOCKED');
    expect(await act(sessions.pm, locked, 'reject')).toMatchObject({
      stageIndex: 0,
      isLocked: true,
    });
  });
});

describe('approve and unapprove', () => {
  it('the postreview reviewer approves a row in postreview: it is served; unapprove withdraws it', async () => {
    const row = pick('review');
    expect(await act(sessions.reviewer, row, 'confirm')).toMatchObject({
      stageIndex: 2,
      isReady: false,
      isDelivered: false,
    });
    expect(await delivered(row)).toBeUndefined();
    expect(await act(sessions.reviewer, row, 'approve')).toMatchObject({
      isReady: true,
      isDelivered: true,
    });
    expect(await delivered(row)).toBe(row.text);
    expect(await act(sessions.reviewer, row, 'unapprove')).toMatchObject({
      isReady: false,
      isDelivered: false,
    });
    expect(await delivered(row)).toBeUndefined();
  });

  it('the project manager (session or master key) approves and unapproves', async () => {
    const row = pick('delivered');
    expect(await act(sessions.pm, row, 'unapprove')).toMatchObject({
      isReady: false,
      isDelivered: false,
    });
    expect(await act(sessions.pm, row, 'approve')).toMatchObject({
      isReady: true,
      isDelivered: true,
    });
    expect(await act(MASTER, row, 'unapprove')).toMatchObject({ isReady: false });
  });

  it('is refused outside postreview, for callers not assigned to postreview, and on empty text', async () => {
    await refused(sessions.reviewer, pick('review'), 'approve', 'FORBIDDEN');
    await refused(sessions.pm, pick('draft'), 'approve', 'FORBIDDEN');
    const post = pick('delivered');
    await refused(sessions.translator, post, 'unapprove', 'FORBIDDEN');
    await refused(sessions.translator, post, 'approve', 'FORBIDDEN');
    expect(await entry(post)).toMatchObject({ isReady: true });
    // de: stage 2 is proofreading, not postreview; stage 3 is, and the reviewer holds it there.
    await refused(sessions.reviewer, pick('proofread', 'de'), 'approve', 'FORBIDDEN');
    expect(await act(sessions.reviewer, pick('delivered', 'de'), 'unapprove')).toMatchObject({
      isReady: false,
      stageIndex: 3,
    });
    const emptied = pick('delivered');
    expect(await save(MASTER, emptied, '')).toMatchObject({
      ok: true,
      entry: { stageIndex: 2, rowState: 'empty' },
    });
    await refused(MASTER, emptied, 'approve', 'FORBIDDEN');
  });
});

describe('lock and unlock', () => {
  it('are for project managers only (403 FORBIDDEN for others)', async () => {
    const [open, locked] = [pick('delivered'), pick('locked')];
    for (const who of [sessions.translator, sessions.reviewer]) {
      await refused(who, open, 'lock', 'FORBIDDEN');
      await refused(who, locked, 'unlock', 'FORBIDDEN');
    }
    expect(await entry(locked)).toMatchObject({ isLocked: true });
    expect(await entry(open)).toMatchObject({ isLocked: false });
  });

  it('a locked row is delivered, and closed to everyone but the pm until unlocked', async () => {
    const row = pick('draft');
    const translatorView = async () =>
      (await statusOf(h, sessions.translator, row.locale, [row.key], row.namespace)).body
        .translations[row.key];
    expect(await translatorView()).toMatchObject({ canEdit: true, isLocked: false });
    const locked = await act(sessions.pm, row, 'lock');
    expect(locked).toMatchObject({ isLocked: true, isDelivered: true, stageIndex: 0 });
    expect(await delivered(row)).toBe(row.text);
    expect(await translatorView()).toMatchObject({ canEdit: false, isLocked: true });
    expect(await save(sessions.translator, row, 'x')).toMatchObject({ ok: false, code: 'LOCKED' });
    await refused(sessions.translator, row, 'confirm', 'LOCKED');

    expect(await act(sessions.pm, row, 'unlock')).toMatchObject({
      isLocked: false,
      isDelivered: false,
    });
    expect(await translatorView()).toMatchObject({ canEdit: true });
    expect(await save(sessions.translator, row, 'Ahora sí')).toMatchObject({ ok: true });
    // A master key is a project manager too.
    const other = pick('delivered');
    expect(await act(MASTER, other, 'lock')).toMatchObject({ isLocked: true });
    expect(await act(MASTER, other, 'unlock')).toMatchObject({ isLocked: false });
  });
});
