/** The options page's reference: where Locale Lens runs, and its keyboard shortcuts. */

export interface SiteEntry {
  /** `http://localhost/*`, `https://shop.example/*`… */
  pattern: string;
  /** Out of the box (local development), or turned on by the user. */
  builtIn: boolean;
}

export function SitesList({ sites }: { sites: readonly SiteEntry[] }) {
  return (
    <section aria-labelledby="sites-h">
      <h2 id="sites-h">Sites Locale Lens is on for</h2>
      <ul>
        {sites.map((s) => (
          <li key={s.pattern}>
            <code>{s.pattern}</code>
            {s.builtIn ? ' — out of the box (any port)' : ' — turned on by you'}
          </li>
        ))}
      </ul>
      <p className="hint">
        Turn it on for another site from the side panel or the toolbar button on that site; take the
        site’s access away in Chrome’s menu to turn it off.
      </p>
    </section>
  );
}

const PANEL_KEYS: [string, string][] = [
  ['J / K', 'Next / previous row to act on'],
  ['E', 'Edit the selected row'],
  ['Ctrl+Enter', 'Save and confirm, then move on'],
  ['A', 'Approve, then move on'],
  ['R', 'Reject (with a reason), then move on'],
  ['Esc', 'Cancel the edit or close the question'],
  ['↑ / ↓ / Home / End', 'Walk every row of the list'],
];

/** `lensKey`: the shortcut Chrome has for the lens toggle (the user may have changed it). */
export function ShortcutList({ lensKey }: { lensKey: string | null }) {
  return (
    <section aria-labelledby="keys-h">
      <h2 id="keys-h">Keyboard shortcuts</h2>
      <table className="shortcuts">
        <tbody>
          <tr>
            <th scope="row">{lensKey || 'Not set'}</th>
            <td>
              Turn the lens on or off on this page (change it at chrome://extensions/shortcuts)
            </td>
          </tr>
          <tr>
            <th scope="row">Alt+click</th>
            <td>Select a key on the page for the side panel</td>
          </tr>
          {PANEL_KEYS.map(([key, what]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>In the side panel: {what.charAt(0).toLowerCase() + what.slice(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
