// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Suggestions,
  type SuggestionsProps,
} from '../../../../components/panel/suggestions/suggestions';
import type { Suggestion } from '../../../../lib/messaging/suggest-types';
import { SIGN_IN_FOR_SUGGESTIONS } from '../../../../components/panel/suggestions/suggest-words';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { XSS } from '../../../lib/panel/fixtures';

const SIGN_IN = textFor('en')(SIGN_IN_FOR_SUGGESTIONS);

afterEach(cleanup);

const MT: Suggestion = {
  model: 'apertium',
  text: 'Añadir al carrito',
  pivot: null,
  warnings: ['The translation lacks {count} from the source'],
  match: null,
};
const TM: Suggestion = {
  model: 'translation-memory',
  text: XSS,
  pivot: null,
  warnings: [],
  match: { score: 86.6, source: 'Add to <b>basket</b>', sourceKey: 'common:cart.add' },
};

function setup(over: Partial<SuggestionsProps> = {}) {
  const props: SuggestionsProps = {
    unavailable: null,
    running: false,
    phase: 'done',
    progress: null,
    suggestions: null,
    noEngine: null,
    failures: [],
    error: null,
    kept: null,
    locale: 'es',
    onSuggest: vi.fn(),
    onUse: vi.fn(),
    ...over,
  };
  render(<Suggestions {...props} />);
  return props;
}

const suggestButton = () => screen.getByRole('button', { name: 'Suggest' });

describe('Suggestions', () => {
  it('asks for suggestions when Suggest is clicked', async () => {
    const props = setup();
    await userEvent.click(suggestButton());
    expect(props.onSuggest).toHaveBeenCalledOnce();
  });

  it.each<[Partial<SuggestionsProps>, string]>([
    [{ phase: 'starting' }, 'Asking for suggestions…'],
    [{ phase: 'warmup' }, 'Warming up the translation engine…'],
    [{ phase: 'translating', progress: { done: 2, total: 5 } }, 'Translating… 2 of 5'],
  ])('shows what a running job is doing: %j', (over, text) => {
    setup({ running: true, ...over });
    expect(screen.getByRole('status').textContent).toBe(text);
    expect((suggestButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws a progress bar when the job reports how far it is', () => {
    setup({ running: true, phase: 'translating', progress: { done: 2, total: 5 } });
    const bar = screen.getByRole('progressbar', { name: 'Suggestions progress' });
    expect(bar.getAttribute('value')).toBe('2');
    expect(bar.getAttribute('max')).toBe('5');
  });

  it('labels each suggestion with its engine and checks, the memory’s with score and source, as text', async () => {
    const props = setup({ suggestions: [MT, { ...TM }, { ...MT, pivot: 'es', text: 'Ajouter' }] });
    const items = within(screen.getByRole('list', { name: 'Suggested translations' }))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('suggestion'));
    expect(items.map((li) => li.querySelector('.engine')!.textContent)).toEqual([
      'Apertium',
      'Translation memory · 87 % match',
      'Apertium (through es)',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Checks of the Apertium suggestion' })).getByText(
        'The translation lacks {count} from the source',
      ),
    ).toBeTruthy();
    // Service text is text: no element is made of it.
    expect(items[1]!.querySelector('.text')!.textContent).toBe(XSS);
    expect(items[1]!.querySelector('img, b')).toBeNull();
    expect(items[1]!.textContent).toContain('Matched source: Add to <b>basket</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Insert Translation memory' }));
    expect(props.onUse).toHaveBeenCalledWith(TM);
  });

  it('says when nothing was found, and which engines failed', () => {
    setup({ suggestions: [], failures: [{ model: 'deepl', error: 'Quota exceeded' }] });
    expect(screen.getByText('No suggestions for this text.')).toBeTruthy();
    expect(screen.getByText('DeepL failed: Quota exceeded')).toBeTruthy();
  });

  it('names what would cover a pair no engine covers', () => {
    setup({ noEngine: 'No machine translation engine … Installing an Apertium pair … would.' });
    expect(screen.getByText(/Installing an Apertium pair/)).toBeTruthy();
  });

  it('needs signing in with a key only: Suggest is off and says why', () => {
    setup({ unavailable: SIGN_IN });
    const button = suggestButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe(SIGN_IN);
  });

  it('after a save, says how much of the inserted suggestion was changed', () => {
    setup({ kept: 82 });
    expect(screen.getByText('You changed 18 % of the suggestion (chrF 82)')).toBeTruthy();
    cleanup();
    setup({ kept: 100 });
    expect(screen.getByText('You kept the suggestion as it was (chrF 100)')).toBeTruthy();
  });

  it('shows a failure to ask as an alert', () => {
    setup({ error: 'The service cannot be reached' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Suggestions failed: The service cannot be reached',
    );
  });
});
