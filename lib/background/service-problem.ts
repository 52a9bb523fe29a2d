import { ApiError } from '../contract/errors';
import { fail } from '../messaging/result';
import { words } from './words';

/** A failed request to the service, in words: raw errors ("Failed to fetch") never reach people. */

export const unreachableText = (baseUrl: string) =>
  words()('bg.service.unreachable', { url: baseUrl });

/** Why the page’s translations cannot be shown, in words. */
export function serviceProblem(err: unknown, baseUrl: string): string {
  if (!(err instanceof ApiError)) return unreachableText(baseUrl);
  if (err.status === 401) return words()('bg.service.credentials', { url: baseUrl });
  if (err.status >= 500)
    return words()('bg.service.error', { url: baseUrl, status: String(err.status) });
  return err.message;
}

const hasCode = (err: unknown): err is Error & { code: string; status?: number } =>
  err instanceof Error && typeof (err as { code?: unknown }).code === 'string';

/** Any failure of a handler as a message result. */
export function toError(err: unknown, baseUrl: string) {
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
      message: words()('bg.storageFull'),
    });
  return fail({ status: 0, code: 'NETWORK', message: unreachableText(baseUrl) });
}
