import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

describe('an inactive or suspended store', () => {
  let t: PlatformFixture;
  let proId: number;
  beforeAll(async () => {
    t = await createPlatformFixture();
    proId = (await call(t.app, 'GET', '/api/subscription-plans', t.admin))
      .json()
      .find((p: { slug: string }) => p.slug === 'pro').id;
  });
  afterAll(() => t.close());

  const setStatus = (status: string) =>
    call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, {
      name: 'Alpha Store',
      slug: 'alpha',
      status,
      subscriptionPlan: 'basic',
    });

  const ctxAs = async (cookie: string) => {
    const user = (await call(t.app, 'GET', '/api/user', cookie)).json();
    return {
      ...t.ctx(),
      actor: {
        userId: user.id,
        username: user.username,
        email: user.email,
        isSuperAdmin: user.isAdmin === 'true',
        memberships: user.memberships,
        sessionTenantId: null,
      },
    };
  };

  it.each([
    ['suspended', 'This store is suspended, so changes are disabled. Contact the platform operator.'],
    ['inactive', 'This store is inactive, so changes are disabled. Contact the platform operator.'],
  ])(
    '%s: store front 404, owner reads but cannot write, super admin still manages',
    async (status, message) => {
      expect((await setStatus(status)).statusCode).toBe(200);

      const front = await call(t.app, 'GET', '/api/tenant/slug/alpha');
      expect(front.statusCode).toBe(404);
      expect(front.json().message).toBe('This store is not available at the moment');

      const owner = await ctxAs(t.ownerA);
      await expect(requireTenantAdmin(owner, { requestedTenantId: t.storeA.id })).resolves.toBe(t.storeA.id);
      await expect(
        requireTenantAdmin(owner, { requestedTenantId: t.storeA.id, write: true }),
      ).rejects.toThrow(message);
      const admin = await ctxAs(t.admin);
      await expect(requireTenantAdmin(admin, { requestedTenantId: t.storeA.id, write: true })).resolves.toBe(
        t.storeA.id,
      );

      const account = await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA);
      expect(account.statusCode).toBe(200);
      expect(account.json().readOnlyReason).toBe(message);
      const write = await call(t.app, 'POST', '/api/subscription/upgrade', t.ownerA, { planId: proId });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ message, code: 'forbidden' });
      expect((await call(t.app, 'GET', '/api/billing/history', t.ownerA)).statusCode).toBe(200);

      const byAdmin = await call(
        t.app,
        'POST',
        `/api/subscription/upgrade?tenantId=${t.storeA.id}`,
        t.admin,
        { planId: proId },
      );
      expect(byAdmin.statusCode).toBe(200);
      await call(t.app, 'POST', `/api/subscription/upgrade?tenantId=${t.storeA.id}`, t.admin, {
        planId: (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json()[0].id,
      });
    },
  );

  it('active again: the store front opens and the owner can write', async () => {
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/tenant/slug/alpha')).statusCode).toBe(200);
    const owner = await ctxAs(t.ownerA);
    await expect(requireTenantAdmin(owner, { requestedTenantId: t.storeA.id, write: true })).resolves.toBe(
      t.storeA.id,
    );
  });
});
