import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testCtx } from '../../../test/app.ts';
import type { Actor, Ctx } from '../../context.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import {
  canAdministerTenant,
  requireSuperAdmin,
  requireTenantAdmin,
  requireUser,
} from './authorize.service.ts';

const actor = (over: Partial<Actor>): Actor => ({
  userId: 1,
  username: 'u',
  email: null,
  isSuperAdmin: false,
  memberships: [],
  sessionTenantId: null,
  ...over,
});
const member = (...ids: number[]) =>
  ids.map((tenantId) => ({
    tenantId,
    tenantName: `T${tenantId}`,
    tenantSlug: `t${tenantId}`,
    role: 'owner',
    permissions: [],
  }));

describe('authorization rules (DESIGN §4)', () => {
  let t: TestApp;
  let ctxFor: (a: Actor | null) => Ctx;
  beforeAll(async () => {
    t = await createTestApp();
    await createTenant(t.db, { slug: 'a' });
    await createTenant(t.db, { slug: 'b' });
    ctxFor = (a) => ({ ...testCtx(t), actor: a });
  });
  afterAll(() => t.close());

  it('requireUser: anonymous is 401', () => {
    expect(() => requireUser(ctxFor(null))).toThrow(UnauthorizedError);
    expect(requireUser(ctxFor(actor({}))).userId).toBe(1);
  });

  it('requireSuperAdmin: anonymous 401, store owner 403, super admin passes', () => {
    expect(() => requireSuperAdmin(ctxFor(null))).toThrow(UnauthorizedError);
    expect(() => requireSuperAdmin(ctxFor(actor({ memberships: member(1) })))).toThrow(ForbiddenError);
    expect(requireSuperAdmin(ctxFor(actor({ isSuperAdmin: true }))).isSuperAdmin).toBe(true);
  });

  it('requireTenantAdmin: the owner of A acts on A, naming B is 403', async () => {
    const ownerOfA = ctxFor(actor({ memberships: member(1) }));
    await expect(requireTenantAdmin(ownerOfA)).resolves.toBe(1);
    await expect(requireTenantAdmin(ownerOfA, { requestedTenantId: 1 })).resolves.toBe(1);
    await expect(requireTenantAdmin(ownerOfA, { requestedTenantId: 2 })).rejects.toThrow(ForbiddenError);
  });

  it('requireTenantAdmin: a customer (no membership) is 403, anonymous 401', async () => {
    await expect(requireTenantAdmin(ctxFor(actor({})))).rejects.toThrow(ForbiddenError);
    await expect(requireTenantAdmin(ctxFor(actor({})), { requestedTenantId: 1 })).rejects.toThrow(
      ForbiddenError,
    );
    await expect(requireTenantAdmin(ctxFor(null), { requestedTenantId: 1 })).rejects.toThrow(
      UnauthorizedError,
    );
  });

  it('requireTenantAdmin: a super admin may name any store, and an unknown store is 404', async () => {
    const root = () => ctxFor(actor({ isSuperAdmin: true }));
    await expect(requireTenantAdmin(root(), { requestedTenantId: 2 })).resolves.toBe(2);
    await expect(requireTenantAdmin(root())).resolves.toBe(1);
    await expect(requireTenantAdmin(root(), { requestedTenantId: 99 })).rejects.toThrow(NotFoundError);
  });

  it('requireTenantAdmin makes the store the acting one: its handle sees that store only', async () => {
    const ctx = ctxFor(actor({ memberships: member(2) }));
    expect(ctx.tenantId).toBeNull();
    await requireTenantAdmin(ctx, { requestedTenantId: 2 });
    expect(ctx.tenantId).toBe(2);
    expect(ctx.db).toBe(t.database.scopes.tenant(2));
    // One request acts for one store.
    const root = ctxFor(actor({ isSuperAdmin: true }));
    await requireTenantAdmin(root, { requestedTenantId: 2 });
    await expect(requireTenantAdmin(root, { requestedTenantId: 1 })).rejects.toThrow(
      /already acts for store 2/,
    );
  });

  it('canAdministerTenant mirrors the rule', () => {
    expect(canAdministerTenant(null, 1)).toBe(false);
    expect(canAdministerTenant(actor({ memberships: member(2) }), 1)).toBe(false);
    expect(canAdministerTenant(actor({ memberships: member(2) }), 2)).toBe(true);
    expect(canAdministerTenant(actor({ isSuperAdmin: true }), 7)).toBe(true);
  });
});
