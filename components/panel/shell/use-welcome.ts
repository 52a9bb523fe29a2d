import { useEffect, useState } from 'react';
import { uiPrefsItem } from '../../../lib/messaging/ui-prefs';

/**
 * The first-run welcome: shown until it is put away, once for every panel of the browser.
 * Unknown (null) while the stored preference is read, so it never flashes for returning users.
 */
export function useWelcome() {
  const [show, setShow] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void uiPrefsItem.getValue().then((p) => live && setShow(!p.welcomed));
    const stop = uiPrefsItem.watch((p) => setShow(!p.welcomed));
    return () => {
      live = false;
      stop();
    };
  }, []);
  const dismiss = async () => {
    setShow(false);
    await uiPrefsItem.setValue({ ...(await uiPrefsItem.getValue()), welcomed: true });
  };
  return { show: show === true, dismiss };
}
