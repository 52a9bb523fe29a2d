import { PLAN_ACTIONS, type PlanAction, type PlanChange } from '../../../lib/contract/push';
import { useText } from '../../../lib/panel/use-text';

export interface PlanViewProps {
  locale: string;
  namespace: string;
  changes: readonly PlanChange[];
  /** The plan was applied: `changes` say what was written. */
  applied: boolean;
  overwrite: boolean;
  busy: boolean;
  onOverwrite(overwrite: boolean): void;
  onApply(): void;
}

/** Per action, how many keys the plan gives it. */
export function countActions(changes: readonly PlanChange[]): Record<PlanAction, number> {
  const counts = Object.fromEntries(PLAN_ACTIONS.map((a) => [a, 0])) as Record<PlanAction, number>;
  for (const c of changes) counts[c.action] += 1;
  return counts;
}

/**
 * What an upload does, as `locale-lens push --dry-run` shows it: the counts, then a row per key
 * that changes (a conflict with both texts); unchanged keys are folded away.
 */
export function PlanView({ changes, applied, overwrite, busy, ...p }: PlanViewProps) {
  const t = useText();
  const counts = countActions(changes);
  const listed = changes.filter((c) => c.action !== 'unchanged');
  const unchanged = changes.filter((c) => c.action === 'unchanged');
  const title = t('files.plan', { locale: p.locale, namespace: p.namespace });
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      <p>
        {t('files.counts', {
          create: t.number(counts.create),
          update: t.number(counts.update),
          unchanged: t.number(counts.unchanged),
          conflict: t.number(counts.conflict),
          remove: t.number(counts.remove),
        })}
      </p>
      {listed.length > 0 && (
        <table className="plan">
          <thead>
            <tr>
              <th scope="col">{t('files.key')}</th>
              <th scope="col">{t('files.action')}</th>
              <th scope="col">{t('files.inService')}</th>
              <th scope="col">{t('files.inFile')}</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((c) => (
              <tr key={c.key} aria-label={c.key} className={`plan-${c.action}`}>
                <th scope="row">{c.key}</th>
                <td>
                  {t(`files.action.${c.action}`)}
                  {c.written && ` (${t('files.written')})`}
                  {c.error && ` (${t('files.refused', { reason: c.error.message })})`}
                </td>
                <td>{c.from ?? ''}</td>
                <td>{c.to ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unchanged.length > 0 && (
        <details>
          <summary>{t('files.unchangedKeys', { count: t.number(unchanged.length) })}</summary>
          <p>{unchanged.map((c) => c.key).join(', ')}</p>
        </details>
      )}
      {!applied && (
        <p>
          {counts.conflict > 0 && (
            <label>
              <input
                type="checkbox"
                checked={overwrite}
                onChange={(e) => p.onOverwrite(e.target.checked)}
              />
              {t('files.overwrite')}
            </label>
          )}
          <button type="button" disabled={busy} onClick={p.onApply}>
            {t('files.apply')}
          </button>
        </p>
      )}
    </section>
  );
}
