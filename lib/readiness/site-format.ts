import { mdCell } from './export';
import { fitMarkdown, fitText } from './fit-report';
import type { SiteReport } from './site-report';
import { shareText } from './summary';

/** The command's progress line: `[3/12] http://…` cut to the terminal's width. */
export function progressLine(done: number, known: number, url: string, columns = 80): string {
  const line = `[${done}/${known}] ${url}`;
  return line.length > columns - 1 ? `${line.slice(0, columns - 2)}…` : line;
}

/** What the command prints at the end: the verdict, then each page's keys that are not served. */
export function summaryText(r: SiteReport): string {
  const s = r.summary;
  const out = [
    `${s.pages} pages, ${s.keys} keys: ${s.delivered} delivered, ${s.notDelivered} not (${shareText(s.share)} served)`,
  ];
  for (const [reason, n] of Object.entries(s.byReason)) out.push(`  ${reason}: ${n}`);
  for (const p of r.pages) {
    const missing = p.keys.filter((k) => !k.delivered);
    if (!p.error && !p.note && missing.length === 0 && p.untranslated.length === 0) continue;
    out.push('', `${p.url}${p.locale ? ` (${p.locale})` : ''}`);
    if (p.error) out.push(`  could not be read: ${p.error.message}`);
    if (p.note) out.push(`  ${p.note}`);
    for (const k of missing) out.push(`  ${k.namespace}:${k.key} — ${k.why}`);
    for (const t of p.untranslated) out.push(`  text with no key: "${t.text}" at ${t.path}`);
  }
  if (r.fit) out.push(...fitText(r.fit));
  out.push(
    '',
    s.exitCode === 0
      ? 'Every key found would be delivered.'
      : s.keys === 0
        ? 'No key was found on any page.'
        : s.exitCode === 2
          ? 'The service could not be asked about some pages.'
          : s.notDelivered === 0 && s.notFitting
            ? 'Some keys do not fit.'
            : 'Some keys would not be delivered.',
  );
  return out.join('\n') + '\n';
}

/** The report as Markdown: a table per page of what is not delivered. */
export function siteMarkdown(r: SiteReport): string {
  const s = r.summary;
  const out = [
    '## Delivery readiness',
    '',
    `${s.pages} pages, ${s.keys} keys: ${s.delivered} delivered, ${s.notDelivered} not (${shareText(s.share)} served).`,
    '',
  ];
  for (const p of r.pages) {
    const missing = p.keys.filter((k) => !k.delivered);
    out.push(`### ${mdCell(p.url)}${p.locale ? ` (${mdCell(p.locale)})` : ''}`, '');
    if (p.error) out.push(`Could not be read: ${mdCell(p.error.message)}`, '');
    if (p.note) out.push(mdCell(p.note), '');
    if (missing.length === 0 && !p.error) out.push(`All ${p.keys.length} keys are delivered.`, '');
    else if (missing.length > 0) {
      out.push('| Key | Namespace | Why it is not delivered |', '| --- | --- | --- |');
      for (const k of missing)
        out.push(`| ${mdCell(k.key)} | ${mdCell(k.namespace)} | ${mdCell(k.why ?? '')} |`);
      out.push('');
    }
    if (p.untranslated.length > 0) {
      out.push('| Text with no key | Where |', '| --- | --- |');
      for (const t of p.untranslated)
        out.push(`| ${mdCell(t.text)} | ${mdCell(t.frame ? `${t.path} in ${t.frame}` : t.path)} |`);
      out.push('');
    }
  }
  if (r.fit) out.push(...fitMarkdown(r.fit));
  return out.join('\n');
}
