// A customer's address book in the store they shop at (contracts addresses.ts): list, add, edit,
// delete, under the rules of address-book.ts. Only customer accounts keep one: staff and platform
// administrators are never customers (ADR 0061), and another customer's address is a 404.
import type { CustomerAddress, customerAddressInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Actor, Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authorize.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import {
  addressBookFullMessage,
  isDefaultWhenAdded,
  isDefaultWhenEdited,
  nextDefaultAfterDelete,
} from './address-book.ts';
import {
  type CustomerAddressRow,
  clearDefault,
  deleteAddress as deleteAddressRow,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  updateAddress as updateAddressRow,
} from './addresses.queries.ts';

type StoreHints = { requestedTenantId?: number | undefined; host?: string | undefined };
type AddressInput = z.output<typeof customerAddressInputSchema>;

function toCustomerAddress(row: CustomerAddressRow): CustomerAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    state: row.state,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function requireCustomer(ctx: Ctx): Actor {
  const actor = requireUser(ctx);
  if (actor.isSuperAdmin || actor.memberships.length > 0) {
    throw new ForbiddenError('Only customer accounts keep an address book');
  }
  return actor;
}

/** The customer and the store whose book a call reads, the store made the acting one. */
async function ownerOf(ctx: Ctx, hints: StoreHints) {
  const actor = requireCustomer(ctx);
  const tenant = await resolveStorefrontTenant(ctx, { tenantId: hints.requestedTenantId, host: hints.host });
  return { tenantId: tenant.id, userId: actor.userId };
}

export async function listMyAddresses(ctx: Ctx, hints: StoreHints): Promise<CustomerAddress[]> {
  const owner = await ownerOf(ctx, hints);
  return (await listAddresses(ctx.db, owner)).map(toCustomerAddress);
}

export async function addMyAddress(
  ctx: Ctx,
  { input, ...hints }: StoreHints & { input: AddressInput },
): Promise<CustomerAddress> {
  const owner = await ownerOf(ctx, hints);
  const { isDefault: asked, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await lockAddressBook(db, owner);
    const kept = await listAddresses(db, owner);
    const full = addressBookFullMessage(kept.length);
    if (full) throw new ConflictError(full);
    const isDefault = isDefaultWhenAdded(kept, asked);
    if (isDefault) await clearDefault(db, owner);
    return insertAddress(db, owner, { ...fields, state: fields.state ?? null, isDefault });
  });
  return toCustomerAddress(row);
}

export async function updateMyAddress(
  ctx: Ctx,
  { addressId, input, ...hints }: StoreHints & { addressId: number; input: AddressInput },
): Promise<CustomerAddress> {
  const owner = await ownerOf(ctx, hints);
  const { isDefault: asked, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await lockAddressBook(db, owner);
    const current = await findAddress(db, owner, addressId);
    if (!current) throw new NotFoundError('Address not found');
    const isDefault = isDefaultWhenEdited(current, asked);
    if (isDefault && !current.isDefault) await clearDefault(db, owner);
    return updateAddressRow(db, owner, addressId, { ...fields, state: fields.state ?? null, isDefault });
  });
  if (!row) throw new NotFoundError('Address not found');
  return toCustomerAddress(row);
}

export async function deleteMyAddress(
  ctx: Ctx,
  { addressId, ...hints }: StoreHints & { addressId: number },
): Promise<void> {
  const owner = await ownerOf(ctx, hints);
  await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await lockAddressBook(db, owner);
    const kept = await listAddresses(db, owner);
    const deleted = kept.find((a) => a.id === addressId);
    if (!deleted) throw new NotFoundError('Address not found');
    await deleteAddressRow(db, owner, addressId);
    const next = nextDefaultAfterDelete(kept, deleted);
    if (next !== undefined) await updateAddressRow(db, owner, next, { isDefault: true });
  });
}
