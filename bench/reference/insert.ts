/**
 * Reference: bare Fastify + pg, `POST /` runs a 3-statement insert transaction (begin; three
 * inserts into a scratch table of the bench database; commit): the least a paid order's writes
 * could cost. DATABASE_URL and PORT from the environment.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { referenceApp } from '../pg-cpu';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  application_name: referenceApp,
  // Kept open for the whole run: the bench reads each backend's CPU before and after.
  idleTimeoutMillis: 0,
});
await pool.query(
  'create table if not exists bench_scratch (id bigserial primary key, kind text not null, amount_sen integer not null, at timestamptz not null default now())',
);
const app = Fastify({ logger: false });
app.post('/', async () => {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query('insert into bench_scratch (kind, amount_sen) values ($1, $2)', ['order', 1250]);
    await c.query('insert into bench_scratch (kind, amount_sen) values ($1, $2)', ['line', 1000]);
    await c.query('insert into bench_scratch (kind, amount_sen) values ($1, $2)', ['payment', 1250]);
    await c.query('commit');
  } catch (err) {
    await c.query('rollback').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
  return { ok: true };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
