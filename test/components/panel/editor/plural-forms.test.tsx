// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { entry } from '../../../lib/panel/fixtures';
import { accessibleName } from '../accessible-name';
import { setup, signedIn, type World } from '../shell/panel-app-harness';

afterEach(cleanup);

const SOURCE = 'Your cart: {count, plural, one {# item} other {# items}}';

/** The demo-shaped page in `locale`, with `nav.cart` holding `text` and a plural source. */
function pluralWorld(locale: string, text: string): World {
  const world = signedIn('translator');
  const { page } = world;
  world.page = {
    ...page,
    locale,
    workflow: { ...page.workflow!, locale },
    report: {
      ...page.report,
      locale,
      keys: page.report.keys.map((k) =>
        k.key === 'nav.cart' ? { ...k, locale, status: entry({ text }) } : { ...k, locale },
      ),
    },
    sources: { ...page.sources, common: { ...page.sources.common, 'nav.cart': SOURCE } },
  };
  return world;
}

const form = (name: string) =>
  screen.getByRole('textbox', { name: `Form ${name}` }) as HTMLTextAreaElement;
const formNames = () =>
  within(screen.getByRole('group', { name: 'Forms of count' }))
    .getAllByRole('textbox')
    .map(accessibleName);
const open = async () => userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));

describe('a plural in the row editor, one field per form', () => {
  it.each([
    ['pl', ['one', 'few', 'many', 'other']],
    ['ar', ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['ja', ['one', 'other']], // `one` is not Japanese, but the text has it: nothing is dropped
    ['de', ['one', 'other']],
  ])('shows the forms %s needs', async (locale, forms) => {
    setup(pluralWorld(locale, 'Koszyk: {count, plural, one {# rzecz} other {# rzeczy}}'));
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    expect(formNames()).toEqual([
      'Text before the forms',
      ...forms.map((f) => `Form ${f}`),
      'Text after the forms',
    ]);
  });

  it('says which numbers pick each form, and how each reads', async () => {
    setup(pluralWorld('pl', 'Koszyk: {count, plural, one {# rzecz} other {# rzeczy}}'));
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    expect(screen.getByText('For 2, 3, 4…')).toBeTruthy();
    expect(screen.getByText('For 0,5, 1,5, 2,5…')).toBeTruthy();
    expect(screen.getByText('Reads: Koszyk: 1 rzecz')).toBeTruthy();
    expect(form('few').placeholder).toBe('Not in the message yet: type to add it');
  });

  it('typing a form rebuilds the message, keeps it as a draft, previews that form, saves it', async () => {
    const { sent, saved } = setup(
      pluralWorld('pl', 'Koszyk: {count, plural, one {# rzecz} other {# rzeczy}}'),
    );
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    await userEvent.type(form('few'), '# rzeczy!');
    const message = 'Koszyk: {count, plural, one {# rzecz} few {# rzeczy!} other {# rzeczy}}';
    await waitFor(() =>
      expect([...saved.values()].at(-1)).toMatchObject({
        text: message,
        baseText: 'Koszyk: {count, plural, one {# rzecz} other {# rzeczy}}',
      }),
    );
    // The page shows the form being typed, with a number that picks it.
    await waitFor(() =>
      expect(sent('preview.set').at(-1)).toMatchObject({
        ref: { key: 'nav.cart' },
        text: 'Koszyk: 2 rzeczy!',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('row.save')).toHaveLength(1));
    expect(sent('row.save')[0]).toMatchObject({ key: 'nav.cart', text: message });
  });

  it('switches to one text box and back without losing what was typed', async () => {
    setup(pluralWorld('pl', '{count, plural, one {# rzecz} other {# rzeczy}}'));
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    await userEvent.type(form('many'), '# rzeczy');
    await userEvent.click(screen.getByRole('button', { name: 'Edit as one text' }));
    const box = screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
    expect(box.value).toBe('{count, plural, one {# rzecz} many {# rzeczy} other {# rzeczy}}');
    // A half-typed form in the one box does not parse: no fields, the text stays.
    await userEvent.clear(box);
    await userEvent.type(box, '{{count, plural, one {{# x}');
    expect(screen.queryByRole('button', { name: 'Edit each form' })).toBeNull();
    await userEvent.type(box, ' other {{# y}}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit each form' }));
    expect(form('one').value).toBe('# x');
    expect(form('other').value).toBe('# y');
  });

  it('a form left half typed keeps its field', async () => {
    setup(pluralWorld('ja', '{count, plural, other {# 点}}'));
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    await userEvent.type(form('other'), ' {{');
    expect(form('other').value).toBe('# 点 {');
    expect(await screen.findByText(/The ICU message does not parse/)).toBeTruthy();
  });

  it('an empty row opens with the source forms, empty, in the target language', async () => {
    setup(pluralWorld('pl', ''));
    await open();
    await screen.findByRole('group', { name: 'Forms of count' });
    await userEvent.type(form('one'), '# rzecz');
    await userEvent.type(form('other'), '# rzeczy');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Text before the forms' }),
      'Koszyk: ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit as one text' }));
    expect(
      (screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement).value,
    ).toBe('Koszyk: {count, plural, one {# rzecz} other {# rzeczy}}');
  });

  it('two plurals in one message are edited as one text, and the editor says why', async () => {
    setup(pluralWorld('pl', '{a, plural, other {#}} i {b, plural, other {#}}'));
    await open();
    expect(await screen.findByText(/more than one plural or select/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Forms of/ })).toBeNull();
  });
});
