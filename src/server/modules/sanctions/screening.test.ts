import { describe, expect, it } from 'vitest';
import { listFile } from '#server/test-support/sanctions-list.ts';
import { nameWords, oneEditApart, screeningOf } from './screening.ts';
import { parseSanctionsList } from './uk-sanctions-list.ts';

const { names } = parseSanctionsList(
  listFile([
    { uniqueId: 'SYR0001', familyName: 'AL-ZAHRA', otherNames: ['Fatima'], regime: 'Syria' },
    {
      uniqueId: 'SYR0001',
      familyName: 'Zahra',
      otherNames: ['Fatimah'],
      nameType: 'Alias',
      aliasStrength: 'Good quality',
    },
    {
      uniqueId: 'IRN0002',
      familyName: 'Khodabakhshi',
      otherNames: ['Mohammed', 'Ali'],
      regime: 'Iran',
    },
    {
      uniqueId: 'IRN0002',
      familyName: 'Khodabakhsh',
      otherNames: ['Mohamad'],
      nameType: 'Primary name variation',
      regime: 'Iran',
    },
    {
      uniqueId: 'AQD0003',
      familyName: 'Bakr',
      otherNames: ['Abu'],
      nameType: 'Alias',
      aliasStrength: 'Low quality',
      regime: 'ISIL (Da’esh) and Al-Qaida',
    },
    { uniqueId: 'RUS0004', familyName: 'Rosneft Trading', designationType: 'Entity' },
    { uniqueId: 'RUS0005', familyName: 'Ocean Star', designationType: 'Ship' },
    { uniqueId: 'GHR0006', familyName: "O'Neill-García", otherNames: ['José Luis'] },
  ]),
);
const screening = screeningOf(names);

describe('normalising names', () => {
  it('drops accents, case, apostrophes and dots, and splits at hyphens and spaces', () => {
    expect(nameWords("  José-Luis O'Neill   Jr. ＡＢＣ")).toEqual([
      'jose',
      'luis',
      'oneill',
      'jr',
      'abc',
    ]);
  });

  it('tells words one letter apart', () => {
    expect(oneEditApart('khodabakhshi', 'khodabakhshy')).toBe(true);
    expect(oneEditApart('khodabakhshi', 'khodabakshi')).toBe(true);
    expect(oneEditApart('khodabakhshi', 'khodabakhshii')).toBe(true);
    expect(oneEditApart('khodabakhshi', 'khodabakhshi')).toBe(true);
    expect(oneEditApart('khodabakhshi', 'khodabaksh')).toBe(false);
    expect(oneEditApart('abcd', 'badc')).toBe(false);
  });
});

describe('screening a customer', () => {
  it.each([
    ['Fatima Al Zahra', 'SYR0001', 'the family name in two words'],
    ['Al-Zahra Fatima', 'SYR0001', 'family name first'],
    ['FATIMA ALZAHRA', 'SYR0001', 'the family name run together, upper case'],
    ['Fatima Noor Al-Zahra', 'SYR0001', 'a middle name besides'],
    ['Fatimah Zahra', 'SYR0001', 'a good-quality alias'],
    [
      'Ali Khodabakhshy',
      'IRN0002',
      'a long family name one letter apart, and the second given name',
    ],
    ['Mohammed Khodabakshi', 'IRN0002', 'a letter left out of a long family name'],
    ['Mohamad Khodabakhsh', 'IRN0002', 'a variation'],
    ['Abu Bakr', 'AQD0003', "a low-quality alias's whole name"],
    ['Bakr Abu', 'AQD0003', 'the whole name in the other order'],
    ['Jose Oneill Garcia', 'GHR0006', 'accents, an apostrophe and a hyphen'],
    ['Luis O’Neill García', 'GHR0006', 'one word of a two-word given name'],
  ])('matches %s (%s)', (customer, uniqueId) => {
    expect(screening.screen(customer)).toMatchObject({ uniqueId, matched: customer });
  });

  it.each([
    ['John Al-Zahra', 'a shared family name alone'],
    ['Fatima Smith', 'a given name alone'],
    ['Fatima Al Zahraa', 'a short family name one letter apart'],
    ['Fatimaa Al Zahra', 'a short given name one letter apart'],
    ['Ali Khodabakhshiyan', 'a long family name three letters apart'],
    ['Abu Bakr Siddiq', "more than a low-quality alias's whole name"],
    ['Rosneft Trading', 'an entity'],
    ['Ocean Star', 'a ship'],
    ['Zahra', 'one name only'],
  ])('does not match %s (%s)', (customer) => {
    expect(screening.screen(customer)).toBeUndefined();
  });

  it('says which listed name and regime matched', () => {
    expect(screening.screen('Fatima Al Zahra')).toEqual({
      uniqueId: 'SYR0001',
      name: 'Fatima AL-ZAHRA',
      regime: 'Syria',
      matched: 'Fatima Al Zahra',
    });
  });
});
