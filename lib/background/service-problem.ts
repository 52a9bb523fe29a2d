import { ApiError } from '../contract/errors';
import { fail } from '../messaging/result';

/** A failed request to the service, in words: raw errors ("Failed to fetch") never reach people. */

export const unreachableText = (baseUrl: string) =>
  `The service at ${baseUrl} cannot be reached. Check that it is running and that the service URL in the options is right.`;

/** Why the page’s translations cannot be shown, in words. */
export function serviceProblem(err: unknown, baseUrl: string): string {
  if (!(err instanceof ApiError)) return unreachableText(baseUrl);
  if (err.status === 401)
    return `The service at ${baseUrl} did not accept the extension’s credentials: sign in to see this page’s translations.`;
  if (err.status >= 500)
    return `The service at ${baseUrl} answered with an error (${err.status}). Try again in a moment.`;
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
      message: "The browser's storage for Locale Lens is full: close some tabs and try again",
    });
  return fail({ status: 0, code: 'NETWORK', message: unreachableText(baseUrl) });
}
