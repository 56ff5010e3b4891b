/**
 * The notes an amount of foreign cash is paid in, from what a branch holds. Amounts and
 * denominations are in minor units (hundredths). What is below the series' smallest note is not
 * paid in notes: it is given back in GBP.
 *
 * The plan is exact: whenever the stock can pay the amount down to below the smallest note, a
 * plan is found. The preference picks the highest note the plan is built from (its ceiling):
 * - `large`: the series' largest note; notes largest first (the fewest notes).
 * - `mixed` (the default): the largest note worth at most half the amount, and at most half the
 *   amount in it; the rest in the notes below it, largest first.
 * - `small`: the largest note worth at most a fifth of the amount and below the series' two
 *   largest notes; the rest in the notes below it, largest first.
 * `mixed` and `small` never build from a note the caller avoids (the high-value notes: HMRC's
 * warning sign, and many shops refuse €200 notes): the ceiling is the highest note that fits and
 * is not avoided, so avoided notes come in only when the stock cannot pay without them.
 * Where the stock cannot follow that, the plan departs from it as little as it can: the notes
 * before the last are taken as the preference wants as long as the rest can still be paid, and
 * notes above the ceiling come in last, smallest of them first.
 */
import { Decimal } from 'decimal.js';
import { formatAmount } from './pricing.ts';

export const NOTE_PREFERENCES = ['mixed', 'large', 'small'] as const;
export type NotePreference = (typeof NOTE_PREFERENCES)[number];

/** Notes of one denomination a branch can pay out now (Infinity where stock is not counted). */
export interface NoteStock {
  denominationMinor: number;
  available: number;
}

export interface PlannedNotes {
  denominationMinor: number;
  count: number;
}

export interface NotePlan {
  /** Largest denomination first. */
  notes: PlannedNotes[];
  /** What the notes add up to. */
  paidMinor: number;
  /** What is below the smallest note of the series: given back in GBP. */
  remainderMinor: number;
}

/**
 * Above this many steps of the series' common divisor the plan is built without the exact search
 * (it may then miss a plan the stock allows). Real series and the online limit stay far below:
 * €5,000 is 1,000 steps of €5.
 */
const MAX_EXACT_STEPS = 1_000_000;

