// GET /api/cms/content for shoppers: the store's site content (title, hero, footer, legal pages) as
// key/value pairs. HTML values are returned as stored; the store front sanitizes them on render.
import type { ContentEntry } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { listContentPairs } from './content.public.queries.ts';

export async function listPublicContent(
  ctx: Ctx,
  hints: { tenantId?: number; host?: string },
): Promise<ContentEntry[]> {
  await resolveStorefrontTenant(ctx, hints);
  return listPublicContentOfTenant(ctx);
}

/** For callers that already resolved an open store (the page the server sends for a store route). */
export async function listPublicContentOfTenant(ctx: Ctx): Promise<ContentEntry[]> {
  return listContentPairs(ctx.db, actingTenant(ctx));
}
