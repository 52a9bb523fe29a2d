import type { TestProject } from 'vitest/node';
import { startThrowawayCluster } from '../../scripts/throwaway-postgres';

/**
 * The PostgreSQL server tests run on: the one DATABASE_URL names (each test creates its own
 * database there, so it needs the right to), or a throwaway cluster started now.
 */
export async function startTestPostgres(): Promise<{ adminUrl: string; stop(): void }> {
  const given = process.env.DATABASE_URL;
  if (given) return { adminUrl: given, stop() {} };
  const cluster = await startThrowawayCluster();
  return { adminUrl: cluster.url, stop: () => cluster.stop() };
}

/** The service tests' PostgreSQL run: the whole `postgres` project on that server. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startTestPostgres();
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
