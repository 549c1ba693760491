// A store's settings columns on its tenant row (colour template, e-mail sender and branding, payment
// gateways, the store front's launch and password): the one place they are written. The themes, email and payments modules decide the
// values and call tenant-settings.service.ts.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { orders, tenants } from '../../db/schema/index.ts';
import { updateTenantRow } from './tenants.admin.queries.ts';
import type { TenantRow } from './tenants.queries.ts';

export type TenantSettingsValues = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'colorTemplate'
    | 'emailStoreName'
    | 'emailFromAddress'
    | 'emailSupportAddress'
    | 'emailProcessingTime'
    | 'emailBrandColor'
    | 'emailLogoUrl'
    | 'emailCustomMessage'
    | 'emailTranslations'
    | 'stripePublicKey'
    | 'stripeSecretKey'
    | 'stripeWebhookSecret'
    | 'sumupApiKey'
    | 'sumupMerchantCode'
    | 'paymentMethodsEnabled'
    | 'primaryPaymentGateway'
    | 'pricesIncludeVat'
    | 'vatNumber'
    | 'taxHomeCountry'
    | 'taxOss'
    | 'taxRegisteredIn'
    | 'launchedAt'
    | 'storefrontPassword'
    | 'timeZone'
    | 'defaultLanguage'
    | 'languages'
  >
>;

/** The tenant-row update, narrowed to the settings columns. */
export function updateTenantSettingsRow(db: Db, tenantId: number, values: TenantSettingsValues) {
  return updateTenantRow(db, tenantId, values);
}

/** Whether the store has any order (its base currency is fixed from its first, docs/decisions/0105). */
export async function tenantHasOrders(db: Db, tenantId: number): Promise<boolean> {
  return anyRow(db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId)).limit(1));
}

/**
 * Sets the store's base currency only while it has no order, in one statement (an order placed
 * meanwhile wins): the updated row, or undefined when it has orders (or there is no such store).
 */
export async function updateBaseCurrencyRow(
  db: Db,
  tenantId: number,
  currency: string,
): Promise<TenantRow | undefined> {
  const rows = await db
    .update(tenants)
    .set({ currency })
    .where(
      and(
        eq(tenants.id, tenantId),
        notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId))),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Sets (a number) or removes (null) one of the store's own tax rates in one statement on its row
 * (docs/decisions/0107): two owners saving different rates at once both keep theirs.
 */
export async function updateTaxRateOverrideRow(
  db: Db,
  tenantId: number,
  key: string,
  rateBp: number | null,
): Promise<TenantRow | undefined> {
  const value =
    rateBp === null
      ? sql`${tenants.taxRateOverrides} - ${key}::text`
      : sql`${tenants.taxRateOverrides} || jsonb_build_object(${key}::text, ${rateBp}::integer)`;
  const rows = await db
    .update(tenants)
    .set({ taxRateOverrides: value, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  return rows[0];
}
