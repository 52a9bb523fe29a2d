import { useState, type FormEvent } from 'react';
import type { PublicSettings, ReadOnlyStyle } from '../lib/messaging/types';
import { checkLanguageTag } from '../lib/i18n-keys/locale-tag';
import { MasterKeyWarning } from './master-key-warning';

/** What the options page shows: the background's public settings. */
export type SettingsView = PublicSettings;

export interface SettingsChanges {
  baseUrl: string;
  apiKey?: string;
  /** The user read the master key warning and keeps the key anyway. */
  allowMaster?: boolean;
  pinnedLocale: string | null;
  readOnlyStyle?: ReadOnlyStyle;
}

export interface SettingsFormProps {
  settings: SettingsView;
  onSave(changes: SettingsChanges): Promise<string>;
  /** Asks the URL, without credentials, whether a service answers there; says what it found. */
  onTest?(baseUrl: string): Promise<string>;
}

/** Connection settings: where the service is, which key to use, and an optional pinned locale. */
export function SettingsForm({ settings, onSave, onTest }: SettingsFormProps) {
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [pinned, setPinned] = useState(settings.pinnedLocale ?? '');
  const [roStyle, setRoStyle] = useState<ReadOnlyStyle>(settings.readOnlyStyle);
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
    setTested('Testing…');
    setTested(await onTest!(baseUrl.trim()).catch((e: Error) => e.message));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A pinned language must be one the browser can name: nothing is saved otherwise.
    if (check && !check.ok) return setMessage(`Not saved: ${check.problem}`);
    const changes: SettingsChanges = {
      baseUrl: baseUrl.trim().replace(/\/+$/, ''),
      pinnedLocale: check?.ok ? check.tag : null,
      readOnlyStyle: roStyle,
    };
    if (apiKey.trim()) changes.apiKey = apiKey.trim();
    void save(changes);
  }

  return (
    <form onSubmit={submit} aria-label="Connection settings">
      <label>
        Service URL
        <input type="url" required value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
      </label>
      {onTest && (
        <p className="test-connection">
          <button type="button" onClick={() => void test()}>
            Test connection
          </button>{' '}
          <span role="status">{tested}</span>
        </p>
      )}
      <label>
        Integration or session key
        <input
          type="password"
          autoComplete="off"
          placeholder={
            settings.mode === 'key' ? '(a key is set; leave empty to keep it)' : 'lr_… (optional)'
          }
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
      </label>
      <label>
        Pinned page language
        <input
          placeholder="from <html lang>"
          value={pinned}
          aria-invalid={check ? !check.ok : undefined}
          aria-describedby="pinned-check"
          onChange={(e) => setPinned(e.target.value)}
        />
      </label>
      <p id="pinned-check" className="hint">
        {check === null
          ? 'Empty: each page’s own <html lang> is used.'
          : check.ok
            ? `${check.name} (${check.tag})`
            : check.problem}
      </p>
      <label>
        Keys you cannot edit, on the page
        <select value={roStyle} onChange={(e) => setRoStyle(e.target.value as ReadOnlyStyle)}>
          <option value="hatch">Hatched (light diagonal lines)</option>
          <option value="outline">Outline only, with a corner flag</option>
          <option value="off">Not marked (the hover card still says why)</option>
        </select>
      </label>
      <p className="hint">Pages use the new choice once they are reloaded.</p>
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
          Save
        </button>
      )}
      <p role="status">{message}</p>
    </form>
  );
}
