/** `codes` with the one at `index` swapped with its neighbour `by` (-1 up, +1 down) places away. */
export function moveCode(codes: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= codes.length) return [...codes];
  const moved = [...codes];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}
