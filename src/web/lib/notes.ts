/** Banknotes as staff type and read them: note fields, their counts and the server's problems. */
import { Decimal } from 'decimal.js';
import type { ApiIssue } from './api-client.ts';

/** The API's key for a note: its face value in major units ("50", "0.5"). */
export const noteKey = (denomination: number): string => String(denomination);

/**
 * A note's field in a form: react-hook-form reads a dot in a field's name as a step into an
 * object, so the key of a 0.5 note ("0.5") is named "n0_5" there, and a €50 note's "n50".
 */
export const noteFieldName = (key: string): string => `n${key.replace('.', '_')}`;

/** The `noteKey` of a note's field in a form, named by `noteFieldName`. */
export const noteKeyOfField = (name: string): string => name.slice(1).replace('_', '.');

/** What notes are worth: face values in major units, so exact even for a 0.5 note. */
export function notesValue(notes: ReadonlyArray<{ denomination: number; count: number }>): Decimal {
  return notes.reduce(
    (sum, { denomination, count }) => sum.plus(new Decimal(denomination).times(count)),
    new Decimal(0),
  );
}

/** Counts typed per note, by `noteKey`. */
export type TypedCounts = Readonly<Record<string, string>>;

export interface ReadCounts {
  /** The whole counts given, by `noteKey`: what the API takes. */
  counts: Record<string, number>;
  /** Each field's problem, by `noteKey`; empty when there is none. */
  errors: Record<string, string>;
}

const MAX_NOTES = 1_000_000;

/**
 * The counts typed into note fields. A field left empty is an error when every note must be
 * counted (`required`), and otherwise means none of that note and is left out.
 */
export function readCounts(typed: TypedCounts, keys: readonly string[], required: boolean) {
  const read: ReadCounts = { counts: {}, errors: {} };
  for (const key of keys) {
    const text = (typed[key] ?? '').trim();
    if (text === '') {
      if (required) read.errors[key] = 'Give the number of notes, 0 if none';
      continue;
    }
    if (!/^\d+$/.test(text) || Number(text) > MAX_NOTES) {
      read.errors[key] = 'Give a whole number of notes';
      continue;
    }
    read.counts[key] = Number(text);
  }
  return read;
}

/**
 * The server's problems with single notes (an issue at `body.counts.50`), by note key, and the
 * issues about anything else.
 */
export function noteIssues(issues: readonly ApiIssue[], keys: readonly string[]) {
  const byNote: Record<string, string> = {};
  const rest: ApiIssue[] = [];
  for (const issue of issues) {
    const key = /(?:^|\.)(?:counts|changes|notes|notesReceived)\.(.+)$/.exec(issue.path)?.[1];
    if (key !== undefined && keys.includes(key)) byNote[key] ??= issue.message;
    else rest.push(issue);
  }
  return { byNote, rest };
}
