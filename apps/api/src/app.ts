// buildApp(): the Fastify app, shared by main.ts and every test. Plugins load in a fixed order:
// external (security, cookies, docs) → app (context, errors) → routes → web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { tenantRoutes } from './modules/tenants/tenants.routes.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Tests pass false to keep their output quiet. */
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app);
  await registerDocs(app);
  await registerRequestContext(app, { db, config });
  registerErrorHandling(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(tenantRoutes);

  await registerWeb(app, options.serveWeb === false ? '/nonexistent' : undefined);
  return app;
}
