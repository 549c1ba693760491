// A store's team (ADR 0030): roles, the fixed list of staff permissions, and the one
// rule both the API (every admin route's check) and the web app (what the navigation shows) apply.
import { z } from 'zod';
import type { CurrentUser } from './auth.ts';
import { MIN_PASSWORD_LENGTH } from './orders.ts';

/** What a `staff` member may be given, one per admin area. */
export const STAFF_PERMISSIONS = [
  'products',
  'orders',
  'customers',
  'content',
  'settings',
  'analytics',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const TEAM_ROLES = ['owner', 'admin', 'staff'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What an admin route needs: a staff permission; `team`, `payments`, `audit`, `api-keys`,
 * `webhooks` and `billing` (the store's plan and its bills from the platform: Subscription
 * Management, ADR 0080) (owners only); or `member` (any member of the store: the dashboard, the
 * store's account page).
 */
export const ADMIN_PERMISSIONS = [
  ...STAFF_PERMISSIONS,
  'team',
  'payments',
  'audit',
  'api-keys',
  'webhooks',
  'billing',
  'member',
] as const;
const OWNERS_ONLY: readonly string[] = ['team', 'payments', 'audit', 'api-keys', 'webhooks', 'billing'];
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  products: 'Products',
  orders: 'Orders',
  customers: 'Customers',
  content: 'Content',
  settings: 'Settings',
  analytics: 'Analytics',
};

/**
 * Each admin area in words, for "Your role doesn't include {area}. Ask the store owner." (ADR 0080).
 * `member` is every member's, so no one is ever told they lack it.
 */
export const ADMIN_PERMISSION_LABELS: Record<AdminPermission, string> = {
  ...STAFF_PERMISSION_LABELS,
  team: 'Team',
  payments: 'Payment Settings',
  audit: 'Audit Log',
  'api-keys': 'API Keys',
  webhooks: 'Webhooks',
  billing: 'Subscription Management',
  member: 'this store',
};

/** The sentence a member reads where their role does not reach (a screen, a button's reason). */
export function roleLacksMessage(needed: AdminPermission): string {
  return `Your role doesn't include ${ADMIN_PERMISSION_LABELS[needed]}. Ask the store owner.`;
}

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  staff: 'Staff',
};

/**
 * Whether a member with `role` (and, for staff, `permissions`) may use what needs `needed`.
 * Owners may do everything; admins everything but the team, payment settings, audit log and API keys; staff what they
 * were given. An unknown role may do nothing beyond `member`.
 */
export function roleAllows(
  role: string,
  permissions: readonly string[] | undefined,
  needed: AdminPermission,
): boolean {
  if (role === 'owner') return true;
  if (needed === 'member') return true;
  if (role === 'admin') return !OWNERS_ONLY.includes(needed);
  if (role === 'staff') {
    return (STAFF_PERMISSIONS as readonly string[]).includes(needed) && (permissions ?? []).includes(needed);
  }
  return false;
}

/**
 * The same rule for the signed-in user as the web app knows them: a super admin may do everything; a
 * member of the store (the one named, else their chosen one) what their role there allows.
 */
export function userMayUse(
  user: CurrentUser | null | undefined,
  tenantId: number | null | undefined,
  needed: AdminPermission,
): boolean {
  if (!user) return false;
  if (user.isAdmin === 'true') return true;
  const membership =
    tenantId == null ? user.memberships[0] : user.memberships.find((m) => m.tenantId === tenantId);
  return membership ? roleAllows(membership.role, membership.permissions, needed) : false;
}

/**
 * A member's role in words, for Settings → Account: "Owner", "Admin", or "Staff: Orders, Products"
 * (the staff member's permissions in the list's order).
 */
export function describeRole(role: string, permissions: readonly string[] | undefined): string {
  if (role === 'owner' || role === 'admin') return TEAM_ROLE_LABELS[role];
  if (role !== 'staff') return role;
  const areas = STAFF_PERMISSIONS.filter((p) => (permissions ?? []).includes(p)).map(
    (p) => STAFF_PERMISSION_LABELS[p],
  );
  return areas.length > 0 ? `Staff: ${areas.join(', ')}` : 'Staff';
}

/** The permissions a role keeps: staff the chosen ones (in the list's order), others none. */
export function normalizePermissions(role: TeamRole, permissions: readonly string[]): StaffPermission[] {
  return role === 'staff' ? STAFF_PERMISSIONS.filter((p) => permissions.includes(p)) : [];
}

const roleSchema = z.enum(TEAM_ROLES, { error: 'Choose a role: owner, admin or staff' });
const permissionsSchema = z
  .array(z.enum(STAFF_PERMISSIONS, { error: `Permissions are ${STAFF_PERMISSIONS.join(', ')}` }))
  .max(STAFF_PERMISSIONS.length)
  .default([]);

function staffNeedsOne(value: { role: TeamRole; permissions: StaffPermission[] }, ctx: z.RefinementCtx) {
  if (value.role === 'staff' && value.permissions.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['permissions'],
      message: 'Give a staff member at least one permission',
    });
  }
}

/** PUT /api/admin/team/{userId}. */
export const teamMemberUpdateSchema = z
  .object({ role: roleSchema, permissions: permissionsSchema })
  .superRefine(staffNeedsOne);
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

/** POST /api/admin/team: invite by e-mail. */
export const teamInviteInputSchema = z
  .object({
    email: z
      .string({ error: 'Enter an e-mail address' })
      .trim()
      .toLowerCase()
      .min(1, 'Enter an e-mail address')
      .max(255, 'That e-mail address is too long')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address'),
    role: roleSchema,
    permissions: permissionsSchema,
  })
  .superRefine(staffNeedsOne);
export type TeamInviteInput = z.infer<typeof teamInviteInputSchema>;

export const teamMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  permissions: z.array(z.string()),
  joinedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  invitedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** What the invitation link shows before it is accepted (POST /api/team-invitations/lookup). */
export const teamInvitationLookupSchema = z.object({
  storeName: z.string(),
  email: z.string(),
  role: z.string(),
  /** An account with a password already uses this e-mail: sign in with it to accept. */
  accountExists: z.boolean(),
});
export type TeamInvitationLookup = z.infer<typeof teamInvitationLookupSchema>;

export const teamInvitationTokenSchema = z.object({
  token: z.string({ error: 'This invitation has expired or was already used' }).trim().min(1).max(200),
});

const shortPasswordMessage = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * POST /api/team-invitations/accept: signed in, the token alone joins that account; otherwise a
 * password for the new account the invitation's e-mail address gets.
 */
export const teamInvitationAcceptSchema = teamInvitationTokenSchema.extend({
  password: z
    .string({ error: shortPasswordMessage })
    .min(MIN_PASSWORD_LENGTH, shortPasswordMessage)
    .max(1024, 'Password is too long')
    .optional(),
});
export type TeamInvitationAccept = z.infer<typeof teamInvitationAcceptSchema>;

export const teamInvitationAcceptedSchema = z.object({
  storeName: z.string(),
  username: z.string(),
  /** The account was signed in and now is a member: go to /admin. Otherwise sign in first. */
  signedIn: z.boolean(),
});
export type TeamInvitationAccepted = z.infer<typeof teamInvitationAcceptedSchema>;

export const TEAM_INVITE_TTL_DAYS = 7;
export const LAST_OWNER_MESSAGE = 'A store needs at least one owner: make someone else owner first';
