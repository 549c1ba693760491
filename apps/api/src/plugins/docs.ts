// OpenAPI description generated from the routes' zod schemas, with a UI at /api/docs (and the JSON
// at /api/docs/json) when `API_DOCS` is on: by default outside production only (docs/deployment.md),
// so a production deployment does not hand every caller a map of its admin routes unless asked.
// The description itself is always built (app.swagger()), for tests and tools in the process.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      },
      components: {
        securitySchemes: {
          // Routes marked with it need a signed-in caller; `x-access` says which role (modules/auth/route-access.service.ts).
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by POST /api/login (`__Host-sid` when served over HTTPS).',
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
  });
  if (options.serveUi) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
