/**
 * The type size of a board's rows, as CSS: as large as the screen allows for `rows` rows whose
 * rates run to `chars` characters, in either orientation. The header, column headings and footer
 * take about 26vmin of the height, the side margins 6vmin of the width. Widths are in em of the
 * row's type: a flag and a code 3.7, each rate 0.6 a character plus 1 of spacing.
 */
export function boardTypeSize(rows: number, chars: number) {
  const down = (rowHeight: number) => `calc((100dvh - 26vmin) / ${rows * rowHeight})`;
  const across = (ems: number) => `calc((100vw - 6vmin) / ${ems + 2 * (0.6 * chars + 1)})`;
  return {
    // The name beside the code, cut short when long: a row is 1.5 of its type high, so a
    // default board's 12 rows stay at 4% of a 1080 px screen's height.
    landscape: `min(${down(1.5)}, ${across(3.7 + 3)})`,
    // The name under the code: a row is 2.3 of its type high, and the width mostly decides.
    portrait: `min(${down(2.3)}, ${across(3.7)})`,
  };
}
