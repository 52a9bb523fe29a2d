import { useState, type FormEvent } from 'react';
import type { Ask } from '../../lib/messaging/ask';

/** Change e-mail: ask for a token by mail, then paste it; the pending change is shown meanwhile. */
export function EmailChange({ ask, email }: { ask: Ask; email: string }) {
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [pending, setPending] = useState<{ to: string; until: number } | null>(null);
  const [message, setMessage] = useState('');
  const run = async (e: FormEvent, step: () => Promise<void>) => {
    e.preventDefault();
    try {
      await step();
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  const initiate = (e: FormEvent) =>
    run(e, async () => {
      const answer = await ask('account.changeEmail', {
        newEmail: next,
        currentPassword: password,
      });
      setPending({ to: next, until: answer.expires_at });
      setPassword('');
      setMessage(answer.message);
    });
  const confirm = (e: FormEvent) =>
    run(e, async () => {
      const profile = await ask('account.confirmEmail', { token });
      setPending(null);
      setToken('');
      setMessage(`Your e-mail is now ${profile.email}.`);
    });
  return (
    <section aria-label="Change e-mail">
      <h3>Change e-mail</h3>
      <p>Current: {email}</p>
      {pending ? (
        <form onSubmit={(e) => void confirm(e)}>
          <p>
            Pending: a confirmation was sent to {pending.to}, good once until{' '}
            {new Date(pending.until).toLocaleString()}. Paste the token from that mail.
          </p>
          <label>
            Token
            <input value={token} onChange={(e) => setToken(e.target.value)} />
          </label>
          <button type="submit" disabled={!token.trim()}>
            Confirm new e-mail
          </button>
          <button type="button" onClick={() => setPending(null)}>
            Start over
          </button>
        </form>
      ) : (
        <form onSubmit={(e) => void initiate(e)}>
          <label>
            New e-mail
            <input type="email" value={next} onChange={(e) => setNext(e.target.value)} />
          </label>
          <label>
            Current password
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <button type="submit" disabled={!next || !password}>
            Send confirmation
          </button>
        </form>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
