// A store's launch (ADR 0081): a new store front is shut behind its password until the owner
// launches it; the dashboard's checklist shows what is ready, each step read from the store's data.
import { z } from 'zod';

export const launchStepKeys = ['product', 'payments', 'shipping', 'theme'] as const;
export type LaunchStepKey = (typeof launchStepKeys)[number];

export const launchStepSchema = z.object({
  key: z.enum(launchStepKeys),
  title: z.string(),
  done: z.boolean(),
  /** The admin screen where the step is done. */
  href: z.string(),
});

/** GET /api/admin/store-launch and the answer of its writes. */
export const storeLaunchSchema = z.object({
  launched: z.boolean(),
  launchedAt: z.string().nullable(),
  /** What shoppers type on the password page while the store is not launched; null once launched without one. */
  storefrontPassword: z.string().nullable(),
  steps: z.array(launchStepSchema),
});
export type StoreLaunch = z.infer<typeof storeLaunchSchema>;

export const storefrontPasswordUpdateSchema = z.object({
  password: z
    .string({ error: 'Enter a password' })
    .trim()
    .min(4, 'The store password needs at least 4 characters')
    .max(100, 'The store password may have at most 100 characters'),
});
export type StorefrontPasswordUpdate = z.input<typeof storefrontPasswordUpdateSchema>;
