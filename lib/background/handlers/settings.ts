import type { settingsMessages } from '../../messaging/protocol/settings';
import type { Auth } from '../auth';
import type { BackgroundDeps } from '../background-deps';
import { checkService } from '../service-check';
import { publicSettings } from '../settings';
import type { AreaHandlers } from './types';

export interface SettingsDeps extends Pick<BackgroundDeps, 'settings' | 'credentials' | 'fetch'> {
  auth: Pick<Auth, 'moveTo' | 'recheck'>;
  /** Caches dropped, pages and panels told: what the service said may have changed. */
  credentialsChanged(): void;
}

/** The extension's settings, and the service it talks to: asked again, or tried out. */
export function createSettingsHandlers(deps: SettingsDeps): AreaHandlers<typeof settingsMessages> {
  return {
    'settings.get': async () => publicSettings(deps.settings.current(), deps.credentials.current()),
    async 'settings.set'({ baseUrl, ...changes }) {
      if (baseUrl) await deps.auth.moveTo(baseUrl);
      const next = await deps.settings.update(changes);
      deps.credentialsChanged();
      return publicSettings(next, deps.credentials.current());
    },
    async 'service.retry'() {
      await deps.auth.recheck();
      deps.credentialsChanged();
      return null;
    },
    'service.check': ({ baseUrl }) => checkService(baseUrl, deps.fetch),
  };
}
