// The store form's values (spec admin §5 tenant create/edit) and the bodies it sends: the plan is
// chosen by id ('Please select a subscription plan') and sent by slug, as POST /api/tenants takes it.
// The owner is invited by e-mail to choose their own password (ADR 0040): the form never asks for one.
import {
  type AdminTenant,
  type CreateTenantInput,
  type SubscriptionPlan,
  storeOwnerInputSchema,
  tenantDomainSchema,
  tenantSlugSchema,
  tenantStatuses,
  type UpdateTenantInput,
} from '@storefleet/contracts';
import { z } from 'zod';

export const tenantFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Store name is required')
      .max(255, 'Store name must be at most 255 characters'),
    slug: tenantSlugSchema,
    domain: tenantDomainSchema,
    status: z.enum(tenantStatuses),
    subscriptionPlanId: z
      .number({ error: 'Please select a subscription plan' })
      .int()
      .min(1, 'Please select a subscription plan'),
    createOwner: z.boolean(),
    ownerUsername: z.string(),
    ownerEmail: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.createOwner) return;
    const owner = storeOwnerInputSchema.safeParse({
      username: values.ownerUsername,
      email: values.ownerEmail,
    });
    for (const issue of owner.error?.issues ?? []) {
      const field = { username: 'ownerUsername', email: 'ownerEmail' }[String(issue.path[0])];
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });
export type TenantFormInput = z.input<typeof tenantFormSchema>;
export type TenantFormValues = z.output<typeof tenantFormSchema>;

export function tenantFormDefaults(tenant?: AdminTenant, plans: SubscriptionPlan[] = []): TenantFormInput {
  const plan = tenant
    ? plans.find(
        (p) =>
          p.slug === tenant.subscriptionPlan ||
          p.name.toLowerCase() === tenant.subscriptionPlan.toLowerCase(),
      )
    : undefined;
  return {
    name: tenant?.name ?? '',
    slug: tenant?.slug ?? '',
    domain: tenant?.domain ?? '',
    status: (tenant?.status as TenantFormInput['status']) ?? 'active',
    subscriptionPlanId: plan?.id ?? 0,
    createOwner: !tenant,
    ownerUsername: '',
    ownerEmail: '',
  };
}

export function toTenantBody(values: TenantFormValues, plans: SubscriptionPlan[]): UpdateTenantInput {
  const plan = plans.find((p) => p.id === values.subscriptionPlanId);
  return {
    name: values.name,
    slug: values.slug,
    domain: values.domain ?? '',
    status: values.status,
    subscriptionPlan: plan?.slug ?? '',
  };
}

export function toCreateTenantBody(values: TenantFormValues, plans: SubscriptionPlan[]): CreateTenantInput {
  const owner = values.createOwner
    ? {
        username: values.ownerUsername.trim(),
        email: values.ownerEmail.trim(),
      }
    : undefined;
  return { ...toTenantBody(values, plans), owner };
}
