/** The page every React app renders, given its library's translate function. */
import { useEffect } from 'react';
import { attributeItem, recordRendered, TEXT_ITEMS, type Item } from './items';

export type Translate = (item: Item) => string;

export function View({ t }: { t: Translate }) {
  const texts = TEXT_ITEMS.map(t);
  const placeholder = t(attributeItem('attr:placeholder'));
  const title = t(attributeItem('attr:title'));
  useEffect(() => recordRendered([...texts, placeholder, title]));
  return (
    <main>
      <ul>
        {TEXT_ITEMS.map((item, i) => (
          <li key={item.ns + item.key}>{texts[i]}</li>
        ))}
      </ul>
      <input id="search" placeholder={placeholder} title={title} />
    </main>
  );
}
