import { describe, expect, it } from 'vitest';
import { withTenant } from './admin-store.ts';
import { parseStorePath, storeHref, tenantIdFromAdminPath } from './tenant-path.ts';

describe('parseStorePath', () => {
  it('reads a numeric store id with or without a sub-page', () => {
    expect(parseStorePath('/store/7')).toEqual({ kind: 'id', tenantId: 7, basePath: '/store/7' });
    expect(parseStorePath('/store/7/checkout')).toMatchObject({ kind: 'id', tenantId: 7 });
  });

  it('reads a slug', () => {
    expect(parseStorePath('/s/demo/returns-refunds')).toEqual({
      kind: 'slug',
      slug: 'demo',
      basePath: '/s/demo',
    });
  });

  it('falls back to the default store elsewhere', () => {
    expect(parseStorePath('/')).toEqual({ kind: 'default', basePath: '' });
    expect(parseStorePath('/store/abc')).toEqual({ kind: 'default', basePath: '' });
    expect(parseStorePath('/checkout')).toEqual({ kind: 'default', basePath: '' });
  });
});

describe('tenantIdFromAdminPath', () => {
  it('reads /tenant/{id} prefixes only', () => {
    expect(tenantIdFromAdminPath('/tenant/3')).toBe(3);
    expect(tenantIdFromAdminPath('/tenant/3/store-orders')).toBe(3);
    expect(tenantIdFromAdminPath('/tenant-admin')).toBeNull();
    expect(tenantIdFromAdminPath('/admin')).toBeNull();
  });
});

describe('storeHref', () => {
  it('prefixes store-relative links', () => {
    expect(storeHref('', '/')).toBe('/');
    expect(storeHref('/s/demo')).toBe('/s/demo');
    expect(storeHref('/store/2', '/terms-conditions')).toBe('/store/2/terms-conditions');
    expect(storeHref('', '/checkout')).toBe('/checkout');
  });
});

describe('withTenant', () => {
  it('adds the store to an admin path only when one is named', () => {
    expect(withTenant('/api/admin/categories')).toBe('/api/admin/categories');
    expect(withTenant('/api/admin/categories', 4)).toBe('/api/admin/categories?tenantId=4');
    expect(withTenant('/api/admin/products/reorder?x=1', 4)).toBe(
      '/api/admin/products/reorder?x=1&tenantId=4',
    );
  });
});
