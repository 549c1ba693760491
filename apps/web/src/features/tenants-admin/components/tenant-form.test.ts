import type { SubscriptionPlan } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  tenantFormDefaults,
  tenantFormSchema,
  toCreateTenantBody,
  toEndTrialBody,
  toTenantBody,
} from './tenant-form.ts';

const plan = (id: number, slug: string, isActive = true): SubscriptionPlan => ({
  id,
  name: slug.toUpperCase(),
  slug,
  description: null,
  price: '29.99',
  currency: 'GBP',
  features: [],
  limits: { maxProducts: null, maxOrders: null, maxStorage: null, graceDays: 14 },
  isActive,
  createdAt: '2026-01-01T00:00:00Z',
});
const plans = [plan(1, 'basic'), plan(2, 'pro')];

const messages = (input: unknown) =>
  tenantFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the store form (spec admin §5)', () => {
  it('needs a plan: "Please select a subscription plan"', () => {
    const values = {
      ...tenantFormDefaults(undefined, plans),
      name: 'Shop',
      slug: 'shop',
      createOwner: false,
    };
    expect(messages(values)).toEqual([['subscriptionPlanId', 'Please select a subscription plan']]);
  });

  it('checks the owner only when one is to be created', () => {
    const base = {
      ...tenantFormDefaults(undefined, plans),
      name: 'Shop',
      slug: 'shop',
      subscriptionPlanId: 1,
    };
    expect(messages(base)).toEqual([
      ['ownerUsername', 'Owner username is required'],
      ['ownerEmail', 'Enter a valid email address'],
    ]);
    expect(messages({ ...base, createOwner: false })).toEqual([]);
  });

  it('has no owner password field: the owner chooses it from the invitation', () => {
    expect(tenantFormDefaults(undefined, plans)).not.toHaveProperty('ownerPassword');
  });

  it('sends the plan by slug, a blank domain as empty, and the owner when asked', () => {
    const values = tenantFormSchema.parse({
      ...tenantFormDefaults(undefined, plans),
      name: 'Shop',
      slug: 'shop',
      domain: '',
      subscriptionPlanId: 2,
      ownerUsername: ' boss ',
      ownerEmail: 'boss@shop.test',
    });
    expect(toCreateTenantBody(values, plans)).toEqual({
      name: 'Shop',
      slug: 'shop',
      domain: '',
      status: 'active',
      subscriptionPlan: 'pro',
      // No password: the owner is invited by e-mail to choose one (ADR 0040).
      owner: { username: 'boss', email: 'boss@shop.test' },
    });
    expect(toTenantBody({ ...values, createOwner: false }, plans)).not.toHaveProperty('owner');
  });

  it('edits start from the store, its plan found by slug or name', () => {
    const tenant = {
      id: 9,
      name: 'Shop',
      slug: 'shop',
      domain: 'shop.test',
      status: 'suspended',
      subscriptionPlan: 'PRO',
      planName: 'PRO',
      subscriptionStatus: 'trial',
      subscriptionState: 'trial' as const,
      trialEndsAt: null,
      subscriptionEndsAt: null,
      paysByTransfer: false,
      createdAt: '',
      updatedAt: '',
    };
    expect(tenantFormDefaults(tenant, plans)).toMatchObject({
      domain: 'shop.test',
      status: 'suspended',
      subscriptionPlanId: 2,
      createOwner: false,
    });
  });

  it('sends a trial end only when the operator changed its day, as the start of that day (UTC)', () => {
    const tenant = {
      id: 9,
      name: 'Shop',
      slug: 'shop',
      domain: null,
      status: 'active',
      subscriptionPlan: 'pro',
      planName: 'PRO',
      subscriptionStatus: 'trial',
      subscriptionState: 'trial' as const,
      trialEndsAt: '2026-12-12T08:30:00.000Z',
      subscriptionEndsAt: null,
      paysByTransfer: false,
      createdAt: '',
      updatedAt: '',
    };
    const defaults = tenantFormDefaults(tenant, plans);
    expect(defaults.trialEndsOn).toBe('2026-12-12');
    const unchanged = tenantFormSchema.parse(defaults);
    expect(toTenantBody(unchanged, plans, tenant)).not.toHaveProperty('trialEndsAt');
    const moved = tenantFormSchema.parse({ ...defaults, trialEndsOn: '2027-01-31' });
    expect(toTenantBody(moved, plans, tenant).trialEndsAt).toBe('2027-01-31T00:00:00.000Z');
    expect(messages({ ...defaults, trialEndsOn: '31/01/2027' })).toEqual([
      ['trialEndsOn', 'Trial end must be a date such as 2026-12-31'],
    ]);
    const now = new Date('2026-11-28T07:00:00.000Z');
    expect(toEndTrialBody(tenant, now)).toEqual({
      name: 'Shop',
      slug: 'shop',
      domain: '',
      status: 'active',
      subscriptionPlan: 'pro',
      trialEndsAt: '2026-11-28T07:00:00.000Z',
    });
  });
});
