import { expect } from 'vitest';
import type { Harness } from '../harness';
import { PM } from '../helpers';

/** The user id behind a bearer token. */
export async function userIdOf(h: Harness, bearer: string): Promise<string> {
  const res = await h.call('GET', '/auth/profile', { bearer });
  expect(res.status).toBe(200);
  return res.body.user_id;
}

/** The file target id of `locale` × `namespace` in the demo project, as the manager sees it. */
export async function targetId(h: Harness, locale: string, namespace: string): Promise<number> {
  const pm = await h.login(PM);
  const res = await h.call('GET', `/api/projects/${await h.projectId()}/targets`, { bearer: pm });
  expect(res.status).toBe(200);
  const t = res.body.targets.find(
    (x: { locale: string; namespace: string }) => x.locale === locale && x.namespace === namespace,
  );
  expect(t, `${locale} × ${namespace}`).toBeDefined();
  return t.project_file_target_id;
}

export function offerBody(target: number, userId: string, extra: Record<string, unknown> = {}) {
  return {
    offers: [
      {
        project_file_target_id: target,
        offered_to_user_id: userId,
        role: 'translator',
        stage_index: 0,
        pricing_model: 'per_word',
        rate: 0.12,
        estimated_volume: 250,
        ...extra,
      },
    ],
  };
}

export const offerAction = (
  h: Harness,
  bearer: string,
  uuid: string,
  action: string,
  body?: unknown,
) => h.call('POST', `/api/projects/offers/${uuid}/${action}`, { bearer, body });
