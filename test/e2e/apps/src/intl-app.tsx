/** react-intl with the service's ICU texts of both namespaces as one message table. */
import { createRoot } from 'react-dom/client';
import { IntlProvider, useIntl } from 'react-intl';
import { View } from './react-view';

const load = (ns: string) =>
  fetch(`/locales/de/${ns}.json?format=icu`).then(
    (r) => r.json() as Promise<Record<string, string>>,
  );
const messages = Object.assign({}, ...(await Promise.all(['common', 'settings'].map(load))));
document.documentElement.lang = 'de';

function App() {
  const intl = useIntl();
  return <View t={(item) => intl.formatMessage({ id: item.key }, item.params)} />;
}

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="de" messages={messages}>
    <App />
  </IntlProvider>,
);
