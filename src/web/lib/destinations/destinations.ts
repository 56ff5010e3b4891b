/**
 * Where each currency is spent, for searching by destination ("Spain", "Dubai", "USA"): every
 * country and territory of countries-list (its English and native names, other names and capital)
 * under each currency it uses, and the holiday places UK travellers look for by name. The finder
 * loads this module when the visitor first types, so the page itself never carries it.
 */
import { countries } from 'countries-list';

/** Places better known than their country, by the country's ISO 3166 code. */
const HOLIDAY_PLACES: Readonly<Record<string, readonly string[]>> = {
  AE: ['Dubai'],
  EG: ['Sharm el-Sheikh', 'Hurghada'],
  ES: ['Tenerife', 'Majorca', 'Mallorca', 'Ibiza', 'Lanzarote', 'Canary Islands', 'Benidorm'],
  GR: ['Crete', 'Corfu', 'Rhodes', 'Zante'],
  ID: ['Bali', 'Lombok'],
  IN: ['Goa'],
  MA: ['Marrakech'],
  MX: ['Cancun'],
  PT: ['Algarve', 'Madeira'],
  TH: ['Phuket', 'Koh Samui'],
  TR: ['Antalya', 'Dalaman'],
  US: ['Florida', 'Orlando', 'New York', 'Las Vegas', 'California', 'Hawaii'],
};

/** Lower case without accents: "Türkiye" is found by "turkiye". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

interface Place {
  name: string;
  folded: string;
}

/** Each currency's places, the country's English name first. */
const placesByCurrency = new Map<string, Place[]>();
for (const [code, country] of Object.entries(countries)) {
  const names = [
    country.name,
    country.native,
    ...(country.alias ?? []),
    country.capital,
    ...(HOLIDAY_PLACES[code] ?? []),
  ].filter((name) => name !== '');
  for (const currency of country.currency) {
    const places = placesByCurrency.get(currency) ?? [];
    places.push(...names.map((name) => ({ name, folded: folded(name) })));
    placesByCurrency.set(currency, places);
  }
}

/**
 * The place spending `currency` that `text` names: the whole name ("US", "UK") first, then from
 * three letters the start of a name ("spa"), then the start of one of its words ("vegas").
 * Undefined when none.
 */
export function placeFor(currency: string, text: string): string | undefined {
  const wanted = folded(text);
  const places = placesByCurrency.get(currency);
  if (!wanted || !places) return undefined;
  const tests: Array<(place: Place) => boolean> = [(place) => place.folded === wanted];
  if (wanted.length >= 3) {
    tests.push(
      (place) => place.folded.startsWith(wanted),
      (place) => place.folded.split(/[\s-]+/).some((word) => word.startsWith(wanted)),
    );
  }
  for (const named of tests) {
    const place = places.find(named);
    if (place) return place.name;
  }
  return undefined;
}
