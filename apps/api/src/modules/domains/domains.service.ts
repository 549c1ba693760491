// A store's own domains (ADR 0070): the store admin adds a host, publishes the TXT token, checks it
// and makes a verified one primary (the store front moves there); the operator lists every store's.
// A host belongs to one store; an unverified claim goes to the first store that proves it controls
// the domain. The check and its recurring job are in domain-verification.service.ts, the TLS ask in
// domain-tls.service.ts, a store's address in store-address.service.ts.
import {
  hostNameProblem,
  isVerifiedState,
  type PlatformDomain,
  type StoreDomain,
} from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireSuperAdmin, requireTenantAdmin } from '../auth/authorize.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { dnsRecordsFor, isPlatformName, verificationToken } from './domain-names.ts';
import { checkStoreDns, updateDomainCheck } from './domain-verification.service.ts';
import { forgetDomainCaches } from './domains.cache.ts';
import {
  type DomainCheckValues,
  deleteStoreDomain,
  deleteUnverifiedClaim,
  findDomainByHost,
  findOperatorDomainTenant,
  findStoreDomain,
  insertStoreDomain,
  listAllDomains,
  listStoreDomains,
  type StoreDomainRow,
  setPrimaryDomain,
} from './domains.queries.ts';

type StoreCall = { requestedTenantId?: number | undefined };
type DomainCall = StoreCall & { id: number };

function toStoreDomain(ctx: Ctx, row: StoreDomainRow, slug: string): StoreDomain {
  return {
    id: row.id,
    host: row.host,
    state: row.state as StoreDomain['state'],
    isPrimary: row.isPrimary,
    failureReason: row.failureReason,
    routingProblem: isVerifiedState(row.state) ? row.routingProblem : null,
    records: dnsRecordsFor(ctx.config, { host: row.host, token: row.verificationToken, slug }),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: isVerifiedState(row.state) ? null : (row.nextCheckAt?.toISOString() ?? null),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function storeSlug(ctx: Ctx): Promise<string> {
  return (await getTenant(ctx, actingTenant(ctx))).slug;
}

async function requireDomain(ctx: Ctx, id: number): Promise<StoreDomainRow> {
  const row = await findStoreDomain(ctx.db, actingTenant(ctx), id);
  if (!row) throw new NotFoundError('Domain not found');
  return row;
}

/** GET /api/admin/domains: the store's domains with the DNS records to create. */
export async function listDomains(ctx: Ctx, { requestedTenantId }: StoreCall = {}): Promise<StoreDomain[]> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const slug = await storeSlug(ctx);
  return (await listStoreDomains(ctx.db, tenantId)).map((row) => toStoreDomain(ctx, row, slug));
}

/** Why `host` cannot be claimed at all (a 400), else null. */
function refusal(ctx: Ctx, host: string): string | null {
  const problem = hostNameProblem(host);
  if (problem) return problem;
  if (isPlatformName(ctx.config, host)) {
    return `${host} is one of the platform's own addresses and cannot be a store domain`;
  }
  return null;
}

/**
 * POST /api/admin/domains: claims `host` for the store, pending until its TXT record is seen. A host
 * another store verified is a 409; one another store only claimed goes to this store when this
 * store's TXT record is already published (the first to verify wins, ADR 0070), else a 409 that says how.
 */
export async function addDomain(
  ctx: Ctx,
  { requestedTenantId, host }: StoreCall & { host: string },
): Promise<StoreDomain> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const name = host.trim().toLowerCase();
  const refused = refusal(ctx, name);
  if (refused) throw new BadRequestError(refused);
  const platform = platformDb(ctx);
  const operatorTenant = await findOperatorDomainTenant(platform, name);
  if (operatorTenant === tenantId) throw new ConflictError(`${name} is already this store's address`);
  if (operatorTenant !== undefined) throw new ConflictError(`${name} is already in use by another store`);
  const token = verificationToken(ctx.config, tenantId, name);
  const held = await findDomainByHost(platform, name);
  let verifiedNow: DomainCheckValues = {};
  if (held) {
    if (held.tenantId === tenantId) throw new ConflictError(`You have already added ${name}`);
    if (isVerifiedState(held.state)) throw new ConflictError(`${name} is already in use by another store`);
    const check = await checkStoreDns(ctx, { host: name, token });
    if (!check.verified) {
      throw new ConflictError(
        `${name} was added by another store but is not verified. If the domain is yours, create the TXT record ` +
          `_storefleet.${name} with the value ${token} and add it again: the first store to verify a domain gets it.`,
      );
    }
    await deleteUnverifiedClaim(platform, held.id);
    const now = new Date();
    verifiedNow = {
      state: 'verified',
      verifiedAt: now,
      lastCheckedAt: now,
      nextCheckAt: null,
      routingProblem: check.routingProblem,
    };
  }
  const row = await insertStoreDomain(ctx.db, {
    tenantId,
    host: name,
    verificationToken: token,
    ...verifiedNow,
  });
  if (!row) throw new ConflictError(`${name} is already in use by another store`);
  forgetDomainCaches(ctx);
  return toStoreDomain(ctx, row, await storeSlug(ctx));
}

/** POST /api/admin/domains/{id}/verify: checks the DNS records now. */
export async function checkDomainNow(ctx: Ctx, { requestedTenantId, id }: DomainCall): Promise<StoreDomain> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await updateDomainCheck(ctx, { row: await requireDomain(ctx, id), restart: true });
  return toStoreDomain(ctx, row, await storeSlug(ctx));
}

/** PUT /api/admin/domains/{id} { primary: true }: the store front moves to this verified domain. */
export async function makeDomainPrimary(
  ctx: Ctx,
  { requestedTenantId, id }: DomainCall,
): Promise<StoreDomain> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await requireDomain(ctx, id);
  if (!isVerifiedState(row.state)) {
    throw new ConflictError(`Only a verified domain can be the primary one: verify ${row.host} first`);
  }
  if (!row.isPrimary) {
    await ctx.db.transaction(async (tx) => setPrimaryDomain(tx as Db, tenantId, id));
    forgetDomainCaches(ctx);
  }
  return toStoreDomain(ctx, { ...row, isPrimary: true }, await storeSlug(ctx));
}

/** DELETE /api/admin/domains/{id}: the host no longer shows the store (and is free to claim). */
export async function removeDomain(ctx: Ctx, { requestedTenantId, id }: DomainCall): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await deleteStoreDomain(ctx.db, tenantId, id);
  if (!row) throw new NotFoundError('Domain not found');
  forgetDomainCaches(ctx);
}

// ---- the operator ----

/** GET /api/super-admin/domains: every store's domains and their states. */
export async function listPlatformDomains(ctx: Ctx): Promise<PlatformDomain[]> {
  requireSuperAdmin(ctx);
  const rows = await listAllDomains(platformDb(ctx));
  return rows.map(({ domain, storeName, storeSlug: slug }) => ({
    id: domain.id,
    tenantId: domain.tenantId,
    storeName,
    storeSlug: slug,
    host: domain.host,
    state: domain.state as PlatformDomain['state'],
    isPrimary: domain.isPrimary,
    failureReason: domain.failureReason,
    lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    createdAt: domain.createdAt.toISOString(),
  }));
}
