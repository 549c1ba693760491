// Duplicate slug, domain or owner username → 409 with a sentence naming what is taken. Checked
// before writing for a clear message, and mapped again from the unique index if a race slips by.
import type { Ctx } from '../../context.ts';
import { ConflictError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUsernameTaken } from '../auth/users.service.ts';
import { findTenantUsingName } from '../tenants/tenant-records.service.ts';

type Claimed = { slug: string; domain: string | null; ownerUsername?: string };

const slugTaken = (slug: string) => new ConflictError(`The slug "${slug}" is already used by another store`);
const domainTaken = (domain: string) =>
  new ConflictError(`The domain "${domain}" is already used by another store`);
const usernameTaken = (username: string) =>
  new ConflictError(`The username "${username}" is already taken; choose another for the store owner`);

export async function assertTenantFree(ctx: Ctx, claimed: Claimed, exceptTenantId?: number): Promise<void> {
  if (await findTenantUsingName(ctx, { field: 'slug', value: claimed.slug, exceptId: exceptTenantId }))
    throw slugTaken(claimed.slug);
  if (
    claimed.domain &&
    (await findTenantUsingName(ctx, { field: 'domain', value: claimed.domain, exceptId: exceptTenantId }))
  ) {
    throw domainTaken(claimed.domain);
  }
  if (claimed.ownerUsername && (await isUsernameTaken(ctx, claimed.ownerUsername))) {
    throw usernameTaken(claimed.ownerUsername);
  }
}

/** The readable 409 for a unique violation raised by the write itself; other errors unchanged. */
export function asTenantConflict(error: unknown, claimed: Claimed): unknown {
  if (isUniqueViolation(error, 'tenants_slug_unique')) return slugTaken(claimed.slug);
  if (isUniqueViolation(error, 'tenants_domain_unique') && claimed.domain) return domainTaken(claimed.domain);
  if (isUniqueViolation(error, 'users_username_lower_idx') && claimed.ownerUsername) {
    return usernameTaken(claimed.ownerUsername);
  }
  if (isUniqueViolation(error)) return new ConflictError('That store conflicts with an existing one');
  return error;
}
