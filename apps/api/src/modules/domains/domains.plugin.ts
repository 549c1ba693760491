// Domains: a store's own domains, their verification and the TLS ask (ADR 0070; table store_domains).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { domainRoutes } from './domains.routes.ts';
import { markLiveOnHttps } from './domains.service.ts';

export const domainsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(domainRoutes);
};

/**
 * On the root app (every path, store pages included): a request that reached a verified domain over
 * HTTPS through the TLS proxy means its certificate was issued, so the domain becomes active. After
 * the answer is sent, so it never slows one.
 */
export function registerDomainGoLive(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    if (request.headers['x-forwarded-proto'] !== 'https' || !request.ctx) return;
    try {
      await markLiveOnHttps(request.ctx, { host: request.headers.host });
    } catch (err) {
      request.log.warn({ err }, 'could not mark a domain live');
    }
  });
}
