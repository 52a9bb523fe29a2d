// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkSuggest } from '../../components/panel/suggestions/bulk-suggest';
import { HiddenStrings } from '../../components/panel/page-inspect/hidden-strings';
import { ImageTranslate } from '../../components/panel/images/image-translate';
import { LooseTexts } from '../../components/panel/page-inspect/loose-texts';
import { OfferCard } from '../../components/panel/offers/offer-card';
import { OfferLanguageForm } from '../../components/panel/offers/offer-language-form';
import { OffersInbox } from '../../components/panel/offers/offers-inbox';
import { PreviewSwitch } from '../../components/panel/readiness/preview-switch';
import { ReadinessView } from '../../components/panel/readiness/readiness-view';
import { Suggestions } from '../../components/panel/suggestions/suggestions';
import type { OfferListEntry } from '../../lib/contract/offers';
import { workflow } from '../lib/panel/fixtures';
import { ENGLISH, inGerman, text } from './german';

/** The side panel's offers, suggestions, images, readiness and page inspection in German. */
afterEach(cleanup);

const ME = '01936f00-0000-7000-8000-000000000004';
const OFFER: OfferListEntry = {
  assignment_uuid: 'a-1',
  project_id: 'p-1',
  project_file_target_id: 7,
  offered_to_user_id: ME,
  role: 'translator',
  stage_index: 0,
  pricing_model: 'per_word',
  rate: 0.1,
  currency: 'EUR',
  estimated_volume: 2500,
  estimated_total: 250,
  offer_expires_at: null,
  state: 'accepted',
  pm_notes: null,
  counter: null,
  created_at: 1,
  project_name: 'Acme Store',
  namespace: 'checkout',
  locale: 'de',
};
const SUGGESTION = {
  model: 'translation-memory',
  text: 'Warenkorb',
  pivot: null,
  warnings: [],
  match: { score: 87, source: 'Cart', sourceKey: 'nav.cart' },
};
const JOB = {
  src: 'http://127.0.0.1/promo.png',
  sourceLocale: 'en',
  locale: 'de',
  status: 'completed' as const,
  stage: null,
  blocks: [
    {
      text: 'Sale',
      translation: 'Ausverkauf',
      bbox: [0, 0, 1, 1] as [number, number, number, number],
      confidence: 0.9,
    },
  ],
  error: null,
  showing: 'translated' as const,
  translationModel: 'apertium',
};

