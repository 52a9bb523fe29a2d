import { useState, type FormEvent } from 'react';
import type { Ask } from '../../../lib/messaging/ask';
import { useText } from '../../../lib/panel/use-text';

/** Change e-mail: ask for a token by mail, then paste it; the pending change is shown meanwhile. */
export function EmailChange({ ask, email }: { ask: Ask; email: string }) {
  const t = useText();
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
      setMessage(t('account.email.changed', { email: profile.email }));
    });
  return (
    <section aria-label={t('account.email.title')}>
      <h3>{t('account.email.title')}</h3>
      <p>{t('account.email.current', { email })}</p>
      {pending ? (
        <form onSubmit={(e) => void confirm(e)}>
          <p>{t('account.email.pending', { to: pending.to, until: t.dateTime(pending.until) })}</p>
          <label>
            {t('account.email.token')}
            <input value={token} onChange={(e) => setToken(e.target.value)} />
          </label>
          <button type="submit" disabled={!token.trim()}>
            {t('account.email.confirm')}
          </button>
          <button type="button" onClick={() => setPending(null)}>
            {t('account.email.restart')}
          </button>
        </form>
      ) : (
        <form onSubmit={(e) => void initiate(e)}>
          <label>
            {t('account.email.new')}
            <input type="email" value={next} onChange={(e) => setNext(e.target.value)} />
          </label>
          <label>
            {t('account.password.current')}
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <button type="submit" disabled={!next || !password}>
            {t('account.email.send')}
          </button>
        </form>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
