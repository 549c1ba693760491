// Public tenant reads (DESIGN §9) and the slug rule (spec admin §5).
import { z } from 'zod';

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
});
export type PublicTenant = z.infer<typeof publicTenantSchema>;

/** Lowercase, runs of non-alphanumerics replaced by '-', leading and trailing '-' removed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
