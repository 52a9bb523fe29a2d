import type { EditorWorkflow } from '../contract/editor';
import {
  DEFAULT_SETTINGS,
  DEMO_PUBLISHABLE_KEY,
  NO_CREDENTIALS,
  type Credentials,
  type Settings,
} from './settings';

/**
 * Credentials belong to the origin that issued them. Every request the background makes takes its
 * credentials from here, so a changed service URL can never carry a key or token elsewhere.
 */

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether the service at the settings' URL serves the local demo (its publishable key works there). */
export const servesDemo = (s: Pick<Settings, 'baseUrl' | 'demo'>): boolean =>
  s.demo ?? originOf(s.baseUrl) === originOf(DEFAULT_SETTINGS.baseUrl);

export interface SentCredentials {
  apiKey?: string;
  bearer?: string;
}

/** What may be sent to the service at `s.baseUrl`: nothing that another origin issued. */
export function credentialsFor(
  c: Credentials,
  s: Pick<Settings, 'baseUrl' | 'demo'>,
): SentCredentials {
  const own = c.origin !== null && c.origin === originOf(s.baseUrl);
  const apiKey = own && c.apiKey ? c.apiKey : servesDemo(s) ? DEMO_PUBLISHABLE_KEY : undefined;
  const bearer = own && c.accessToken ? c.accessToken : undefined;
  return { ...(apiKey && { apiKey }), ...(bearer && { bearer }) };
}

/** The credentials once the service URL moved from `from` to `to`: another origin signs out. */
export const credentialsAfterMove = (c: Credentials, from: string, to: string): Credentials =>
  originOf(from) !== null && originOf(from) === originOf(to) ? c : NO_CREDENTIALS;

/**
 * A master key can change, approve and publish everything in a project. The service names the
 * caller (`caller_kind`); a deployment that does not gives a master key away as a project manager
 * with no user behind it. A key's prefix is not used: real deployments choose their own.
 */
export const isMasterKey = (w: EditorWorkflow): boolean =>
  w.caller_kind ? w.caller_kind === 'master' : w.is_pm_admin && !w.user_id;

/** Whether the service at `baseUrl` serves the demo shop; asked with no credential at all. */
export async function probeDemo(baseUrl: string, doFetch: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await doFetch(`${baseUrl}/demo/`, {
      credentials: 'omit',
      signal: AbortSignal.timeout(3000),
    });
    return res.ok;
  } catch {
    return false;
  }
}
