import { useState, type FormEvent } from 'react';
import type { PublicSettings, ReadOnlyStyle, SelectModifier } from '../../lib/messaging/types';
import { checkLanguageTag, type TagCheck } from '../../lib/contract/language-tag';
import { useText } from '../../lib/panel/use-text';
import type { UiText } from '../../lib/ui-text/catalogues';
import { MasterKeyWarning } from '../common/master-key-warning';

/** What the options page shows: the background's public settings. */
export type SettingsView = PublicSettings;

export interface SettingsChanges {
  baseUrl: string;
  apiKey?: string;
  /** The user read the master key warning and keeps the key anyway. */
  allowMaster?: boolean;
  pinnedLocale: string | null;
  readOnlyStyle?: ReadOnlyStyle;
  selectModifier?: SelectModifier;
}

export interface SettingsFormProps {
  settings: SettingsView;
  onSave(changes: SettingsChanges): Promise<string>;
  /** Asks the URL, without credentials, whether a service answers there; says what it found. */
  onTest?(baseUrl: string): Promise<string>;
}

/** What the typed language tag is, in the page's language: its name, or why it is refused. */
function tagNote(t: UiText, check: TagCheck | null, typed: string): string {
  if (check === null) return t('settings.pinnedEmpty');
  if (!check.ok)
    return t(check.fault === 'syntax' ? 'settings.tagSyntax' : 'settings.tagUnknown', {
      tag: typed,
    });
  const names = new Intl.DisplayNames([t.lang], { type: 'language', fallback: 'none' });
  return `${names.of(check.tag) ?? check.name} (${check.tag})`;
}

/** Connection settings: where the service is, which key to use, and an optional pinned locale. */
export function SettingsForm({ settings, onSave, onTest }: SettingsFormProps) {
  const t = useText();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [pinned, setPinned] = useState(settings.pinnedLocale ?? '');
  const [roStyle, setRoStyle] = useState<ReadOnlyStyle>(settings.readOnlyStyle);
  const [modifier, setModifier] = useState<SelectModifier>(settings.selectModifier);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // A master key the background refused until the user has read what it can do.
  const [master, setMaster] = useState<{ text: string; changes: SettingsChanges } | null>(null);

  async function save(changes: SettingsChanges) {
    setBusy(true);
    setMaster(null);
    try {
      setMessage(await onSave(changes));
      setApiKey('');
    } catch (err) {
      const e = err as Error & { code?: string };
      if (e.code === 'MASTER_KEY') setMaster({ text: e.message, changes });
      setMessage(e.code === 'MASTER_KEY' ? '' : e.message);
    } finally {
      setBusy(false);
    }
  }

  const [tested, setTested] = useState('');
  const check = pinned.trim() ? checkLanguageTag(pinned) : null;

  async function test() {
    setTested(t('settings.testing'));
    setTested(await onTest!(baseUrl.trim()).catch((e: Error) => e.message));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A pinned language must be one the browser can name: nothing is saved otherwise.
    if (check && !check.ok)
      return setMessage(t('settings.notSaved', { problem: tagNote(t, check, pinned.trim()) }));
    const changes: SettingsChanges = {
      baseUrl: baseUrl.trim().replace(/\/+$/, ''),
      pinnedLocale: check?.ok ? check.tag : null,
      readOnlyStyle: roStyle,
      selectModifier: modifier,
    };
    if (apiKey.trim()) changes.apiKey = apiKey.trim();
    void save(changes);
  }

  return (
    <form onSubmit={submit} aria-label={t('settings.label')}>
      <label>
        {t('settings.url')}
        <input type="url" required value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
      </label>
      {onTest && (
        <p className="test-connection">
          <button type="button" onClick={() => void test()}>
            {t('settings.test')}
          </button>{' '}
          <span role="status">{tested}</span>
        </p>
      )}
      <label>
        {t('settings.key')}
        <input
          type="password"
          autoComplete="off"
          placeholder={settings.mode === 'key' ? t('settings.keySet') : t('settings.keyOptional')}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
      </label>
      <label>
        {t('settings.pinned')}
        <input
          placeholder={t('settings.pinnedHint')}
          value={pinned}
          aria-invalid={check ? !check.ok : undefined}
          aria-describedby="pinned-check"
          onChange={(e) => setPinned(e.target.value)}
        />
      </label>
      <p id="pinned-check" className="hint">
        {tagNote(t, check, pinned.trim())}
      </p>
      <label>
        {t('settings.modifier')}
        <select
          value={modifier}
          aria-describedby="modifier-hint"
          onChange={(e) => setModifier(e.target.value as SelectModifier)}
        >
          <option value="alt">{t('modifier.alt')}</option>
          <option value="ctrl">{t('settings.modifier.ctrl')}</option>
          <option value="shift">{t('modifier.shift')}</option>
          <option value="alt-shift">{t('modifier.alt-shift')}</option>
        </select>
      </label>
      <p id="modifier-hint" className="hint">
        {t('settings.modifier.hint')}
      </p>
      <label>
        {t('settings.roStyle')}
        <select value={roStyle} onChange={(e) => setRoStyle(e.target.value as ReadOnlyStyle)}>
          <option value="hatch">{t('settings.roStyle.hatch')}</option>
          <option value="outline">{t('settings.roStyle.outline')}</option>
          <option value="off">{t('settings.roStyle.off')}</option>
        </select>
      </label>
      <p className="hint">{t('settings.roStyle.reload')}</p>
      {master ? (
        <MasterKeyWarning
          text={master.text}
          busy={busy}
          onKeep={() => void save({ ...master.changes, allowMaster: true })}
          onCancel={() => {
            setMaster(null);
            setApiKey('');
          }}
        />
      ) : (
        <button type="submit" disabled={busy}>
          {t('settings.save')}
        </button>
      )}
      <p role="status">{message}</p>
    </form>
  );
}
