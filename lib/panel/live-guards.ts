import type { TargetStatusEntry } from '../contract/editor';
import { applyEdit, EMPTY_ROW } from '../workflow/rules';
import { verdict, type RowContext } from './row-actions';

/**
 * Writes that change what customers see on the site are asked about first. The rules are the
 * delivery rules of lib/workflow: a row is served when it is approved or locked and has text.
 */

/** Saving a served row unapproves it: it leaves the site until approved again (a lock keeps it). */
export const saveTakesOffSite = (entry: TargetStatusEntry | null | undefined): boolean =>
  !!entry?.isDelivered && !entry.isLocked;

/** Whether the user may approve the row once `text` is saved ("Save and keep it live"). */
export const canKeepLive = (
  entry: TargetStatusEntry | null | undefined,
  text: string,
  ctx: RowContext,
): boolean =>
  entry !== undefined &&
  verdict('approve', entry, ctx, applyEdit(entry ?? EMPTY_ROW, text)).allowed;

/**
 * The text a lock would put on the site, or null when locking changes nothing customers see.
 * `pendingText` is a queued save the lock is sent after.
 */
export function lockPublishes(
  entry: TargetStatusEntry | null | undefined,
  pendingText: string | null,
): string | null {
  if (!entry) return null;
  const text = pendingText ?? entry.text;
  if (text === '') return null;
  return entry.isDelivered && pendingText === null ? null : text;
}