interface Step {
  /** The denomination in steps of the series' common divisor. */
  size: number;
  available: number;
  /** The count the preference wants at most; more only when the stock leaves no other way. */
  cap: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A note a plan keeps off unless the stock leaves no other way. */
export type AvoidNote = (denominationMinor: number) => boolean;

/** The index, in the series largest first, of the highest note the preference builds from. */
function ceilingOf(
  series: readonly NoteStock[],
  amountMinor: number,
  preference: NotePreference,
  avoid: AvoidNote,
) {
  const last = series.length - 1;
  const within = (share: number, from: number) => {
    const index = series.findIndex(
      ({ denominationMinor }, i) =>
        i >= from && denominationMinor * share <= amountMinor && !avoid(denominationMinor),
    );
    return index === -1 ? last : index;
  };
  if (preference === 'large') return 0;
  if (preference === 'mixed') return within(2, 0);
  return within(5, Math.min(2, last));
}

/**
 * The series in the order the plan takes notes: from the ceiling down, then the notes above it,
 * smallest first. A `mixed` plan holds at most half the amount in its ceiling note.
 */
function stepsFor(
  series: readonly NoteStock[],
  amountMinor: number,
  preference: NotePreference,
  divisor: number,
  avoid: AvoidNote,
): Step[] {
  const ceiling = ceilingOf(series, amountMinor, preference, avoid);
  const ordered = [...series.slice(ceiling), ...series.slice(0, ceiling).reverse()];
  return ordered.map(({ denominationMinor, available }, index) => ({
    size: denominationMinor / divisor,
    available: Math.max(0, available),
    cap:
      preference === 'mixed' && index === 0
        ? Math.max(1, Math.floor(amountMinor / 2 / denominationMinor))
        : Infinity,
  }));
}

/**
 * `payable[i][x]`: whether x steps can be paid exactly from steps[i..] within their stock. Each
 * row is a bounded coin change in one pass: x is reached with the fewest notes of step i.
 */
function payableTables(steps: readonly Step[], total: number): Uint8Array[] {
  const tables: Uint8Array[] = new Array<Uint8Array>(steps.length + 1);
  let next = new Uint8Array(total + 1);
  next[0] = 1;
  tables[steps.length] = next;
  const used = new Float64Array(total + 1);
  for (const [i, { size, available }] of [...steps.entries()].reverse()) {
    const table = Uint8Array.from(next);
    used.fill(0);
    for (let x = size; x <= total; x++) {
      if (table[x] || !table[x - size]) continue;
      // Always there: x - size runs from 0 to total - size.
      const before = used[x - size] ?? 0;
      if (before < available) {
        table[x] = 1;
        used[x] = before + 1;
      }
    }
    tables[i] = table;
    next = table;
  }
  return tables;
}

/** Counts to try, most wanted first: the cap down to none, then above the cap. */
function* countsToTry(most: number, cap: number): Generator<number> {
  const first = Math.min(most, cap);
  for (let n = first; n >= 0; n--) yield n;
  for (let n = first + 1; n <= most; n++) yield n;
}

/** The counts per step that pay `target` steps, or null; `payable` says what the rest can pay. */
function takeNotes(
  steps: readonly Step[],
  target: number,
  payable: (from: number, rest: number) => boolean,
): { size: number; count: number }[] | null {
  const counts: { size: number; count: number }[] = [];
  let rest = target;
  for (const [i, { size, available, cap }] of steps.entries()) {
    const most = Math.min(available, Math.floor(rest / size));
    let chosen: number | undefined;
    for (const n of countsToTry(most, cap)) {
      if (payable(i + 1, rest - n * size)) {
        chosen = n;
        break;
      }
    }
    if (chosen === undefined) return null;
    counts.push({ size, count: chosen });
    rest -= chosen * size;
  }
  return rest === 0 ? counts : null;
}

/**
 * Plans `amountMinor` from `stock` (the currency's whole series, with what is available of each),
 * honouring `preference`: the most the stock can pay in notes, the rest below the series'
 * smallest note; null when the stock cannot pay down to below the smallest note. `avoid` names
 * the notes `mixed` and `small` keep off (`large` asks for them).
 */
export function planNotes(
  amountMinor: number,
  stock: readonly NoteStock[],
  preference: NotePreference = 'mixed',
  avoid: AvoidNote = () => false,
): NotePlan | null {
  const plan = planFrom(amountMinor, stock, preference, avoid);
  if (preference === 'large' || !plan?.notes.some((n) => avoid(n.denominationMinor))) return plan;
  // The stock paid with an avoided note: the others alone win if they pay as much, even where the
  // preference's share of its ceiling note has to give.
  const others = stock.map((note) =>
    avoid(note.denominationMinor) ? { ...note, available: 0 } : note,
  );
  const without = planFrom(amountMinor, others, preference, avoid);
  return without && without.paidMinor >= plan.paidMinor ? without : plan;
}

function planFrom(
  amountMinor: number,
  stock: readonly NoteStock[],
  preference: NotePreference,
  avoid: AvoidNote,
): NotePlan | null {
  const series = stock
    .filter(({ denominationMinor }) => denominationMinor > 0)
    .sort((a, b) => b.denominationMinor - a.denominationMinor);
  const smallest = series.at(-1)?.denominationMinor;
  if (smallest === undefined) return null;
  const divisor = series.reduce((g, { denominationMinor }) => gcd(denominationMinor, g), 0);
  const steps = stepsFor(series, amountMinor, preference, divisor, avoid);
  const total = Math.floor(amountMinor / divisor);
  const tables = total <= MAX_EXACT_STEPS ? payableTables(steps, total) : undefined;
  // Past the bound any rest counts as payable until the last note, which must make it add up.
  const payable = tables
    ? (from: number, rest: number) => tables[from]?.[rest] === 1
    : (from: number, rest: number) => from < steps.length || rest === 0;

  // The most that can be paid in notes: within a smallest note of the amount.
  for (let target = total; amountMinor - target * divisor < smallest && target >= 0; target--) {
    if (!payable(0, target)) continue;
    const counts = takeNotes(steps, target, payable);
    if (!counts) continue;
    const notes = counts
      .map(({ size, count }) => ({ denominationMinor: size * divisor, count }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.denominationMinor - a.denominationMinor);
    const paidMinor = target * divisor;
    return { notes, paidMinor, remainderMinor: amountMinor - paidMinor };
  }
  return null;
}

/** HMRC's warning sign: a request for high-value notes. Named notes for these currencies. */
const HIGH_VALUE_FROM: Readonly<Record<string, number>> = { EUR: 200_00, USD: 100_00, GBP: 50_00 };
/** For other currencies: a note worth at least £50 (a £50 note's equivalent) at the rate. */
const HIGH_VALUE_GBP_MINOR = 50_00;

/**
 * Whether a note is high-value: €200 and €500, $100, £50, and in other currencies a note worth
 * £50 or more at `ratePerGbp` (units of the currency per £1, the rate the order is priced at).
 */
export function isHighValue(
  currencyCode: string,
  denominationMinor: number,
  ratePerGbp: Decimal.Value,
): boolean {
  const named = HIGH_VALUE_FROM[currencyCode];
  if (named !== undefined) return denominationMinor >= named;
  return new Decimal(HIGH_VALUE_GBP_MINOR).times(ratePerGbp).lte(denominationMinor);
}

/** Symbols UK customers read at a glance; other currencies show their code. */
const NOTE_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', JPY: '¥' };

/** "€50", "$100", "AED 50", "THB 1,000": a note by its face value in major units. */
export function formatNote(currencyCode: string, denomination: Decimal.Value): string {
  const value = new Decimal(denomination);
  const face = (value.isInteger() ? value.toFixed(0) : value.toFixed(2)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    ',',
  );
  const symbol = NOTE_SYMBOLS[currencyCode];
  return symbol ? `${symbol}${face}` : `${currencyCode} ${face}`;
}

/** "6 × €50, 1 × €20, 1 × €5": notes by face value (major units), in the order given. */
export function formatNotes(
  currencyCode: string,
  notes: ReadonlyArray<{ denomination: Decimal.Value; count: number }>,
): string {
  return notes
    .filter(({ count }) => count > 0)
    .map(({ denomination, count }) => `${count} × ${formatNote(currencyCode, denomination)}`)
    .join(', ');
}

/**
 * An order line's notes and its change: "6 × €50, 1 × €20, 1 × €5 and £0.44 back in cash";
 * empty when the line has neither.
 */
export function formatNotePlan(
  currencyCode: string,
  notes: ReadonlyArray<{ denomination: Decimal.Value; count: number }>,
  changeGbp: Decimal.Value,
): string {
  const paid = formatNotes(currencyCode, notes);
  const change = new Decimal(changeGbp).isZero() ? '' : `£${formatAmount(changeGbp)} back in cash`;
  return paid && change ? `${paid} and ${change}` : paid || change;
}
