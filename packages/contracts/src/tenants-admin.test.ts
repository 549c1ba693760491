import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlanLimit, formatPlanPrice, formatStorageLimit, formatStorageUsed } from './plans.ts';
import { slugify } from './tenants.ts';
import {
  createTenantInputSchema,
  readOnlyReasonFor,
  readOnlyTitleFor,
  subscriptionStateOf,
  tenantSlugSchema,
  trialDaysRemaining,
  trialProgress,
} from './tenants-admin.ts';

describe('the slug rule (spec admin §5)', () => {
  it('is lowercase alphanumerics joined by single hyphens, never at either end', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent and keeps every letter and digit of the name in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
        expect(slug.replaceAll('-', '')).toBe(name.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });

  it('makes a slug the API accepts whenever the name has a letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (name) => {
        const slug = slugify(name);
        expect(tenantSlugSchema.safeParse(slug).success).toBe(slug.length > 0);
      }),
    );
  });

  it('the create form defaults the slug only when none is given', () => {
    const parsed = createTenantInputSchema.parse({ name: 'A', subscriptionPlan: 'basic' });
    expect(parsed.slug).toBeUndefined();
    expect(parsed.status).toBe('active');
    expect(
      createTenantInputSchema.parse({ name: 'A', subscriptionPlan: 'basic', domain: '' }).domain,
    ).toBeNull();
  });
});

describe('trial (spec admin §4)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts whole days remaining, at least 0', () => {
    expect(trialDaysRemaining('2026-03-24T12:00:00Z', now)).toBe(14);
    expect(trialDaysRemaining('2026-03-10T13:00:00Z', now)).toBe(1);
    expect(trialDaysRemaining('2026-03-10T12:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining('2026-03-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining(null, now)).toBe(0);
  });

  it('progress is (14 − days remaining) / 14 within 0..1', () => {
    expect(trialProgress(14)).toBe(0);
    expect(trialProgress(7)).toBe(0.5);
    expect(trialProgress(0)).toBe(1);
    expect(trialProgress(30)).toBe(0);
  });

  it('reads the subscription state from status and dates', () => {
    const base = {
      subscriptionStatus: 'trial',
      trialEndsAt: '2026-03-20T00:00:00Z',
      subscriptionEndsAt: null,
    };
    expect(subscriptionStateOf(base, now)).toBe('trial');
    expect(subscriptionStateOf({ ...base, trialEndsAt: '2026-03-01T00:00:00Z' }, now)).toBe('expired');
    expect(subscriptionStateOf({ ...base, subscriptionStatus: 'active' }, now)).toBe('active');
    expect(
      subscriptionStateOf(
        { ...base, subscriptionStatus: 'active', subscriptionEndsAt: '2026-04-01T00:00:00Z' },
        now,
      ),
    ).toBe('ending');
    expect(subscriptionStateOf({ ...base, subscriptionStatus: 'canceled' }, now)).toBe('canceled');
  });
});

describe('plan cards (spec admin §2, §3)', () => {
  it("shows '0.00' as Free and other prices in pounds", () => {
    expect(formatPlanPrice('0.00')).toBe('Free');
    expect(formatPlanPrice('29.99')).toBe('£29.99');
  });
  it("reads an absent limit as 'Unlimited'", () => {
    expect(formatPlanLimit(null)).toBe('Unlimited');
    expect(formatPlanLimit(undefined)).toBe('Unlimited');
    expect(formatPlanLimit(5000)).toBe('5,000');
    expect(formatPlanLimit(1024, ' MB')).toBe('1,024 MB');
  });
  it('reads storage in GB when it is whole gigabytes', () => {
    expect(formatStorageLimit(null)).toBe('Unlimited');
    expect(formatStorageLimit(500)).toBe('500 MB');
    expect(formatStorageLimit(1024)).toBe('1 GB');
    expect(formatStorageLimit(10240)).toBe('10 GB');
    expect(formatStorageLimit(1536)).toBe('1,536 MB');
  });
  it('reads Storage Used so that a few small images never show as 0 MB', () => {
    expect(formatStorageUsed(0)).toBe('0 MB');
    expect(formatStorageUsed(1)).toBe('1 KB');
    expect(formatStorageUsed(48 * 1024 + 100)).toBe('48 KB');
    expect(formatStorageUsed(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatStorageUsed(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});

it('says why a store is read-only, per status', () => {
  expect(readOnlyReasonFor('active')).toBeNull();
  expect(readOnlyReasonFor('suspended')).toBe(
    'This store is suspended, so changes are disabled. Contact the platform operator.',
  );
  expect(readOnlyReasonFor('inactive')).toBe(
    'This store is inactive, so changes are disabled. Contact the platform operator.',
  );
});

it("titles a read-only store's disabled actions with the short reason", () => {
  expect(readOnlyTitleFor('active', null)).toBeNull();
  expect(readOnlyTitleFor('active', readOnlyReasonFor('active', 'read_only'))).toBe(
    'This store is read-only until its bill is paid',
  );
  expect(readOnlyTitleFor('suspended', readOnlyReasonFor('suspended'))).toBe('This store is suspended');
  expect(readOnlyTitleFor('inactive', readOnlyReasonFor('inactive'))).toBe('This store is inactive');
});
