import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNote,
  formatNotePlan,
  formatNotes,
  isHighValue,
  NOTE_PREFERENCES,
  planNotes,
  type NotePlan,
  type NoteStock,
} from './note-plan.ts';

const EUR = [5, 10, 20, 50, 100, 200].map((note) => note * 100);
const unlimited = (series: number[]): NoteStock[] =>
  series.map((denominationMinor) => ({ denominationMinor, available: Infinity }));
const withCounts = (counts: Record<number, number>): NoteStock[] =>
  Object.entries(counts).map(([note, available]) => ({
    denominationMinor: Number(note) * 100,
    available,
  }));
/** "6x50 1x20": a plan's notes in major units, to read the examples at a glance. */
const read = (plan: NotePlan | null) =>
  plan?.notes
    .map(({ denominationMinor, count }) => `${count}x${denominationMinor / 100}`)
    .join(' ');

describe('planNotes: worked examples', () => {
  it.each([
    ['large', '1x200 1x100 1x20 1x10 1x5'],
    // The largest note worth at most half (€167.50) is €100, and at most half the amount in it.
    ['mixed', '1x100 4x50 1x20 1x10 1x5'],
    // The largest note worth at most a fifth (€67) below the two largest notes is €50.
    ['small', '6x50 1x20 1x10 1x5'],
  ] as const)('€335 %s: %s', (preference, notes) => {
    const plan = planNotes(335_00, unlimited(EUR), preference);
    expect(read(plan)).toBe(notes);
    expect(plan).toMatchObject({ paidMinor: 335_00, remainderMinor: 0 });
  });

  it('mixed is the default', () => {
    expect(planNotes(335_00, unlimited(EUR))).toEqual(planNotes(335_00, unlimited(EUR), 'mixed'));
  });

  it('leaves what is below the smallest note as the remainder: €335.58 pays €335, 58 cents back', () => {
    expect(planNotes(335_58, unlimited(EUR), 'large')).toMatchObject({
      paidMinor: 335_00,
      remainderMinor: 58,
    });
  });

  it('an amount below the smallest note is all remainder', () => {
    expect(planNotes(3_20, unlimited(EUR))).toEqual({
      notes: [],
      paidMinor: 0,
      remainderMinor: 3_20,
    });
  });

  it('finds the plan greedy misses: 60 in 20s and 50s is 3 × 20', () => {
    expect(read(planNotes(60_00, unlimited([20_00, 50_00]), 'large'))).toBe('3x20');
  });

  it('uses smaller notes when the larger ones have run out', () => {
    const stock = withCounts({ 5: 10, 10: 10, 20: 10, 50: 0, 100: 1, 200: 0 });
    expect(read(planNotes(335_00, stock, 'large'))).toBe('1x100 10x20 3x10 1x5');
  });

  it('pays with the notes above the ceiling when the notes below cannot: smallest of them first', () => {
    const stock = withCounts({ 5: 0, 10: 0, 20: 1, 50: 1, 100: 5, 200: 5 });
    expect(read(planNotes(170_00, stock, 'small'))).toBe('1x100 1x50 1x20');
  });

  it('is null when the stock cannot pay down to below the smallest note', () => {
    expect(planNotes(335_00, withCounts({ 5: 0, 10: 5, 20: 5, 50: 5 }), 'large')).toBeNull();
    expect(planNotes(100_00, [])).toBeNull();
  });

  it('pays less in notes when the stock cannot pay the most', () => {
    // Series 20 and 25: 47 can be 45 (20 + 25) or 40 (2 × 20), both within a smallest note.
    const stock = [
      { denominationMinor: 20_00, available: 2 },
      { denominationMinor: 25_00, available: 0 },
    ];
    expect(planNotes(47_00, stock, 'large')).toMatchObject({
      paidMinor: 40_00,
      remainderMinor: 7_00,
    });
  });

  it('plans large amounts of currencies with many units per pound', () => {
    const idr = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000].map((note) => note * 100);
    const plan = planNotes(98_765_432_10, unlimited(idr), 'large');
    expect(plan?.paidMinor).toBe(98_765_000_00);
    expect(plan?.notes[0]).toEqual({ denominationMinor: 100_000_00, count: 987 });
  });
});

