/**
 * Whether each branch can supply a whole Click & Collect basket, from the server's availability
 * of each of its currencies, and how the branch choice says so.
 */
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import type { BranchAvailability } from '#shared/schemas/stock.ts';

/**
 * `in-stock`: every currency can be paid out now. `on-request`: some currency is not counted
 * there, and staff confirm. `from`: a transfer on its way makes the last currency available on
 * `date`. `none`: some currency cannot be had there.
 */
export type BranchStock =
  { kind: 'in-stock' } | { kind: 'on-request' } | { kind: 'from'; date: string } | { kind: 'none' };

const RANK = { 'in-stock': 0, 'on-request': 1, from: 2, none: 3 } as const;

function stockOf(answer: BranchAvailability | undefined): BranchStock {
  if (!answer) return { kind: 'none' };
  if (answer.onRequest) return { kind: 'on-request' };
  if (answer.available) return { kind: 'in-stock' };
  return answer.from === null ? { kind: 'none' } : { kind: 'from', date: answer.from };
}

/** The worse of two: of two days, the later (YYYY-MM-DD compares as text). */
function worse(a: BranchStock, b: BranchStock): BranchStock {
  if (a.kind === 'from' && b.kind === 'from') return a.date >= b.date ? a : b;
  return RANK[b.kind] > RANK[a.kind] ? b : a;
}

/**
 * Each branch's stock for the basket, from one availability answer per currency: the worst of
 * its currencies. A branch a currency's answer leaves out cannot supply that currency.
 */
export function basketStock(
  answers: readonly (readonly BranchAvailability[])[],
): Map<string, BranchStock> {
  const branches = new Set(answers.flatMap((answer) => answer.map(({ branch }) => branch)));
  return new Map(
    [...branches].map((branch) => [
      branch,
      answers
        .map((answer) => stockOf(answer.find((candidate) => candidate.branch === branch)))
        .reduce(worse, { kind: 'in-stock' }),
    ]),
  );
}

/** "In stock at Brighton", "Available at Worthing from Thursday 26 November", … */
export function stockLabel(stock: BranchStock, branchName: string): string {
  switch (stock.kind) {
    case 'in-stock':
      return `In stock at ${branchName}`;
    case 'on-request':
      return `On request at ${branchName}: we confirm before you collect`;
    case 'from':
      return `Available at ${branchName} from ${formatCollectionDay(stock.date)}`;
    case 'none':
      return `Not available at ${branchName}`;
  }
}

/** Why the basket cannot go on with this branch, or null when it can. */
export function stockProblem(stock: BranchStock | undefined, branchName: string): string | null {
  if (stock?.kind === 'none') {
    return `${branchName} cannot supply this basket now: please choose a branch marked In stock`;
  }
  if (stock?.kind === 'from') {
    return `${branchName} can supply this basket from ${formatCollectionDay(stock.date)}: please choose a branch marked In stock, or come back then`;
  }
  return null;
}
