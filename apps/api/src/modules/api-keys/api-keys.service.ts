// API keys per store (ADR 0072): owners create, list and revoke them; a request carrying one
// (`Authorization: Bearer sf_live_…`) acts as a staff-like member of the key's store whose
// permissions are the key's scopes (route-access checks read vs write per route).

import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyList,
  apiKeyAreas,
  type CreatedApiKey,
} from '@storefleet/contracts';
import { type Actor, type Ctx, platformDb } from '../../context.ts';
import { randomText, sha256Hex } from '../../lib/crypto.ts';
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { limitCallerRequests } from '../rate-limits/rate-limits.service.ts';
import {
  type ApiKeyRow,
  findApiKeyRow,
  findKeyByHash,
  insertApiKey,
  listApiKeyRows,
  noteKeyUse,
  revokeApiKeyRow,
} from './api-keys.queries.ts';

/** A key's last use is written at most this often (a cheap update, not one per request). */
const LAST_USED_STEP_MS = 60 * 1000;

/** Whether a header value is shaped like a store API key (a bearer token starting `sf_live_`). */
function isApiKeyShaped(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length <= 200;
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

/** A new key: `sf_live_` and 32 random bytes, base64url (43 characters). */
function newSecret(): string {
  return `${API_KEY_PREFIX}${randomText(32, 'base64url')}`;
}

/** GET /api/admin/api-keys: the store's keys, never their secret or hash. */
export async function listApiKeys(ctx: Ctx, requestedTenantId?: number): Promise<ApiKeyList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const rows = await listApiKeyRows(ctx.db, tenantId);
  return { keys: rows.map(toApiKey) };
}

/** POST /api/admin/api-keys: the record and, this once, the whole key. */
export async function createApiKey(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: ApiKeyInput },
): Promise<CreatedApiKey> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  // A key acts as someone: a key made through a key cannot happen (owners only), so this is a person.
  const createdBy = ctx.actor!.userId;
  const key = newSecret();
  const id = await insertApiKey(ctx.db, {
    tenantId,
    name: input.name,
    scopes: [...new Set(input.scopes)],
    prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
    secretHash: sha256Hex(key),
    createdBy,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  const row = await findApiKeyRow(ctx.db, tenantId, id);
  return { ...toApiKey(row!), key };
}

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export async function revokeApiKey(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await revokeApiKeyRow(ctx.db, tenantId, id))) throw new NotFoundError('API key not found');
}

/**
 * The actor for a request's API key, found by its hash (one unique-index lookup; a hash lookup
 * needs no constant-time compare, ADR 0072): 401 when unknown, revoked or expired; 429 past the
 * key's request limit. Notes the key's use at most once a minute.
 */
export async function loadApiKeyActor(
  ctx: Pick<Ctx, 'db' | 'scopes' | 'config'>,
  { key, ip }: { key: string; ip: string },
): Promise<Actor> {
  const db = platformDb(ctx);
  const found = isApiKeyShaped(key) ? await findKeyByHash(db, sha256Hex(key)) : undefined;
  if (!found) throw new UnauthorizedError('Invalid API key: no store has this key');
  if (found.revokedAt) throw new UnauthorizedError('Invalid API key: this key was revoked');
  const now = Date.now();
  if (found.expiresAt && found.expiresAt.getTime() <= now) {
    throw new UnauthorizedError('Invalid API key: this key has expired');
  }
  await limitCallerRequests(ctx, {
    bucket: 'api-keys',
    key: String(found.id),
    max: ctx.config.API_KEY_RATE_LIMIT,
    windowSeconds: 60,
    message: `Too many requests with API key ${found.prefix}…`,
  });
  if (!found.lastUsedAt || now - found.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await noteKeyUse(db, found.id, ip.slice(0, 64), new Date(now - LAST_USED_STEP_MS));
  }
  return {
    userId: found.createdBy,
    username: `api key "${found.name}" (${found.prefix})`,
    email: null,
    isSuperAdmin: false,
    memberships: [
      {
        tenantId: found.tenantId,
        tenantName: found.tenantName,
        tenantSlug: found.tenantSlug,
        role: 'staff',
        permissions: apiKeyAreas(found.scopes),
      },
    ],
    sessionTenantId: found.tenantId,
    apiKey: {
      id: found.id,
      name: found.name,
      prefix: found.prefix,
      tenantId: found.tenantId,
      scopes: found.scopes,
    },
  };
}
