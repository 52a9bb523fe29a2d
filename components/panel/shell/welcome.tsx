import { useText } from '../../../lib/panel/use-text';
import { useWelcome } from './use-welcome';

export interface WelcomeProps {
  /** The service the extension talks to: its demo shop is the place to try things. */
  baseUrl: string;
  /** Signed in already: the sign-in step is done. */
  signedIn: boolean;
  onDismiss(): void;
}

/** First run: what Locale Lens does and the three things to try, in order. */
export function Welcome({ baseUrl, signedIn, onDismiss }: WelcomeProps) {
  const t = useText();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{t('welcome.title')}</h2>
      <p>{t('welcome.intro')}</p>
      <ol>
        <li>
          {t('welcome.demo.before')}{' '}
          <a href={`${baseUrl}/demo/?lang=de`} target="_blank" rel="noreferrer">
            {t('welcome.demo.link')}
          </a>
          {t('welcome.demo.after')}
        </li>
        <li>{signedIn ? t('welcome.signedIn') : t('welcome.signIn')}</li>
        <li>{t('welcome.lens')}</li>
      </ol>
      <button type="button" className="primary" onClick={onDismiss}>
        {t('welcome.dismiss')}
      </button>
    </section>
  );
}

/** The welcome on the panel's first run, until it is put away. */
export function FirstRunWelcome(props: Omit<WelcomeProps, 'onDismiss'>) {
  const welcome = useWelcome();
  if (!welcome.show) return null;
  return <Welcome {...props} onDismiss={() => void welcome.dismiss()} />;
}
