/**
 * Keys for the rows the order path writes by the thousand (orders, their items, stock movements,
 * the outbox): UUIDv7, whose first 48 bits are the time in milliseconds, so new rows go to the
 * end of the primary key's index rather than to a random page of it (less WAL, fewer pages
 * touched). The `uuid` package keeps them strictly increasing within a process, even within one
 * millisecond. They tell when a row was made, so nothing secret is ever one: tokens stay random.
 */
import { v7 } from 'uuid';

export const timeOrderedId = (): string => v7();
