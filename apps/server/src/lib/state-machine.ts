import type { MessageKey } from '@meja/contracts';
import { atomically, type Db } from '../db/client';
import { AppError } from './errors';

/**
 * A status column and the moves it may make (DESIGN.md "The shape of the money domains"): the
 * machine is data, `transition` the one way any status changes. Modelled on vendure's
 * order-state-machine, without its hooks: what follows a move (a paid order's steps) is the
 * caller's.
 */
/** What a machine's `write` answers when it also wrote the move's audit row and notices. */
export const wroteAll = 'audited and notified';

export interface Machine<S extends string, R, A, V = never> {
  /** Every status and where it may go next; a status with no moves is final. */
  transitions: Readonly<Record<S, readonly S[]>>;
  /** The message key of a refused move (a 409 whose reason says which status could not move). */
  refused: MessageKey;
  statusOf(row: R): string;
  /**
   * Writes `to` (with the move's own columns) only where the row is still `from`, so a writer
   * that read a stale row cannot overwrite another's move. Answers whether it wrote, or `wroteAll`
   * when its one statement also wrote the move's audit row and notices (a hot path's round trips).
   */
  write(tx: Db, row: R, from: S, to: S, values?: V): Promise<boolean | typeof wroteAll>;
  /** The audit row of the move (who, why), written in the move's transaction. */
  audit(tx: Db, row: R, from: S, to: S, audit: A): Promise<void>;
  /** Tells live pages, where the status is shown live: NOTIFY in the transaction, sent on commit. */
  notify?(tx: Db, row: R, to: S): Promise<void>;
}

export interface Moved<S extends string> {
  /** False when the row was already at `to`, or another writer moved it first: nothing was written. */
  changed: boolean;
  from: S;
}

/** Whether the machine allows `from → to` (an unknown `from` allows nothing). */
export function canMove<S extends string>(
  machine: { transitions: Readonly<Record<S, readonly S[]>> },
  from: string,
  to: S,
) {
  return (machine.transitions[from as S] ?? []).includes(to);
}

/**
 * Moves `row` to `to`: a repeat of the move it already made is `{ changed: false }`, a move the
 * machine does not allow is refused (AppError conflict, `machine.refused`). The status, its audit
 * row and the notice are written in one transaction: a rollback leaves none of them.
 */
export async function transition<S extends string, R, A, V>(
  tx: Db,
  machine: Machine<S, R, A, V>,
  row: R,
  to: S,
  audit: A,
  values?: V,
): Promise<Moved<S>> {
  const from = machine.statusOf(row) as S;
  if (from === to) return { changed: false, from };
  if (!canMove(machine, from, to)) throw new AppError('conflict', machine.refused, undefined, { from, to });
  const move = async (t: Db): Promise<Moved<S>> => {
    const wrote = await machine.write(t, row, from, to, values);
    if (!wrote) return { changed: false, from };
    if (wrote !== wroteAll) {
      await machine.audit(t, row, from, to, audit);
      await machine.notify?.(t, row, to);
    }
    return { changed: true, from };
  };
  return atomically(tx, move);
}
