// The request context (DESIGN §4): built once per request, passed first to every service.
import type { Membership } from '@storefleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';

export type Actor = {
  userId: number;
  username: string;
  email: string | null;
  isSuperAdmin: boolean;
  /** Memberships with the store chosen at sign-in first. */
  memberships: Membership[];
  sessionTenantId: number | null;
};

export type Ctx = {
  /** All database access goes through here, so row-level security can wrap it per request. */
  db: Db;
  actor: Actor | null;
  config: Config;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}
