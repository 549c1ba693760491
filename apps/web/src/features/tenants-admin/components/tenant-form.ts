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
    /** Edit only, a store on its trial: the day the trial ends (ADR 0049); blank = as it is. */
    trialEndsOn: z
      .string()
      .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'Trial end must be a date such as 2026-12-31')
      .optional(),
    /** Edit only: bills are e-mailed and paid by transfer, never charged to a card (ADR 0084). */
    paysByTransfer: z.boolean().optional(),
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
    trialEndsOn: tenant?.trialEndsAt?.slice(0, 10) ?? '',
    paysByTransfer: tenant?.paysByTransfer ?? false,
    createOwner: !tenant,
    ownerUsername: '',
    ownerEmail: '',
  };
}

/**
 * The edit's body. With the store being edited, a trial end day the operator changed is sent as the
 * start of that day (UTC); a day not after today ends the trial now (the server decides, ADR 0049).
 */
export function toTenantBody(
  values: TenantFormValues,
  plans: SubscriptionPlan[],
  tenant?: AdminTenant,
): UpdateTenantInput {
  const plan = plans.find((p) => p.id === values.subscriptionPlanId);
  const trialEndsOn = values.trialEndsOn;
  const movesTrial = tenant && trialEndsOn && trialEndsOn !== tenant.trialEndsAt?.slice(0, 10);
  return {
    name: values.name,
    slug: values.slug,
    domain: values.domain ?? '',
    status: values.status,
    subscriptionPlan: plan?.slug ?? '',
    ...(movesTrial ? { trialEndsAt: `${trialEndsOn}T00:00:00.000Z` } : {}),
    ...(tenant && values.paysByTransfer !== undefined ? { paysByTransfer: values.paysByTransfer } : {}),
  };
}

/** "End trial now": the store as it is saved, with its trial ending at this moment. */
export function toEndTrialBody(tenant: AdminTenant, now = new Date()): UpdateTenantInput {
  return {
    name: tenant.name,
    slug: tenant.slug,
    domain: tenant.domain ?? '',
    status: tenant.status as UpdateTenantInput['status'],
    subscriptionPlan: tenant.subscriptionPlan,
    trialEndsAt: now.toISOString(),
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