/** Brute force over every combination of a small stock: the most payable within a smallest note. */
function bestPayable(amount: number, stock: NoteStock[]): number | null {
  const smallest = Math.min(...stock.map((s) => s.denominationMinor));
  let sums = new Set([0]);
  for (const { denominationMinor, available } of stock) {
    const next = new Set<number>();
    for (const sum of sums) {
      for (let n = 0; n <= available && sum + n * denominationMinor <= amount; n++) {
        next.add(sum + n * denominationMinor);
      }
    }
    sums = next;
  }
  const best = Math.max(...sums);
  return amount - best < smallest ? best : null;
}

const seriesArb = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 });
const stockArb = seriesArb.chain((series) =>
  fc.tuple(
    ...series.map((note) =>
      fc.record({
        denominationMinor: fc.constant(note * 100),
        available: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant(Infinity)),
      }),
    ),
  ),
);
const preferenceArb = fc.constantFrom(...NOTE_PREFERENCES);

describe('planNotes: keeping off high-value notes', () => {
  const highEuro = (denominationMinor: number) => isHighValue('EUR', denominationMinor, 1.15);

  it('€520 (£450) mixed: 2 × €100 and €50s, not the €200 the half rule would pick', () => {
    expect(read(planNotes(520_00, unlimited(EUR), 'mixed'))).toBe('1x200 3x100 1x20');
    const plan = planNotes(520_00, unlimited(EUR), 'mixed', highEuro);
    expect(read(plan)).toBe('2x100 6x50 1x20');
    expect(plan?.paidMinor).toBe(520_00);
  });

  it('CHF 600 small: CHF 50s, not the CHF 100 (£89) a fifth would pick', () => {
    const CHF = [10, 20, 50, 100, 200, 1000].map((note) => note * 100);
    const highFranc = (denominationMinor: number) => isHighValue('CHF', denominationMinor, 1.12);
    expect(read(planNotes(600_00, unlimited(CHF), 'small'))).toBe('6x100');
    expect(read(planNotes(600_00, unlimited(CHF), 'small', highFranc))).toBe('12x50');
  });

  it('large asks for the largest notes, high-value or not', () => {
    expect(read(planNotes(520_00, unlimited(EUR), 'large', highEuro))).toBe('2x200 1x100 1x20');
  });

  it('plans a high-value note only when the stock cannot pay without it', () => {
    const short = withCounts({ 200: 5, 100: 1, 50: 2, 20: 0, 10: 0, 5: 0 });
    expect(read(planNotes(400_00, short, 'mixed', highEuro))).toBe('1x200 1x100 2x50');
    expect(read(planNotes(400_00, short, 'small', highEuro))).toBe('1x200 1x100 2x50');
  });

  it('never plans an avoided note when the others can pay as much, and stays exact', () => {
    const avoidAbove = (limit: number) => (denominationMinor: number) => denominationMinor > limit;
    fc.assert(
      fc.property(
        stockArb.map((stock) => stock.map((s) => ({ ...s, available: Math.min(s.available, 6) }))),
        fc.integer({ min: 0, max: 600_00 }),
        fc.constantFrom('mixed' as const, 'small' as const),
        fc.integer({ min: 0, max: 200_00 }),
        (stock, amount, preference, limit) => {
          const avoid = avoidAbove(limit);
          const plan = planNotes(amount, stock, preference, avoid);
          expect(plan?.paidMinor ?? null).toBe(bestPayable(amount, stock));
          const ordinary = stock.filter((s) => !avoid(s.denominationMinor));
          if (plan && ordinary.length > 0 && bestPayable(amount, ordinary) === plan.paidMinor) {
            expect(plan.notes.filter((n) => avoid(n.denominationMinor))).toEqual([]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('planNotes: properties', () => {
  it('adds up to what it pays, never uses more than available, leaves less than the smallest note', () => {
    fc.assert(
      fc.property(
        stockArb,
        fc.integer({ min: 0, max: 2_000_00 }),
        preferenceArb,
        (stock, amount, preference) => {
          const plan = planNotes(amount, stock, preference);
          if (!plan) return;
          const paid = plan.notes.reduce((sum, n) => sum + n.denominationMinor * n.count, 0);
          expect(paid).toBe(plan.paidMinor);
          expect(plan.paidMinor + plan.remainderMinor).toBe(amount);
          const smallest = Math.min(...stock.map((s) => s.denominationMinor));
          expect(plan.remainderMinor).toBeGreaterThanOrEqual(0);
          expect(plan.remainderMinor).toBeLessThan(smallest);
          for (const { denominationMinor, count } of plan.notes) {
            expect(count).toBeGreaterThan(0);
            const held = stock.find((s) => s.denominationMinor === denominationMinor);
            expect(count).toBeLessThanOrEqual(held?.available ?? -1);
          }
          const order = plan.notes.map((n) => n.denominationMinor);
          expect(order).toEqual([...order].sort((a, b) => b - a));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is exact: a plan whenever one exists, paying the most the stock can', () => {
    fc.assert(
      fc.property(
        stockArb.map((stock) => stock.map((s) => ({ ...s, available: Math.min(s.available, 6) }))),
        fc.integer({ min: 0, max: 600_00 }),
        preferenceArb,
        (stock, amount, preference) => {
          const best = bestPayable(amount, stock);
          const plan = planNotes(amount, stock, preference);
          expect(plan?.paidMinor ?? null).toBe(best);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('large uses the fewest notes of a 1-2-5 series when stock is unlimited', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (euros) => {
        const plan = planNotes(euros * 100, unlimited(EUR), 'large');
        let rest = euros - (euros % 5);
        let fewest = 0;
        for (const note of [200, 100, 50, 20, 10, 5]) {
          fewest += Math.floor(rest / note);
          rest %= note;
        }
        expect(plan?.notes.reduce((sum, n) => sum + n.count, 0)).toBe(fewest);
      }),
    );
  });

  it('mixed holds at most half the amount in its largest note when the stock allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 5_000 }), (euros) => {
        const plan = planNotes(euros * 100, unlimited(EUR), 'mixed');
        const top = plan?.notes[0];
        expect(top && top.denominationMinor * top.count).toBeLessThanOrEqual((euros * 100) / 2);
      }),
    );
  });

  it('small never uses the two largest notes when the stock below them is unlimited', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (euros) => {
        const plan = planNotes(euros * 100, unlimited(EUR), 'small');
        expect(plan?.notes.every((n) => n.denominationMinor <= 50_00)).toBe(true);
      }),
    );
  });
});

describe('isHighValue', () => {
  it.each([
    ['EUR', 500_00, 1.15, true],
    ['EUR', 200_00, 1.15, true],
    ['EUR', 100_00, 1.15, false],
    ['USD', 100_00, 1.27, true],
    ['USD', 50_00, 1.27, false],
    // Other currencies: worth £50 or more at the rate.
    ['CHF', 100_00, 1.12, true], // £89
    ['CHF', 50_00, 1.12, false], // £44.64
    ['AED', 500_00, 4.66, true], // £107
    ['AED', 200_00, 4.66, false], // £42.92
    ['THB', 1_000_00, 20, true], // exactly £50
    ['THB', 1_000_00, 20.01, false],
  ] as const)('%s %s at %s: %s', (code, note, rate, expected) => {
    expect(isHighValue(code, note, rate)).toBe(expected);
  });
});

describe('formatNotes', () => {
  it('uses the symbol where UK customers read it at a glance, else the code', () => {
    expect(formatNote('EUR', 50)).toBe('€50');
    expect(formatNote('USD', 100)).toBe('$100');
    expect(formatNote('THB', 1000)).toBe('THB 1,000');
    expect(formatNote('OMR', 0.5)).toBe('OMR 0.50');
  });

  it('lists the notes in the order given, leaving out none-counts', () => {
    expect(
      formatNotes('EUR', [
        { denomination: 50, count: 6 },
        { denomination: 20, count: 1 },
        { denomination: 10, count: 0 },
        { denomination: 5, count: 1 },
      ]),
    ).toBe('6 × €50, 1 × €20, 1 × €5');
  });
});

describe('formatNotePlan', () => {
  const notes = [
    { denomination: 50, count: 6 },
    { denomination: 20, count: 1 },
    { denomination: 5, count: 1 },
  ];
  it('adds the change in GBP when there is some', () => {
    expect(formatNotePlan('EUR', notes, 0.44)).toBe(
      '6 × €50, 1 × €20, 1 × €5 and £0.44 back in cash',
    );
    expect(formatNotePlan('EUR', notes, 0)).toBe('6 × €50, 1 × €20, 1 × €5');
    expect(formatNotePlan('EUR', [], 2.78)).toBe('£2.78 back in cash');
    expect(formatNotePlan('EUR', [], 0)).toBe('');
  });
});
