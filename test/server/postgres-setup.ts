import type { TestProject } from 'vitest/node';
import { startThrowawayCluster } from '../../scripts/throwaway-postgres';

/**
 * The service tests' PostgreSQL run: on the server DATABASE_URL names (each test creates its own
 * database there, so it needs the right to), or on a throwaway cluster started for the run.
 */
export default async function setup(project: TestProject): Promise<(() => void) | void> {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  const cluster = await startThrowawayCluster();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
