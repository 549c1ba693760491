// A store's old addresses after a slug rename: its old subdomain and `/s/{old}` pages answer 301
// to the new slug for 90 days (docs/deployment.md, "Store addresses"). Every other request passes
// through without a database round trip.
import type { FastifyInstance } from 'fastify';
import { storeAddressRedirect, subdomainSlug } from './tenants.service.ts';

export function registerStoreAddressRedirects(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { host } = request.headers;
    const mayBeOld = request.url.startsWith('/s/') || subdomainSlug(request.ctx.config, host) !== undefined;
    if (!mayBeOld) return;
    const location = await storeAddressRedirect(request.ctx, {
      host,
      url: request.url,
      protocol: request.protocol,
    });
    if (location)
      return reply.code(301).header('location', location).header('cache-control', 'no-store').send();
  });
}
