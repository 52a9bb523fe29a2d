import { useState, type FormEvent } from 'react';
import { FORMAT_IDS, type FormatId } from '../../../lib/formats/types';
import { useText } from '../../../lib/panel/use-text';
import { LabelledCheckbox, LabelledSelect } from './labelled-fields';

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
      <LabelledSelect
        label={t('files.language')}
        value={locale}
        options={locales}
        onChange={(l) => set({ locale: l })}
      />
      <LabelledSelect
        label={t('files.namespace')}
        value={namespace}
        options={namespaces}
        onChange={(n) => set({ namespace: n })}
      />
      <LabelledSelect
        label={t('files.format')}
        value={choice.format}
        options={FORMAT_IDS}
        onChange={(format) => set({ format })}
      />
      <LabelledCheckbox
        label={t('files.includeDrafts')}
        checked={choice.all}
        onChange={(all) => set({ all })}
      />
      <button type="submit" disabled={busy || !locale || !namespace}>
        {t('files.downloadButton')}
      </button>
    </form>
  );
}
