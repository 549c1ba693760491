import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { subdomainSlug } from '../tenants/tenants.service.ts';
import { dnsRecordsFor, isPlatformName, verificationToken } from './domain-names.ts';

const config = testConfig({ PUBLIC_URL: 'https://admin.platform.example', STORE_DOMAIN: 'shops.example' });

describe('the names around a store domain (ADR 0070)', () => {
  it("knows the platform's own names", () => {
    for (const name of [
      'localhost',
      'x.localhost',
      'shops.example',
      'demo.shops.example',
      'admin.platform.example',
      'a.admin.platform.example',
    ]) {
      expect(isPlatformName(config, name), name).toBe(true);
    }
    for (const name of ['shop.example.com', 'platform.example', 'notshops.example']) {
      expect(isPlatformName(config, name), name).toBe(false);
    }
  });

  it('reads a store subdomain one level below STORE_DOMAIN only', () => {
    expect(subdomainSlug(config, 'demo.shops.example')).toBe('demo');
    expect(subdomainSlug(config, 'Demo-Store.SHOPS.example')).toBe('demo-store');
    expect(subdomainSlug(config, 'a.demo.shops.example')).toBeUndefined();
    expect(subdomainSlug(config, 'shops.example')).toBeUndefined();
    expect(subdomainSlug(config, 'demo.other.example')).toBeUndefined();
  });

  it('gives each store its own, stable token for a host', () => {
    const token = verificationToken(config, 1, 'shop.example.com');
    expect(token).toMatch(/^storefleet-verify=[0-9a-f]{32}$/);
    expect(verificationToken(config, 1, 'shop.example.com')).toBe(token);
    expect(verificationToken(config, 2, 'shop.example.com')).not.toBe(token);
    expect(verificationToken(config, 1, 'other.example.com')).not.toBe(token);
  });

  it('lists the TXT and CNAME records, and the A record when the platform has an address', () => {
    const domain = { host: 'shop.example.com', token: 't', slug: 'demo' };
    expect(dnsRecordsFor(config, domain).map((r) => [r.type, r.name, r.value])).toEqual([
      ['TXT', '_storefleet.shop.example.com', 't'],
      ['CNAME', 'shop.example.com', 'demo.shops.example'],
    ]);
    const withIp = dnsRecordsFor({ ...config, PLATFORM_IP: '203.0.113.10' }, domain);
    expect(withIp.at(-1)).toMatchObject({ type: 'A', name: 'shop.example.com', value: '203.0.113.10' });
  });
});
