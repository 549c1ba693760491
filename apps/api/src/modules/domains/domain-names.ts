// The names around a store's own domain (ADR 0070): which host names are the platform's own and so
// never a store's, which are store subdomains `{slug}.{STORE_DOMAIN}`, the TXT token that proves a
// store controls a domain, and the DNS records a merchant creates. Pure: configuration in, text out.
import { createHmac } from 'node:crypto';
import type { DnsRecord } from '@storefleet/contracts';
import type { Config } from '../../config/config.ts';

type NamesConfig = Pick<Config, 'PUBLIC_URL' | 'STORE_DOMAIN'>;

/** The TXT record's name for `host`. */
export const txtRecordName = (host: string): string => `_storefleet.${host}`;

/**
 * Where the store's CNAME points: its subdomain `{slug}.{STORE_DOMAIN}`, or the platform's own host
 * when the platform gives stores no subdomains (STORE_DOMAIN unset in production).
 */
export const storeSubdomain = (config: Pick<Config, 'STORE_DOMAIN' | 'PUBLIC_URL'>, slug: string): string =>
  config.STORE_DOMAIN ? `${slug.toLowerCase()}.${config.STORE_DOMAIN}` : publicHost(config);

function publicHost(config: Pick<Config, 'PUBLIC_URL'>): string {
  try {
    return new URL(config.PUBLIC_URL).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether `host` is the platform's own: PUBLIC_URL's host, STORE_DOMAIN or under it, or localhost. */
export function isPlatformName(config: NamesConfig, host: string): boolean {
  const name = host.toLowerCase();
  const storeDomain = config.STORE_DOMAIN?.toLowerCase();
  const platform = publicHost(config);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    (storeDomain !== undefined && (name === storeDomain || name.endsWith(`.${storeDomain}`))) ||
    (platform !== '' && (name === platform || name.endsWith(`.${platform}`)))
  );
}

/**
 * The TXT value that proves store `tenantId` controls `host`: derived, so the same store always
 * gets the same token for a host, even before it holds a row for it (a takeover, ADR 0070). Knowing
 * it gives nothing: only the domain's DNS can publish it.
 */
export function verificationToken(
  config: Pick<Config, 'APP_SECRET'>,
  tenantId: number,
  host: string,
): string {
  const key = config.APP_SECRET ?? 'storefleet-domain-verification';
  const digest = createHmac('sha256', key).update(`storefleet:domain:v1:${tenantId}:${host}`).digest('hex');
  return `storefleet-verify=${digest.slice(0, 32)}`;
}

/** The records a merchant creates: the TXT that proves ownership, and the CNAME (or A) that routes. */
export function dnsRecordsFor(
  config: Pick<Config, 'STORE_DOMAIN' | 'PUBLIC_URL' | 'PLATFORM_IP'>,
  domain: { host: string; token: string; slug: string },
): DnsRecord[] {
  const records: DnsRecord[] = [
    {
      type: 'TXT',
      name: txtRecordName(domain.host),
      value: domain.token,
      purpose: 'Proves the domain is yours',
    },
    {
      type: 'CNAME',
      name: domain.host,
      value: storeSubdomain(config, domain.slug),
      purpose: 'Sends visitors to your store (for a subdomain such as shop.example.com)',
    },
  ];
  if (config.PLATFORM_IP) {
    records.push({
      type: 'A',
      name: domain.host,
      value: config.PLATFORM_IP,
      purpose: 'Instead of the CNAME, for a bare domain such as example.com',
    });
  }
  return records;
}
