import { useState, type FormEvent } from 'react';
import { FORMAT_IDS, type FormatId } from '../../lib/formats/types';
import { useText } from '../../lib/panel/use-text';

export interface DownloadChoice {
  locale: string;
  namespace: string;
  format: FormatId;
  /** Drafts and untranslated keys too, as `locale-lens pull --all`. */
  all: boolean;
}

export interface DownloadFormProps {
  locales: readonly string[];
  namespaces: readonly string[];
  busy: boolean;
  onDownload(choice: DownloadChoice): void;
}

/** A language's texts out as a file in any format: what apps are served, or drafts too. */
export function DownloadForm({ locales, namespaces, busy, onDownload }: DownloadFormProps) {
  const t = useText();
  const [choice, setChoice] = useState<DownloadChoice>({
    locale: locales[0] ?? '',
    namespace: namespaces[0] ?? '',
    format: 'i18next-json',
    all: false,
  });
  const set = (patch: Partial<DownloadChoice>) => setChoice({ ...choice, ...patch });
  // A language or namespace list that arrives later: the first one stands until one is chosen.
  const locale = locales.includes(choice.locale) ? choice.locale : (locales[0] ?? '');
  const namespace = namespaces.includes(choice.namespace)
    ? choice.namespace
    : (namespaces[0] ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDownload({ ...choice, locale, namespace });
  };
  return (
    <form aria-label={t('files.download')} onSubmit={submit}>
      <h4>{t('files.download')}</h4>
      <label>
        {t('files.language')}
        <select value={locale} onChange={(e) => set({ locale: e.target.value })}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('files.namespace')}
        <select value={namespace} onChange={(e) => set({ namespace: e.target.value })}>
          {namespaces.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('files.format')}
        <select value={choice.format} onChange={(e) => set({ format: e.target.value as FormatId })}>
          {FORMAT_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={choice.all}
          onChange={(e) => set({ all: e.target.checked })}
        />
        {t('files.includeDrafts')}
      </label>
      <button type="submit" disabled={busy || !locale || !namespace}>
        {t('files.downloadButton')}
      </button>
    </form>
  );
}
