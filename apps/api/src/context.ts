// The request context (DESIGN §4): built once per request, passed first to every service.
import type { AdminPermission, Membership } from '@storefleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import type { Lsn, ReadReplica } from './db/replica.ts';
import type { DbScopes } from './db/scopes.ts';

export type Actor = {
  userId: number;
  username: string;
  email: string | null;
  isSuperAdmin: boolean;
  /** Memberships with the store chosen at sign-in first. */
  memberships: Membership[];
  sessionTenantId: number | null;
  /**
   * Set when the request authenticates with a store's API key (ADR 0072) rather than a session:
   * the actor then stands for the key, a staff-like member of the key's store only, whose userId is
   * the user who created the key (a key is deleted with its creator's account).
   */
  apiKey?: { id: number; name: string; prefix: string; tenantId: number; scopes: readonly string[] };
};

export type Ctx = {
  /**
   * All database access goes through here. Until the acting store is known (`actAsTenant`), no
   * store is set and tenant-owned tables show no rows; afterwards every statement runs with that
   * store set, so row-level security keeps the others out whatever a query forgets.
   */
  db: Db;
  /** The acting store, resolved once per request or job (DESIGN §4). */
  tenantId: number | null;
  scopes: DbScopes;
  actor: Actor | null;
  /**
   * What the route being served needs of a store member (its `config.permission`, ADR 0030):
   * requireTenantAdmin checks it against the member's role. Unset: only owners pass.
   */
  permission?: AdminPermission;
  config: Config;
  log: FastifyBaseLogger;
  /** With DATABASE_READ_URL: the streaming replica that read-heavy lists may read (ADR 0018). */
  replica?: ReadReplica;
  /** How far the replica must have replayed for this caller: past its own last write. */
  readAfter?: Lsn;
  /**
   * Whether this request's writes changed what a store front shows, for a route that changes none
   * unless one says so (`storefrontUnchanged: 'unless-marked'`, ADR 0117): markStorefrontChanged.
   */
  storefrontChanged?: { marked: boolean };
};

/**
 * This request's write changed what a store front shows (a stock count reached or left zero, a
 * product's flag): its answer waits for the store-front cache's sync, so the shopper's next read
 * sees it. Nothing to do in a job, which has no answer.
 */
export function markStorefrontChanged(ctx: Pick<Ctx, 'storefrontChanged'>): void {
  if (ctx.storefrontChanged) ctx.storefrontChanged.marked = true;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

/**
 * Makes `tenantId` the acting store of this request or job: `ctx.db` from now on sees that store's
 * rows and no other's. A request acts for one store; naming a second one is a programming error.
 */
export function actAsTenant(ctx: Ctx, tenantId: number): number {
  if (ctx.tenantId !== null && ctx.tenantId !== tenantId) {
    throw new Error(`This request already acts for store ${ctx.tenantId}, not ${tenantId}`);
  }
  ctx.tenantId = tenantId;
  ctx.db = ctx.scopes.tenant(tenantId);
  return tenantId;
}

/** A copy of `ctx` acting for one store: for jobs that go through several stores in turn. */
export function tenantCtx(ctx: Ctx, tenantId: number): Ctx {
  return { ...ctx, tenantId, db: ctx.scopes.tenant(tenantId) };
}

/**
 * The named platform path (DESIGN §4): every store's rows, for what truly spans stores — the super
 * admin's lists and stats, a user's memberships at sign-in, and the job runner's sweeps. Grep for
 * it to audit who reads across stores.
 */
export function platformDb(ctx: Pick<Ctx, 'scopes'>): Db {
  return ctx.scopes.platform;
}

/**
 * The handle for a read-heavy list (the admin's orders, products, dashboards): the replica when
 * there is one and it already holds this caller's own writes, else the primary (ADR 0018). The
 * acting store, if any, is set on it as on `ctx.db`. Never for a read that leads to a write.
 */
export function readDb(ctx: Ctx): Db {
  const scopes = readScopes(ctx);
  return ctx.tenantId === null ? scopes.none : scopes.tenant(ctx.tenantId);
}

/** `platformDb` for a read-heavy list across stores (the super admin's all-shops views). */
export function platformReadDb(ctx: Ctx): Db {
  return readScopes(ctx).platform;
}

function readScopes(ctx: Ctx): DbScopes {
  return ctx.replica ? ctx.replica.scopesAfter(ctx.readAfter ?? 0n) : ctx.scopes;
}

/**
 * The store a service acts for: `ctx.tenantId`, set by `actAsTenant` or `tenantCtx`. A service that
 * acts for a store takes it from here, never as a second parameter (docs/architecture.md, "Layers");
 * reaching one without an acting store is a programming error.
 */
export function actingTenant(ctx: Pick<Ctx, 'tenantId'>): number {
  if (ctx.tenantId === null) throw new Error('This service acts for a store, and no store is acting');
  return ctx.tenantId;
}
