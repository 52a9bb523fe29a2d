import { useId, useState, type FormEvent } from 'react';
import type { UserProfile } from '../../lib/contract/account';
import type { ProjectListEntry } from '../../lib/contract/projects';
import { authErrorText, SESSION_EXPIRED_TEXT, type ErrorLike } from '../../lib/panel/auth-messages';

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
  onUseKey(input: { apiKey: string; baseUrl: string }): void;
  onChooseProject(projectId: string): void;
}

const trimUrl = (url: string) => url.trim().replace(/\/+$/, '');

/** First run: where the service is, who you are, which project; or an integration key. */
export function SignInForm(props: SignInFormProps) {
  const { baseUrl, error, busy, problem } = props;
  const [method, setMethod] = useState<'password' | 'key'>('password');
  const [url, setUrl] = useState(baseUrl);
  const [email, setEmail] = useState(props.lastEmail ?? '');
  const [password, setPassword] = useState('');
  const [apiKey, setApiKey] = useState('');
  const id = useId();

  const message = error
    ? authErrorText(error, trimUrl(url) || baseUrl)
    : problem && /expired/i.test(problem)
      ? SESSION_EXPIRED_TEXT
      : problem;

  // After an expired session the background clears the project too: sign in again first.
  if (props.needsProject && !problem) {
    return (
      <section className="signin" aria-label="Choose a project">
        <p>
          Signed in as <strong>{props.user?.email ?? props.lastEmail}</strong>. Choose the project
          to work on.
        </p>
        <label className="field">
          Project
          <select
            value=""
            disabled={busy}
            onChange={(e) => e.target.value && props.onChooseProject(e.target.value)}
          >
            <option value="">Choose a project…</option>
            {props.projects.map((p) => (
              <option key={p.project_id} value={p.project_id}>
                {p.name} ({p.role === 'pm' ? 'project manager' : 'member'})
              </option>
            ))}
          </select>
        </label>
        {props.projects.length === 0 && <p>You are not a member of any project.</p>}
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
    <form className="signin" aria-label="Sign in to edit" onSubmit={submit}>
      <p className="hint">Sign in to edit. Until then the page is shown read-only.</p>
      <fieldset className="methods">
        <legend className="sr-only">How to connect</legend>
        <label>
          <input
            type="radio"
            name={`${id}-method`}
            checked={method === 'password'}
            onChange={() => setMethod('password')}
          />
          Your account
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-method`}
            checked={method === 'key'}
            onChange={() => setMethod('key')}
          />
          Use an integration key
        </label>
      </fieldset>
      <label className="field">
        Service URL
        <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
      </label>
      {method === 'password' ? (
        <>
          <label className="field">
            Email
            <input
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className="field">
            Password
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        </>
      ) : (
        <label className="field">
          API key
          <input
            type="password"
            autoComplete="off"
            required
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
          />
        </label>
      )}
      {message && <p role="alert">{message}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {method === 'password' ? 'Sign in' : 'Use key'}
      </button>
    </form>
  );
}
