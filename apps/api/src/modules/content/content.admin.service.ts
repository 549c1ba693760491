// Site content for the store admin (spec admin §2 Settings page, §7 Content): full entries, and
// saves that clean HTML and URLs first (content-sanitize.ts). PUT creates the entry when the key
// is new, so the footer's "PUT if it exists else POST" also survives a race between two tabs.
import type { AdminContentEntry, contentEntryInputSchema, Translations } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  type ContentRow,
  deleteContentEntry,
  findContentEntry,
  insertContentEntry,
  listContentEntries,
  updateContentEntry,
} from './content.admin.queries.ts';
import { cleanContentValue, sanitizeContentHtml } from './content-sanitize.ts';

type Input = z.output<typeof contentEntryInputSchema>;

const toAdminContentEntry = (row: ContentRow): AdminContentEntry => ({
  id: row.id,
  key: row.key,
  type: row.type,
  value: row.value,
  description: row.description,
  translations: row.translations as AdminContentEntry['translations'],
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = async (input: Input) => ({
  key: input.key,
  type: input.type,
  value: await cleanContentValue(input),
  description: input.description,
  ...(input.translations ? { translations: await cleanTranslatedValues(input) } : {}),
});

/** Each language's value cleaned as the entry's own is (HTML sanitised, addresses checked). */
async function cleanTranslatedValues(input: Input): Promise<Translations> {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(input.translations ?? {})) {
    const value = fields?.value;
    if (typeof value === 'string') out[lang] = { value: await cleanContentValue({ ...input, value }) };
  }
  return out;
}

const taken = (key: string) => new ConflictError(`Content with the key "${key}" already exists`);

/**
 * HTML a merchant brings from elsewhere (a Shopify product's Body (HTML), ADR 0079), cleaned by the
 * same sanitiser as the store's content pages.
 */
export function sanitizeMerchantHtml(html: string): Promise<string> {
  return sanitizeContentHtml(html);
}

export async function listAdminContent(ctx: Ctx, requestedTenantId: number): Promise<AdminContentEntry[]> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId });
  return (await listContentEntries(ctx.db, acting)).map(toAdminContentEntry);
}

export async function createContent(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: Input },
) {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const values = await valuesOf(input);
  if (await findContentEntry(ctx.db, acting, values.key)) throw taken(values.key);
  return toAdminContentEntry(await insertContentEntry(ctx.db, acting, values));
}

/** Saves the entry stored under `key`; the body's key may rename it. */
export async function saveContent(
  ctx: Ctx,
  { requestedTenantId, key, input }: { requestedTenantId?: number; key: string; input: Input },
) {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const values = await valuesOf(input);
  const current = await findContentEntry(ctx.db, acting, key);
  if (values.key !== key && (await findContentEntry(ctx.db, acting, values.key))) throw taken(values.key);
  if (!current) return toAdminContentEntry(await insertContentEntry(ctx.db, acting, values));
  const row = await updateContentEntry(ctx.db, acting, current.id, values);
  if (!row) throw new NotFoundError('Content not found');
  return toAdminContentEntry(row);
}

export async function deleteContent(
  ctx: Ctx,
  { requestedTenantId, key }: { requestedTenantId?: number; key: string },
): Promise<void> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await deleteContentEntry(ctx.db, acting, key))) throw new NotFoundError('Content not found');
}