type Case = [name: string, view: ReactNode, texts: string[], controls: [string, string][]];
const views: Case[] = [
  [
    'suggesting for every empty row, and what it kept',
    <BulkSuggest
      key="b"
      count={3}
      running={false}
      phase="done"
      progress={null}
      noEngine={null}
      error={null}
      kept={2}
      onStart={vi.fn()}
    />,
    ['2 Vorschläge warten als Entwürfe'],
    [['button', 'Für jede leere Zeile dieser Seite vorschlagen (3)']],
  ],
  [
    'the suggestions of one row',
    <Suggestions
      key="s"
      unavailable={null}
      running
      phase="translating"
      progress={{ done: 1, total: 2 }}
      suggestions={[SUGGESTION]}
      noEngine={null}
      failures={[{ model: 'llm', error: 'x' }]}
      error={null}
      kept={82}
      locale="de"
      onSuggest={vi.fn()}
      onUse={vi.fn()}
    />,
    [
      'Übersetzung läuft … 1 von 2',
      'Sprachmodell fehlgeschlagen: x',
      'Translation Memory · 87 % Übereinstimmung',
      'Gefundener Ausgangstext: Cart',
      'Sie haben 18 % des Vorschlags geändert (chrF 82)',
    ],
    [
      ['button', 'Translation Memory einfügen'],
      ['list', 'Vorgeschlagene Übersetzungen'],
    ],
  ],
  [
    'the images of the page and a finished translation',
    <ImageTranslate
      key="i"
      images={[{ src: JOB.src, alt: 'Sale', width: 10, height: 10 }]}
      job={JOB}
      error={null}
      onRefresh={vi.fn()}
      onTranslate={vi.fn()}
      onShow={vi.fn()}
      onRedraw={vi.fn()}
    />,
    ['Mit apertium in de übersetzt.'],
    [
      ['button', 'Dieses Bild übersetzen: Sale'],
      ['button', 'Original zeigen'],
      ['textbox', 'Sale, auf de'],
      ['button', 'Bild mit diesen Übersetzungen neu zeichnen'],
    ],
  ],
  [
    'hidden strings and text with no key',
    <div key="h">
      <HiddenStrings items={[]} onSelect={vi.fn()} />
      <LooseTexts
        items={[]}
        unreadable={[{ kind: 'closed-shadow-root', where: 'x-card' }]}
        brandWords={[]}
        onBrandWords={vi.fn()}
        onShow={vi.fn()}
      />
    </div>,
    [
      'Auf dieser Seite gibt es keine verborgenen Texte.',
      'Jeder sichtbare Text dieser Seite hat einen Schlüssel.',
      'Ein geschlossener Shadow Root bei x-card',
    ],
    [['textbox', 'Markennamen (werden nicht gemeldet)']],
  ],
  [
    'a key hidden in a closed dialog',
    <HiddenStrings
      key="d"
      items={[
        {
          id: 'common|nav.help',
          namespace: 'common',
          key: 'nav.help',
          method: 'attribute',
          where: 'text',
          place: 'closed',
          detail: 'inside a closed dialog',
          text: 'Hilfe',
          path: 'dialog > p',
          state: 'delivered',
        },
      ]}
      onSelect={vi.fn()}
    />,
    ['in einem geschlossenen Dialog', 'Ausgeliefert'],
    [['button', 'nav.help']],
  ],
  [
    'the preview switch and readiness',
    <div key="r">
      <PreviewSwitch
        mode="pseudo"
        busy={false}
        elements={1}
        onChange={vi.fn()}
        expansion={0.4}
        onExpansion={vi.fn()}
      />
      <ReadinessView
        locales={[
          { locale: 'de', total: 2, delivered: 2, unknown: 0, share: 1, keys: [], groups: [] },
        ]}
        allLocales={false}
        loading={false}
        error={null}
        onAllLocalesChange={vi.fn()}
        onSelect={vi.fn()}
        onExport={vi.fn()}
      />
    </div>,
    [
      '1 Text auf der Seite ersetzt',
      '2 von 2 Schlüsseln ausgeliefert',
      'Jeder Schlüssel dieser Seite ist ausgeliefert.',
    ],
    [
      ['radio', 'Wie Kunden sie sehen würden'],
      ['checkbox', 'Alle aktiven Sprachen des Projekts'],
      ['region', 'Stand in de'],
    ],
  ],
  [
    'an offer I accepted, and my inbox',
    <OffersInbox
      key="o"
      inbox={{ me: ME, offers: [OFFER], waiting: 0 }}
      busy={false}
      error={null}
      onAct={vi.fn()}
      onCounter={vi.fn()}
    />,
    [
      'Angebote an mich (1)',
      'angenommen',
      'Übersetzer, Stufe 0 · 0,10 EUR × 2.500 = 250,00 EUR',
      'Läuft ab: kein Ablauf',
      'Angenommen: Warten auf die Bestätigung des Managers.',
    ],
    [['listitem', 'Angebot de · checkout']],
  ],
  [
    'a manager offering the language',
    <OfferLanguageForm
      key="f"
      context={{
        projectId: 'p-1',
        locale: 'de',
        members: [],
        targets: [{ id: 1, namespace: 'checkout', keys: 1, archived: false, activeOffer: null }],
      }}
      stages={workflow('pm').stages}
      volumes={new Map([['checkout', { words: 12, keys: 1 }]])}
      busy={false}
      error={null}
      onCreate={vi.fn()}
    />,
    ['Wörter (1 Schlüssel braucht Arbeit)', 'Umfang: die Wörter des englischen Ausgangstexts'],
    [
      ['form', 'de anbieten'],
      ['textbox', 'E-Mail-Adresse oder Benutzer-ID'],
      ['option', '0 Übersetzung'],
      ['button', 'Angebot senden'],
    ],
  ],
];

describe('in German', () => {
  it.each(views)('%s', (_name, view, texts, controls) => {
    inGerman(view);
    for (const t of texts) expect(text()).toContain(t);
    for (const [role, name] of controls) expect(screen.getByRole(role, { name })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('a counter-offer, in German numbers', () => {
    inGerman(
      <ul>
        <OfferCard
          offer={{ ...OFFER, state: 'offer', counter: null }}
          mine
          busy={false}
          onAct={vi.fn()}
          onCounter={vi.fn()}
        />
      </ul>,
    );
    screen.getByRole('button', { name: 'Gegenangebot …' }).click();
    return screen.findByRole('form', { name: 'Gegenangebot' }).then((form) => {
      expect(form.textContent).toContain('Gesamt: 250,00 EUR');
      expect(screen.getByRole('spinbutton', { name: 'Satz (EUR)' })).toBeTruthy();
    });
  });
});
