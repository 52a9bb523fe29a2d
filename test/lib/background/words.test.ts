import { afterEach, describe, expect, it } from 'vitest';
import { fetchImage } from '../../../lib/background/image-bytes';
import { checkService } from '../../../lib/background/service-check';
import { serviceProblem } from '../../../lib/background/service-problem';
import { noEngineText } from '../../../lib/background/suggestions';
import { speakIn } from '../../../lib/background/words';
import { textFor } from '../../../lib/ui-text/catalogues';
import type { UiLanguage } from '../../../lib/ui-text/languages';

/**
 * What the background tells people follows the language it was given; English until then. Each
 * case's texts are whole, or (a long one) how it starts.
 */
afterEach(() => speakIn(() => textFor('en')));

const offline = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

const said: [string, () => Promise<string> | string, Partial<Record<UiLanguage, string>>][] = [
  [
    'a service that cannot be reached',
    () => serviceProblem(new Error('x'), 'http://a.test'),
    {
      en: 'The service at http://a.test cannot be reached. Check that it is running and that the service URL in the options is right.',
      de: 'Der Dienst unter http://a.test ist nicht erreichbar. Prüfen Sie, ob er läuft und ob die Dienst-URL in den Optionen stimmt.',
    },
  ],
  [
    'checking an address where nothing answers',
    async () => (await checkService('http://a.test/', offline)).text,
    {
      en: 'Nothing answers at http://a.test: check the address, and that the service is running',
      fr: 'Rien ne répond à http://a.test : vérifiez l’adresse et que le service est lancé',
    },
  ],
  [
    'an image that is not on the web',
    async () => {
      const r = await fetchImage('file:///a.png', async () => true, offline);
      return r.ok ? '' : r.reason;
    },
    {
      en: 'Only images served over http or https can be translated.',
      ja: '翻訳できるのは http または https で配信される画像だけです。',
    },
  ],
  [
    'a pair no engine translates',
    () => noEngineText('en', 'ja'),
    { es: 'Ningún motor de traducción automática del servicio traduce de en a ja.' },
  ],
];

describe('the background speaks the chosen language', () => {
  it.each(said)('%s', async (_name, say, expected) => {
    for (const [lang, text] of Object.entries(expected) as [UiLanguage, string][]) {
      speakIn(() => textFor(lang));
      expect(await say()).toContain(text);
    }
  });
});
