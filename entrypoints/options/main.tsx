import '../../lib/contract/zod-setup';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { AppearanceForm } from '../../components/options/appearance-form';
import { ModelJobsConsole } from '../../components/options/model-jobs-console';
import { AccountView } from '../../components/options/account/account-view';
import { IntegrationsView } from '../../components/options/integrations/integrations-view';
import { ProjectsView } from '../../components/options/team/projects-view';
import { SettingsForm, type SettingsChanges } from '../../components/options/settings-form';
import {
  ShortcutList,
  SitesList,
  type SiteEntry,
} from '../../components/options/options-reference';
import { BUILT_IN_MATCHES } from '../../lib/background/sites';
import { uiPrefsItem } from '../../lib/messaging/ui-prefs';
import { ask } from '../../lib/messaging/ask';
import { followUiPrefs } from '../../lib/panel/follow-ui-prefs';
import { TextContext } from '../../lib/panel/use-text';
import { textFor, type MessageKey, type UiText } from '../../lib/ui-text/catalogues';

/** The page's language as last rendered: messages made outside React speak it too. */
let shown: UiText = textFor('en');
const shownText = (key: MessageKey) => shown(key);

/** A service other than the local one needs its origin granted first (optional host permission). */
async function save(changes: SettingsChanges): Promise<string> {
  const origin = `${new URL(changes.baseUrl).origin}/*`;
  if (!(await browser.permissions.contains({ origins: [origin] }))) {
    if (!(await browser.permissions.request({ origins: [origin] })))
      return shownText('settings.noAccess');
  }
  const { apiKey, allowMaster, ...settings } = changes;
  // The key is checked (and a master key refused) before the URL moves: nothing changes on refusal.
  if (apiKey) await ask('auth.useKey', { apiKey, baseUrl: settings.baseUrl, allowMaster });
  const before = await ask('settings.get');
  const after = await ask('settings.set', settings);
  if (apiKey) return shownText('settings.savedKey');
  // Credentials stay with the service that issued them.
  return before.mode !== 'demo' && after.mode === 'demo'
    ? shownText('settings.savedSignedOut')
    : shownText('settings.saved');
}

/** Plain base64 of a file, as the model jobs take it. */
async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Where the content script runs: the built-in local origins, then the sites the user added. */
async function sites(): Promise<SiteEntry[]> {
  const added = (await browser.scripting.getRegisteredContentScripts()).flatMap(
    (s) => s.matches ?? [],
  );
  return [
    ...BUILT_IN_MATCHES.map((pattern) => ({ pattern, builtIn: true })),
    ...[...new Set(added)].map((pattern) => ({ pattern, builtIn: false })),
  ];
}

const browserLanguages = [browser.i18n.getUILanguage(), ...navigator.languages];
const settings = await ask('settings.get');
const prefs = await uiPrefsItem.getValue();
const [siteList, commands] = await Promise.all([sites(), browser.commands.getAll()]);
const lensKey = commands.find((c) => c.name === 'toggle-lens')?.shortcut ?? null;
const auth = await ask('auth.state');
// The account and the project tools need a sign-in with e-mail and password; model jobs are for
// project managers: someone signed in who manages one of their projects.
const signedIn = auth.mode === 'signed_in';
const manager = signedIn && auth.projects.some((p) => p.role === 'pm');
const root = createRoot(document.getElementById('root')!);
const render = (text: UiText) => {
  shown = text;
  root.render(
    <TextContext.Provider value={text}>
      <h1>Locale Lens</h1>
      <SettingsForm
        settings={settings}
        onSave={save}
        onTest={async (baseUrl) => (await ask('service.check', { baseUrl })).text}
      />
      <AppearanceForm
        prefs={prefs}
        browserLanguages={browserLanguages}
        onChange={(next) => uiPrefsItem.setValue(next)}
      />
      <SitesList sites={siteList} />
      <ShortcutList lensKey={lensKey} modifier={settings.selectModifier} />
      {manager ? (
        <ModelJobsConsole ask={ask} readBase64={readBase64} download={download} />
      ) : (
        <p>{text('options.jobsForPm')}</p>
      )}
      {signedIn && <AccountView ask={ask} />}
      {manager && <ProjectsView ask={ask} projects={auth.projects} download={download} />}
      {signedIn && (
        <IntegrationsView ask={ask} projects={auth.projects} onCreated={() => location.reload()} />
      )}
    </TextContext.Provider>,
  );
};
followUiPrefs(document, browserLanguages, render);
