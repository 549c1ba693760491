// The unprefixed shopper screens in the frame of the store the shopper came from (ADR 0038): the
// page data the server sends for /account?store=northwind answers the screen's store lookup, and the
// first render names Northwind (title, footer, links home and to the account) and never the default.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderStorePage, type StorePageData } from '../../../entry-server.tsx';
import { tenantKeys } from '../../../features/tenants/api/keys.ts';
import { seedStorePageData } from './page-data.ts';

const northwind: StorePageData = {
  tenant: {
    id: 2,
    name: 'Northwind Outfitters',
    slug: 'northwind',
    colorTemplate: 'emerald',
    primaryPaymentGateway: 'stripe',
    stripePublicKey: null,
    currency: 'GBP',
  },
  content: [
    { key: 'site_title', value: 'Northwind Outfitters' },
    { key: 'footer_company_name', value: 'Northwind Outfitters Ltd' },
  ],
};

describe('seedStorePageData on a carried screen', () => {
  it("answers the carried store's lookup, not the current-tenant call", () => {
    const client = new QueryClient();
    seedStorePageData(client, '/account', northwind, 'northwind');
    expect(client.getQueryData(tenantKeys.bySlug('northwind'))).toEqual(northwind.tenant);
    expect(client.getQueryData(tenantKeys.current())).toBeUndefined();
  });

  it('keeps the default store as the current tenant when nothing is carried', () => {
    const client = new QueryClient();
    seedStorePageData(client, '/account', northwind, null);
    expect(client.getQueryData(tenantKeys.current())).toEqual(northwind.tenant);
  });

  it('answers nothing by slug when the server fell back to another store', () => {
    const client = new QueryClient();
    seedStorePageData(client, '/account', northwind, 'gone-store');
    expect(client.getQueryData(tenantKeys.bySlug('gone-store'))).toBeUndefined();
    expect(client.getQueryData(tenantKeys.current())).toBeUndefined();
  });
});

describe('the first render of /account?store=northwind', () => {
  it("wears Northwind's name, footer and links", async () => {
    const html = await renderStorePage('/account?store=northwind', northwind);
    expect(html).toContain('Northwind Outfitters');
    expect(html).toContain('Northwind Outfitters Ltd');
    expect(html).toContain('href="/s/northwind"');
    expect(html).toContain('href="/account?store=northwind"');
    expect(html).toContain('href="/login?store=northwind"');
    expect(html).toContain('href="/s/northwind/terms-conditions"');
    expect(html).not.toContain('Demo Merch Store');
  });
});
