import { useState } from 'react';

/** A secret the service shows once (create, rotate): shown with a copy button, then gone. */
export function SecretOnce(props: {
  label: string;
  secret: string;
  signing?: boolean;
  onDone(): void;
}) {
  const { label, secret, signing, onDone } = props;
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="secret-once" role="region" aria-label={`${label} secret`}>
      <p>{label}: this secret is shown once. Copy it now; the service will not show it again.</p>
      <code>{secret}</code>{' '}
      <button type="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      {signing && (
        <div className="hint">
          <p>To check a delivery is ours, on your server:</p>
          <ol>
            <li>
              Read <code>x-lr-signature: t=…,v1=…</code> and refuse a <code>t</code> more than five
              minutes old.
            </li>
            <li>
              Compute the hex HMAC-SHA256 of <code>t + &quot;.&quot; + raw body</code> with this
              secret.
            </li>
            <li>Compare it with v1 in constant time; accept only on a match.</li>
          </ol>
        </div>
      )}
      <button type="button" onClick={onDone}>
        I have stored it
      </button>
    </div>
  );
}
