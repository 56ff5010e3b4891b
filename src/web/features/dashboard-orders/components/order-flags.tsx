import type { StaffOrderView } from '#shared/schemas/order.ts';

type Marked = Pick<StaffOrderView, 'highValueNotes' | 'onRequest'> &
  Partial<Pick<StaffOrderView, 'flags' | 'review' | 'sanctions'>>;

const tone = {
  red: 'bg-red-100 text-red-900',
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  violet: 'bg-violet-100 text-violet-900',
};

/**
 * What staff must look at before handing over notes, most pressing first: an order frozen by the
 * MLRO's report, or held for the MLRO (its name matched the sanctions list), or for an Admin's
 * due-diligence review; high-value notes (HMRC lists them as a warning sign); an amount
 * just under a threshold; a customer whose orders together reach it; and a currency the branch
 * does not count (confirm the notes first).
 */
const MARKS: ReadonlyArray<{ label: string; tone: string; when: (order: Marked) => boolean }> = [
  { label: 'Frozen: report open', tone: tone.red, when: (o) => o.sanctions === 'reported' },
  { label: 'Held for the MLRO', tone: tone.red, when: (o) => o.sanctions === 'held' },
  { label: 'Held for review', tone: tone.red, when: (o) => o.review === 'held' },
  {
    label: 'High-value notes',
    tone: tone.amber,
    when: (o) => o.highValueNotes || (o.flags?.includes('high-notes') ?? false),
  },
  {
    label: 'Near threshold',
    tone: tone.amber,
    when: (o) => o.flags?.includes('near-threshold') ?? false,
  },
  { label: 'Linked orders', tone: tone.violet, when: (o) => o.flags?.includes('linked') ?? false },
  { label: 'On request', tone: tone.sky, when: (o) => o.onRequest },
];

export function OrderFlags({ order, className = '' }: { order: Marked; className?: string }) {
  const marks = MARKS.filter((mark) => mark.when(order));
  if (marks.length === 0) return null;
  return (
    <span className={`inline-flex flex-wrap gap-1.5 ${className}`}>
      {marks.map((mark) => (
        <span
          key={mark.label}
          data-testid="order-flag"
          className={`rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${mark.tone}`}
        >
          {mark.label}
        </span>
      ))}
    </span>
  );
}
