import { useState } from 'react';
import { useText } from '../../../lib/panel/use-text';
import { FilledMessage } from '../../common/filled-message';

const HEADER = 'x-lr-signature: t=…,v1=…';
const SIGNED = 't + "." + raw body';
/** The field of the header that carries the time. */
const STAMP = 't';

/** A secret the service shows once (create, rotate): shown with a copy button, then gone. */
export function SecretOnce(props: {
  label: string;
  secret: string;
  signing?: boolean;
  onDone(): void;
}) {
  const { label, secret, signing, onDone } = props;
  const t = useText();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div
      className="secret-once"
      role="region"
      aria-label={t('integrations.secret.region', { label })}
    >
      <p>{t('integrations.secret.once', { label })}</p>
      <code>{secret}</code>{' '}
      <button type="button" onClick={copy}>
        {copied ? t('integrations.secret.copied') : t('integrations.secret.copy')}
      </button>
      {signing && (
        <div className="hint">
          <p>{t('integrations.secret.check')}</p>
          <ol>
            <li>
              <FilledMessage
                text={t('integrations.secret.step1')}
                slots={{ header: <code>{HEADER}</code>, stamp: <code>{STAMP}</code> }}
              />
            </li>
            <li>
              <FilledMessage
                text={t('integrations.secret.step2')}
                slots={{ signed: <code>{SIGNED}</code> }}
              />
            </li>
            <li>{t('integrations.secret.step3')}</li>
          </ol>
        </div>
      )}
      <button type="button" onClick={onDone}>
        {t('integrations.secret.stored')}
      </button>
    </div>
  );
}
