import { DEFAULT_WORKFLOW_KEY } from '../../lib/contract/assumed';
import { workflowStages, workStageCount } from '../../lib/workflow/definitions';
import type { WorkflowKey } from '../../lib/contract/editor';
import type { Service } from '../service-deps';
import { holdSetupLock, type Db } from '../db/open';
import { hashPassword } from '../security/passwords';
import { hashSecret } from '../security/tokens';
import { putRow } from '../store/targets';
import { putSourceKey } from '../store/source-keys';
import { SEED_KEYS } from './seed-data';
import { seedUiProject } from './ui-project';

export const DEMO_PASSWORD = 'locale-lens-demo';
export const DEMO_KEYS = { master: 'lr_demo_master', publishable: 'lr_demo_publishable' } as const;
export const DEMO_PROJECT_ID = '01936f00-0000-7000-8000-00000000acme';
export const DEMO_USERS = {
  pm: {
    user_id: '01936f00-0000-7000-8000-000000000001',
    email: 'pm@demo.test',
    name: 'Priya',
    surname: 'Manager',
  },
  translator: {
    user_id: '01936f00-0000-7000-8000-000000000002',
    email: 'translator@demo.test',
    name: 'Tomás',
    surname: 'Translator',
  },
  reviewer: {
    user_id: '01936f00-0000-7000-8000-000000000003',
    email: 'reviewer@demo.test',
    name: 'Rin',
    surname: 'Reviewer',
  },
  // Member of nothing: the one offers are made to.
  freelancer: {
    user_id: '01936f00-0000-7000-8000-000000000004',
    email: 'freelancer@demo.test',
    name: 'Femi',
    surname: 'Freelancer',
  },
} as const;

const PROJECT_WORKFLOW: WorkflowKey = DEFAULT_WORKFLOW_KEY;
const LOCALES: { locale: string; archived: boolean; workflow: WorkflowKey | null }[] = [
  { locale: 'de', archived: false, workflow: 'translate_review_proofread' },
  { locale: 'es', archived: false, workflow: null },
  { locale: 'fr', archived: false, workflow: null },
  { locale: 'ja', archived: false, workflow: null },
  { locale: 'it', archived: true, workflow: null },
];
/** [user, locale ('*' = every locale), stages] */
const ASSIGNMENTS: [keyof typeof DEMO_USERS, string, number[]][] = [
  ['translator', '*', [0]],
  ['reviewer', '*', [1, 2]],
  ['reviewer', 'de', [1, 2, 3]],
];

/** By id or e-mail: a demo user may have changed their e-mail, or another taken it. */
const demoUserExists = async (db: Db, u: { user_id: string; email: string }) =>
  (await db
    .prepare('SELECT 1 FROM users WHERE user_id = ? OR email = ?')
    .get(u.user_id, u.email)) !== undefined;

/** Password hashes of the demo users that are not there yet (all of them when `all`). */
async function demoHashes(db: Db, all: boolean): Promise<Map<string, string>> {
  const missing = [];
  for (const u of Object.values(DEMO_USERS))
    if (all || !(await demoUserExists(db, u))) missing.push(u);
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  return new Map(missing.map((u, i) => [u.email, hashes[i]!]));
}

