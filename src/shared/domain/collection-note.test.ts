import { describe, expect, it } from 'vitest';
import { collectionNote, formatCollectionDay } from './collection-note.ts';

const hours = { opens: '09:00', closes: '17:30' };
const branch = {
  name: 'Brighton',
  openingHours: {
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: { opens: '09:00', closes: '17:00' },
    sunday: null,
  },
};

describe('the collection note', () => {
  it('names the day, the branch and its hours that day', () => {
    expect(collectionNote('Order', branch, '2026-11-24')).toBe(
      'Collect from Brighton on Tuesday 24 November, 09:00–17:30',
    );
    expect(collectionNote('Sell', branch, '2026-11-28')).toBe(
      'Drop off at Brighton on Saturday 28 November, 09:00–17:00',
    );
  });

  it('reads the day whatever the time zone of the machine', () => {
    expect(formatCollectionDay('2027-01-01')).toBe('Friday 1 January');
  });
});
