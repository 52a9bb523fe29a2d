/**
 * react-i18next with i18next-http-backend reading the service's texts (through the site's
 * `/locales`, which adds the key). Variants: `?subliminal=1` adds i18next-subliminal's markers;
 * `?lateLang=1` leaves `<html lang>` out until the texts have loaded.
 */
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { PostProcessor } from 'i18next-subliminal';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { variant } from './items';
import { View } from './react-view';

const subliminal = variant('subliminal') === '1';
if (variant('lateLang') !== '1') document.documentElement.lang = 'de';
if (subliminal) i18next.use(PostProcessor);
await i18next
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: 'de',
    fallbackLng: false,
    ns: ['common', 'settings'],
    defaultNS: 'common',
    keySeparator: false,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json?format=i18next' },
    ...(subliminal && { postProcess: 'subliminal', postProcessPassResolved: true }),
  });
document.documentElement.lang = 'de';

function App() {
  const { t } = useTranslation(['common', 'settings']);
  return <View t={(item) => t(item.key, { ns: item.ns, ...item.params })} />;
}

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18next}>
    <App />
  </I18nextProvider>,
);
