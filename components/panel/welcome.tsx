export interface WelcomeProps {
  /** The service the extension talks to: its demo shop is the place to try things. */
  baseUrl: string;
  /** Signed in already: the sign-in step is done. */
  signedIn: boolean;
  onDismiss(): void;
}

/** First run: what Locale Lens does and the three things to try, in order. */
export function Welcome({ baseUrl, signedIn, onDismiss }: WelcomeProps) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">Welcome to Locale Lens</h2>
      <p>See every translation of a web page in place, and edit it under your workflow.</p>
      <ol>
        <li>
          Try it on the{' '}
          <a href={`${baseUrl}/demo/?lang=de`} target="_blank" rel="noreferrer">
            demo shop
          </a>
          : every translated text is outlined by its state, and this panel lists its keys.
        </li>
        <li>
          {signedIn
            ? 'You are signed in: the rows your role and stage allow can be edited here.'
            : 'Sign in below to edit, confirm and approve; until then everything is read-only.'}
        </li>
        <li>
          Turn the outlines on the page on and off with the <strong>Lens</strong> button above, or
          Alt+Shift+L.
        </li>
      </ol>
      <button type="button" className="primary" onClick={onDismiss}>
        Got it
      </button>
    </section>
  );
}
