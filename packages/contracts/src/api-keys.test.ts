import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, apiKeyAreas, apiKeyInputSchema, apiKeyScopeFor } from './api-keys.ts';

describe('API key scopes (ADR 0072)', () => {
  it('has a read and a write scope per staff permission', () => {
    expect(API_KEY_SCOPES).toEqual([
      'products:read',
      'products:write',
      'orders:read',
      'orders:write',
      'customers:read',
      'customers:write',
      'content:read',
      'content:write',
      'settings:read',
      'settings:write',
      'analytics:read',
      'analytics:write',
    ]);
  });

  it("maps a route's permission and method to the scope it needs", () => {
    expect(apiKeyScopeFor('orders', 'GET')).toBe('orders:read');
    expect(apiKeyScopeFor('orders', 'HEAD')).toBe('orders:read');
    expect(apiKeyScopeFor('products', 'PATCH')).toBe('products:write');
    expect(apiKeyScopeFor('member', 'GET')).toBe('any');
    expect(apiKeyScopeFor('member', 'PUT')).toBeNull();
    for (const ownersOnly of ['team', 'payments', 'audit', 'api-keys', 'webhooks', 'billing'] as const) {
      expect(apiKeyScopeFor(ownersOnly, 'GET')).toBeNull();
    }
    expect(apiKeyScopeFor(undefined, 'GET')).toBeNull();
  });

  it('gives the acting membership the areas its scopes touch', () => {
    expect(apiKeyAreas(['orders:read', 'products:write', 'orders:write'])).toEqual(['products', 'orders']);
  });

  it('refuses unknown scopes, an empty name and a past expiry with readable messages', () => {
    const messages = (input: unknown) =>
      apiKeyInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ name: 'Sync', scopes: ['orders:read'] })).toEqual([]);
    expect(messages({ name: 'Sync', scopes: ['orders:delete'] })[0]).toContain(
      'Unknown scope "orders:delete"',
    );
    expect(messages({ name: ' ', scopes: ['orders:read'] })).toEqual(['Give the key a name']);
    expect(messages({ name: 'Sync', scopes: ['orders:read'], expiresAt: '2001-01-01T00:00:00Z' })).toEqual([
      'The expiry must be in the future',
    ]);
  });
});
