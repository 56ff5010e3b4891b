const percent = new Intl.NumberFormat('en-GB', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A signed change in percent: "+40%", "-12.5%". */
export function formatChangePercent(value: number): string {
  return `${percent.format(value)}%`;
}
