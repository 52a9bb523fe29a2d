import { useState, type FormEvent, type ReactNode } from 'react';
import { useBusyStep } from '../../../lib/panel/use-busy-step';
import { useText } from '../../../lib/panel/use-text';

export interface SignInHelpActions {
  forgot(email: string, baseUrl: string): Promise<unknown>;
  reset(token: string, password: string, baseUrl: string): Promise<unknown>;
  accept(input: {
    token: string;
    name: string;
    password: string;
    baseUrl: string;
  }): Promise<unknown>;
}

type Mode = 'forgot' | 'reset' | 'invited';

/** A mail's link or its bare token: the token either way. */
export function tokenOf(pasted: string): string {
  const text = pasted.trim();
  const match = /[?&#]token=([^&#\s]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : text;
}

/**
 * Below the sign-in: a forgotten password (a link by mail, then the new password with its token)
 * and an invitation (its token, a name and a password, then signed in).
 */
export function SignInHelp(props: { actions: SignInHelpActions; baseUrl: string; email: string }) {
  const t = useText();
  const [mode, setMode] = useState<Mode | null>(null);
  const { busy, message, setMessage, run } = useBusyStep();
  const open = (next: Mode) => {
    setMode(next);
    setMessage('');
  };
  return (
    <div className="signin-help">
      <p>
        <button type="button" className="link" onClick={() => open('forgot')}>
          {t('signin.forgot')}
        </button>{' '}
        <button type="button" className="link" onClick={() => open('invited')}>
          {t('signin.invited')}
        </button>
      </p>
      {mode === 'forgot' && (
        <Step
          label={t('signin.forgot.label')}
          submit={t('signin.forgot.submit')}
          busy={busy}
          fields={{ email: props.email }}
          onSubmit={({ email }) =>
            void run(async () => {
              await props.actions.forgot(email!.trim(), props.baseUrl);
              setMode('reset');
              return t('signin.forgot.sent');
            })
          }
        />
      )}
      {mode === 'reset' && (
        <Step
          label={t('signin.reset.label')}
          submit={t('signin.reset.submit')}
          busy={busy}
          fields={{ token: '', password: '' }}
          onSubmit={({ token, password }) =>
            void run(async () => {
              await props.actions.reset(tokenOf(token!), password!, props.baseUrl);
              setMode(null);
              return t('signin.reset.done');
            })
          }
        />
      )}
      {mode === 'invited' && (
        <Step
          label={t('signin.invited.label')}
          submit={t('signin.invited.submit')}
          busy={busy}
          fields={{ token: '', name: '', password: '' }}
          onSubmit={(f) =>
            void run(async () => {
              const input = {
                token: tokenOf(f.token!),
                name: f.name!.trim(),
                password: f.password!,
              };
              await props.actions.accept({ ...input, baseUrl: props.baseUrl });
              return '';
            })
          }
        />
      )}
      {message && <p role="status">{message}</p>}
    </div>
  );
}

const KINDS = { email: 'email', token: 'text', name: 'text', password: 'password' } as const;
type Field = keyof typeof KINDS;

/** A small form of the fields named, each required. */
function Step(props: {
  label: string;
  submit: ReactNode;
  busy: boolean;
  fields: Partial<Record<Field, string>>;
  onSubmit(values: Partial<Record<Field, string>>): void;
}) {
  const t = useText();
  const [values, setValues] = useState(props.fields);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(values);
  };
  return (
    <form aria-label={props.label} onSubmit={submit}>
      {(Object.keys(props.fields) as Field[]).map((field) => (
        <label key={field} className="field">
          {t(`signin.field.${field}`)}
          <input
            required
            type={KINDS[field]}
            autoComplete={field === 'password' ? 'new-password' : 'off'}
            value={values[field] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit" disabled={props.busy}>
        {props.submit}
      </button>
    </form>
  );
}
