import { shareText, type LocaleReadiness } from './summary';

/** A page's readiness in one or more languages, as the panel exports it. */
export interface ReadinessExport {
  url: string;
  locales: readonly LocaleReadiness[];
}

export type ExportFormat = 'csv' | 'json' | 'md';

/**
 * One CSV cell: quoted when it needs to be, and a text a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) is kept as text. Translations are anyone's words.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(r: ReadinessExport): string {
  const lines = [['url', 'locale', 'namespace', 'key', 'delivered', 'reason', 'why', 'text']];
  for (const l of r.locales)
    for (const k of l.keys)
      lines.push([
        r.url,
        l.locale,
        k.namespace,
        k.key,
        k.delivered ? 'yes' : 'no',
        k.reason?.code ?? '',
        k.why ?? '',
        k.text ?? '',
      ]);
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The JSON export; the keys have the same shape as the readiness command's. */
export function toJson(r: ReadinessExport): string {
  const locales = r.locales.map((l) => ({
    locale: l.locale,
    total: l.total,
    delivered: l.delivered,
    unknown: l.unknown,
    share: l.share,
    keys: l.keys.map((k) => ({
      namespace: k.namespace,
      key: k.key,
      delivered: k.delivered,
      reason: k.reason?.code ?? null,
      why: k.why,
      ...(k.reason?.code === 'in_stage'
        ? { stage: { index: k.reason.stageIndex, name: k.reason.stageName } }
        : {}),
    })),
  }));
  return JSON.stringify({ url: r.url, locales }, null, 2) + '\n';
}

/** A Markdown cell: pipes and line breaks would end the cell or the row. */
export function mdCell(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .replace(/([<>`*_[\]])/g, '\\$1');
}

/** A table a manager can paste into a ticket: per language the share served, then what is not. */
export function toMarkdown(r: ReadinessExport): string {
  const out = [`## Delivery readiness of ${mdCell(r.url)}`, ''];
  for (const l of r.locales) {
    const missing = l.total - l.delivered;
    out.push(
      `### ${mdCell(l.locale)}: ${shareText(l.share)} served (${l.delivered} of ${l.total} keys)`,
      '',
    );
    if (l.unknown) out.push(`${l.unknown} keys could not be checked.`, '');
    if (missing === 0) {
      out.push('Every key is delivered.', '');
      continue;
    }
    out.push('| Key | Namespace | Why it is not delivered |', '| --- | --- | --- |');
    for (const g of l.groups)
      for (const k of g.keys)
        out.push(`| ${mdCell(k.key)} | ${mdCell(k.namespace)} | ${mdCell(g.why)} |`);
    out.push('');
  }
  return out.join('\n');
}

export function exportReadiness(r: ReadinessExport, format: ExportFormat): string {
  return format === 'csv' ? toCsv(r) : format === 'json' ? toJson(r) : toMarkdown(r);
}

export const EXPORT_TYPES: Record<ExportFormat, { mime: string; ext: string; label: string }> = {
  csv: { mime: 'text/csv', ext: 'csv', label: 'CSV' },
  json: { mime: 'application/json', ext: 'json', label: 'JSON' },
  md: { mime: 'text/markdown', ext: 'md', label: 'Markdown' },
};
