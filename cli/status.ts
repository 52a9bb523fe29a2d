import type { LocaleLensClient } from '../lib/contract/client';
import type { PlanChange } from '../lib/contract/push';
import type { LoadedConfig } from './config';
import { EXIT } from './errors';
import type { Output } from './output';
import { push } from './push';

/**
 * `locale-lens status`: the project and its files as a dry run sees them (how many keys a push
 * would create, update, leave or find in conflict), and the latest journals.
 */
export async function status(
  config: LoadedConfig,
  client: LocaleLensClient,
  out: Output,
): Promise<number> {
  let changes: PlanChange[] = [];
  const quiet: Output = {
    ...out,
    json: true,
    line: () => undefined,
    result: (r) => {
      changes = (r as { changes: PlanChange[] }).changes;
    },
  };
  await push(config, client, quiet, {
    dryRun: true,
    locales: null,
    overwrite: false,
    removeMissing: false,
    draft: false,
  });
  const { journals } = await client.call('listPushJournals');
  const files = new Map<string, Record<string, number>>();
  for (const c of changes) {
    const counts = files.get(`${c.locale}/${c.namespace}`) ?? {};
    counts[c.action] = (counts[c.action] ?? 0) + 1;
    files.set(`${c.locale}/${c.namespace}`, counts);
  }
  if (out.json) {
    out.result({
      project: config.project,
      service: config.service,
      files: Object.fromEntries(files),
      journals,
    });
    return EXIT.done;
  }
  out.line(`Project ${config.project} at ${config.service}`);
  for (const [file, counts] of files)
    out.line(
      `  ${file}: ${Object.entries(counts)
        .map(([a, n]) => `${n} ${a}`)
        .join(', ')}`,
    );
  out.line(journals.length ? 'Latest journals:' : 'No push journaled yet');
  for (const j of journals.slice(0, 5))
    out.line(
      `  ${j.journal_id}  ${new Date(j.at).toISOString()}  ${j.author ?? j.actor.name}  ${j.changes} texts${j.restores ? ` (restores ${j.restores})` : ''}`,
    );
  return EXIT.done;
}
