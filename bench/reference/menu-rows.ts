/**
 * Reference: bare Fastify + pg, `GET /` reads the demo merchant's foods joined to their categories
 * (~80 rows) from the bench database on every request, no cache: the cost of one plain menu
 * query. DATABASE_URL and PORT from the environment.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { referenceApp } from '../pg-cpu';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  application_name: referenceApp,
  idleTimeoutMillis: 0,
});
const merchant = await pool.query<{ id: number }>("select id from users where username = 'merchant'");
const merchantId = merchant.rows[0]?.id;
if (merchantId === undefined) throw new Error('no demo merchant in the bench database');
const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query(
    `select f.id, f.name, f.code, f.description, f.price_sen, f.take_away, f.quantity_left,
            c.id as category_id, c.name as category, c.priority as category_priority
       from foods f join menu_categories c on c.id = f.category_id
      where f.merchant_id = $1 and f.active
      order by c.priority, f.priority`,
    [merchantId],
  );
  return { data: rows };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
