// Public tenant reads (DESIGN §9) and the slug rule (spec admin §5).
import { z } from 'zod';
import { jsonIdSchema } from './fields.ts';

export const tenantStatuses = ['active', 'inactive', 'suspended'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

export const paymentGateways = ['stripe', 'sumup'] as const;

/** GET /api/tenant/{id}/public, /api/tenant/current, /api/tenant/slug/{slug}: public fields only. */
export const publicTenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  colorTemplate: z.string(),
  primaryPaymentGateway: z.string(),
  stripePublicKey: z.string().nullable(),
  currency: z.string(),
  /**
   * Present while the store is not launched and this request has not given its store-front
   * password: the store front shows its password page, and its goods answer 403 (ADR 0081).
   */
  passwordRequired: z.literal(true).optional(),
});
export type PublicTenant = z.infer<typeof publicTenantSchema>;

/** Lowercase, runs of non-alphanumerics replaced by '-', leading and trailing '-' removed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** POST /api/storefront-password: a shopper opens a store that is not launched yet (ADR 0081). */
export const storefrontPasswordInputSchema = z.object({
  tenantId: jsonIdSchema('Tenant id'),
  password: z
    .string({ error: 'Enter the store password' })
    .trim()
    .min(1, 'Enter the store password')
    .max(100, 'That password is not right'),
});
export type StorefrontPasswordInput = z.input<typeof storefrontPasswordInputSchema>;
