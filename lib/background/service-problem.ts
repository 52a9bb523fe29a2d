import { ApiError } from '../contract/errors';
import { fail } from '../messaging/result';
import { textFor, type UiText } from '../ui-text/catalogues';

/** A failed request to the service, in words: raw errors ("Failed to fetch") never reach people. */

// In the language Locale Lens speaks (`t`): the panel and the page's legend show them as they come.
export const unreachableText = (baseUrl: string, t: UiText = textFor('en')) =>
  t('service.unreachable', { url: baseUrl });

/** Why the page’s translations cannot be shown, in words. */
export function serviceProblem(err: unknown, baseUrl: string, t: UiText = textFor('en')): string {
  if (!(err instanceof ApiError)) return unreachableText(baseUrl, t);
  if (err.status === 401) return t('service.refused', { url: baseUrl });
  if (err.status >= 500) return t('service.failed', { url: baseUrl, status: String(err.status) });
  return err.message;
}

const hasCode = (err: unknown): err is Error & { code: string; status?: number } =>
  err instanceof Error && typeof (err as { code?: unknown }).code === 'string';

/** Any failure of a handler as a message result. */
export function toError(err: unknown, baseUrl: string, t: UiText = textFor('en')) {
  if (err instanceof ApiError)
    return fail({
      status: err.status,
      code: err.code,
      message: err.message,
      retryAfterMs: err.retryAfterMs,
    });
  if (hasCode(err)) return fail({ status: err.status ?? 0, code: err.code, message: err.message });
  // A full storage is not the service's fault: say what is wrong rather than "cannot be reached".
  if (err instanceof Error && /quota/i.test(err.message))
    return fail({
      status: 507,
      code: 'STORAGE_FULL',
      message: "The browser's storage for Locale Lens is full: close some tabs and try again",
    });
  return fail({ status: 0, code: 'NETWORK', message: unreachableText(baseUrl, t) });
}
