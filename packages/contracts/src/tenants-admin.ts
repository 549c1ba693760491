// The platform operator's view of stores (spec admin §2 Tenant Management, Super Admin Dashboard,
// Tenant detail; §3 tenants; §4 tenant status, trial; §5 tenant create/edit; DESIGN §9 owner).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { planUsageSchema, subscriptionPlanSchema } from './plans.ts';
import { tenantStatuses } from './tenants.ts';
import { translationsSchema } from './translations.ts';

/** Spec §9: the trial is assumed to last 14 days. */
export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stored values: trial → active (a paid plan) → canceled (a cancelled plan has ended). */
export const subscriptionStatuses = ['trial', 'active', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What the operator and owner read: stored status plus the dates (expired trial, cancel scheduled). */
export type SubscriptionState = 'trial' | 'expired' | 'active' | 'ending' | 'canceled';

export function subscriptionStateOf(
  tenant: { subscriptionStatus: string; trialEndsAt: string | null; subscriptionEndsAt: string | null },
  now = new Date(),
): SubscriptionState {
  if (tenant.subscriptionStatus === 'active') return tenant.subscriptionEndsAt ? 'ending' : 'active';
  if (tenant.subscriptionStatus === 'canceled') return 'canceled';
  return trialDaysRemaining(tenant.trialEndsAt, now) === 0 ? 'expired' : 'trial';
}

export const subscriptionStateLabels: Record<SubscriptionState, string> = {
  trial: 'Trial',
  expired: 'Trial expired',
  active: 'Active',
  ending: 'Cancels at period end',
  canceled: 'Canceled',
};

/** Spec §4: days until trialEndsAt, at least 0. A store without an end date has no trial left. */
export function trialDaysRemaining(trialEndsAt: string | null, now = new Date()): number {
  if (!trialEndsAt) return 0;
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / DAY_MS)) : 0;
}

/** Spec §4: (14 − days remaining) / 14, kept between 0 and 1. */
export function trialProgress(daysRemaining: number): number {
  return Math.min(1, Math.max(0, (TRIAL_DAYS - daysRemaining) / TRIAL_DAYS));
}

/** What a store's members read while dunning holds it read-only (ADR 0084). */
export const UNPAID_BILL_READ_ONLY =
  'This store has an unpaid bill, so changes are disabled. Update your card under Subscription Management to pay it.';

/**
 * Why an inactive or suspended store's admin is read-only, or a store whose bill is unpaid past its
 * grace period (`billingHold`); null while the store is active and paid up.
 */
export function readOnlyReasonFor(status: string, billingHold?: string | null): string | null {
  if (status === 'active') return billingHold === 'read_only' ? UNPAID_BILL_READ_ONLY : null;
  return `This store is ${status}, so changes are disabled. Contact the platform operator.`;
}

/**
 * The short reason a read-only store's write actions carry as their title and accessible
 * description (ADR 0088): "This store is read-only until its bill is paid" while dunning holds it
 * (an active store with a reason), else "This store is suspended" / "… inactive". Null when writable.
 */
export function readOnlyTitleFor(status: string, readOnlyReason: string | null): string | null {
  if (!readOnlyReason) return null;
  if (status === 'active') return 'This store is read-only until its bill is paid';
  return `This store is ${status}`;
}

const tenantNameSchema = z
  .string({ error: 'Store name is required' })
  .trim()
  .min(1, 'Store name is required')
  .max(255, 'Store name must be at most 255 characters');

export const tenantSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Slug must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, numbers and single hyphens');

