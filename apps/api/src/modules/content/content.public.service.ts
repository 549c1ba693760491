// GET /api/cms/content for shoppers: the store's site content (title, hero, footer, legal pages) as
// key/value pairs. HTML values are returned as stored; the store front sanitizes them on render.
import {
  type ContentEntry,
  type StoreLanguage,
  type Translations,
  translateField,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { storefrontLanguage } from '../tenants/store-language.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { listContentPairs, listContentValueOfStores } from './content.public.queries.ts';

export async function listPublicContent(
  ctx: Ctx,
  hints: { tenantId?: number; host?: string; lang?: string },
): Promise<ContentEntry[]> {
  const tenant = await resolveStorefrontTenant(ctx, hints);
  return listPublicContentOfTenant(ctx, storefrontLanguage(tenant, hints.lang));
}

/** For callers that already resolved an open store (the page the server sends for a store route). */
export async function listPublicContentOfTenant(ctx: Ctx, lang?: StoreLanguage): Promise<ContentEntry[]> {
  const rows = await listContentPairs(ctx.db, actingTenant(ctx));
  return rows.map((row) => ({
    key: row.key,
    value: lang ? translateField(row.value, row.translations as Translations, lang, 'value') : row.value,
  }));
}

/**
 * One key's value in each of these stores, by store (absent: not set), read through `ctx.db` (a page
 * of one's own orders reads it on the platform path): one statement whatever the number of stores.
 */
export async function contentValueOfStores(
  ctx: Pick<Ctx, 'db'>,
  { tenantIds, key }: { tenantIds: readonly number[]; key: string },
): Promise<Map<number, string>> {
  const rows = await listContentValueOfStores(ctx.db as Db, [...new Set(tenantIds)], key);
  return new Map(rows.map((r) => [r.tenantId, r.value]));
}
