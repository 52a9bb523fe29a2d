import type { PanelRow } from '../../../lib/panel/key-list';
import type { Ask } from '../../../lib/panel/transport';
import { useRowContext } from './use-row-context';
import { useRowShot } from '../../../lib/panel/use-row-shots';
import { RowContext } from './row-context';
import { RowScreenshot } from './row-screenshot';

/** The selected row's context, fetched through the background as whoever is signed in. */
export function RowContextSection({
  ask,
  row,
  identity,
}: {
  ask: Ask;
  row: PanelRow;
  identity: string;
}) {
  const locale = row.context.locale;
  const ref = locale ? { locale, namespace: row.namespace, key: row.key } : null;
  const ctx = useRowContext(ask, ref, identity);
  const shot = useRowShot(ask, ref, identity);
  if (!ref) return null;
  return (
    <>
      <RowScreenshot {...shot} />
      <RowContext
        {...ctx}
        onComment={ctx.comment}
        locale={locale}
        workflow={row.context.workflow ?? undefined}
      />
    </>
  );
}
