// Sign-in and the current user (spec admin §5 Login, §7 Session).
import { z } from 'zod';

export const loginInputSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(255),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  tenantSlug: z.string().trim().max(100).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const membershipSchema = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  tenantSlug: z.string(),
  role: z.string(),
  /** A staff member's permissions (team.ts); empty for owners and admins, who need none. */
  permissions: z.array(z.string()),
});
export type Membership = z.infer<typeof membershipSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** The spec's text flag: 'true' for a platform super admin. */
  isAdmin: z.enum(['true', 'false']),
  memberships: z.array(membershipSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** DESIGN §4: who passes the spec's "admin" checks for the store in view. */
export function canAdministerStore(user: CurrentUser | null | undefined, tenantId?: number | null): boolean {
  if (!user) return false;
  if (user.isAdmin === 'true') return true;
  if (tenantId == null) return user.memberships.length > 0;
  return user.memberships.some((m) => m.tenantId === tenantId);
}

/** Where a user lands after signing in: customers (no store) to their account, everyone else to /admin. */
export function landingPathFor(user: CurrentUser): '/admin' | '/account' {
  return user.isAdmin === 'true' || user.memberships.length > 0 ? '/admin' : '/account';
}
