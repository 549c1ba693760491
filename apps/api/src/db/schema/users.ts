// People who sign in (super admins, store members, customers), their store memberships and sessions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { tenants } from './tenants.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 255 }).notNull(),
    /** argon2id hash; null until a customer created at checkout sets a password. */
    password: text('password'),
    email: varchar('email', { length: 255 }),
    /** A platform super admin. The API answers it as the spec's text flag, "true" / "false". */
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * The account's language (docs/decisions/0095, migration 0053): account e-mails are written in
     * it and the store front starts in it. Null: none chosen yet.
     */
    preferredLanguage: varchar('preferred_language', { length: 8 }),
    ...timestamps(),
  },
  (t) => [
    /** Usernames are unique ignoring case: 'Alice' and 'alice' are one account. */
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const userTenants = pgTable(
  'user_tenants',
  {
    ...tenantOwned(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 50 }).notNull().default('owner'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    unique('user_tenants_tenant_user').on(t.tenantId, t.userId),
    index('user_tenants_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table cannot be replayed as cookies. */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The store chosen at sign-in (tenantSlug); admin calls without a tenant act on it. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts shared by every app instance, one row per key: a username from one address,
 * or an address (modules/auth/login-throttle.service.ts). Rows whose window has passed are pruned.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_throttle_window_idx').on(t.windowStart)],
);

/**
 * An invitation to join a store's team (ADR 0030): the e-mail it went to, the role and permissions
 * the member will get, and the sha256 of the single-use link's token. Accepting, revoking or
 * resending (a new token) ends the old link.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    ...tenantOwned(),
    email: varchar('email', { length: 255 }).notNull(),
    role: varchar('role', { length: 50 }).notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_idx').on(t.tokenHash),
    index('team_invitations_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
