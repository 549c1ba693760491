// buildApp(): the Fastify app, shared by main.ts and every test. Plugins load in a fixed order:
// external (security, cookies, docs) → app (context, errors) → routes → web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { storefrontProductRoutes } from './modules/catalogue/storefront-products.routes.ts';
import { checkoutAndPaymentRoutes } from './modules/checkout/checkout-and-payments.routes.ts';
import { publicContentRoutes } from './modules/content/content.public.routes.ts';
import { storeOperationsRoutes } from './modules/dashboard/store-operations.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { subscriptionRoutes } from './modules/product-subscriptions/product-subscriptions.routes.ts';
import { publicShippingOptionRoutes } from './modules/shipping/shipping-options.public.routes.ts';
import { platformOperatorRoutes } from './modules/tenants/platform-operator.routes.ts';
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
  await app.register(platformOperatorRoutes);
  await app.register(storefrontProductRoutes);
  await app.register(catalogueRoutes);
  await app.register(publicShippingOptionRoutes);
  await app.register(publicContentRoutes);

  await app.register(checkoutAndPaymentRoutes);
  await app.register(storeOperationsRoutes);
  await app.register(subscriptionRoutes);

  await registerWeb(app, options.serveWeb === false ? '/nonexistent' : undefined);
  return app;
}
