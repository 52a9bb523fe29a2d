import { useEffect, useState, type FormEvent } from 'react';
import { EXPERIENCE_LEVELS, type UserProfile } from '../../../lib/contract/account';
import type { Ask } from '../../../lib/messaging/ask';
import { useText } from '../../../lib/panel/use-text';
import { EmailChange } from './email-change';
import { PasswordForm } from './password-form';

type Level = (typeof EXPERIENCE_LEVELS)[number];

/** The options page's account: profile, password and e-mail, for a signed-in user. */
export function AccountView({ ask }: { ask: Ask }) {
  const t = useText();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    ask('account.profile').then(setProfile, (err: Error) => setError(err.message));
  }, [ask]);
  if (error) return <p className="hint">{t('account.error', { error })}</p>;
  if (!profile) return <p className="hint">{t('account.loading')}</p>;
  return (
    <section aria-label={t('account.title')}>
      <h2>{t('account.title')}</h2>
      <ProfileForm ask={ask} profile={profile} onSaved={setProfile} />
      <PasswordForm ask={ask} email={profile.email} />
      <EmailChange ask={ask} email={profile.email} />
    </section>
  );
}

function ProfileForm(props: { ask: Ask; profile: UserProfile; onSaved(p: UserProfile): void }) {
  const { ask, profile, onSaved } = props;
  const t = useText();
  const [name, setName] = useState(profile.name ?? '');
  const [surname, setSurname] = useState(profile.surname ?? '');
  const [company, setCompany] = useState(profile.company_name ?? '');
  const [level, setLevel] = useState(profile.experience_level ?? '');
  const [languages, setLanguages] = useState((profile.languages ?? []).join(', '));
  const [message, setMessage] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const saved = await ask('account.update', {
        name,
        surname,
        company_name: company,
        ...(level ? { experience_level: level as Level } : {}),
        languages: languages
          .split(/[,\s]+/)
          .map((l) => l.trim())
          .filter(Boolean),
      });
      onSaved(saved);
      setLanguages((saved.languages ?? []).join(', '));
      setMessage(t('account.saved'));
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('account.profile')}>
      <h3>{t('account.profile')}</h3>
      <label>
        {t('account.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('account.surname')}
        <input value={surname} onChange={(e) => setSurname(e.target.value)} />
      </label>
      <label>
        {t('account.company')}
        <input value={company} onChange={(e) => setCompany(e.target.value)} />
      </label>
      <label>
        {t('account.experience')}
        <select value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">—</option>
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`account.level.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('account.languages')}
        <input value={languages} onChange={(e) => setLanguages(e.target.value)} />
      </label>
      {profile.password_expires_in_days !== undefined && (
        <p className="hint">{t('account.expires', { count: profile.password_expires_in_days })}</p>
      )}
      <button type="submit">{t('account.save')}</button>
      <p role="status">{message}</p>
    </form>
  );
}
