import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { pendingMigrations } from '../db/migrate';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.string()).optional(),
});

/** `/healthz`: the process answers. `/readyz`: the database answers and every migration is applied. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', { config: { public: true }, schema: { response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { config: { public: true }, schema: { response: { 200: ZHealth, 503: ZHealth } } },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.code(503).send({ status: 'unavailable', checks: { database: 'unreachable' } });
      }
      const pending = await pendingMigrations(database.db).catch(() => ['(schema_migrations missing)']);
      if (pending.length > 0) {
        return reply
          .code(503)
          .send({ status: 'unavailable', checks: { database: 'ok', migrations: `pending: ${pending.join(', ')}` } });
      }
      return { status: 'ok' as const, checks: { database: 'ok', migrations: 'ok' } };
    },
  );
};
