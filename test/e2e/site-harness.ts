import { afterAll, beforeAll } from 'vitest';
import { startAttackServer, type AttackRoutes, type AttackServer } from './attack/server';
import { startE2E, type E2E } from './extension-harness';

/**
 * Registers the start and stop of Chromium with the extension (and the local service) and of a
 * site serving `routes` where the content script runs; read both inside a test.
 */
export function useExtensionOnSite(routes: AttackRoutes): {
  readonly e2e: E2E;
  readonly site: AttackServer;
} {
  let e2e: E2E | undefined;
  let site: AttackServer | undefined;
  beforeAll(async () => {
    e2e = await startE2E();
    site = await startAttackServer(routes);
  });
  afterAll(async () => {
    await e2e?.close();
    await site?.close();
  });
  return {
    get e2e() {
      return e2e!;
    },
    get site() {
      return site!;
    },
  };
}