/** Runs inside one transaction with whatever it follows. */
async function seedWith(db: Db, now: number, hashes: ReadonlyMap<string, string>): Promise<void> {
  for (const u of Object.values(DEMO_USERS)) {
    const hash = hashes.get(u.email);
    if (!hash || (await demoUserExists(db, u))) continue;
    await db
      .prepare(
        `INSERT INTO users (user_id, email, password_hash, password_changed_at, name, surname, languages, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(u.user_id, u.email, hash, now, u.name, u.surname, '["en","de","es","fr","ja"]', now);
  }
  await seedUiProject(db, now);
  if (await db.prepare('SELECT 1 FROM projects WHERE project_id = ?').get(DEMO_PROJECT_ID)) return;
  await seedProject(db, now);
}

/** Seeds the demo project once; a second run leaves existing data (and its edits) alone. */
export async function seedDemo(db: Db, now: number): Promise<void> {
  const hashes = await demoHashes(db, false);
  await db.tx(async () => {
    // Instances starting together seed one after another: the second finds the demo there.
    await holdSetupLock(db);
    await seedWith(db, now, hashes);
  });
}

async function seedProject(db: Db, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO projects (project_id, workflow_id, name, continuous, create_time, workflow_key, workflow_mode, source_locale, default_namespace)
     VALUES (?, 1, 'Acme Store', 1, ?, ?, 'per_row', 'en', 'common')`,
    )
    .run(DEMO_PROJECT_ID, new Date(now).toISOString(), PROJECT_WORKFLOW);
  const member = db.prepare(
    'INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, ?)',
  );
  await member.run(DEMO_PROJECT_ID, DEMO_USERS.pm.user_id, 'pm');
  await member.run(DEMO_PROJECT_ID, DEMO_USERS.translator.user_id, 'member');
  await member.run(DEMO_PROJECT_ID, DEMO_USERS.reviewer.user_id, 'member');
  const assign = db.prepare(
    'INSERT INTO stage_assignments (project_id, user_id, locale, stage_index) VALUES (?, ?, ?, ?)',
  );
  for (const [user, locale, stages] of ASSIGNMENTS) {
    for (const s of stages) await assign.run(DEMO_PROJECT_ID, DEMO_USERS[user].user_id, locale, s);
  }
  const target = db.prepare(
    'INSERT INTO locale_targets (project_id, locale, archived, workflow_key) VALUES (?, ?, ?, ?)',
  );
  for (const l of LOCALES)
    await target.run(DEMO_PROJECT_ID, l.locale, l.archived ? 1 : 0, l.workflow);
  const key = db.prepare(
    `INSERT INTO integration_keys (key_uuid, project_id, kind, name, secret_hash, prefix, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const kind of ['master', 'publishable'] as const) {
    await key.run(
      `demo-${kind}`,
      DEMO_PROJECT_ID,
      kind,
      `Demo ${kind} key`,
      hashSecret(DEMO_KEYS[kind]),
      DEMO_KEYS[kind].slice(0, 10),
      now,
    );
  }
  const postreview = new Map(
    LOCALES.map((l) => [l.locale, workStageCount(workflowStages(l.workflow ?? PROJECT_WORKFLOW))]),
  );
  const confirmer = {
    translator: DEMO_USERS.translator.user_id,
    reviewer: DEMO_USERS.reviewer.user_id,
    pm: DEMO_USERS.pm.user_id,
  };
  const describe = db.prepare(
    'UPDATE source_keys SET description = ? WHERE project_id = ? AND namespace = ? AND key = ?',
  );
  for (const k of SEED_KEYS) {
    await putSourceKey(
      db,
      DEMO_PROJECT_ID,
      k.namespace,
      { key: k.key, text: k.source, translatable: k.translatable ?? true },
      now,
    );
    // The field a sync batch's `description` sets: the row editor shows it to translators.
    if (k.description) await describe.run(k.description, DEMO_PROJECT_ID, k.namespace, k.key);
    for (const [locale, t] of Object.entries(k.targets)) {
      if (!t) continue;
      await putRow(
        db,
        DEMO_PROJECT_ID,
        locale,
        k.namespace,
        {
          key: k.key,
          text: t.text,
          rowState: t.rowState ?? (t.text === '' ? 'empty' : 'edited'),
          isReady: t.isReady ?? false,
          isLocked: t.isLocked ?? false,
          confirmedBy: t.confirmedBy ? confirmer[t.confirmedBy] : null,
          stageIndex: t.stageIndex ?? (t.isReady ? postreview.get(locale)! : 0),
        },
        now,
      );
    }
  }
}

const resets = new WeakMap<Service, Promise<void>>();

/**
 * Dev control: the demo back to its seed (sessions, tokens and jobs of the demo go with it).
 * Resets run one after another, and each deletes and re-seeds in one transaction, so no other
 * request ever sees the demo half gone (a sign-in in between would find no user to attach to).
 */
export function resetDemo(svc: Service): Promise<void> {
  const previous = resets.get(svc) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => resetNow(svc));
  resets.set(svc, next);
  return next;
}

async function resetNow(svc: Service): Promise<void> {
  await svc.worker.stop();
  try {
    const hashes = await demoHashes(svc.db, true);
    await svc.db.tx(async () => {
      await svc.db.prepare('DELETE FROM projects WHERE project_id = ?').run(DEMO_PROJECT_ID);
      const emails = Object.values(DEMO_USERS).map((u) => u.email);
      const ids = Object.values(DEMO_USERS).map((u) => u.user_id);
      const list = emails.map(() => '?').join(',');
      // By id too: a demo user who changed their e-mail is still the demo's.
      await svc.db
        .prepare(`DELETE FROM users WHERE email IN (${list}) OR user_id IN (${list})`)
        .run(...emails, ...ids);
      await svc.db.prepare(`DELETE FROM login_failures WHERE email IN (${list})`).run(...emails);
      await seedWith(svc.db, svc.now(), hashes);
    });
  } finally {
    await svc.worker.resume();
    await svc.worker.start();
  }
}
