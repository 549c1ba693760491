// A store front that is not launched yet (ADR 0081): shoppers see its password page, and one who
// enters the store-front password gets a cookie for that store, host-only, that lets them browse.
// The cookie holds an HMAC of the store and its current password under a key derived from
// APP_SECRET: nothing is stored per shopper, and a changed password shuts every old cookie out.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PublicTenant } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import type { TenantRow } from './tenants.queries.ts';
import { toPublicTenant } from './tenants.service.ts';

type Cookies = Record<string, string | undefined>;
type PassCtx = Pick<Ctx, 'config'>;

export const STOREFRONT_PASSWORD_WRONG =
  'That password is not right. Ask the store for it, or come back once it opens.';
export const STORE_NOT_OPEN = 'This store is not open yet: enter its password to look around.';

export const isLaunched = (row: Pick<TenantRow, 'launchedAt'>) => row.launchedAt !== null;

/** `store_pass_{id}`: one cookie per store, so a shopper's pass for one store opens no other. */
export function storefrontPassCookieName(_ctx: PassCtx, { tenantId }: { tenantId: number }): string {
  return `store_pass_${tenantId}`;
}

function passToken(ctx: PassCtx, row: Pick<TenantRow, 'id' | 'storefrontPassword'>): string | undefined {
  if (!ctx.config.APP_SECRET || !row.storefrontPassword) return undefined;
  const key = createHmac('sha256', ctx.config.APP_SECRET).update('storefleet:storefront-pass:v1').digest();
  return createHmac('sha256', key).update(`${row.id}:${row.storefrontPassword}`).digest('base64url');
}

/** Whether this request may browse the store: it is launched, or the request carries its pass. */
export function hasStorefrontAccess(
  ctx: PassCtx,
  { tenant, cookies }: { tenant: TenantRow; cookies: Cookies },
) {
  if (isLaunched(tenant)) return true;
  const given = cookies[storefrontPassCookieName(ctx, { tenantId: tenant.id })];
  const expected = passToken(ctx, tenant);
  if (!given || !expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** The public view of the store for this request: `passwordRequired` while it is shut to it. */
export function shopperTenant(ctx: PassCtx, input: { tenant: TenantRow; cookies: Cookies }): PublicTenant {
  const { passwordRequired: _, ...view } = toPublicTenant(input.tenant);
  return hasStorefrontAccess(ctx, input) ? view : { ...view, passwordRequired: true };
}

/** The store's goods are shown only to a request that may browse it (a 403 that says why). */
export function requireStorefrontAccess(ctx: PassCtx, input: { tenant: TenantRow; cookies: Cookies }): void {
  if (!hasStorefrontAccess(ctx, input)) throw new ForbiddenError(STORE_NOT_OPEN);
}

/**
 * The cookie for a shopper who typed the store-front password, or a 403 for a wrong one. Compared
 * in constant time; a launched store needs no pass and answers null.
 */
export function storefrontPassCookie(
  ctx: PassCtx,
  { tenant, password }: { tenant: TenantRow; password: string },
): { name: string; value: string } | null {
  if (isLaunched(tenant)) return null;
  const stored = Buffer.from(tenant.storefrontPassword ?? '');
  const given = Buffer.from(password.trim());
  const right = stored.length > 0 && stored.length === given.length && timingSafeEqual(stored, given);
  const value = right ? passToken(ctx, tenant) : undefined;
  if (!value) throw new ForbiddenError(STOREFRONT_PASSWORD_WRONG);
  return { name: storefrontPassCookieName(ctx, { tenantId: tenant.id }), value };
}

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new store's password: ten letters and digits that read unambiguously (no 0/o, 1/l/i). */
export function newStorefrontPassword(_ctx: PassCtx): string {
  return Array.from({ length: 10 }, () => PASSWORD_LETTERS[randomInt(PASSWORD_LETTERS.length)]).join('');
}
