import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { AppError } from '../src/lib/errors';
import type { ActorCtx } from '../src/plugins/context';
import type { Actor } from '../src/policy';

/**
 * The fast tier (`*.service.spec.ts`): a service's rules on an in-memory fake repository, no
 * database. These build what such a test hands a service.
 */

/**
 * A `ctx.db` that runs a transaction's callback at once and refuses anything else: a rule that
 * reaches the database past its repository fails loudly instead of passing by luck.
 */
export const noDatabase: Db = new Proxy({} as Db, {
  get(_target, name) {
    if (name === 'transaction') return (fn: (tx: Db) => unknown) => fn(noDatabase);
    // Not a promise, and printable in a failure's message.
    if (name === 'then' || typeof name === 'symbol') return undefined;
    return () => {
      throw new Error(`a fast test reached ctx.db.${name}: give its repository the call instead`);
    };
  },
});

/** Someone signed in (a merchant owner unless said otherwise), as a request's context would carry them. */
export function actorCtx(actor: Partial<Actor> & Pick<Actor, 'id'>, overrides: Partial<ActorCtx> = {}) {
  return {
    actor: {
      role: 'merchant',
      username: `user${actor.id}`,
      firstLogin: false,
      merchantId: null,
      accessOption: null,
      termsPending: false,
      ...actor,
    },
    locale: 'en',
    ip: '127.0.0.1',
    publicUrl: 'http://meja.test',
    db: noDatabase,
    ...overrides,
  } as ActorCtx;
}

/** What PostgreSQL throws on a broken unique key, as a fake repository throws it. */
export const uniqueViolation = (constraint: string) =>
  Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: '23505',
    constraint,
  });

/** Expects the call to fail with this AppError code (and these field errors, when given). */
export async function expectAppError(
  call: Promise<unknown>,
  code: AppError['code'],
  details: { messageKey?: string; errors?: Record<string, string> } = {},
) {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, ...details });
}
