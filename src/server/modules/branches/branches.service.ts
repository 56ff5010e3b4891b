/** The collection points: their hours, their closure dates and the days an order can be for. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { bankHolidayOn, bankHolidaysBetween } from '#shared/domain/bank-holidays.ts';
import { collectionDays, type BranchCalendar } from '#shared/domain/collection-days.ts';
import { formatCollectionDay, hoursOn } from '#shared/domain/collection-note.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import {
  OpeningHoursSchema,
  type Branch,
  type BranchBody,
  type BranchClosure,
  type CollectionDay,
} from '#shared/schemas/branch.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, changes } from '#server/modules/audit/index.ts';
import {
  deleteClosure,
  findBranch,
  findClosureOn,
  insertClosure,
  insertOpening,
  listBranches,
  listCalendarFrom,
  listClosuresFrom,
  listOpeningsFrom,
  openOrderNumbersOn,
  updateBranch,
} from './branches.repository.ts';
import type { BranchesTable } from './branches.table.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import { createReferenceVersion, type ReferenceVersion } from '#server/db/reference-version.ts';

export interface BranchOptions {
  /** How long a branch needs to have an order ready (ORDER_READY_MINUTES). */
  readyMinutes: number;
}

function toBranch({ sortOrder: _sortOrder, openingHours, ...branch }: Selectable<BranchesTable>) {
  return { ...branch, openingHours: OpeningHoursSchema.parse(JSON.parse(openingHours)) };
}

/** The branch's weekly hours, its closures and the bank holidays it opens on, from `from` on. */
export async function branchCalendar(
  db: Db,
  branch: Branch,
  from: string,
): Promise<BranchCalendar> {
  const days = await listCalendarFrom(db, branch.key, from);
  const datesOf = (kind: 'closure' | 'opening') =>
    new Set(days.filter((day) => day.kind === kind).map((day) => day.date));
  return {
    openingHours: branch.openingHours,
    closures: datesOf('closure'),
    openings: datesOf('opening'),
  };
}

/** A branch's calendar as read from one day (YYYY-MM-DD) on. */
interface CalendarFrom {
  from: string;
  calendar: Promise<BranchCalendar>;
}

/** How far ahead the closures list shows the bank holidays: the year to come. */
const BANK_HOLIDAYS_SHOWN_DAYS = 366;

/** A bank holiday as the closures list shows it: its id names the day, as no row stands for it. */
const BANK_HOLIDAY_ID = /^bank-holiday-(\d{4}-\d{2}-\d{2})$/;
const bankHolidayId = (date: string) => `bank-holiday-${date}`;

/** Removes the closure `id`, or opens the branch on the bank holiday it names; what it was. */
async function removeClosureOrHoliday(db: Db, key: string, id: string, now: Date) {
  const date = BANK_HOLIDAY_ID.exec(id)?.[1];
  if (date === undefined) return deleteClosure(db, key, id);
  const holiday = bankHolidayOn(date);
  if (!holiday || date < ukDate(now) || !(await insertOpening(db, key, date, now))) {
    return undefined;
  }
  return holiday;
}

