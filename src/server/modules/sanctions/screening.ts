/**
 * Screens a customer's name against the UK Sanctions List's individuals. Both sides are
 * normalised (`nameWords`). A customer matches a primary name, a variation or a good-quality alias
 * when the listed family name and at least one listed given name are both among the customer's
 * names, in any order; a family name is also compared with its spaces removed (AL-ZAHRA = Al Zahra
 * = Alzahra), and words of 8 or more letters may differ by one letter. A shared family name alone
 * is not a match. A low-quality alias matches only the customer's whole name. Entities and ships
 * are not screened against customers.
 *
 * The list is indexed once (about 20,000 names): a screening looks up the customer's few runs of
 * words, and their one-letter-deleted forms, in maps, instead of walking the list.
 */
import type { ListedName } from './uk-sanctions-list.ts';

/** Compatibility form, accents and case removed, apostrophes and dots dropped, the rest split. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['‘’ʼ`´.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words of this length or more may differ by one letter. */
const FUZZY_LENGTH = 8;

/** Whether `a` and `b` are at most one insertion, deletion or substitution apart. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  const rest = short.length === long.length ? i + 1 : i;
  return short.slice(rest) === long.slice(i + 1) || short === long;
}

/** `listed` as screening compares a word: exactly, or one letter apart when it is long. */
const sameWord = (listed: string, customer: string) =>
  listed === customer || (listed.length >= FUZZY_LENGTH && oneEditApart(listed, customer));

/** `word` with each one letter left out. */
const deletions = (word: string) =>
  Array.from({ length: word.length }, (_, index) => word.slice(0, index) + word.slice(index + 1));

/** The customer name that matched a listed individual. */
export interface SanctionsMatch {
  uniqueId: string;
  /** The name as listed. */
  name: string;
  regime: string;
  /** The customer's name that matched, as screened. */
  matched: string;
}

interface Indexed {
  listed: ListedName;
  /** The family name's words run together. */
  family: string;
  /** Each given name's words, and each multi-word given name run together. */
  given: string[];
}

/** A run of the customer's words: its words run together, and where it starts and ends. */
interface Run {
  joined: string;
  from: number;
  to: number;
}

/** The contiguous runs of `words`, up to `longest` words each. */
function runsOf(words: string[], longest = 4): Run[] {
  const runs: Run[] = [];
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 1; to <= Math.min(words.length, from + longest); to++) {
      runs.push({ joined: words.slice(from, to).join(''), from, to });
    }
  }
  return runs;
}

const displayName = (listed: ListedName) =>
  [...listed.otherNames, listed.familyName].filter(Boolean).join(' ');

const wholeNameKeys = (words: string[]) => [words.toSorted().join(' '), words.join('')];

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

export interface Screening {
  /** The first listed individual `name` matches, if any. */
  screen(name: string): SanctionsMatch | undefined;
}

/** Indexes the list's individuals for screening. */
export function screeningOf(names: readonly ListedName[]): Screening {
  /** By family name run together. */
  const byFamily = new Map<string, Indexed[]>();
  /** By each one-letter-deleted form of a long family name. */
  const byFamilyDeletion = new Map<string, Indexed[]>();
  /** Low-quality aliases by their whole name: sorted words, and words run together. */
  const byWholeName = new Map<string, ListedName[]>();
  /** No run of the customer's words longer than this (and one letter) can be a family name. */
  let longestFamily = 0;

  for (const listed of names) {
    if (listed.designationType !== 'Individual') continue;
    const familyWords = nameWords(listed.familyName);
    const givenNames = listed.otherNames.map(nameWords).filter((words) => words.length > 0);
    if (listed.lowQuality) {
      const whole = [...givenNames.flat(), ...familyWords];
      const orders = [whole, [...familyWords, ...givenNames.flat()]];
      for (const key of new Set(orders.flatMap(wholeNameKeys))) push(byWholeName, key, listed);
      continue;
    }
    const family = familyWords.join('');
    if (!family || givenNames.length === 0) continue;
    const given = [
      ...new Set([
        ...givenNames.flat(),
        ...givenNames.filter((w) => w.length > 1).map((w) => w.join('')),
      ]),
    ];
    const entry = { listed, family, given };
    push(byFamily, family, entry);
    longestFamily = Math.max(longestFamily, family.length);
    if (family.length >= FUZZY_LENGTH) {
      for (const deleted of new Set(deletions(family))) push(byFamilyDeletion, deleted, entry);
    }
  }

  /** Entries whose family name may be `joined`: exactly, or one letter apart. */
  function candidates(joined: string): Indexed[] {
    if (joined.length > longestFamily + 1) return [];
    const found = [...(byFamily.get(joined) ?? [])];
    if (joined.length >= FUZZY_LENGTH - 1) {
      found.push(...(byFamilyDeletion.get(joined) ?? []));
      for (const deleted of deletions(joined)) {
        found.push(...(byFamily.get(deleted) ?? []), ...(byFamilyDeletion.get(deleted) ?? []));
      }
    }
    return found.filter((entry) => sameWord(entry.family, joined));
  }

  return {
    screen(name) {
      const words = nameWords(name);
      if (words.length < 2) return undefined;
      const match = (listed: ListedName): SanctionsMatch => ({
        uniqueId: listed.uniqueId,
        name: displayName(listed),
        regime: listed.regime,
        matched: name,
      });
      const runs = runsOf(words);
      for (const familyRun of runs) {
        for (const entry of candidates(familyRun.joined)) {
          const others = runs.filter((run) => run.to <= familyRun.from || run.from >= familyRun.to);
          const givenMatches = others.some((run) =>
            entry.given.some((given) => sameWord(given, run.joined)),
          );
          if (givenMatches) return match(entry.listed);
        }
      }
      for (const key of wholeNameKeys(words)) {
        const [listed] = byWholeName.get(key) ?? [];
        if (listed) return match(listed);
      }
      return undefined;
    },
  };
}
