import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { UserProfile } from '../../../lib/contract/account';
import type { ProjectListEntry } from '../../../lib/contract/projects';
import { MasterKeyWarning } from '../../common/master-key-warning';
import { authErrorText, type ErrorLike } from '../../../lib/panel/auth-messages';
import { useText } from '../../../lib/panel/use-text';
import { SignInHelp, type SignInHelpActions } from './sign-in-help';

export interface SignInFormProps {
  /** The service the extension talks to now. */
  baseUrl: string;
  lastEmail: string | null;
  /** Signed in, but no project chosen yet. */
  needsProject: boolean;
  projects: readonly ProjectListEntry[];
  user: UserProfile | null;
  /** Why the current credentials stopped working (from the background's auth state). */
  problem: string | null;
  /** The last sign-in, key or project failure. */
  error: ErrorLike | null;
  busy: boolean;
  onSignIn(input: { email: string; password: string; baseUrl: string }): void;
  /** `allowMaster`: the user saw the master key warning and keeps the key anyway. */
  onUseKey(input: { apiKey: string; baseUrl: string; allowMaster?: boolean }): void;
  onChooseProject(projectId: string): void;
  /** A forgotten password and an invitation's token (signing in with e-mail and password). */
  help?: SignInHelpActions;
}

const trimUrl = (url: string) => url.trim().replace(/\/+$/, '');

type FieldProps = { label: string; value: string; onChange(value: string): void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>;

/** A required text field named by its label. */
function Field({ label, onChange, ...input }: FieldProps) {
  return (
    <label className="field">
      {label}
      <input required {...input} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

const METHODS = ['password', 'key'] as const;

/** First run: where the service is, who you are, which project; or an integration key. */
export function SignInForm(props: SignInFormProps) {
  const { baseUrl, error, busy, problem } = props;
  const [method, setMethod] = useState<'password' | 'key'>('password');
  const [url, setUrl] = useState(baseUrl);
  const [email, setEmail] = useState(props.lastEmail ?? '');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const id = useId();
  const t = useText();

  // The background refuses a master key until the user has read what it can do.
  const masterKey = error?.code === 'MASTER_KEY' && method === 'key' && apiKey.trim() !== '';
  const message = masterKey
    ? null
    : error
      ? authErrorText(error, trimUrl(url) || baseUrl, t)
      : problem && /expired/i.test(problem)
        ? t('auth.sessionExpired')
        : problem;

  // After an expired session the background clears the project too: sign in again first.
  if (props.needsProject && !problem) {
    return (
      <section className="signin" aria-label={t('signin.choose.label')}>
        <p>
          {t('signin.choose.before')} <strong>{props.user?.email ?? props.lastEmail}</strong>
          {t('signin.choose.after')}
        </p>
        <label className="field">
          {t('signin.project')}
          <select
            value=""
            disabled={busy}
            onChange={(e) => e.target.value && props.onChooseProject(e.target.value)}
          >
            <option value="">{t('signin.choose.placeholder')}</option>
            {props.projects.map((p) => (
              <option key={p.project_id} value={p.project_id}>
                {t('signin.choose.option', {
                  name: p.name,
                  role: p.role === 'pm' ? t('signin.role.pm') : t('signin.role.member'),
                })}
              </option>
            ))}
          </select>
        </label>
        {props.projects.length === 0 && <p>{t('signin.noProjects')}</p>}
        {message && <p role="alert">{message}</p>}
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (method === 'password')
      props.onSignIn({ email: email.trim(), password, baseUrl: trimUrl(url) });
    else props.onUseKey({ apiKey: apiKey.trim(), baseUrl: trimUrl(url) });
  }

  return (
    <>
      <form className="signin" aria-label={t('signin.label')} onSubmit={submit}>
        <p className="hint">{t('signin.hint')}</p>
        <fieldset className="methods">
          <legend className="sr-only">{t('signin.how')}</legend>
          {METHODS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-method`}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {t(`signin.method.${value}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('signin.url')} type="url" value={url} onChange={setUrl} />
        {method === 'password' ? (
          <>
            <Field
              label={t('signin.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
            />
            <Field
              label={t('signin.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          </>
        ) : (
          <Field
            label={t('signin.apiKey')}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={setApiKey}
          />
        )}
        {message && <p role="alert">{message}</p>}
        {masterKey ? (
          <MasterKeyWarning
            text={error.message ?? ''}
            busy={busy}
            onKeep={() =>
              props.onUseKey({ apiKey: apiKey.trim(), baseUrl: trimUrl(url), allowMaster: true })
            }
            onCancel={() => setApiKey('')}
          />
        ) : (
          <button type="submit" className="primary" disabled={busy}>
            {method === 'password' ? t('signin.submit') : t('signin.useKey')}
          </button>
        )}
      </form>
      {props.help && method === 'password' && (
        <SignInHelp actions={props.help} baseUrl={trimUrl(url) || baseUrl} email={email} />
      )}
    </>
  );
}