export function createBranchService(
  db: Db,
  options: BranchOptions,
  clock: Clock = systemClock,
  version: ReferenceVersion = createReferenceVersion(db, clock),
) {
  // Read by every order and page: kept in memory while the reference data's version stays.
  const list = version.cached(async () => (await listBranches(db)).map(toBranch));
  // Each branch's calendar from one day on (the day's 14 days are what orders ask about): a new
  // map for each version.
  const calendars = version.cached(async () => new Map<string, CalendarFrom>());

  async function get(key: string): Promise<Branch> {
    const branch = (await list()).find((candidate) => candidate.key === key);
    if (!branch) throw new AppError('NOT_FOUND', 'No branch with this key');
    return branch;
  }

  /** `branch`'s calendar from `from` on, as this server holds it. */
  async function calendar(branch: Branch, from: string): Promise<BranchCalendar> {
    const held = await calendars();
    const kept = held.get(branch.key);
    if (kept?.from === from) return kept.calendar;
    const read = branchCalendar(db, branch, from);
    held.set(branch.key, { from, calendar: read });
    // A failed read is not kept: the next order tries again.
    read.catch(() => {
      if (held.get(branch.key)?.calendar === read) held.delete(branch.key);
    });
    return read;
  }

  /** Why a closure cannot be added on `date`, if it cannot. */
  async function alreadyClosed(branch: Branch, date: string): Promise<string | undefined> {
    const day = formatCollectionDay(date);
    const closure = await findClosureOn(db, branch.key, date);
    if (closure) return `${branch.name} is already closed on ${day}: ${closure.reason}`;
    const holiday = bankHolidayOn(date);
    if (holiday && !(await listOpeningsFrom(db, branch.key, date)).includes(date)) {
      return `${branch.name} is already closed on ${day}: ${holiday.reason}`;
    }
    if (!hoursOn(branch.openingHours, date)) {
      return `${branch.name} is already closed on ${day}: it does not open on ${day.split(' ')[0]}s`;
    }
    return undefined;
  }

  return {
    get,
    list,
    calendar,
    /** Grows with every change to the branches this server holds (and to other reference data). */
    version: version.current,

    /**
     * Changes a branch's name, address, phone, hours or place (its key stays), with an audit
     * entry of what changed. Orders show the branch as it is now; the days already ordered for
     * stay as they are.
     */
    async update(actor: string, key: string, body: BranchBody): Promise<Branch> {
      const updated = await db.transaction().execute(async (trx) => {
        const row = await findBranch(trx, key);
        if (!row) throw new AppError('NOT_FOUND', 'No branch with this key');
        const { key: _key, ...before } = toBranch(row);
        const changed = changes(before, body);
        if (changed) {
          await updateBranch(trx, key, {
            ...body,
            openingHours: JSON.stringify(body.openingHours),
          });
          await recordAudit(trx, {
            at: clock.now(),
            actor,
            action: 'branch.update',
            entityType: 'branch',
            entityId: key,
            ...changed,
          });
        }
        return { key, ...body };
      });
      version.changed();
      return updated;
    },

    /** The next 14 days at the branch, UK local, and when an order placed at `now` is ready. */
    async collectionDays(key: string, now = clock.now()): Promise<CollectionDay[]> {
      const branch = await get(key);
      return collectionDays(await calendar(branch, ukDate(now)), now, options.readyMinutes);
    },

    /**
     * The branch's closures from today (UK) on, earliest first, with the bank holidays of the
     * year to come that it does not open on.
     */
    async closures(key: string, now = clock.now()): Promise<BranchClosure[]> {
      await get(key);
      const today = ukDate(now);
      const [closures, openings] = await Promise.all([
        listClosuresFrom(db, key, today),
        listOpeningsFrom(db, key, today),
      ]);
      const taken = new Set([...closures.map((closure) => closure.date), ...openings]);
      const holidays = bankHolidaysBetween(today, addDays(today, BANK_HOLIDAYS_SHOWN_DAYS))
        .filter((holiday) => !taken.has(holiday.date))
        .map(({ date, reason }) => ({ id: bankHolidayId(date), branchKey: key, date, reason }));
      return [...closures, ...holidays].sort((a, b) => (a.date < b.date ? -1 : 1));
    },

    /** Closes the branch on a day it would open, with its audit entry. */
    async addClosure(
      actor: string,
      key: string,
      { date, reason }: { date: string; reason: string },
      now = clock.now(),
    ): Promise<BranchClosure> {
      const branch = await get(key);
      if (date < ukDate(now)) {
        throw new AppError(
          'BAD_REQUEST',
          `${formatCollectionDay(date)} has passed: choose a day from today on`,
        );
      }
      const refusal = await alreadyClosed(branch, date);
      if (refusal) throw new AppError('CONFLICT', refusal);
      // Customers expecting to come that day would find the door shut: their orders move first.
      const open = await openOrderNumbersOn(db, key, date);
      if (open.length > 0) {
        throw new AppError(
          'CONFLICT',
          `${branch.name} has ${open.length === 1 ? 'an open order' : 'open orders'} for ${formatCollectionDay(date)}: ${open.join(', ')}. Move ${open.length === 1 ? 'it' : 'them'} to another day first, then close the day`,
        );
      }
      const closure = { id: randomUUID(), branchKey: key, date, reason };
      try {
        await db.transaction().execute(async (trx) => {
          await insertClosure(trx, { ...closure, createdAt: now });
          await recordAudit(trx, {
            at: clock.now(),
            actor,
            action: 'branch.closure.add',
            entityType: 'branch',
            entityId: key,
            after: { date, reason },
          });
        });
      } catch (error) {
        // Another member of staff closed the same day a moment ago.
        if (isUniqueViolation(error)) {
          throw new AppError(
            'CONFLICT',
            `${branch.name} is already closed on ${formatCollectionDay(date)}`,
          );
        }
        throw error;
      }
      version.changed();
      return closure;
    },

    /**
     * Opens the branch again on a closure's day, with its audit entry: a closure is removed, a
     * bank holiday (from today on) becomes a day the branch opens.
     */
    async removeClosure(actor: string, key: string, id: string, now = clock.now()): Promise<void> {
      await get(key);
      await db.transaction().execute(async (trx) => {
        const removed = await removeClosureOrHoliday(trx, key, id, now);
        if (!removed) throw new AppError('NOT_FOUND', 'No closure with this id at this branch');
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'branch.closure.remove',
          entityType: 'branch',
          entityId: key,
          before: { date: removed.date, reason: removed.reason },
        });
      });
      version.changed();
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
