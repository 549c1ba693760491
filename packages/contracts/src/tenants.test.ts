import { describe, expect, it } from 'vitest';
import { type CurrentUser, canAdministerStore, landingPathFor } from './auth.ts';
import { slugify } from './tenants.ts';

describe('slugify (spec admin §5)', () => {
  it.each([
    ['Demo Merch Store', 'demo-merch-store'],
    ['  Tom & Jerry’s  Shop!! ', 'tom-jerry-s-shop'],
    ['---Already-Slugged---', 'already-slugged'],
    ['Café 2025', 'caf-2025'],
    ['!!!', ''],
  ])('%j → %j', (name, slug) => expect(slugify(name)).toBe(slug));
});

const user = (over: Partial<CurrentUser>): CurrentUser => ({
  id: 1,
  username: 'u',
  email: null,
  isAdmin: 'false',
  memberships: [],
  ...over,
});
const membership = { tenantId: 2, tenantName: 'B', tenantSlug: 'b', role: 'owner', permissions: [] };

describe('who passes the admin checks (DESIGN §4)', () => {
  it('super admin: any store', () => expect(canAdministerStore(user({ isAdmin: 'true' }), 9)).toBe(true));
  it('member: their store only', () => {
    const owner = user({ memberships: [membership] });
    expect(canAdministerStore(owner, 2)).toBe(true);
    expect(canAdministerStore(owner, 1)).toBe(false);
    expect(canAdministerStore(owner)).toBe(true);
  });
  it('customer and anonymous: never', () => {
    expect(canAdministerStore(user({}), 1)).toBe(false);
    expect(canAdministerStore(null, 1)).toBe(false);
  });
  it('customers land on /account, everyone else on /admin', () => {
    expect(landingPathFor(user({}))).toBe('/account');
    expect(landingPathFor(user({ memberships: [membership] }))).toBe('/admin');
    expect(landingPathFor(user({ isAdmin: 'true' }))).toBe('/admin');
  });
});
