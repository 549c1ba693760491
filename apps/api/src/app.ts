// buildApp(): the Fastify app, shared by main.ts and every test. Plugins load in a fixed order:
// external (security, cookies, docs) → app (context, errors) → routes → web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config/config.ts';
import type { Database } from './db/database.ts';
import { accountPlugin } from './modules/account/account.plugin.ts';
import { accountOrdersPlugin } from './modules/account-orders/account-orders.plugin.ts';
import { addressesPlugin } from './modules/addresses/addresses.plugin.ts';
import { analyticsPlugin } from './modules/analytics/analytics.plugin.ts';
import { analyticsFunnelPlugin } from './modules/analytics-funnel/analytics-funnel.plugin.ts';
import { apiKeysPlugin } from './modules/api-keys/api-keys.plugin.ts';
import { loadApiKeyActor } from './modules/api-keys/api-keys.service.ts';
import { registerAuditLog } from './modules/audit-log/audit-hooks.plugin.ts';
import { auditLogPlugin } from './modules/audit-log/audit-log.plugin.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { registerRouteAccess } from './modules/auth/route-access.service.ts';
import { loadActor } from './modules/auth/session.service.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { cataloguePlugin } from './modules/catalogue/catalogue.plugin.ts';
import type { ImageFetcher } from './modules/catalogue/image-fetcher.types.ts';
import { checkoutPlugin } from './modules/checkout/checkout.plugin.ts';
import { applyProviderPayment } from './modules/checkout/provider-payment.service.ts';
import { contentPlugin } from './modules/content/content.plugin.ts';
import { currenciesPlugin } from './modules/currencies/currencies.plugin.ts';
import { customersPlugin } from './modules/customers/customers.plugin.ts';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.ts';
import { discountsPlugin } from './modules/discounts/discounts.plugin.ts';
import { domainsPlugin, registerDomainHooks } from './modules/domains/domains.plugin.ts';
import { draftOrdersPlugin } from './modules/draft-orders/draft-orders.plugin.ts';
import { emailPlugin } from './modules/email/email.plugin.ts';
import { healthPlugin } from './modules/health/health.plugin.ts';
import { invoicesPlugin } from './modules/invoices/invoices.plugin.ts';
import { orderCancellationPlugin } from './modules/order-cancellation/order-cancellation.plugin.ts';
import { orderEditsPlugin } from './modules/order-edits/order-edits.plugin.ts';
import { orderPaymentLinksPlugin } from './modules/order-payment-links/order-payment-links.plugin.ts';
import { ordersPlugin } from './modules/orders/orders.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { plansPlugin } from './modules/plans/plans.plugin.ts';
import { platformStatsPlugin } from './modules/platform-stats/platform-stats.plugin.ts';
import { countLiveSubscriptions } from './modules/product-subscriptions/product-subscribers.service.ts';
import { productSubscriptionsPlugin } from './modules/product-subscriptions/product-subscriptions.plugin.ts';
import { registerRateLimits } from './modules/rate-limits/rate-limits.plugin.ts';
import { refundsPlugin } from './modules/refunds/refunds.plugin.ts';
import { returnsPlugin } from './modules/returns/returns.plugin.ts';
import { seoPlugin } from './modules/seo/seo.plugin.ts';
import { shippingPlugin } from './modules/shipping/shipping.plugin.ts';
import { storeLanguagesPlugin } from './modules/store-languages/store-languages.plugin.ts';
import { storeLaunchPlugin } from './modules/store-launch/store-launch.plugin.ts';
import { storePlanPlugin } from './modules/store-plan/store-plan.plugin.ts';
import { registerWeb } from './modules/storefront/web.plugin.ts';
import {
  registerStorefrontKeys,
  storefrontKeysPlugin,
} from './modules/storefront-keys/storefront-keys.plugin.ts';
import { teamPlugin } from './modules/team/team.plugin.ts';
import { tenantAdminPlugin } from './modules/tenant-admin/tenant-admin.plugin.ts';
import { registerStoreAddressRedirects } from './modules/tenants/store-address.plugin.ts';
import { tenantsPlugin } from './modules/tenants/tenants.plugin.ts';
import { themesPlugin } from './modules/themes/themes.plugin.ts';
import { uploadsPlugin } from './modules/uploads/uploads.plugin.ts';
import { vatPlugin } from './modules/vat/vat.plugin.ts';
import { webhooksPlugin } from './modules/webhooks/webhooks.plugin.ts';
import { loadAssets } from './plugins/asset-memory.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { type LogStream, loggerOptions, RequestLogController } from './plugins/logging.ts';
import {
  registerReadAfterCookie,
  registerRequestContext,
  sessionCookieName,
} from './plugins/request-context.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerStorefrontCache, storefrontServerFactory } from './plugins/storefront-cache.ts';

