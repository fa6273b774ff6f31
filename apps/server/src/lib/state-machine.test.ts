import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { canMove, type Machine, transition } from './state-machine';

/** The helper on its own: a made-up status column and audit table in an in-memory PostgreSQL. */
type Door = 'closed' | 'open' | 'locked';
interface DoorRow {
  id: number;
  status: string;
}

/** PGlite's result rows (the Db type leaves a raw query's result untyped). */
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

let client: PGlite;
let db: Db;
const notified: string[] = [];
let failAudit = false;

const doors: Machine<Door, DoorRow, { who: string }> = {
  transitions: { closed: ['open', 'locked'], open: ['closed'], locked: ['closed'] },
  refused: 'error.order_status_refused',
  statusOf: (d) => d.status,
  async write(tx, d, from, to) {
    const res = await tx.execute(
      sql`update doors set status = ${to} where id = ${d.id} and status = ${from} returning id`,
    );
    return rows(res).length > 0;
  },
  async audit(tx, d, from, to, a) {
    if (failAudit) throw new Error('audit failed');
    await tx.execute(
      sql`insert into door_events (door_id, from_status, to_status, who) values (${d.id}, ${from}, ${to}, ${a.who})`,
    );
  },
  async notify(_tx, d, to) {
    notified.push(`${d.id}:${to}`);
  },
};

const doorNow = async (id: number) =>
  rows<{ status: string }>(await db.execute(sql`select status from doors where id = ${id}`))[0]?.status;
const eventsOf = async (id: number) =>
  rows<{ from_status: string; to_status: string; who: string }>(
    await db.execute(
      sql`select from_status, to_status, who from door_events where door_id = ${id} order by seq`,
    ),
  ).map((e) => `${e.from_status}>${e.to_status} by ${e.who}`);

let next = 0;
async function door(status: Door): Promise<DoorRow> {
  const id = ++next;
  await db.execute(sql`insert into doors values (${id}, ${status})`);
  return { id, status };
}

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client) as unknown as Db;
  await db.execute(sql`create table doors (id int primary key, status text not null)`);
  await db.execute(
    sql`create table door_events (seq serial, door_id int, from_status text, to_status text, who text)`,
  );
});
afterAll(() => client?.close());
beforeEach(() => {
  notified.length = 0;
  failAudit = false;
});

describe('transition', () => {
  it('makes an allowed move: the status, its audit row and the notice', async () => {
    const d = await door('closed');
    expect(await transition(db, doors, d, 'open', { who: 'ana' })).toEqual({ changed: true, from: 'closed' });
    expect(await doorNow(d.id)).toBe('open');
    expect(await eventsOf(d.id)).toEqual(['closed>open by ana']);
    expect(notified).toEqual([`${d.id}:open`]);
  });

  it('answers a repeat of the move already made with changed: false, writing nothing', async () => {
    const d = await door('open');
    expect(await transition(db, doors, d, 'open', { who: 'ana' })).toEqual({ changed: false, from: 'open' });
    expect(await eventsOf(d.id)).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('refuses a move the table does not allow, with the machine’s message key', async () => {
    const d = await door('locked');
    expect(canMove(doors, 'locked', 'open')).toBe(false);
    const refused = await transition(db, doors, d, 'open', { who: 'ana' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'conflict', messageKey: 'error.order_status_refused' });
    // An unknown status allows nothing either.
    expect(canMove(doors, 'ajar', 'closed')).toBe(false);
    expect(await doorNow(d.id)).toBe('locked');
    expect(await eventsOf(d.id)).toEqual([]);
  });

  it('does not overwrite a move another writer made after the row was read', async () => {
    const d = await door('closed');
    await transition(db, doors, { ...d }, 'locked', { who: 'ben' });
    // `d` still says closed: its move to open finds the door locked and writes nothing.
    expect(await transition(db, doors, d, 'open', { who: 'ana' })).toEqual({
      changed: false,
      from: 'closed',
    });
    expect(await doorNow(d.id)).toBe('locked');
    expect(await eventsOf(d.id)).toEqual(['closed>locked by ben']);
  });

  it('writes the status and its audit row in one transaction: a rollback leaves neither', async () => {
    const d = await door('closed');
    await db
      .transaction(async (tx) => {
        await transition(tx, doors, d, 'open', { who: 'ana' });
        tx.rollback();
      })
      .catch(() => {});
    expect(await doorNow(d.id)).toBe('closed');
    expect(await eventsOf(d.id)).toEqual([]);
    // Called outside a transaction, a failing audit takes the status change back with it.
    failAudit = true;
    await expect(transition(db, doors, d, 'open', { who: 'ana' })).rejects.toThrow('audit failed');
    expect(await doorNow(d.id)).toBe('closed');
  });
});
