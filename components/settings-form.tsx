import { useState, type FormEvent } from 'react';
import type { PublicSettings } from '../lib/messaging/types';
import { useText } from '../lib/panel/use-text';
import { MasterKeyWarning } from './master-key-warning';

/** What the options page shows: the background's public settings. */
export type SettingsView = PublicSettings;

export interface SettingsChanges {
  baseUrl: string;
  apiKey?: string;
  /** The user read the master key warning and keeps the key anyway. */
  allowMaster?: boolean;
  pinnedLocale: string | null;
}

export interface SettingsFormProps {
  settings: SettingsView;
  onSave(changes: SettingsChanges): Promise<string>;
}

/** Connection settings: where the service is, which key to use, and an optional pinned locale. */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const t = useText();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [pinned, setPinned] = useState(settings.pinnedLocale ?? '');
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: SettingsChanges = {
      baseUrl: baseUrl.trim().replace(/\/+$/, ''),
      pinnedLocale: pinned.trim() || null,
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
          onChange={(e) => setPinned(e.target.value)}
        />
      </label>
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
