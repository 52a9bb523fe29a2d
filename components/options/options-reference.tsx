/** The options page's reference: where Locale Lens runs, and its keyboard shortcuts. */
import { useText } from '../../lib/panel/use-text';
import type { MessageKey } from '../../lib/ui-text/catalogues';
import type { SelectModifier } from '../../lib/messaging/types';

export interface SiteEntry {
  /** `http://localhost/*`, `https://shop.example/*`… */
  pattern: string;
  /** Out of the box (local development), or turned on by the user. */
  builtIn: boolean;
}

export function SitesList({ sites }: { sites: readonly SiteEntry[] }) {
  const t = useText();
  return (
    <section aria-labelledby="sites-h">
      <h2 id="sites-h">{t('sites.title')}</h2>
      <ul>
        {sites.map((s) => (
          <li key={s.pattern}>
            <code>{s.pattern}</code>
            {s.builtIn ? t('sites.builtIn') : t('sites.byYou')}
          </li>
        ))}
      </ul>
      <p className="hint">{t('sites.hint')}</p>
    </section>
  );
}

const PANEL_KEYS: [key: string, what: MessageKey][] = [
  ['J / K', 'shortcuts.nextPrevious'],
  ['E', 'shortcuts.edit'],
  ['Ctrl+Enter', 'shortcuts.saveConfirm'],
  ['A', 'shortcuts.approve'],
  ['R', 'shortcuts.reject'],
  ['Esc', 'shortcuts.cancel'],
  ['↑ / ↓ / Home / End', 'shortcuts.walk'],
];

/** `lensKey`: the shortcut Chrome has for the lens toggle (the user may have changed it). */
export function ShortcutList({
  lensKey,
  modifier = 'alt',
}: {
  lensKey: string | null;
  /** The key held to select a key on the page by clicking it (the options' choice). */
  modifier?: SelectModifier;
}) {
  const t = useText();
  return (
    <section aria-labelledby="keys-h">
      <h2 id="keys-h">{t('shortcuts.title')}</h2>
      <table className="shortcuts">
        <tbody>
          <tr>
            <th scope="row">{lensKey || t('shortcuts.notSet')}</th>
            <td>{t('shortcuts.lens')}</td>
          </tr>
          <tr>
            <th scope="row">{t('shortcuts.altClick', { keys: t(`modifier.${modifier}`) })}</th>
            <td>{t('shortcuts.select')}</td>
          </tr>
          {PANEL_KEYS.map(([key, what]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{t('shortcuts.inPanel', { what: t(what) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
