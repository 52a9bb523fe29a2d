import { textFor, type UiText } from '../ui-text/catalogues';

const EN = textFor('en');

/** What `ask` throws: an Error carrying the background's `code`, `status` and `retryAfterMs`. */
export interface ErrorLike {
  code?: string;
  status?: number;
  message?: string;
  retryAfterMs?: number | null;
}

/** The English words, for code that compares with them; people read `t('auth.sessionExpired')`. */
export const SESSION_EXPIRED_TEXT = EN('auth.sessionExpired');

/** "14 minutes", "40 seconds": rounded up, so the user never retries too early. */
export function formatWait(ms: number, t: UiText = EN): string {
  if (ms < 60_000) return t('auth.seconds', { count: Math.max(1, Math.ceil(ms / 1000)) });
  return t('auth.minutes', { count: Math.ceil(ms / 60_000) });
}

export const isSessionExpired = (error: ErrorLike | null | undefined) =>
  error?.code === 'SESSION_EXPIRED';

/** A sign-in (or key) failure in words, by error code; `baseUrl` is the service tried. */
export function authErrorText(error: ErrorLike, baseUrl: string, t: UiText = EN): string {
  if (error.code === 'NETWORK' || error.status === 0)
    return t('auth.unreachable', { url: baseUrl });
  if (error.code === 'INVALID_CREDENTIALS') return t('auth.wrongPassword');
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) {
    const wait = error.retryAfterMs;
    const then = wait != null ? t('auth.tryIn', { wait: formatWait(wait, t) }) : t('auth.tryLater');
    return t('auth.lockedOut', { then });
  }
  if (isSessionExpired(error)) return t('auth.sessionExpired');
  if (error.code === 'READ_ONLY_KEY' || error.status === 401) return t('auth.keyRefused');
  return error.message || t('common.wrong');
}
