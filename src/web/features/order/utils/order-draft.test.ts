import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, ORDER_DRAFT_KEY, readDraft, updateDraft } from './order-draft.ts';

const stored = () => sessionStorage.getItem(ORDER_DRAFT_KEY);

describe('the order draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps each change over the last, and reads it back for its way', () => {
    updateDraft('Order', { addressKey: 'brighton', notePreference: 'small' });
    updateDraft('Order', { details: { firstName: 'Ada' } });
    updateDraft('Order', { day: '2026-11-26' });
    expect(readDraft('Order')).toEqual({
      way: 'Order',
      addressKey: 'brighton',
      day: '2026-11-26',
      notePreference: 'small',
      details: { firstName: 'Ada' },
    });
  });

  it("gives another way only the customer's details: the branch and day belong to one way", () => {
    updateDraft('Order', { addressKey: 'brighton', day: '2026-11-26', details: { phone: '0' } });
    expect(readDraft('Sell')).toEqual({ details: { phone: '0' } });
    updateDraft('Sell', { addressKey: 'worthing' });
    expect(JSON.parse(stored() ?? '{}')).toEqual({
      way: 'Sell',
      addressKey: 'worthing',
      details: { phone: '0' },
    });
  });

  it('drops what does not fit, field by field, and reads unreadable text as no draft', () => {
    sessionStorage.setItem(
      ORDER_DRAFT_KEY,
      JSON.stringify({ way: 'Order', addressKey: 7, notePreference: 'huge', day: '2026-11-26' }),
    );
    expect(readDraft('Order')).toEqual({ way: 'Order', day: '2026-11-26' });
    sessionStorage.setItem(ORDER_DRAFT_KEY, '{not json');
    expect(readDraft('Order')).toEqual({});
  });

  it('is gone once cleared', () => {
    updateDraft('Order', { addressKey: 'brighton' });
    clearDraft();
    expect(stored()).toBeNull();
    expect(readDraft('Order')).toEqual({});
  });
});
