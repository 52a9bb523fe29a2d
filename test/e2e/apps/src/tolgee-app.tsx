/**
 * Tolgee's React SDK in invisible mode, its texts from the service (through the site's
 * `/locales`) and ICU messages formatted with intl-messageformat (what `@tolgee/format-icu`
 * does). Variants: `?full=1` turns `fullKeyEncode` on; `?defaultNs=1` calls the common keys
 * without naming their namespace (Tolgee's default one).
 */
import {
  ObserverPlugin,
  Tolgee,
  TolgeeProvider,
  useTranslate,
  type TolgeePlugin,
} from '@tolgee/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { createRoot } from 'react-dom/client';
import { variant } from './items';
import { View } from './react-view';

const IcuFormat = (): TolgeePlugin => (tolgee, tools) => {
  tools.setFinalFormatter({
    format: ({ translation, params, language }) =>
      new IntlMessageFormat(translation, language).format(params) as string,
  });
  return tolgee;
};
const load = (ns: string) => () => fetch(`/locales/de/${ns}.json?format=icu`).then((r) => r.json());
const defaultNs = variant('defaultNs') === '1';
document.documentElement.lang = 'de';
const tolgee = Tolgee()
  .use(ObserverPlugin())
  .use(IcuFormat())
  .init({
    language: 'de',
    ns: ['common', 'settings'],
    defaultNs: 'common',
    staticData: { 'de:common': load('common'), 'de:settings': load('settings') },
    observerOptions: { fullKeyEncode: variant('full') === '1' },
  });

function App() {
  const { t } = useTranslate(['common', 'settings']);
  return (
    <View
      t={(item) =>
        t({
          key: item.key,
          ns: defaultNs && item.ns === 'common' ? undefined : item.ns,
          params: item.params,
        })
      }
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <TolgeeProvider tolgee={tolgee} fallback="…">
    <App />
  </TolgeeProvider>,
);
