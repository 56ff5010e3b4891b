/**
 * Text staff type (names, labels, reasons, notes) holds no control characters: C0 and C1
 * controls, the line and paragraph separators, and the bidirectional overrides and isolates that
 * make text read otherwise than it is stored. They would reach e-mail headers (a currency label in
 * a subject), CSV cells and printed slips, and no one types them on purpose. A note may keep its
 * line breaks.
 */

/* eslint-disable no-control-regex -- finding control characters is the point */
/** Text on one line: a name, a label, a reason. */
export const SINGLE_LINE =
  /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
/** Text over lines: a note, an address; line feeds and carriage returns allowed. */
export const MULTI_LINE =
  /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
/* eslint-enable no-control-regex */

/** The refusal, naming the field as the form labels it. */
export const controlCharacters = (field: string, lines = false) =>
  `The ${field} cannot contain ${lines ? '' : 'line breaks, '}tabs or other control characters`;
