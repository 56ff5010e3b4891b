/**
 * The shop-window boards: which offered currencies each branch's board shows, in what order, and
 * the bureau's rates for them. Every screen in every window polls its board, so a board is built
 * from the cached catalogue and one small query, and kept, serialized, until either changes. A
 * board no Admin has chosen shows the branch's 12 most ordered currencies, counted every 10 minutes.
 */
import { createHash } from 'node:crypto';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import { BOARD_MESSAGES, type Board } from '#shared/schemas/board.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { DialectName, Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { Catalogue, CurrencyService } from '#server/modules/currencies/index.ts';
import {
  findBranchBoard,
  listBoardCodes,
  lockBranch,
  orderedCounts,
  replaceBoardCodes,
} from './board.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

/** A board no Admin has chosen shows the branch's most ordered currencies: one screen of them. */
export const DEFAULT_BOARD_SIZE = 12;
/** The orders that rank them: those of the last 90 days. */
const RANKED_DAYS = 90;
/** How long a ranking stands before the orders are counted again (every screen polls). */
const RANKING_MS = 10 * 60_000;

interface Offered {
  from: Catalogue;
  all: readonly Currency[];
  byCode: Map<string, Currency>;
}

/** A board as sent: built for one catalogue and one choice, serialized once, with its ETag. */
export interface BoardView {
  board: Board;
  body: string;
  etag: string;
}

function toBoard(branch: Board['branch'], shown: readonly Currency[], chosen: boolean): Board {
  return {
    branch,
    currencies: shown.map((currency) => ({
      code: currency.value,
      label: currency.label,
      sell: formatRate(rateFor(currency, 'Order'), { grouping: true }),
      buy: formatRate(rateFor(currency, 'Sell'), { grouping: true }),
    })),
    // ISO times in UTC: the greatest string is the newest.
    ratesAt: shown.reduce<string | null>(
      (newest, { updatedAt }) => (newest === null || updatedAt > newest ? updatedAt : newest),
      null,
    ),
    chosen,
  };
}

const unknownBranch = () => new AppError('NOT_FOUND', BOARD_MESSAGES.unknownBranch);

export function createBoardService(
  db: Db,
  dialect: DialectName,
  currencies: CurrencyService,
  clock: Clock = systemClock,
) {
  // The catalogue's currencies, parsed again only when the currency service rebuilds its cache.
  let offered: Offered | undefined;
  async function offeredCurrencies(): Promise<Offered> {
    const catalogue = await currencies.catalogue();
    if (offered?.from !== catalogue) {
      const all = catalogue.currencies;
      offered = { from: catalogue, all, byCode: new Map(all.map((c) => [c.value, c])) };
    }
    return offered;
  }

  // Each branch's board as last sent, and what it was built from.
  const views = new Map<string, BoardView & { from: Offered; choice: string }>();

  // Each branch's default currencies, counted at most once per RANKING_MS.
  const rankings = new Map<string, { from: Offered; at: number; codes: string[] }>();

  /**
   * The branch's most ordered currencies of the last 90 days, most first; ties and the rest in
   * the catalogue's order (so a new install shows EUR and USD first).
   */
  async function mostOrdered(branchKey: string, currencies: Offered): Promise<string[]> {
    const now = clock.now();
    let ranking = rankings.get(branchKey);
    if (ranking?.from !== currencies || now.getTime() - ranking.at >= RANKING_MS) {
      const since = new Date(now.getTime() - RANKED_DAYS * 24 * 60 * 60_000);
      const counts = await orderedCounts(db, branchKey, since);
      const codes = currencies.all
        .map((currency) => currency.value)
        .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
        .slice(0, DEFAULT_BOARD_SIZE);
      ranking = { from: currencies, at: now.getTime(), codes };
      rankings.set(branchKey, ranking);
    }
    return ranking.codes;
  }

  async function view(branchKey: string): Promise<BoardView> {
    const [rows, currencies] = await Promise.all([
      findBranchBoard(db, branchKey),
      offeredCurrencies(),
    ]);
    if (!rows[0]) throw unknownBranch();
    const branch = { key: branchKey, name: rows[0].name };
    const codes = rows.flatMap((row) => row.currencyCode ?? []);
    const chosen = codes.length > 0;
    const shown = chosen ? codes : await mostOrdered(branchKey, currencies);
    const choice = JSON.stringify([branch.name, chosen, shown]);
    const kept = views.get(branchKey);
    if (kept?.from === currencies && kept.choice === choice) return kept;

    const board = toBoard(
      branch,
      shown.flatMap((code) => currencies.byCode.get(code) ?? []),
      chosen,
    );
    const body = JSON.stringify(board);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    views.set(branchKey, { board, body, etag, from: currencies, choice });
    return { board, body, etag };
  }

  /**
   * Sets the branch's board to `codes` (`[]`: the default, its most ordered currencies), with an
   * audit entry of the codes before and after (null: the default). Unchanged, nothing is
   * written.
   */
  async function replace(actor: string, branchKey: string, codes: string[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await lockBranch(trx, dialect, branchKey))) throw unknownBranch();
      const before = await listBoardCodes(trx, branchKey);
      if (JSON.stringify(before) === JSON.stringify(codes)) return;
      await replaceBoardCodes(trx, branchKey, codes);
      await recordAudit(trx, {
        at: clock.now(),
        actor,
        action: codes.length > 0 ? 'board.set' : 'board.reset',
        entityType: 'branch',
        entityId: branchKey,
        before: { currencies: before.length > 0 ? before : null },
        after: { currencies: codes.length > 0 ? codes : null },
      });
    });
  }

  return {
    view,

    /** Shows `codes` (offered currencies, each once) on the branch's board, in that order. */
    async choose(actor: string, branchKey: string, codes: string[]): Promise<Board> {
      const offeredNow = new Set((await currencies.list()).map((currency) => currency.value));
      const issues = codes.flatMap((code, index) =>
        offeredNow.has(code)
          ? []
          : [{ path: `currencies.${index}`, message: `We don't offer the currency ${code}` }],
      );
      const [first] = issues;
      if (first) throw new AppError('BAD_REQUEST', first.message, issues);
      await replace(actor, branchKey, codes);
      return (await view(branchKey)).board;
    },

    /** Shows the default on the branch's board again: its most ordered currencies. */
    async reset(actor: string, branchKey: string): Promise<Board> {
      await replace(actor, branchKey, []);
      return (await view(branchKey)).board;
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
