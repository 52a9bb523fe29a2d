/** What `ask` throws: an Error carrying the background's `code`, `status` and `retryAfterMs`. */
export interface ErrorLike {
  code?: string;
  status?: number;
  message?: string;
  retryAfterMs?: number | null;
}

export const SESSION_EXPIRED_TEXT = 'Your session expired — sign in again (your drafts are kept)';

/** "14 minutes", "40 seconds": rounded up, so the user never retries too early. */
export function formatWait(ms: number): string {
  if (ms < 60_000) {
    const s = Math.max(1, Math.ceil(ms / 1000));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

export const isSessionExpired = (error: ErrorLike | null | undefined) =>
  error?.code === 'SESSION_EXPIRED';

/** A sign-in (or key) failure in words, by error code; `baseUrl` is the service tried. */
export function authErrorText(error: ErrorLike, baseUrl: string): string {
  if (error.code === 'NETWORK' || error.status === 0)
    return `Cannot reach ${baseUrl}. Check the service URL and that the service is running.`;
  if (error.code === 'INVALID_CREDENTIALS') return 'Wrong e-mail or password';
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) {
    const wait = error.retryAfterMs;
    return `Too many failed sign-ins: this account is locked out for now. ${
      wait != null ? `Try again in ${formatWait(wait)}.` : 'Try again later.'
    }`;
  }
  if (isSessionExpired(error)) return SESSION_EXPIRED_TEXT;
  if (error.code === 'READ_ONLY_KEY' || error.status === 401)
    return 'The service did not accept this key';
  return error.message || 'Something went wrong';
}
