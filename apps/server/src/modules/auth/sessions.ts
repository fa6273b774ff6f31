import type { Db } from '../../db/client';
import type { Actor } from '../../policy';
import * as repo from './repository';

/**
 * Sessions as other modules may use them: buddies sign in, staff and user changes end sessions,
 * the auth plugin finds the actor behind a token. They take `db` rather than `ctx` so that a
 * caller can pass its own open transaction.
 */
export const createSession = (db: Db, userId: number, token: string) => repo.createSession(db, userId, token);

/** Ends every session of the user at once (deactivated, or a new password). */
export const deleteSessionsOf = (db: Db, userId: number) => repo.deleteSessionsOf(db, userId);

export const actorByToken = (db: Db, token: string): Promise<Actor | null> =>
  repo.findActorByToken(db, token);
