import { useText } from '../../../lib/panel/use-text';

/** Days left below which the panel warns that the password is about to expire. */
export const EXPIRY_WARNING_DAYS = 14;

/** A warning while fewer than 14 days of the password's life are left. */
export function PasswordExpiry({ days }: { days: number | undefined }) {
  const t = useText();
  if (days === undefined || days >= EXPIRY_WARNING_DAYS) return null;
  return (
    <p className="warning" role="alert">
      {days <= 0 ? t('password.expired') : t('password.expires', { count: days })}
    </p>
  );
}
