import type { EditorWorkflow } from '../../../lib/contract/editor';
import type { PageReport } from '../../../lib/messaging/types';
import type { AuthState, OutboxEntry, PanelPage } from '../../../lib/messaging/types';
import { describeWorkflow } from '../../../lib/workflow/definitions';
import { entry } from '../fixtures/target-status';

export { entry };

/** translate_review: 0 Translation, 1 Review, 2 Postreview. */
export function workflow(
  who: 'translator' | 'reviewer' | 'pm' | 'publishable',
  over: Partial<EditorWorkflow> = {},
): EditorWorkflow {
  const assigned = who === 'translator' ? [0] : who === 'reviewer' ? [1, 2] : [];
  const isPm = who === 'pm' || who === 'publishable';
  return {
    ...describeWorkflow('translate_review', 'per_row', { isPm, assignedStages: assigned }),
    locale: 'de',
    caller_kind: who === 'publishable' ? 'publishable' : 'session',
    user_id: who === 'publishable' ? null : `u-${who}`,
    ...over,
  };
}

type Hit = PageReport['keys'][number];
const hit = (
  namespace: string,
  key: string,
  status: Hit['status'],
  over: Partial<Hit> = {},
): Hit => ({
  namespace,
  key,
  locale: 'de',
  method: 'attribute',
  where: 'text',
  frameId: 0,
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
  status,
  ...over,
});

export const XSS = '<img src=x onerror=alert(1)>';

/** A page of the demo's shape, one key per interesting situation. */
export function page(
  wf: EditorWorkflow | null = workflow('translator'),
  over: Partial<PanelPage> = {},
): PanelPage {
  const delivered = entry({
    text: 'Startseite',
    isReady: true,
    isDelivered: true,
    stageIndex: 2,
    confirmedBy: 'u-reviewer',
  });
  const keys: Hit[] = [
    hit('common', 'nav.home', delivered),
    hit('common', 'nav.cart', entry({ text: 'Warenkorb {count}' }), { method: 'invisible' }),
    hit('common', 'nav.home', delivered, { method: 'text', frameId: 1, visible: false }),
    hit(
      'checkout',
      'pay.title',
      entry({ text: 'Bezahlen', stageIndex: 1, confirmedBy: 'u-translator' }),
    ),
    hit(
      'checkout',
      'pay.total',
      entry({ text: 'Summe', stageIndex: 2, confirmedBy: 'u-reviewer' }),
    ),
    hit('checkout', 'pay.note', null, { method: 'text', ambiguous: true }),
    hit(
      'common',
      'footer.copy',
      entry({ text: 'Kopie', isLocked: true, isDelivered: true, stageIndex: 1 }),
    ),
    hit('common', 'promo.html', entry({ text: XSS, rowState: 'machine_translated' })),
  ];
  return {
    report: {
      url: 'http://127.0.0.1/demo/',
      locale: 'de',
      frames: [],
      keys,
      unmatchedTextCount: 0,
      revision: 1,
    },
    locale: 'de',
    isSource: false,
    workflow: wf,
    flags: {
      common: { archived: false, busy: false, can_create: true },
      checkout: { archived: false, busy: false, can_create: true },
    },
    sources: {
      common: {
        'nav.home': 'Home',
        'nav.cart': 'Cart {count}',
        'footer.copy': 'Copy',
        'promo.html': 'Promo <b>now</b>',
      },
      checkout: { 'pay.title': 'Pay', 'pay.total': 'Total', 'pay.note': 'Note' },
    },
    selected: null,
    problem: null,
    ...over,
  };
}

export function auth(over: Partial<AuthState> = {}): AuthState {
  return {
    baseUrl: 'http://127.0.0.1:8787',
    mode: 'demo',
    needsProject: false,
    user: null,
    projects: [],
    project: null,
    sessionExpiresAt: null,
    lastEmail: null,
    problem: null,
    ...over,
  };
}

export const PROJECT = {
  project_id: 'p1',
  name: 'Acme Store',
  continuous: true,
  create_time: '2024-01-01T00:00:00Z',
  role: 'member' as const,
  source_locale: 'en',
  locales: [{ locale: 'de', live: true, archived: false }],
};

export const USER = {
  user_id: 'u-translator',
  email: 'translator@example.com',
  email_verified: true,
  registration_completed: true,
  name: 'Tina',
  surname: 'Translator',
};

export function outboxEntry(over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'o1',
    kind: 'save',
    locale: 'de',
    namespace: 'common',
    key: 'nav.cart',
    text: 'Mein Korb',
    baseText: 'Warenkorb {count}',
    state: 'pending',
    attempts: 0,
    nextAt: 0,
    lastError: null,
    createdAt: 0,
    ...over,
  };
}