const hostnamePattern =
  /^(?=.{1,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Optional; blank means none. A bare host name: no scheme, port or path. */
export const tenantDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, 'Domain must be at most 255 characters')
  .refine((value) => value === '' || hostnamePattern.test(value), 'Enter a domain like shop.example.com')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const planReferenceSchema = z
  .string({ error: 'Please select a subscription plan' })
  .trim()
  .min(1, 'Please select a subscription plan')
  .max(100);

export const storeOwnerInputSchema = z.object({
  username: z
    .string({ error: 'Owner username is required' })
    .trim()
    .min(1, 'Owner username is required')
    .max(255, 'Username must be at most 255 characters'),
  email: z.email('Enter a valid email address').max(255),
  /**
   * Optional (ADR 0040): without it the owner is invited by e-mail with a single-use link to choose
   * their own password; the operator's form never asks for one.
   */
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(1024, 'Password is too long')
    .optional(),
});
export type StoreOwnerInput = z.infer<typeof storeOwnerInputSchema>;

/** How far ahead the operator may move a trial's end (ADR 0049). */
export const TRIAL_EXTENSION_MAX_DAYS = 365;

export const TRIAL_ENDS_AT_MESSAGE = 'Trial end must be a date and time such as 2026-12-31T00:00:00Z';

/**
 * The operator moves a store's trial end (ADR 0049): a time not after now ends the trial at once
 * (the store is billed from then on), a later one extends it. Only for a store on its trial.
 */
export const trialEndsAtInputSchema = z.iso
  .datetime({ offset: true, error: TRIAL_ENDS_AT_MESSAGE })
  .refine((value) => !Number.isNaN(Date.parse(value)), TRIAL_ENDS_AT_MESSAGE);

const tenantFieldsSchema = z.object({
  name: tenantNameSchema,
  slug: tenantSlugSchema,
  domain: tenantDomainSchema,
  status: z.enum(tenantStatuses, { error: 'Choose active, inactive or suspended' }),
  subscriptionPlan: planReferenceSchema,
});

/** PUT /api/super-admin/tenants/{id}. `subscriptionPlan` is the plan's slug or name. */
export const updateTenantInputSchema = tenantFieldsSchema.extend({
  /** Omitted = the trial's end stays as it is. */
  trialEndsAt: trialEndsAtInputSchema.optional(),
  /** The store pays its bills by transfer: e-mailed, never charged to a card (ADR 0084). Omitted = unchanged. */
  paysByTransfer: z.boolean({ error: 'Pays by transfer must be true or false' }).optional(),
});
export type UpdateTenantInput = z.input<typeof updateTenantInputSchema>;

/** POST /api/tenants: as the spec, the slug defaults to the name's slug, plus DESIGN §9's owner. */
export const createTenantInputSchema = tenantFieldsSchema.extend({
  slug: tenantSlugSchema.optional(),
  status: tenantFieldsSchema.shape.status.default('active'),
  owner: storeOwnerInputSchema.optional(),
});
export type CreateTenantInput = z.input<typeof createTenantInputSchema>;

export const adminTenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  domain: z.string().nullable(),
  status: z.string(),
  subscriptionPlan: z.string(),
  /** The plan's display name, or null when the tenant names a plan that no longer exists. */
  planName: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionState: z.enum(['trial', 'expired', 'active', 'ending', 'canceled']),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  /** Bills are e-mailed and paid by transfer, never charged to a card (ADR 0084). */
  paysByTransfer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The store front's address: its primary domain, else its subdomain, else `/s/{slug}` on the
   * platform (docs/deployment.md, "Every link at the store's address"). On the operator's list and
   * a store's details, where "View store front" opens it.
   */
  storeUrl: z.string().optional(),
});
export type AdminTenant = z.infer<typeof adminTenantSchema>;

/** Tenant detail's four cards, counted from the store's rows. */
export const tenantStatsSchema = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  revenue: moneySchema,
  users: z.number().int(),
});
export type TenantStats = z.infer<typeof tenantStatsSchema>;

/**
 * A store's settings as the spec's screens read them from its tenant record (spec admin §3): look,
 * e-mail identity and payment set-up. Gateway secrets only masked, e.g. 'sk_test_…4242', as the
 * payment settings screen shows them; never the secret itself (DESIGN §5).
 */
export const tenantSettingsFieldsSchema = z.object({
  colorTemplate: z.string(),
  currency: z.string(),
  emailStoreName: z.string().nullable(),
  emailFromAddress: z.string().nullable(),
  emailSupportAddress: z.string().nullable(),
  emailProcessingTime: z.string(),
  emailCustomMessage: z.string().nullable(),
  emailBrandColor: z.string(),
  emailLogoUrl: z.string().nullable(),
  /** The processing time and custom message per language (docs/decisions/0094); {} when none. */
  emailTranslations: translationsSchema,
  paymentMethodsEnabled: z.array(z.string()),
  primaryPaymentGateway: z.string(),
  stripePublicKey: z.string().nullable(),
  stripeSecretKeyMasked: z.string().nullable(),
  stripeWebhookSecretMasked: z.string().nullable(),
  sumupApiKeyMasked: z.string().nullable(),
  sumupMerchantCode: z.string().nullable(),
});
export type TenantSettingsFields = z.infer<typeof tenantSettingsFieldsSchema>;

/** GET /api/super-admin/tenants/{id}: the full tenant record (secrets masked) and its four figures. */
export const adminTenantDetailSchema = adminTenantSchema.extend({
  ...tenantSettingsFieldsSchema.shape,
  stats: tenantStatsSchema,
});
export type AdminTenantDetail = z.infer<typeof adminTenantDetailSchema>;

/** GET /api/super-admin/stats: the dashboard's four cards from real data. */
export const superAdminStatsSchema = z.object({
  totalStores: z.number().int(),
  /** Platform billing paid this calendar month (UTC), in pounds. */
  monthlyRevenue: moneySchema,
  totalUsers: z.number().int(),
  activePlans: z.number().int(),
});
export type SuperAdminStats = z.infer<typeof superAdminStatsSchema>;

/** GET /api/tenant/{id}: a store's own record for its settings screens. Gateway secrets never. */
export const tenantAccountSchema = adminTenantSchema.extend({
  ...tenantSettingsFieldsSchema.shape,
  plan: subscriptionPlanSchema.nullable(),
  usage: planUsageSchema,
  /** Why the store's admin is read-only (inactive or suspended), else null. */
  readOnlyReason: z.string().nullable(),
  /** A cheaper plan chosen on a paid plan, applied at the period's end (ADR 0036), else null. */
  scheduledChange: z.object({ plan: z.string(), planName: z.string(), at: z.string() }).nullable(),
});
export type TenantAccount = z.infer<typeof tenantAccountSchema>;
