/**
 * The service keeps ICU messages (`Hallo {name}`, `{count, plural, one {…} other {…}}`); each
 * library reads its own syntax. These rewrite one namespace's texts the way a team's export
 * would: i18next's `{{name}}` and `_one`/`_other` keys, vue-i18n's `a | b` plurals.
 */
export type Format = 'icu' | 'i18next' | 'vue';

const PLURAL = /^\{(\w+), plural, (.*)\}$/;
const FORM = /(zero|one|two|few|many|other) \{([^{}]*)\}/g;

function pluralForms(text: string): { variable: string; forms: [string, string][] } | undefined {
  const match = PLURAL.exec(text);
  if (!match) return undefined;
  const forms = [...match[2]!.matchAll(FORM)].map((m) => [m[1]!, m[2]!] as [string, string]);
  return { variable: match[1]!, forms };
}

function toI18next(texts: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const plural = pluralForms(text);
    if (!plural) out[key] = text.replace(/\{(\w+)\}/g, '{{$1}}');
    else
      for (const [form, value] of plural.forms)
        out[`${key}_${form}`] = value.replace(/#/g, `{{${plural.variable}}}`);
  }
  return out;
}

function toVue(texts: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const plural = pluralForms(text);
    const forms = plural?.forms.filter(([form]) => form === 'one' || form === 'other');
    out[key] = forms
      ? forms.map(([, value]) => value.replace(/#/g, `{${plural!.variable}}`)).join(' | ')
      : text;
  }
  return out;
}

export function convert(texts: Record<string, string>, format: Format): Record<string, string> {
  if (format === 'i18next') return toI18next(texts);
  if (format === 'vue') return toVue(texts);
  return texts;
}
