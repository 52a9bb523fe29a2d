import '../../lib/contract/zod-setup';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { AccountView } from '../../components/account/account-view';
import { IntegrationsView } from '../../components/integrations/integrations-view';
import { SettingsForm, type SettingsChanges } from '../../components/settings-form';
import { ask } from '../../lib/messaging/ask';

/** A service other than the local one needs its origin granted first (optional host permission). */
async function save(changes: SettingsChanges): Promise<string> {
  const origin = `${new URL(changes.baseUrl).origin}/*`;
  if (!(await browser.permissions.contains({ origins: [origin] }))) {
    if (!(await browser.permissions.request({ origins: [origin] })))
      return 'Access to that service was not granted';
  }
  const { apiKey, allowMaster, ...settings } = changes;
  // The key is checked (and a master key refused) before the URL moves: nothing changes on refusal.
  if (apiKey) await ask('auth.useKey', { apiKey, baseUrl: settings.baseUrl, allowMaster });
  const before = await ask('settings.get');
  const after = await ask('settings.set', settings);
  if (apiKey) return 'Saved; the key works';
  // Credentials stay with the service that issued them.
  return before.mode !== 'demo' && after.mode === 'demo'
    ? 'Saved. You are signed out here: your sign-in belongs to the previous service URL.'
    : 'Saved';
}

const settings = await ask('settings.get');
// The account and the project tools need a sign-in with e-mail and password.
const auth = await ask('auth.state');
const signedIn = auth.mode === 'signed_in';
createRoot(document.getElementById('root')!).render(
  <>
    <h1>Locale Lens</h1>
    <SettingsForm settings={settings} onSave={save} />
    {signedIn && <AccountView ask={ask} />}
    {signedIn && <IntegrationsView ask={ask} projects={auth.projects} />}
  </>,
);
