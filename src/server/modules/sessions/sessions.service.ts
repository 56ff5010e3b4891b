/**
 * Server-side sessions: a 128-bit random token lives only in the browser's cookie; the database
 * keeps its SHA-256. A session ends after an idle period or at its absolute end, whichever comes
 * first; activity slides the idle period.
 */
import type { Db } from '../../db/database.ts';
import { hashSecretToken as hashToken, newSecretToken } from '../../secret-token.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
  insertSession,
  updateSession,
} from './sessions.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  id: string;
  userId: string | null;
  boxAccess: boolean;
  expiresAt: Date;
}

/**
 * Sliding the idle period writes at most this often per session: once a minute, or a tenth of
 * the idle period when that is shorter, so activity always lands before the period runs out.
 */
function touchInterval(idleMs: number): number {
  return Math.min(60_000, idleMs / 10);
}

export function createSessionService(
  db: Db,
  timeouts: SessionTimeouts,
  clock: Clock = systemClock,
) {
  const touchEveryMs = touchInterval(timeouts.idleMs);
  return {
    /** Starts a new session and returns its token (shown to nobody but the browser). */
    async start(userId: string | null, options: { boxAccess?: boolean } = {}) {
      const token = newSecretToken(16);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + timeouts.absoluteMs);
      await insertSession(db, {
        id: hashToken(token),
        userId,
        boxAccess: options.boxAccess ?? false,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The live session for a token, its idle period slid; null when unknown or expired. */
    async resolve(token: string): Promise<ActiveSession | null> {
      const id = hashToken(token);
      const session = await findSession(db, id);
      if (!session) return null;
      const now = clock.now().getTime();
      const idleFor = now - session.lastSeenAt.getTime();
      if (session.expiresAt.getTime() <= now || idleFor >= timeouts.idleMs) {
        await deleteSession(db, id);
        return null;
      }
      if (idleFor >= touchEveryMs) await updateSession(db, id, { lastSeenAt: new Date(now) });
      return {
        id,
        userId: session.userId,
        boxAccess: session.boxAccess,
        expiresAt: session.expiresAt,
      };
    },

    async grantBoxAccess(sessionId: string) {
      await updateSession(db, sessionId, { boxAccess: true });
    },

    async end(sessionId: string) {
      await deleteSession(db, sessionId);
    },

    async endAllForUser(userId: string) {
      await deleteUserSessions(db, userId);
    },

    async deleteExpired() {
      const now = clock.now();
      await deleteExpiredSessions(db, now, new Date(now.getTime() - timeouts.idleMs));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
