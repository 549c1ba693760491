// Domains: a store's own domains, their verification and the TLS ask (ADR 0070; table store_domains).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Ctx } from '../../context.ts';
import { markLiveOnHttps } from './domain-tls.service.ts';
import { forgetDomainCaches } from './domains.cache.ts';
import { domainRoutes } from './domains.routes.ts';

export const domainsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(domainRoutes);
};

/**
 * On the root app (every path, store pages included): a request that reached a verified domain over
 * HTTPS through the TLS proxy means its certificate was issued, so the domain becomes active; after
 * the answer is sent, so it never slows one. And what this instance keeps about domains is dropped
 * whenever the store-front cache is cleared or a store's part of it invalidated: on every instance, a
 * domain verified, made primary or removed anywhere sends that clear (migration 0030's triggers), and
 * a store's status change its invalidation (ADR 0013).
 */
export function registerDomainHooks(app: FastifyInstance, database: Pick<Ctx, 'scopes'>): void {
  app.storefrontCache.onClear(() => forgetDomainCaches({ scopes: database.scopes }));
  // A store suspended, closed or reopened notifies its own invalidation: the kept TLS answers and
  // host look-ups (10 s) must not outlive it. They are all dropped: a store's hosts are not indexed.
  app.storefrontCache.onInvalidate(() => forgetDomainCaches({ scopes: database.scopes }));
  app.addHook('onResponse', async (request) => {
    if (request.headers['x-forwarded-proto'] !== 'https' || !request.ctx) return;
    try {
      await markLiveOnHttps(request.ctx, { host: request.headers.host });
    } catch (err) {
      request.log.warn({ err }, 'could not mark a domain live');
    }
  });
}
