import { describe, expect, it } from 'vitest';
import {
  orderFlags,
  reachesCddThreshold,
  withFlag,
  type DueDiligenceRules,
} from './due-diligence.ts';

const RULES: DueDiligenceRules = {
  cddThresholdGbp: 12_000,
  idCheckFromGbp: 1000,
  maxOrderGbp: 5000,
};

/** An order of `total` pounds whose customer's 90 days come to `linked` pounds. */
const flags = (total: number, linked = total, highValueNotes = false, rules = RULES) =>
  orderFlags({ totalGbpMinor: total * 100, linkedGbpMinor: linked * 100, highValueNotes }, rules);

describe('reachesCddThreshold', () => {
  it('holds from the threshold itself, to the penny', () => {
    expect(reachesCddThreshold(1_199_999, RULES)).toBe(false);
    expect(reachesCddThreshold(1_200_000, RULES)).toBe(true);
    expect(reachesCddThreshold(5_000_000, RULES)).toBe(true);
  });
});

describe('orderFlags', () => {
  it('marks nothing on an ordinary order', () => {
    expect(flags(200)).toEqual([]);
    expect(flags(899.99)).toEqual([]);
  });

  it('marks high-value notes', () => {
    expect(flags(200, 200, true)).toEqual(['high-notes']);
  });

  it('marks an order from 90% of the ID check up to, not at, its amount', () => {
    expect(flags(899.99)).toEqual([]);
    expect(flags(900)).toEqual(['near-threshold']);
    expect(flags(999.99)).toEqual(['near-threshold']);
    expect(flags(1000)).toEqual([]);
  });

  it('marks an order from 90% of the largest online order up to it', () => {
    expect(flags(4499.99)).toEqual([]);
    expect(flags(4500)).toEqual(['near-threshold']);
    expect(flags(5000)).toEqual(['near-threshold']);
  });

  it('marks linked orders from 80% of the threshold as near, and from the threshold as linked', () => {
    expect(flags(200, 9599.99)).toEqual([]);
    expect(flags(200, 9600)).toEqual(['near-threshold']);
    expect(flags(200, 11_999.99)).toEqual(['near-threshold']);
    expect(flags(200, 12_000)).toEqual(['linked']);
    expect(flags(4800, 15_000, true)).toEqual(['high-notes', 'near-threshold', 'linked']);
  });

  it('never marks the ID check when every order needs one', () => {
    expect(flags(0.5, 0.5, false, { ...RULES, idCheckFromGbp: 0 })).toEqual([]);
  });
});

describe('withFlag', () => {
  it('adds a mark once, in the marks’ order', () => {
    expect(withFlag([], 'linked')).toEqual(['linked']);
    expect(withFlag(['linked'], 'high-notes')).toEqual(['high-notes', 'linked']);
    expect(withFlag(['high-notes', 'linked'], 'linked')).toEqual(['high-notes', 'linked']);
  });
});
