import { useEffect, useState, type FormEvent } from 'react';
import type { Ask } from '../../../lib/messaging/ask';
import type { Answer } from '../../../lib/messaging/protocol';
import { useText } from '../../../lib/panel/use-text';
import { textFor, type UiText } from '../../../lib/ui-text/catalogues';

type Strength = Answer<'account.strength'>;

/** The service's policy: at least this long, this score, not the e-mail's name part. */
export const MIN_LENGTH = 12;
export const MIN_SCORE = 3;
const DEBOUNCE_MS = 300;

/** Why a password fails the policy, as far as the panel can tell while typing. */
export function policyReasons(
  password: string,
  strength: Strength | null,
  email: string,
  current: string,
  t: UiText = textFor('en'),
): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_LENGTH)
    reasons.push(t('account.password.minLength', { min: MIN_LENGTH }));
  if (strength && strength.score < MIN_SCORE)
    reasons.push(t('account.password.guessable', { score: strength.score, min: MIN_SCORE }));
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local && password.toLowerCase() === local) reasons.push(t('account.password.notEmailName'));
  if (current && password === current) reasons.push(t('account.password.notCurrent'));
  return reasons;
}

/** Asks for the strength a short while after typing stops; the latest answer wins. */
function useStrength(ask: Ask, password: string) {
  const [strength, setStrength] = useState<Strength | null>(null);
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      ask('account.strength', { password }).then(
        (s) => live && setStrength(s),
        () => live && setStrength(null),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ask, password]);
  return strength;
}

/** Change password: a live strength meter and the policy's reasons as you type. */
export function PasswordForm({ ask, email }: { ask: Ask; email: string }) {
  const t = useText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const strength = useStrength(ask, next);
  const reasons = next ? policyReasons(next, strength, email, current, t) : [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await ask('account.changePassword', { current, next });
      setMessage(t('account.password.changed'));
      setCurrent('');
      setNext('');
    } catch (err) {
      setMessage((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('account.password.title')}>
      <h3>{t('account.password.title')}</h3>
      <label>
        {t('account.password.current')}
        <input type="password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </label>
      <label>
        {t('account.password.new')}
        <input type="password" value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      {strength && (
        <div>
          <meter
            min={0}
            max={4}
            value={strength.score}
            aria-label={t('account.password.strength')}
          />{' '}
          <span>{t(`account.password.strength.${strength.strength}`)}</span>
          {strength.feedback.map((f) => (
            <p className="hint" key={f}>
              {f}
            </p>
          ))}
        </div>
      )}
      {reasons.length > 0 && (
        <ul aria-label={t('account.password.needs')}>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <button type="submit" disabled={busy || !current || reasons.length > 0 || !strength}>
        {t('account.password.title')}
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
