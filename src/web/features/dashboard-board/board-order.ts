/** `codes` with the one at `index` swapped with its neighbour `by` (-1 up, +1 down) places away. */
export function moveCode(codes: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  const here = codes[index];
  const there = codes[to];
  if (index < 0 || to < 0 || here === undefined || there === undefined) return [...codes];
  const moved = [...codes];
  moved[index] = there;
  moved[to] = here;
  return moved;
}
