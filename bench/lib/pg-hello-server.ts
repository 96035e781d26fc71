import Fastify from 'fastify';
import pg from 'pg';

// A second ceiling for GET quote: Fastify plus node-postgres running the same four SELECTs as the API
// (quote by id and tenant, then its items, alternatives and recipients), with no ORM, auth, validation or logging.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/quotes/:id', async (request, reply) => {
  const id = request.params.id;
  const quote = await pool.query('select * from quotes where company_id = $1 and livemode = true and id = $2', [
    env.COMPANY_ID,
    id,
  ]);
  if (quote.rows.length === 0) return reply.code(404).send({ error: 'not found' });
  const items = await pool.query('select * from quote_items where quote_id = any($1) order by position', [[id]]);
  const alternatives = await pool.query(
    'select * from quote_alternatives where quote_id = any($1) order by created_at, id',
    [[id]],
  );
  const recipients = await pool.query('select * from quote_recipients where quote_id = any($1) order by position', [
    [id],
  ]);
  return {
    data: { ...quote.rows[0], items: items.rows, alternatives: alternatives.rows, recipients: recipients.rows },
  };
});
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
