// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  inheritedNamespace,
  isButtonValue,
  parseDataI18n,
  parseI18nKey,
  parseTolgeeKeyOnly,
  splitNamespacedKey,
} from '../../../lib/i18n-keys/i18n-attributes';

describe('splitNamespacedKey', () => {
  it.each([
    { value: 'nav.home', namespace: 'common', key: 'nav.home' },
    { value: 'checkout:payment.method:card', namespace: 'checkout', key: 'payment.method:card' },
    { value: ' shop:cart.title ', namespace: 'shop', key: 'cart.title' },
    { value: 'Read me: now', namespace: 'common', key: 'Read me: now' },
    { value: ':leading', namespace: 'common', key: ':leading' },
    { value: 'ボタン.保存', namespace: 'common', key: 'ボタン.保存' },
    { value: 'Note:read', namespace: 'Note', key: 'read' },
    { value: 'admin/users:list', namespace: 'admin/users', key: 'list' },
  ])('$value → $namespace / $key', ({ value, namespace, key }) => {
    expect(splitNamespacedKey(value, 'common')).toEqual({ namespace, key });
  });

  // `Note: spaced` splits (Note is a valid namespace) and then fails on the key's leading space.
  it.each(['', '   ', 'ns:', 'a,b', 'ns:a,b', 'tab\there', 'Note: spaced'])(
    'rejects %j',
    (value) => {
      expect(splitNamespacedKey(value, 'common')).toBeUndefined();
    },
  );
});

describe('parseI18nKey and parseTolgeeKeyOnly', () => {
  it.each([
    { value: 'ns:key', expected: [{ namespace: 'ns', key: 'key', where: 'text' }] },
    { value: 'key', expected: [{ namespace: 'inherited', key: 'key', where: 'text' }] },
    { value: '', expected: [] },
  ])('$value', ({ value, expected }) => {
    expect(parseI18nKey(value, 'inherited')).toEqual(expected);
    expect(parseTolgeeKeyOnly(value, 'inherited')).toEqual(expected);
  });
});

describe('parseDataI18n', () => {
  it.each([
    { value: 'key', expected: [['ns0', 'key', 'text']] },
    { value: 'shop:key', expected: [['shop', 'key', 'text']] },
    {
      value: '[title]tip;[placeholder]form:email.hint',
      expected: [
        ['ns0', 'tip', 'attr:title'],
        ['form', 'email.hint', 'attr:placeholder'],
      ],
    },
    { value: '[html]body.intro', expected: [['ns0', 'body.intro', 'text']] },
    {
      value: '[text]a;[prepend]b;[append]c',
      expected: ['a', 'b', 'c'].map((k) => ['ns0', k, 'text']),
    },
    {
      value: '[Aria-Label]close; main',
      expected: [
        ['ns0', 'close', 'attr:aria-label'],
        ['ns0', 'main', 'text'],
      ],
    },
    { value: ';;key;', expected: [['ns0', 'key', 'text']] },
    { value: '[]key', expected: [['ns0', 'key', 'text']] },
    { value: '[title]', expected: [] },
  ])('$value', ({ value, expected }) => {
    const parsed = parseDataI18n(value, 'ns0').map((k) => [k.namespace, k.key, k.where]);
    expect(parsed).toEqual(expected);
  });
});

describe('isButtonValue', () => {
  it.each([
    ['button', null, true],
    ['input', 'submit', true],
    ['input', 'RESET', true],
    ['input', 'button', true],
    ['input', 'text', false],
    ['input', null, false],
    ['option', null, false],
  ] as const)('%s type=%s → %s', (localName, type, expected) => {
    expect(isButtonValue(localName, type)).toBe(expected);
  });
});

describe('inheritedNamespace', () => {
  it('takes the nearest data-i18n-ns, crossing open shadow roots', () => {
    document.body.innerHTML = `
      <section data-i18n-ns="outer">
        <div data-i18n-ns="inner"><p id="p"><b id="b"></b></p></div>
        <div id="plain"></div>
        <span id="host"></span>
      </section>
      <p id="none"></p>`;
    const host = document.getElementById('host')!;
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('i'));
    expect(inheritedNamespace(document.getElementById('b')!, 'def')).toBe('inner');
    expect(inheritedNamespace(document.getElementById('plain')!, 'def')).toBe('outer');
    expect(inheritedNamespace(inShadow, 'def')).toBe('outer');
    expect(inheritedNamespace(document.getElementById('none')!, 'def')).toBe('def');
  });
});
