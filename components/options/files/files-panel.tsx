import { useState } from 'react';
import { inTurn } from '../../../lib/contract/in-turn';
import { abortableSleep } from '../../../lib/contract/poll';
import type { PushEntry, PushResult } from '../../../lib/contract/push';
import type { Ask } from '../../../lib/messaging/ask';
import type { TeamLanguages } from '../../../lib/messaging/team-types';
import { useBusyStep } from '../../../lib/panel/use-busy-step';
import { useText } from '../../../lib/panel/use-text';
import { DownloadForm, type DownloadChoice } from './download-form';
import { PlanView } from './plan-view';
import { UploadForm, type UploadChoice } from './upload-form';

export interface FilesPanelProps {
  ask: Ask;
  projectId: string;
  languages: TeamLanguages | null;
  /** Saves a file the page made (the options page's download link). */
  download(name: string, blob: Blob): void;
  /** Texts were written: the languages' counts changed. */
  onChanged(): void;
}

interface Planned {
  locale: string;
  namespace: string;
  entries: PushEntry[];
  removeMissing: boolean;
  result: PushResult;
  applied: boolean;
}

const NO_CHOICE: UploadChoice = { format: '', locale: '', namespace: '', removeMissing: false };
// The format modules (and their parsers) load when a file is first handled, not with the page.
const guesses = () => import('../../../lib/formats/guess');
const transfer = () => import('../../../lib/formats/file-transfer');

/** A file's text as UTF-8 (FileReader: every page has it, `Blob.text` not every test DOM). */
export const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/**
 * A project's locale files without a terminal: upload one, see the plan `locale-lens push` would
 * show, apply it (and restore it), and download a language in any format. Files are read and
 * written here; the background talks to the service.
 */
export function FilesPanel({ ask, projectId, languages, download, onChanged }: FilesPanelProps) {
  const t = useText();
  const live = (languages?.languages ?? []).filter((l) => !l.archived);
  const locales = live.map((l) => l.locale);
  const sourceLocale = live.find((l) => l.source)?.locale;
  const namespaces = languages?.namespaces ?? [];
  const [file, setFile] = useState<{ name: string; text: string; entries: number | null }>();
  const [choice, setChoice] = useState(NO_CHOICE);
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [journal, setJournal] = useState<string | null>(null);
  const { busy, message, setMessage, run } = useBusyStep();
  // A sync or fill of the project running refuses writes for a while: wait, and say so.
  const inItsTurn = <T,>(write: () => Promise<T>) =>
    inTurn(write, { sleep: abortableSleep, onWait: () => setMessage(t('files.waiting')) });
  const written = (r: PushResult) => r.changes.filter((c) => c.written).length;

  const onFile = (chosen: File) =>
    run(async () => {
      const text = await readText(chosen);
      const { guessFormat, guessLocale, guessNamespace } = await guesses();
      const path = chosen.webkitRelativePath || chosen.name;
      const format = guessFormat(chosen.name, text) ?? '';
      const locale = guessLocale(path, text, locales) ?? '';
      const namespace = format
        ? guessNamespace(path, format, namespaces, locales)
        : (namespaces[0] ?? 'common');
      setFile({ name: chosen.name, text, entries: null });
      setChoice({ format, locale, namespace, removeMissing: false });
      setPlanned(null);
      return !format ? t('files.noFormat') : !locale ? t('files.noLanguage') : '';
    });

  const onPlan = () =>
    run(async () => {
      if (!file || !choice.format) return '';
      const { readUpload } = await transfer();
      let entries: PushEntry[];
      try {
        entries = readUpload(
          { path: file.name, text: file.text },
          {
            format: choice.format,
            locale: choice.locale,
            isSource: choice.locale === sourceLocale,
          },
        );
      } catch (err) {
        return t('files.notRead', { reason: (err as Error).message });
      }
      setFile({ ...file, entries: entries.length });
      const target = {
        locale: choice.locale,
        namespace: choice.namespace.trim(),
        entries,
        removeMissing: choice.removeMissing,
      };
      const result = await inItsTurn(() =>
        ask('files.push', { projectId, ...target, dryRun: true }),
      );
      setPlanned({ ...target, result, applied: false });
      setOverwrite(false);
      return '';
    });

  const onApply = () =>
    run(async () => {
      if (!planned) return '';
      const { result: _plan, applied: _applied, ...target } = planned;
      const result = await inItsTurn(() =>
        ask('files.push', { projectId, ...target, dryRun: false, overwrite }),
      );
      setPlanned({ ...planned, result, applied: true });
      setJournal(result.journal);
      onChanged();
      return result.journal
        ? t('files.applied', { written: t.number(written(result)), journal: result.journal })
        : t('files.nothingWritten');
    });

  const onRestore = (journalId: string) =>
    run(async () => {
      const result = await inItsTurn(() => ask('files.restore', { projectId, journalId }));
      setJournal(null);
      onChanged();
      return t('files.restored', {
        written: t.number(written(result)),
        journal: result.journal ?? '',
      });
    });

  const onDownload = (c: DownloadChoice) =>
    run(async () => {
      const texts = await ask('files.texts', { projectId, locale: c.locale });
      const { downloadFile } = await transfer();
      const made = downloadFile({ ...texts, ...c, sourceLocale: texts.sourceLocale });
      for (const part of [made, made.companion])
        if (part) download(part.name, new Blob([part.text], { type: 'text/plain;charset=utf-8' }));
      return t('files.downloaded', { name: made.name });
    });

  return (
    <section aria-label={t('files.title')}>
      <h3>{t('files.title')}</h3>
      <p role="status">{message}</p>
      <UploadForm
        file={file ? { name: file.name, entries: file.entries } : null}
        choice={choice}
        locales={locales}
        namespaces={namespaces}
        busy={busy}
        onFile={(f) => void onFile(f)}
        onChoice={(c) => {
          setChoice(c);
          setPlanned(null);
        }}
        onPlan={() => void onPlan()}
      />
      {planned && (
        <PlanView
          locale={planned.locale}
          namespace={planned.namespace}
          changes={planned.result.changes}
          applied={planned.applied}
          overwrite={overwrite}
          busy={busy}
          onOverwrite={setOverwrite}
          onApply={() => void onApply()}
        />
      )}
      {journal && (
        <button type="button" disabled={busy} onClick={() => void onRestore(journal)}>
          {t('files.restore')}
        </button>
      )}
      <DownloadForm
        locales={locales}
        namespaces={namespaces}
        busy={busy}
        onDownload={(c) => void onDownload(c)}
      />
    </section>
  );
}
