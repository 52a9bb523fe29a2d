import type { Db } from '../db/open';
import { hashSecret } from '../security/tokens';

/**
 * The extension's own messages as a project of the demo, "Locale Lens UI": its catalogues are
 * pushed here and delivered translations pulled back (`npm run ui:push`, `npm run ui:pull`: the
 * command line with the repository's `locale-lens.json`).
 * Seeded empty, once (the push brings the keys), and kept across demo resets. Its master key
 * does the work; the demo users are not members, so their sign-in still lands in the shop's
 * project without asking which one.
 */
export const UI_PROJECT_ID = '01936f00-0000-7000-8000-000000001001';
export const UI_PROJECT_NAME = 'Locale Lens UI';
export const UI_MASTER_KEY = 'lr_demo_ui_master';
const TARGETS = ['de', 'es', 'fr', 'ja'];

export async function seedUiProject(db: Db, now: number): Promise<void> {
  if (await db.prepare('SELECT 1 FROM projects WHERE project_id = ?').get(UI_PROJECT_ID)) return;
  await db
    .prepare(
      `INSERT INTO projects (project_id, workflow_id, name, continuous, create_time, workflow_key, workflow_mode, source_locale, default_namespace)
     VALUES (?, 1, ?, 1, ?, 'translate_review', 'per_row', 'en', 'ui')`,
    )
    .run(UI_PROJECT_ID, UI_PROJECT_NAME, new Date(now).toISOString());
  const target = db.prepare(
    'INSERT INTO locale_targets (project_id, locale, archived, workflow_key) VALUES (?, ?, 0, NULL)',
  );
  for (const locale of TARGETS) await target.run(UI_PROJECT_ID, locale);
  await db
    .prepare(
      `INSERT INTO integration_keys (key_uuid, project_id, kind, name, secret_hash, prefix, created_at)
     VALUES ('demo-ui-master', ?, 'master', 'Catalogue sync', ?, ?, ?)`,
    )
    .run(UI_PROJECT_ID, hashSecret(UI_MASTER_KEY), UI_MASTER_KEY.slice(0, 10), now);
}
