// OpenAPI description generated from the routes' zod schemas, with a UI at /api/docs (and the JSON
// at /api/docs/json) when `API_DOCS` is on: by default outside production only (docs/deployment.md),
// so a production deployment does not hand every caller a map of its admin routes unless asked.
// The description itself is always built (app.swagger()), for tests and tools in the process.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operationSummaries } from './operation-summaries.ts';

/** What each tag groups, in the order the docs UI lists them (ADR 0076: every tag used is defined). */
export const apiTags: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'health', description: 'Whether the instance is up' },
  { name: 'session', description: 'Signing in and out, the signed-in user' },
  { name: 'account', description: "A signed-in customer's own account, orders and addresses" },
  { name: 'tenants', description: 'Stores: their public details and settings' },
  { name: 'platform', description: 'Platform administration (super admins)' },
  { name: 'plans', description: 'The plans a store can be on' },
  { name: 'billing', description: "The platform's bills to stores" },
  { name: 'subscription', description: "A store's own plan: changing and cancelling it" },
  { name: 'domains', description: "A store's own domain names" },
  { name: 'store-launch', description: "A new store's launch checklist and store-front password (ADR 0081)" },
  { name: 'catalogue', description: 'Products, variants and categories' },
  { name: 'subscriptions', description: 'Subscription products and their subscribers' },
  { name: 'uploads', description: 'Images' },
  { name: 'cms', description: 'Content entries, pages and legal texts' },
  { name: 'shipping', description: 'Shipping options' },
  { name: 'discounts', description: 'Discount codes' },
  { name: 'themes', description: "The store front's look" },
  { name: 'seo', description: 'robots.txt and sitemaps' },
  { name: 'checkout', description: 'Carts, checkout and order confirmation' },
  { name: 'payments', description: 'Payment providers, payment intents and their webhooks' },
  { name: 'orders', description: 'Orders, fulfilment, refunds, invoices and credit notes' },
  { name: 'returns', description: 'Returns' },
  { name: 'draft-orders', description: 'Orders made by the store for a customer' },
  { name: 'customers', description: "The store's customers" },
  { name: 'vat', description: 'VAT settings' },
  { name: 'store-languages', description: "A store's default and enabled languages" },
  { name: 'currencies', description: "A store's base currency, the others it sells in, and prices in them" },
  { name: 'email', description: "The store's e-mail settings and sent mail" },
  { name: 'dashboard', description: "The store's figures" },
  {
    name: 'analytics',
    description:
      "The store's reports: sales, products and categories over a range of days, and its store front's conversion funnel",
  },
  { name: 'team', description: "The store's team and their permissions" },
  { name: 'api-keys', description: 'Store API keys and publishable store-front keys' },
  { name: 'audit-log', description: "Who changed what in the store's admin" },
  { name: 'webhooks', description: "The store's outgoing webhooks and their delivery log" },
];

/**
 * A stable, readable operationId from the method and the path (ADR 0076): `GET /api/admin/orders/{id}`
 * is `getAdminOrdersById`. The leading `/api` is dropped; a path parameter is `By<Name>`.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment, index) => segment !== '' && !(index === 1 && segment === 'api'))
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...parameter[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** Who may call an operation, in words, from what route-access.service.ts put on it. */
function accessSentence(operation: Record<string, unknown>): string {
  const scope = operation['x-api-key-scope'];
  const permission = operation['x-permission'];
  const key = scope ? `, or a store API key with the scope \`${scope}\`` : '';
  switch (operation['x-access']) {
    case 'superAdmin':
      return 'Platform operators (super admins) only.';
    case 'user':
      return 'Needs a signed-in user.';
    case 'storeAdmin':
      return permission === 'member'
        ? `Needs a member of the store${key}.`
        : permission
          ? `Needs the store's owner or a member with the \`${permission}\` permission${key}.`
          : "Needs the store's owner.";
    default:
      return 'Open to anyone: no sign-in.';
  }
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Completes every operation in one place: its operationId (from method and path unless the route
 * names one), its summary (the route's own, else operation-summaries.ts), a description (the
 * route's own, else the summary and who may call it). Checked by Spectral in `npm test`.
 */
export function completeOperations<T extends { paths?: Record<string, Record<string, unknown>> }>(
  document: T,
): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      operation.summary ??= operationSummaries[`${method.toUpperCase()} ${path}`];
      if (!operation.description && typeof operation.summary === 'string')
        operation.description = `${operation.summary}. ${accessSentence(operation)}`;
    }
  }
  return document;
}

export async function registerDocs(app: FastifyInstance, options: { serveUi: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefleet API',
        description:
          'Multi-tenant online store platform. Errors are {message, code, issues?}. Any call may answer ' +
          '503 with code `unavailable` and a Retry-After header when the database is out of reach or has ' +
          'no free connection in time (docs/deployment.md, "Connection budget"): try it again. With a read ' +
          'replica, a signed-in write also sets the `sf_read_after` cookie, so that caller reads what it saved.',
        version: '1.0.0',
        contact: { name: 'The operator of this Storefleet instance' },
      },
      // The instance that serves the description: every path is absolute from its origin.
      servers: [{ url: '/', description: 'This Storefleet instance' }],
      tags: [...apiTags],
      components: {
        securitySchemes: {
          // Routes marked with it need a signed-in caller; `x-access` says which role (modules/auth/route-access.service.ts).
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by POST /api/login (`__Host-sid` when served over HTTPS).',
          },
          // A publishable store-front key (docs/api.md, ADR 0076): names the store on the store-front reads.
          storefrontKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Storefleet-Key',
            description:
              'A publishable store-front key (`sf_pub_…`, not secret) from Settings → API Keys: names the store ' +
              'instead of `tenantId` or the host, on the store-front reads and create-payment-intent only, ' +
              "with CORS for the key's origins.",
          },
          // A store API key (docs/api.md, ADR 0072): store admin routes whose `x-api-key-scope` it holds.
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A store API key, `Authorization: Bearer sf_live_…`, made by the owner in Settings → API keys. ' +
              'It acts on its own store only, on the routes whose `x-api-key-scope` it holds.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOperations(documentObject.openapiObject as Parameters<typeof completeOperations>[0])
        : documentObject.swaggerObject,
  });
  if (options.serveUi) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
