/**
 * Denominations and branch stock for staff: the series each currency is sold in, each branch's
 * counts, its settings (tracked, low-stock threshold), counts and adjustments through the ledger,
 * and the low-stock list. Every change is one transaction with its ledger rows and audit entry.
 */
import { inScope, type BranchScope } from '../../branch-scope.ts';
import type { Kysely } from 'kysely';
import { formatNote } from '#shared/domain/note-plan.ts';
import { toMinorUnits } from '#shared/domain/pricing.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { CurrencyStock, Denominations, STOCK_REASONS } from '#shared/schemas/stock.ts';
import type { Db, DialectName } from '../../db/database.ts';
import { EXAMPLE_REASON } from '../../db/seed/stock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type ErrorIssues } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import { countsInMinor, major, type NoteCount } from './note-counts.ts';
import { applyMovements, denominationsOf, type Movement } from './stock-ledger.ts';
import {
  ensureStockRow,
  listAllDenominations,
  listBranchCurrencies,
  listHolders,
  listExampleStock,
  listInTransit,
  listStock,
  lockDenominations,
  lockStock,
  replaceDenominations,
  saveBranchCurrency,
  type StockRow,
} from './stock.repository.ts';
import type { StockMovementKind } from './stock.table.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export type StockReason = (typeof STOCK_REASONS)[number];

/** The ledger's kind for each reason staff give. */
const KIND_OF: Record<StockReason, StockMovementKind> = {
  counted: 'count',
  delivery: 'delivery',
  damaged: 'damaged',
  adjustment: 'adjustment',
};

export interface StockChange {
  reason: StockReason;
  note?: string | undefined;
}

interface Settings {
  tracked: boolean;
  lowBelowMinor: number | null;
}

const DEFAULT_SETTINGS: Settings = { tracked: true, lowBelowMinor: null };

