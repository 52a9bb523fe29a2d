import { useState, type DragEvent, type FormEvent } from 'react';
import { FORMAT_IDS, type FormatId } from '../../../lib/formats/types';
import { useText } from '../../../lib/panel/use-text';
import { LabelledCheckbox, LabelledSelect } from './labelled-fields';

/** What the person settled for an upload; the guesses fill it, each field can change it. */
export interface UploadChoice {
  format: FormatId | '';
  locale: string;
  namespace: string;
  removeMissing: boolean;
}

export interface UploadFormProps {
  /** The file read so far, with its entries counted once its format is known. */
  file: { name: string; entries: number | null } | null;
  choice: UploadChoice;
  locales: readonly string[];
  namespaces: readonly string[];
  busy: boolean;
  onFile(file: File): void;
  onChoice(choice: UploadChoice): void;
  onPlan(): void;
}

/**
 * A locale file in: dropped on the zone, or chosen with the file picker (a keyboard's way), then
 * its format, language and namespace as guessed, to correct before asking for the plan.
 */
export function UploadForm({ file, choice, busy, ...p }: UploadFormProps) {
  const t = useText();
  const [over, setOver] = useState(false);
  const set = (patch: Partial<UploadChoice>) => p.onChoice({ ...choice, ...patch });
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) p.onFile(dropped);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onPlan();
  };
  const ready = file && choice.format && choice.locale && choice.namespace.trim();
  return (
    <form aria-label={t('files.upload')} onSubmit={submit}>
      <h4>{t('files.upload')}</h4>
      <div
        className={over ? 'drop-zone over' : 'drop-zone'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t('files.dropZone')}</p>
        <label>
          {t('files.choose')}
          <input
            type="file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) p.onFile(chosen);
            }}
          />
        </label>
        {file && (
          <p role="status">
            {file.entries === null
              ? file.name
              : t('files.chosen', { name: file.name, entries: t.number(file.entries) })}
          </p>
        )}
      </div>
      <LabelledSelect
        label={t('files.format')}
        value={choice.format}
        options={FORMAT_IDS}
        placeholder={t('files.format')}
        onChange={(format) => set({ format })}
      />
      <LabelledSelect
        label={t('files.language')}
        value={choice.locale}
        options={p.locales}
        placeholder={t('files.pickLanguage')}
        onChange={(l) => set({ locale: l })}
      />
      <label>
        {t('files.namespace')}
        <input
          value={choice.namespace}
          list="upload-namespaces"
          maxLength={200}
          onChange={(e) => set({ namespace: e.target.value })}
        />
        <datalist id="upload-namespaces">
          {p.namespaces.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </label>
      <LabelledCheckbox
        label={t('files.removeMissing')}
        checked={choice.removeMissing}
        onChange={(removeMissing) => set({ removeMissing })}
      />
      <button type="submit" disabled={busy || !ready}>
        {t('files.showPlan')}
      </button>
    </form>
  );
}
