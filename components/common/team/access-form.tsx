import { useState, type FormEvent, type ReactNode } from 'react';
import type { WorkflowKey } from '../../../lib/contract/editor';
import { useText } from '../../../lib/panel/use-text';
import { stageChoices } from './stage-label';

export type Role = 'pm' | 'member';
export interface Assignment {
  locale: string;
  namespace: string | null;
  stages: number[];
}
export interface Access {
  role: Role;
  assignments: Assignment[];
}

export interface AccessFormProps {
  label: string;
  submit: string;
  /** The project's target languages (not archived) with the workflow each follows. */
  languages: readonly { locale: string; workflow_key: WorkflowKey }[];
  namespaces: readonly string[];
  /** What the person has now (editing a member); nothing for an invitation. */
  current?: Access;
  busy: boolean;
  /** The fields before role and stages (the e-mail of an invitation). */
  children?: ReactNode;
  onSubmit(access: Access): void;
}

/**
 * A role and the stages of one language (in every namespace or in one). Other languages' stages
 * of `current` are kept as they are.
 */
export function AccessForm(props: AccessFormProps) {
  const t = useText();
  const { languages, current } = props;
  const [role, setRole] = useState<Role>(current?.role ?? 'member');
  const [picked, setLocale] = useState(languages[0]?.locale ?? '');
  // The languages may arrive after the form: the first one stands until one is picked.
  const locale = languages.some((l) => l.locale === picked) ? picked : (languages[0]?.locale ?? '');
  const [namespace, setNamespace] = useState('');
  const has = (l: string, ns: string) =>
    current?.assignments.find((a) => a.locale === l && (a.namespace ?? '') === ns)?.stages ?? [];
  const [stages, setStages] = useState<number[]>(() => has(locale, ''));
  const workflow = languages.find((l) => l.locale === locale)?.workflow_key ?? 'translate_review';
  const pick = (l: string, ns: string) => {
    setLocale(l);
    setNamespace(ns);
    setStages(has(l, ns));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ns = namespace || null;
    const others = (current?.assignments ?? []).filter(
      (a) => !(a.locale === locale && a.namespace === ns),
    );
    const mine = locale && stages.length ? [{ locale, namespace: ns, stages }] : [];
    props.onSubmit({ role, assignments: [...others, ...mine] });
  };
  return (
    <form onSubmit={submit} aria-label={props.label}>
      {props.children}
      <label>
        {t('team.role')}
        <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
          <option value="member">{t('signin.role.member')}</option>
          <option value="pm">{t('signin.role.pm')}</option>
        </select>
      </label>
      <label>
        {t('team.language')}
        <select value={locale} onChange={(e) => pick(e.target.value, namespace)}>
          {languages.map((l) => (
            <option key={l.locale} value={l.locale}>
              {l.locale}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('team.namespace')}
        <select value={namespace} onChange={(e) => pick(locale, e.target.value)}>
          <option value="">{t('team.everyNamespace')}</option>
          {props.namespaces.map((ns) => (
            <option key={ns} value={ns}>
              {ns}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('team.stages')}</legend>
        {stageChoices(t, workflow).map((s) => (
          <label key={s.index}>
            <input
              type="checkbox"
              checked={stages.includes(s.index)}
              onChange={(e) =>
                setStages((now) =>
                  e.target.checked
                    ? [...now, s.index].sort((a, b) => a - b)
                    : now.filter((i) => i !== s.index),
                )
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={props.busy}>
        {props.submit}
      </button>
    </form>
  );
}
