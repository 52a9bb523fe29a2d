import { useState, type FormEvent } from 'react';
import type { PublicSettings } from '../lib/messaging/types';

/** What the options page shows: the background's public settings. */
export type SettingsView = PublicSettings;

export interface SettingsChanges {
  baseUrl: string;
  apiKey?: string;
  pinnedLocale: string | null;
}

export interface SettingsFormProps {
  settings: SettingsView;
  onSave(changes: SettingsChanges): Promise<string>;
}

/** Connection settings: where the service is, which key to use, and an optional pinned locale. */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [pinned, setPinned] = useState(settings.pinnedLocale ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const changes: SettingsChanges = {
        baseUrl: baseUrl.trim().replace(/\/+$/, ''),
        pinnedLocale: pinned.trim() || null,
      };
      if (apiKey.trim()) changes.apiKey = apiKey.trim();
      setMessage(await onSave(changes));
      setApiKey('');
    } catch (err) {
      setMessage((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Connection settings">
      <label>
        Service URL
        <input type="url" required value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
      </label>
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
          onChange={(e) => setPinned(e.target.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Save
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
