/** Days left below which the panel warns that the password is about to expire. */
export const EXPIRY_WARNING_DAYS = 14;

/** A warning while fewer than 14 days of the password's life are left. */
export function PasswordExpiry({ days }: { days: number | undefined }) {
  if (days === undefined || days >= EXPIRY_WARNING_DAYS) return null;
  return (
    <p className="warning" role="alert">
      {days <= 0
        ? 'Your password has expired: change it in the options page (Account).'
        : `Your password expires in ${days} day${days === 1 ? '' : 's'}: change it in the options page (Account).`}
    </p>
  );
}
