import { describe, expect, it } from 'vitest';
import { checkTranslation } from '../../../lib/quality/checks';

describe('checkTranslation', () => {
  it.each([
    ['Hello {name}', 'Hola {name}', []],
    ['Hello {name}', 'Hola', ['PLACEHOLDER_MISSING']],
    ['Hello', 'Hola {name}', ['PLACEHOLDER_ADDED']],
    ['Order <b>{id}</b> is ready', 'Pedido {id} listo', ['PLACEHOLDER_MISSING']],
    ['Save changes', 'Save changes', ['UNTRANSLATED']],
    ['OK', 'OK', []],
    ['%s', '%s', []],
    ['Your order has shipped', 'Su', ['LENGTH_RATIO']],
    [
      'Back to the cart',
      'Volver a la cesta de la compra, donde puede ver todo lo que eligió',
      ['LENGTH_RATIO'],
    ],
    ['Hi', 'Hola, ¿cómo está usted hoy?', []],
    [
      '{n, plural, one {# file} other {# files}}',
      '{n, plural, one {# archivo} other {# archivos}}',
      [],
    ],
  ])('%j → %j', (source, translation, codes) => {
    expect(checkTranslation(source, translation).map((f) => f.code)).toEqual(codes);
  });

  it('words its findings for a translator', () => {
    const [missing] = checkTranslation('Hi {name}', 'Hola');
    expect(missing?.message).toBe('The translation lacks {name} from the source');
  });
});
