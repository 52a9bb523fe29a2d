import { z } from 'zod';
import { checkLanguageTag } from '../../contract/language-tag';
import { message } from '../message-spec';
import { locale } from '../schemas';
import { SELECT_MODIFIERS, type PublicSettings } from '../types';

/** What a connection test found at a service URL, in words for the options page. */
export interface ServiceCheck {
  reachable: boolean;
  /** It answered with the interface's description: a localization service. */
  service: boolean;
  /** It serves the local demo (the read-only demo key works there). */
  demo: boolean;
  text: string;
}

/** A pinned page language must be one the browser can name (see lib/contract/language-tag). */
const pinnedLocale = locale.refine((t) => checkLanguageTag(t).ok, {
  message: 'Not a known language tag: use a code like de, ja or pt-BR',
});

/** The extension's settings and the service it talks to (extension pages only). */
export const settingsMessages = {
  'settings.get': message<PublicSettings>()('page', z.object({})),
  'settings.set': message<PublicSettings>()(
    'page',
    z.object({
      baseUrl: z.url().optional(),
      pinnedLocale: pinnedLocale.nullable().optional(),
      readOnlyStyle: z.enum(['hatch', 'outline', 'off']).optional(),
      selectModifier: z.enum(SELECT_MODIFIERS).optional(),
    }),
  ),
  /** Ask the service again now (after it could not be reached): caches dropped, pages refreshed. */
  'service.retry': message<null>()('page', z.object({})),
  /** Asks the service at `baseUrl`, without any credential, whether it is there. */
  'service.check': message<ServiceCheck>()('page', z.object({ baseUrl: z.url() })),
};
