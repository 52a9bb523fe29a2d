import { describe, expect, it } from 'vitest';
import {
  counterOfferRequest,
  createOffersRequest,
  isActiveOffer,
  offerItem,
  offerRecord,
  type OfferState,
} from '../../../lib/contract/offers';

const item = {
  project_file_target_id: 7,
  offered_to_user_id: '0190f5a4-7b3c-7d2e-9a1b-3c4d5e6f7a8b',
  role: 'translator',
  stage_index: 0,
  rate: 0.12,
  estimated_volume: 1500,
};

describe('offerItem', () => {
  it('defaults currency to EUR and validity to 168 hours', () => {
    expect(offerItem.parse(item)).toMatchObject({ currency: 'EUR', offer_valid_until_hours: 168 });
  });

  it('upper-cases a lower-case currency code', () => {
    expect(offerItem.parse({ ...item, currency: 'usd' }).currency).toBe('USD');
  });

  it.each([
    ['pm_notes of 1000 characters', { pm_notes: 'n'.repeat(1000) }],
    ['pm_notes of 1000 emoji (code points, not UTF-16 units)', { pm_notes: '👍'.repeat(1000) }],
    ['a pricing model', { pricing_model: 'per_word' }],
    ['an explicit expiry', { offer_expires_at: 1_900_000_000 }],
    ['a total the backend will recompute', { estimated_total: 1 }],
  ])('accepts %s', (_name, patch) => {
    expect(offerItem.safeParse({ ...item, ...patch }).success).toBe(true);
  });

  it.each([
    ['pm_notes of 1001 characters', { pm_notes: 'n'.repeat(1001) }],
    ['no role', { role: undefined }],
    ['an empty role', { role: ' ' }],
    ['no stage_index', { stage_index: undefined }],
    ['a negative stage_index', { stage_index: -1 }],
    ['a fractional stage_index', { stage_index: 1.5 }],
    ['an unknown pricing model', { pricing_model: 'per_hour' }],
    ['a currency that is not ISO 4217', { currency: 'EURO' }],
    ['a rate given as a string', { rate: '0.12' }],
    ['a negative rate', { rate: -1 }],
    ['a target id given as a string', { project_file_target_id: '7' }],
    ['a user id that is not a UUID', { offered_to_user_id: 'alice' }],
    ['zero validity hours', { offer_valid_until_hours: 0 }],
  ])('rejects %s', (_name, patch) => {
    expect(offerItem.safeParse({ ...item, ...patch }).success).toBe(false);
  });
});

describe('createOffersRequest', () => {
  it.each([
    ['two targets', { offers: [item, { ...item, project_file_target_id: 8 }] }, true],
    ['no offers', { offers: [] }, false],
    ['one target twice', { offers: [item, { ...item, role: 'reviewer', stage_index: 1 }] }, false],
    ['a bare array', [item], false],
  ])('%s', (_name, body, ok) => {
    expect(createOffersRequest.safeParse(body).success).toBe(ok);
  });
});

describe('counterOfferRequest', () => {
  it.each([
    ['a rate', { rate: 0.15 }, true],
    [
      'a deadline and notes',
      { deadline: 1_900_000_000, counter_notes: 'Need one more week' },
      true,
    ],
    ['nothing', {}, false],
    ['only notes', { counter_notes: 'Too cheap' }, false],
    ['notes of 1001 characters', { rate: 1, counter_notes: 'n'.repeat(1001) }, false],
    ['a rate given as a string', { rate: '0.15' }, false],
  ])('%s', (_name, body, ok) => {
    expect(counterOfferRequest.safeParse(body).success).toBe(ok);
  });
});

describe('offerRecord', () => {
  const record = {
    assignment_uuid: 'a1',
    project_id: 'p1',
    project_file_target_id: 7,
    offered_to_user_id: item.offered_to_user_id,
    role: 'translator',
    stage_index: 0,
    pricing_model: null,
    rate: 0.12,
    currency: 'EUR',
    estimated_volume: 1500,
    estimated_total: 180,
    offer_expires_at: null,
    state: 'offer',
    pm_notes: null,
    counter: null,
    created_at: 1_700_000_000,
  };
  const counter = {
    rate: 0.15,
    estimated_volume: 1500,
    estimated_total: 225,
    deadline: null,
    counter_notes: null,
    created_at: 1_700_000_100,
  };

  it.each([
    ['a fresh offer', {}, true],
    ['an offer with a counter', { counter }, true],
    ['fields of a newer backend', { added_later: 'x' }, true],
    ['an unknown state', { state: 'pending' }, false],
    ['a counter without its total', { counter: { ...counter, estimated_total: undefined } }, false],
    ['a missing pm_notes', { pm_notes: undefined }, false],
  ])('%s', (_name, patch, ok) => {
    expect(offerRecord.safeParse({ ...record, ...patch }).success).toBe(ok);
  });

  it.each<[OfferState, boolean]>([
    ['offer', true],
    ['accepted', true],
    ['confirmed', true],
    ['declined', false],
    ['withdrawn', false],
    ['expired', false],
  ])('state %s is active: %s', (state, active) => {
    expect(isActiveOffer(state)).toBe(active);
  });
});
