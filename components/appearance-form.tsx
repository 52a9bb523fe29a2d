import { useState } from 'react';
import { THEMES, type Theme, type UiPrefs } from '../lib/background/ui-prefs';

export interface AppearanceFormProps {
  prefs: UiPrefs;
  onChange(prefs: UiPrefs): Promise<void>;
}

const THEME_LABEL: Record<Theme, string> = {
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
};

/** How the side panel and this page look; applied as soon as it is picked. */
export function AppearanceForm({ prefs, onChange }: AppearanceFormProps) {
  const [current, setCurrent] = useState(prefs);
  const [message, setMessage] = useState('');

  async function change(next: UiPrefs) {
    setCurrent(next);
    await onChange(next);
    setMessage('Saved');
  }

  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <label>
        Theme
        <select
          value={current.theme}
          onChange={(e) => void change({ ...current, theme: e.target.value as Theme })}
        >
          {THEMES.map((t) => (
            <option key={t} value={t}>
              {THEME_LABEL[t]}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{message}</p>
    </section>
  );
}
