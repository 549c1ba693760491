// Publishable store-front keys (ADR 0076): owners make, list and revoke them; the key is not secret
// (it is shown in the list) and only names its store to the read-only store-front API.
import {
  STOREFRONT_KEY_PREFIX,
  type StorefrontKey,
  type StorefrontKeyInput,
  type StorefrontKeyList,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  findStorefrontKeyRow,
  insertStorefrontKey,
  listStorefrontKeyRows,
  revokeStorefrontKeyRow,
  type StorefrontKeyRow,
} from './storefront-keys.queries.ts';

function toStorefrontKey(row: StorefrontKeyRow): StorefrontKey {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    allowedOrigins: row.allowedOrigins,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** `sf_pub_` and 24 random bytes, base64url (32 characters): unguessable, though not a secret. */
function newKey(): string {
  return `${STOREFRONT_KEY_PREFIX}${randomText(24, 'base64url')}`;
}

/** GET /api/admin/storefront-keys. */
export async function listStorefrontKeys(ctx: Ctx, requestedTenantId?: number): Promise<StorefrontKeyList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  return { keys: (await listStorefrontKeyRows(ctx.db, tenantId)).map(toStorefrontKey) };
}

/** POST /api/admin/storefront-keys. */
export async function createStorefrontKey(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: StorefrontKeyInput },
): Promise<StorefrontKey> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const id = await insertStorefrontKey(ctx.db, {
    tenantId,
    name: input.name,
    key: newKey(),
    allowedOrigins: [...new Set(input.allowedOrigins)],
    createdBy: ctx.actor!.userId,
  });
  return toStorefrontKey((await findStorefrontKeyRow(ctx.db, tenantId, id))!);
}

/** DELETE /api/admin/storefront-keys/{id}: refused at once on every instance (the row's NOTIFY). */
export async function revokeStorefrontKey(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await revokeStorefrontKeyRow(ctx.db, tenantId, id)))
    throw new NotFoundError('Publishable key not found');
}
