// GET /api/healthz: ok once the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request) => {
      await request.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