/** One currency's notes at one branch, from its series (minor units), rows and settings. */
function toCurrencyStock(
  branch: string,
  currency: string,
  series: readonly number[],
  rows: readonly StockRow[],
  { tracked, lowBelowMinor }: Settings,
): CurrencyStock {
  const byNote = new Map(rows.map((row) => [row.denominationMinor, row]));
  const notes = series.map((denominationMinor) => {
    const { onHand = 0, reserved = 0 } = byNote.get(denominationMinor) ?? {};
    return { denominationMinor, onHand, reserved, available: onHand - reserved };
  });
  const total = (pick: (n: (typeof notes)[number]) => number) =>
    notes.reduce((sum, n) => sum + n.denominationMinor * pick(n), 0);
  const availableMinor = total((n) => n.available);
  return {
    branch,
    currency,
    tracked,
    lowBelow: lowBelowMinor === null ? null : major(lowBelowMinor),
    low: tracked && lowBelowMinor !== null && availableMinor < lowBelowMinor,
    notes: notes.map(({ denominationMinor, ...counts }) => ({
      denomination: major(denominationMinor),
      ...counts,
    })),
    onHand: major(total((n) => n.onHand)),
    reserved: major(total((n) => n.reserved)),
    available: major(availableMinor),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const pairKey = (branchKey: string, currencyCode: string) => `${branchKey} ${currencyCode}`;

export interface StockServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  currencies: CurrencyService;
  branches: BranchService;
  clock?: Clock;
}

export function createStockService({
  db,
  dialect,
  currencies,
  branches,
  clock = systemClock,
}: StockServiceDeps) {
  /** The stock of `codes` at `branchKeys`, read in `trx` (one query per table). */
  async function stockOf(
    trx: Db,
    branchKeys: readonly string[],
    codes: readonly string[],
    branchKey?: string,
  ): Promise<CurrencyStock[]> {
    const [denominations, rows, settings] = await Promise.all([
      listAllDenominations(trx),
      listStock(trx, branchKey),
      listBranchCurrencies(trx, branchKey),
    ]);
    const series = groupBy(denominations, (d) => d.currencyCode);
    const rowsOf = groupBy(rows, (row) => pairKey(row.branchKey, row.currencyCode));
    const settingsOf = new Map(
      settings.map((s) => [
        pairKey(s.branchKey, s.currencyCode),
        { tracked: Boolean(s.tracked), lowBelowMinor: s.lowBelowMinor },
      ]),
    );
    return branchKeys.flatMap((key) =>
      codes.map((code) =>
        toCurrencyStock(
          key,
          code,
          (series.get(code) ?? []).map((d) => d.valueMinor),
          rowsOf.get(pairKey(key, code)) ?? [],
          settingsOf.get(pairKey(key, code)) ?? DEFAULT_SETTINGS,
        ),
      ),
    );
  }

  async function one(trx: Db, branchKey: string, code: string): Promise<CurrencyStock> {
    const [stock] = await stockOf(trx, [branchKey], [code], branchKey);
    // stockOf gives one entry per branch and currency asked for.
    if (!stock) throw new Error(`No stock of ${code} at ${branchKey}`);
    return stock;
  }

  /** The branch and the currency, each 404 when unknown. */
  async function target(branchKey: string, code: string): Promise<Branch> {
    const branch = await branches.get(branchKey);
    await currencies.get(code);
    return branch;
  }

  /** The notes given by face value, checked against the series; each note at most once. */
  async function notesOf(
    trx: Db,
    code: string,
    byFace: Record<string, number>,
    path: string,
  ): Promise<NoteCount[]> {
    const notes = countsInMinor(byFace, await lockDenominations(trx, dialect, code), code, path);
    if (new Set(notes.map((n) => n.denominationMinor)).size !== notes.length) {
      throw new AppError('BAD_REQUEST', 'Give each note once');
    }
    if (notes.length === 0) throw new AppError('BAD_REQUEST', 'Give at least one note');
    return notes;
  }

  /**
   * Sets the branch's notes of `code` to `counts[i].count` (`absolute`) or adds them, in one
   * transaction: the rows locked, every note checked (never below 0, never below what open orders
   * hold), then the ledger movements and the audit entry.
   */
  async function change(
    actor: string,
    branchKey: string,
    code: string,
    byFace: Record<string, number>,
    { reason, note }: StockChange,
    absolute: boolean,
  ): Promise<CurrencyStock> {
    const branch = await target(branchKey, code);
    const path = absolute ? 'counts' : 'changes';
    return db.transaction().execute(async (trx) => {
      const notes = await notesOf(trx, code, byFace, path);
      for (const { denominationMinor } of notes) {
        await ensureStockRow(trx, { branchKey, currencyCode: code, denominationMinor });
      }
      const locked = new Map(
        (
          await lockStock(
            trx,
            branchKey,
            code,
            notes.map((n) => n.denominationMinor),
          )
        ).map((row) => [row.denominationMinor, row]),
      );
      const issues: ErrorIssues = [];
      const movements: Movement[] = [];
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      for (const { denominationMinor, count } of notes) {
        const row = locked.get(denominationMinor);
        // Each note's row was ensured above, and is locked.
        if (!row) throw new Error(`No stock row of ${code} ${denominationMinor} at ${branchKey}`);
        const { onHand, reserved } = row;
        const next = absolute ? count : onHand + count;
        const face = String(major(denominationMinor));
        const name = formatNote(code, major(denominationMinor));
        if (next < 0) {
          issues.push({
            path: `${path}.${face}`,
            message: `${branch.name} holds only ${onHand} × ${name}`,
          });
        } else if (next < reserved) {
          issues.push({
            path: `${path}.${face}`,
            message: `Open orders hold ${reserved} × ${name} at ${branch.name}: the count cannot go below ${reserved}`,
          });
        }
        before[face] = onHand;
        after[face] = next;
        movements.push({
          branchKey,
          currencyCode: code,
          denominationMinor,
          kind: KIND_OF[reason],
          onHandDelta: next - onHand,
          reservedDelta: 0,
          reason: note ?? null,
          actor,
        });
      }
      if (issues.length > 0) {
        throw new AppError('CONFLICT', issues.map((issue) => issue.message).join('; '), issues);
      }
      // The rows are locked: the checks above hold, so only a bug could make this refuse.
      if (!(await applyMovements(trx, movements, clock.now()))) {
        throw new AppError('CONFLICT', 'The stock changed meanwhile: please try again');
      }
      await recordAudit(trx, {
        at: clock.now(),
        actor,
        action: absolute ? 'stock.count' : 'stock.adjust',
        entityType: 'stock',
        entityId: pairKey(branchKey, code),
        before: { counts: before },
        after: { counts: after, reason, ...(note ? { note } : {}) },
      });
      return one(trx, branchKey, code);
    });
  }

  return {
    /** The notes `code` is sold in, face values in major units, smallest first. */
    async denominations(code: string): Promise<Denominations> {
      await currencies.get(code);
      return { currency: code, denominations: (await denominationsOf(db, code)).map(major) };
    },

    /**
     * Replaces the series. A note that a branch still holds, or that is on its way between
     * branches, cannot be removed (409, naming the branch).
     */
    async setDenominations(actor: string, code: string, values: number[]): Promise<Denominations> {
      await currencies.get(code);
      const wanted = [...new Set(values.map(toMinorUnits))].sort((a, b) => a - b);
      const branchList = await branches.list();
      const names = new Map(branchList.map((b) => [b.key, b.name]));
      const order = (key: string) => branchList.findIndex((b) => b.key === key);
      return db.transaction().execute(async (trx) => {
        const current = await lockDenominations(trx, dialect, code);
        const removed = current.filter((value) => !wanted.includes(value));
        const added = wanted.filter((value) => !current.includes(value));
        const refusals = [
          ...(await listHolders(trx, code, removed))
            .sort((a, b) => order(a.branchKey) - order(b.branchKey))
            .map(
              (held) =>
                `${names.get(held.branchKey) ?? held.branchKey} still holds ${held.onHand} × ${formatNote(code, major(held.denominationMinor))}`,
            ),
          ...(await listInTransit(trx, code, removed)).map(
            (moving) =>
              `${formatNote(code, major(moving.denominationMinor))} notes are on their way to ${names.get(moving.toBranch) ?? moving.toBranch}`,
          ),
        ];
        if (refusals.length > 0) {
          throw new AppError(
            'CONFLICT',
            `${refusals.join('; ')}: count them out before removing the note`,
          );
        }
        await replaceDenominations(trx, code, removed, added);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'denominations.update',
          entityType: 'denominations',
          entityId: code,
          before: { denominations: current.map(major) },
          after: { denominations: wanted.map(major) },
        });
        return { currency: code, denominations: wanted.map(major) };
      });
    },

    /** Every currency of the catalogue at the branch, tracked or not, in catalogue order. */
    async branchStock(branchKey: string): Promise<CurrencyStock[]> {
      await branches.get(branchKey);
      const codes = (await currencies.list()).map((c) => c.value);
      return stockOf(db, [branchKey], codes, branchKey);
    },

    async currencyStock(branchKey: string, code: string): Promise<CurrencyStock> {
      await target(branchKey, code);
      return one(db, branchKey, code);
    },

    /** Sets the on-hand counts of the given notes (`PUT /api/stock/:branchKey/:currency`). */
    setCounts(
      actor: string,
      branchKey: string,
      code: string,
      body: StockChange & { counts: Record<string, number> },
    ): Promise<CurrencyStock> {
      return change(actor, branchKey, code, body.counts, body, true);
    },

    /** Adds or removes notes (`POST /api/stock/:branchKey/:currency/adjustments`). */
    adjust(
      actor: string,
      branchKey: string,
      code: string,
      body: StockChange & { changes: Record<string, number> },
    ): Promise<CurrencyStock> {
      return change(actor, branchKey, code, body.changes, body, false);
    },

    /** Whether the branch counts the currency, and below what it calls it low. */
    async setSettings(
      actor: string,
      branchKey: string,
      code: string,
      { tracked, lowBelow }: { tracked: boolean; lowBelow: number | null },
    ): Promise<CurrencyStock> {
      await target(branchKey, code);
      return db.transaction().execute(async (trx) => {
        const before = await one(trx, branchKey, code);
        await saveBranchCurrency(trx, {
          branchKey,
          currencyCode: code,
          tracked,
          lowBelowMinor: lowBelow === null ? null : toMinorUnits(lowBelow),
        });
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'stock.settings',
          entityType: 'stock',
          entityId: pairKey(branchKey, code),
          before: { tracked: before.tracked, lowBelow: before.lowBelow },
          after: { tracked, lowBelow },
        });
        return one(trx, branchKey, code);
      });
    },

    /**
     * The branches and currencies whose counts are still the seed's example opening stock: the
     * seed's delivery is in their ledger and nobody has counted them since (the going-live check).
     */
    exampleStock(): Promise<Array<{ branchKey: string; currencyCode: string }>> {
      return listExampleStock(db, EXAMPLE_REASON);
    },

    /** The currencies below their branch's threshold, branch by branch in the branches' order. */
    /** The low currencies of the branches in `scope` (every branch for an Admin). */
    async low(scope?: BranchScope): Promise<CurrencyStock[]> {
      const [branchList, catalogue] = await Promise.all([branches.list(), currencies.list()]);
      const stock = await stockOf(
        db,
        branchList.map((b) => b.key).filter((key) => inScope(scope, key)),
        catalogue.map((c) => c.value),
      );
      return stock.filter((s) => s.low);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
