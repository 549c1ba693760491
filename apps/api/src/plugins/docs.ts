// OpenAPI description generated from the routes' zod schemas, with a UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefleet API',
        description: 'Multi-tenant online store platform. Errors are {message, code, issues?}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          // Routes marked with it need a signed-in caller; `x-access` says which role (plugins/route-access.ts).
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by POST /api/login (`__Host-sid` when served over HTTPS).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
