import { useState } from 'react';

/**
 * One form's action at a time: `run(step, after?)` marks the form busy, shows what the step
 * answers (or the error it throws) as the form's status line, then runs `after` (e.g. reloading
 * the list the step changed). Shared by the options page's forms and the panel's sign-in help.
 */
export function useBusyStep() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const run = async (step: () => Promise<string | void>, after?: () => Promise<unknown>) => {
    setBusy(true);
    try {
      setMessage((await step()) ?? '');
      await after?.();
    } catch (err) {
      setMessage((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, setMessage, run };
}
