/**
 * A project of the apps' strings, made the way a team makes one: through the service's HTTP API
 * (a project, a master key for the push, a publishable key for the extension and the apps'
 * loader), never through its database.
 */
import type { Harness } from '../../server/harness';
import { CATALOGUE, type Locale } from './catalogue';

export interface SeededProject {
  projectId: string;
  /** For the extension (`auth.useKey`) and the apps' server, which reads `/translations`. */
  publishableKey: string;
}

async function ok(res: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await res;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

export async function seedAppsProject(service: Harness): Promise<SeededProject> {
  const bearer = await service.login('pm@demo.test');
  const project = await ok(
    service.call('POST', '/api/continuous/projects', {
      bearer,
      body: { name: 'Small apps', source_locale: 'en', target_locales: ['de'] },
    }),
    'project',
  );
  const projectId = project.project_id as string;
  const keyOf = async (kind: 'master' | 'publishable') =>
    (
      await ok(
        service.call('POST', '/api/integration-keys', {
          bearer,
          body: { project_id: projectId, kind, name: `apps-${kind}` },
        }),
        kind,
      )
    ).secret as string;
  const master = await keyOf('master');
  const translations = Object.entries(CATALOGUE).flatMap(([namespace, entries]) =>
    Object.entries(entries).flatMap(([key, entry]) =>
      (['en', 'de'] as Locale[]).map((locale) => ({
        key: `${locale}:${namespace}:${key}`,
        value: entry[locale],
      })),
    ),
  );
  const job = await ok(
    service.call('POST', '/api/integrations/sync/batch', { key: master, body: { translations } }),
    'push',
  );
  for (let tries = 0; ; tries++) {
    const state = await ok(
      service.call('GET', `/api/integrations/sync/jobs/${String(job.job_id)}`, { key: master }),
      'job',
    );
    if (state.status === 'completed') break;
    if (state.status === 'failed' || tries > 200) throw new Error(`push: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // Pushed rows wait for review: the project manager locks them, which delivers them.
  const session = await ok(
    service.call('POST', '/api/integrations/editor/sessions', {
      bearer,
      body: { project_id: projectId },
    }),
    'session',
  );
  for (const [namespace, entries] of Object.entries(CATALOGUE))
    for (const key of Object.keys(entries))
      await ok(
        service.call('POST', '/api/integrations/targets/transition', {
          key: session.session_key as string,
          body: { locale: 'de', namespace, key, action: 'lock' },
        }),
        `lock ${key}`,
      );
  return { projectId, publishableKey: await keyOf('publishable') };
}
