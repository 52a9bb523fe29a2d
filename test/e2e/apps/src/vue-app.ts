/** vue-i18n (Composition API) with the service's texts, plurals in vue-i18n's `a | b` form. */
import { createApp, defineComponent, h, onMounted } from 'vue';
import { createI18n, useI18n } from 'vue-i18n';
import { attributeItem, recordRendered, TEXT_ITEMS, type Item } from './items';

const load = (ns: string) =>
  fetch(`/locales/de/${ns}.json?format=vue`).then(
    (r) => r.json() as Promise<Record<string, string>>,
  );
const messages = Object.assign({}, ...(await Promise.all(['common', 'settings'].map(load))));
document.documentElement.lang = 'de';

const App = defineComponent(() => {
  const { t } = useI18n();
  const tr = (item: Item) =>
    item.params?.count !== undefined
      ? t(item.key, item.params, Number(item.params.count))
      : t(item.key, item.params ?? {});
  const placeholder = attributeItem('attr:placeholder');
  const title = attributeItem('attr:title');
  onMounted(() => recordRendered([...TEXT_ITEMS.map(tr), tr(placeholder), tr(title)]));
  return () =>
    h('main', [
      h(
        'ul',
        TEXT_ITEMS.map((item) => h('li', { key: item.ns + item.key }, tr(item))),
      ),
      h('input', { id: 'search', placeholder: tr(placeholder), title: tr(title) }),
    ]);
});

const i18n = createI18n({
  legacy: false,
  locale: 'de',
  flatJson: true,
  messages: { de: messages },
});
createApp(App).use(i18n).mount('#root');
