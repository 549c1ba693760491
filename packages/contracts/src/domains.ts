// A store's own domains (ADR 0070): the host-name rule the admin form and the API share, the states
// a domain goes through, and the shapes of the store admin's and the operator's calls.
import { z } from 'zod';
import { bodyTenantIdSchema } from './fields.ts';

export const DOMAIN_STATES = ['pending', 'verified', 'active', 'failed'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/** What each state means to a merchant (the badge's words). */
export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  pending: 'Waiting for DNS',
  verified: 'Verified',
  active: 'Live (HTTPS)',
  failed: 'Not verified',
};

/** A state in which the domain shows the store (and may be its primary). */
export const isVerifiedState = (state: string): boolean => state === 'verified' || state === 'active';

const EXAMPLE = 'e.g. shop.example.com';
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why `text` (trimmed, lower-cased) is not a host name a store can claim, or null when it is: a
 * name of at least two dot-separated labels of letters, digits and hyphens, without scheme, port,
 * path or a trailing dot, and not an IP address.
 */
export function hostNameProblem(text: string): string | null {
  const host = text.trim().toLowerCase();
  if (host === '') return 'Domain is required';
  if (host.includes('://')) return `Enter the domain only, without http:// or https:// (${EXAMPLE})`;
  if (/[/?#]/.test(host)) return `Enter the domain only, without a path (${EXAMPLE})`;
  if (host.includes('@')) return `Enter a domain, not an e-mail address (${EXAMPLE})`;
  if (/^\[?[0-9a-f:]+\]?$/.test(host) && host.includes(':')) return 'An IP address cannot be a store domain';
  if (host.includes(':')) return `Enter the domain without a port (${EXAMPLE})`;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return 'An IP address cannot be a store domain';
  if (host.length > 253) return 'A domain is at most 253 characters';
  if (host.includes('*')) return 'Wildcard domains are not supported: enter one domain';
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((part) => part === '')) {
    return `Enter a full domain with a dot, such as shop.example.com`;
  }
  if (labels.some((part) => !label.test(part))) {
    return `"${host}" is not a valid domain: use letters a–z, digits and hyphens, with dots between the parts (${EXAMPLE})`;
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return 'An IP address cannot be a store domain';
  return null;
}

/** A host name a store claims: trimmed, lower-cased, and checked by hostNameProblem. */
export const domainHostSchema = z
  .string({ error: 'Domain is required' })
  .max(300, 'A domain is at most 253 characters')
  .transform((value, ctx) => {
    const problem = hostNameProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value.trim().toLowerCase();
  });

export const domainInputSchema = z.object({
  host: domainHostSchema,
  tenantId: bodyTenantIdSchema,
});

export const domainUpdateSchema = z.object({
  primary: z.literal(true, { error: 'Send { "primary": true } to make this domain the primary one' }),
  tenantId: bodyTenantIdSchema,
});

/** One DNS record the merchant creates at their DNS provider. */
export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'A', 'TXT']),
  name: z.string(),
  value: z.string(),
  /** What the record is for, in a sentence. */
  purpose: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const storeDomainSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  state: z.enum(DOMAIN_STATES),
  isPrimary: z.boolean(),
  failureReason: z.string().nullable(),
  routingProblem: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StoreDomain = z.infer<typeof storeDomainSchema>;

export const platformDomainSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  storeName: z.string(),
  storeSlug: z.string(),
  host: z.string(),
  state: z.enum(DOMAIN_STATES),
  isPrimary: z.boolean(),
  failureReason: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformDomain = z.infer<typeof platformDomainSchema>;

export const tlsAllowedQuerySchema = z.object({
  domain: z
    .string({ error: 'domain is required' })
    .min(1, 'domain is required')
    .max(300, 'domain is too long'),
});
export const tlsAllowedSchema = z.object({ allowed: z.literal(true), domain: z.string() });
