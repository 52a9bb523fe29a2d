import { describe, expect, it } from 'vitest';
import { canKeepLive, lockPublishes, saveTakesOffSite } from '../../../lib/panel/live-guards';
import type { RowContext } from '../../../lib/panel/row-actions';
import { NO_FLAGS } from '../../../lib/workflow/caller';
import { entry, workflow } from './fixtures';

const ctx = (who: Parameters<typeof workflow>[0]): RowContext => ({
  workflow: workflow(who),
  locale: 'de',
  isSource: false,
  flags: NO_FLAGS,
});
const live = entry({ text: 'Startseite', isReady: true, isDelivered: true, stageIndex: 2 });

describe('writes that change what customers see', () => {
  it('a save takes a served row off the site unless it is locked', () => {
    expect(saveTakesOffSite(live)).toBe(true);
    expect(saveTakesOffSite({ ...live, isLocked: true })).toBe(false);
    expect(saveTakesOffSite(entry())).toBe(false);
    expect(saveTakesOffSite(null)).toBe(false);
    expect(saveTakesOffSite(undefined)).toBe(false);
  });

  it('keeping it live needs the right to approve the saved text', () => {
    expect(canKeepLive(live, 'Start', ctx('pm'))).toBe(true);
    expect(canKeepLive(live, '', ctx('pm'))).toBe(false);
    expect(canKeepLive(live, 'Start', ctx('translator'))).toBe(false);
    expect(canKeepLive(entry({ stageIndex: 0 }), 'Start', ctx('pm'))).toBe(false);
  });

  it('a lock publishes the text it serves, unless that text is served already', () => {
    expect(lockPublishes(entry({ text: 'Entwurf', stageIndex: 0 }), null)).toBe('Entwurf');
    expect(lockPublishes(live, null)).toBeNull();
    expect(lockPublishes(live, 'Neu')).toBe('Neu');
    expect(lockPublishes(entry({ text: '' }), null)).toBeNull();
    expect(lockPublishes(null, null)).toBeNull();
  });
});