export type BuildAppOptions = {
  config: Config;
  /** The plain handle (no store set) and the scopes row-level security is keyed on. */
  database: Pick<Database, 'db' | 'scopes' | 'listen' | 'replica'>;
  /** Tests pass false to keep their output quiet. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: LogStream;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** How the product CSV import checks and fetches outside image URLs (API tests pass their own). */
  imageFetcher?: ImageFetcher;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Store-front cache hits are answered by the http server before Fastify (plugins/storefront-cache.ts).
  const fastPath = {
    sessionCookie: sessionCookieName(config),
    assets: options.serveWeb === false ? undefined : loadAssets(config.WEB_DIST_DIR, securityHeaders()),
  };
  const app = Fastify({
    serverFactory: storefrontServerFactory(fastPath),
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    logController: new RequestLogController(),
    // Only the proxies named in TRUST_PROXY may set the client's address (X-Forwarded-For).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: a cache hit needs none of the hooks below (its headers were captured when it was filled).
  await registerStorefrontCache(app, { config, database, fastPath });
  await registerSecurity(app);
  await registerDocs(app, { serveUi: config.API_DOCS });
  await registerRequestContext(app, { database, config, loadActor, loadKeyActor: loadApiKeyActor });
  registerReadAfterCookie(app, database.replica);
  registerStoreAddressRedirects(app);
  registerErrorHandling(app);
  // Who may call each route (401/403 before 400), and no control characters in any input.
  registerRouteAccess(app);
  registerInputGuard(app);
  // Every successful admin write is recorded (before compression: the answer is still JSON text).
  registerAuditLog(app);
  registerRateLimits(app);
  registerCompression(app);
  // A verified store domain reached over HTTPS is live; domain look-ups drop with the cache (ADR 0070).
  registerDomainHooks(app, database);
  // A publishable key names its store on the store-front API, with its origins' CORS (ADR 0076).
  registerStorefrontKeys(app, database);

  // One plugin per module; no module mounts another's routes.
  // Sessions and platform
  await app.register(healthPlugin);
  await app.register(authPlugin);
  await app.register(accountPlugin);
  await app.register(tenantsPlugin);
  await app.register(tenantAdminPlugin);
  await app.register(plansPlugin);
  await app.register(billingPlugin);
  await app.register(storePlanPlugin);
  await app.register(platformStatsPlugin);
  await app.register(domainsPlugin);
  await app.register(storeLaunchPlugin);
  // The store: catalogue and what its pages show
  await app.register(cataloguePlugin, {
    liveSubscriptions: countLiveSubscriptions,
    imageFetcher: options.imageFetcher,
  });
  await app.register(uploadsPlugin);
  await app.register(contentPlugin);
  await app.register(shippingPlugin);
  await app.register(discountsPlugin);
  await app.register(themesPlugin);
  await app.register(seoPlugin);
  // Buying and after
  await app.register(checkoutPlugin);
  await app.register(paymentsPlugin, { applyPayment: applyProviderPayment });
  await app.register(ordersPlugin);
  await app.register(customersPlugin);
  await app.register(teamPlugin);
  await app.register(apiKeysPlugin);
  await app.register(storefrontKeysPlugin);
  await app.register(invoicesPlugin);
  await app.register(vatPlugin);
  await app.register(storeLanguagesPlugin);
  await app.register(currenciesPlugin);
  await app.register(refundsPlugin);
  await app.register(orderCancellationPlugin);
  await app.register(orderEditsPlugin);
  await app.register(orderPaymentLinksPlugin);
  await app.register(returnsPlugin);
  await app.register(draftOrdersPlugin);
  await app.register(productSubscriptionsPlugin);
  await app.register(addressesPlugin);
  await app.register(accountOrdersPlugin);
  // Store admin
  await app.register(emailPlugin);
  await app.register(analyticsPlugin);
  await app.register(dashboardPlugin);
  await app.register(analyticsFunnelPlugin);
  await app.register(auditLogPlugin);
  await app.register(webhooksPlugin);

  await registerWeb(app, options.serveWeb === false ? '/nonexistent' : config.WEB_DIST_DIR);
  return app;
}
