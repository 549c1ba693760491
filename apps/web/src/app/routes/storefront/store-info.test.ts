import type { CurrentUser, PublicTenant } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { canRunStore, storeTitle } from './store-info.ts';

const tenant: PublicTenant = {
  id: 2,
  name: 'Northwind Outfitters',
  slug: 'northwind',
  colorTemplate: 'emerald',
  primaryPaymentGateway: 'stripe',
  stripePublicKey: null,
  currency: 'GBP',
};

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 1,
  username: 'someone',
  email: null,
  isAdmin: 'false',
  memberships: [],
  ...overrides,
});

describe('storeTitle', () => {
  it('uses site_title, then the store name, then the generic default', () => {
    expect(storeTitle([{ key: 'site_title', value: ' Gear Shop ' }], tenant)).toBe('Gear Shop');
    expect(storeTitle([{ key: 'site_title', value: '  ' }], tenant)).toBe('Northwind Outfitters');
    expect(storeTitle(undefined, undefined)).toBe('Merch Store');
  });
});

describe('canRunStore (header admin links)', () => {
  it('shows them to super admins and to members of the store in view only', () => {
    const member = user({
      memberships: [
        { tenantId: 2, tenantName: 'Northwind', tenantSlug: 'northwind', role: 'owner', permissions: [] },
      ],
    });
    expect(canRunStore(member, 2)).toBe(true);
    expect(canRunStore(member, 1)).toBe(false);
    expect(canRunStore(user({ isAdmin: 'true' }), 1)).toBe(true);
    expect(canRunStore(user({}), 1)).toBe(false);
    expect(canRunStore(null, 1)).toBe(false);
  });
});
