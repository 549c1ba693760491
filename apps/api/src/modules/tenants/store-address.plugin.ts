// A store's addresses (docs/deployment.md, "Store addresses"). Its old addresses after a slug
// rename: its old subdomain and `/s/{old}` pages answer 301 to the new slug for 90 days. And the
// admin and operator screens live on the platform's host (PUBLIC_URL): opened on a store's own
// host they answer 302 there (sessions are per host: the admin signs in again there). Every other
// request passes through without a database round trip.
import { adminRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import type { FastifyInstance } from 'fastify';
import { findTenantForHost, hostName, storeAddressRedirect, subdomainSlug } from './tenants.service.ts';

/** The first path segment of every admin and operator screen (`/admin`, `/settings`, `/tenant`, …). */
const adminSegments = new Set(
  [...adminRoutes, ...platformRoutes].map((route) => route.path.split('/')[1]).filter(Boolean),
);

const isAdminScreen = (url: string) => adminSegments.has(url.split(/[/?#]/)[1] ?? '');

export function registerStoreAddressRedirects(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { host } = request.headers;
    const { config } = request.ctx;
    if (isAdminScreen(request.url)) {
      const name = hostName(host);
      const onStoreHost =
        name !== undefined &&
        name !== new URL(config.PUBLIC_URL).hostname.toLowerCase() &&
        (subdomainSlug(config, host) !== undefined ||
          (await findTenantForHost(request.ctx, name)) !== undefined);
      if (onStoreHost) {
        return reply
          .code(302)
          .header('location', `${config.PUBLIC_URL}${request.url}`)
          .header('cache-control', 'no-store')
          .send();
      }
      return;
    }
    const mayBeOld = request.url.startsWith('/s/') || subdomainSlug(config, host) !== undefined;
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
