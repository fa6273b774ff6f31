/**
 * A repository module as a service takes it: each function answering a promise of what it reads.
 * The database module is one (a Drizzle query is a promise); an in-memory fake of the same shape
 * lets the fast tier (`*.service.spec.ts`) test a service's rules without SQL.
 */
export type RepositoryOf<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : M[K];
};
