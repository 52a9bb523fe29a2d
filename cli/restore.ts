import type { LocaleLensClient } from '../lib/contract/client';
import { EXIT } from './errors';
import { printPlan, unwritten, type Output } from './output';
import { author, writeInTurn } from './service';

/** `locale-lens restore <journal>`: puts back the texts a push replaced. */
export async function restore(
  client: LocaleLensClient,
  out: Output,
  journal: string,
  flags: { overwrite: boolean; dryRun: boolean },
): Promise<number> {
  out.progress(`${flags.dryRun ? 'Planning the restore of' : 'Restoring'} ${journal}…`);
  const result = await writeInTurn(out, () =>
    client.call('restorePush', {
      params: { journal_id: journal },
      body: { overwrite: flags.overwrite, dry_run: flags.dryRun, author: author() },
    }),
  );
  const left = unwritten(result.changes);
  if (out.json) out.result(result);
  else {
    printPlan(out, result.changes, flags.dryRun);
    if (result.journal)
      out.line(`Journal ${result.journal} (undo: locale-lens restore ${result.journal})`);
    if (left.length)
      out.line(
        `${left.length} texts changed since the push were left alone (--overwrite puts them back too)`,
      );
  }
  return left.length ? EXIT.conflicts : EXIT.done;
}
