// Reads and writes of customer_addresses, always by (store, customer).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerAddresses } from '../../db/schema/index.ts';

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type AddressFields = Pick<
  CustomerAddressRow,
  'firstName' | 'lastName' | 'address' | 'city' | 'zipCode' | 'country' | 'state'
>;
type Owner = { tenantId: number; userId: number };

const ownedBy = ({ tenantId, userId }: Owner) =>
  and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.userId, userId));

/** Serialises one customer's address writes (the cap and the first default), until the transaction ends. */
export async function lockAddressBook(db: Db, { userId }: Owner): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727400, ${userId})`);
}

/** The default first, then the newest. */
export function listAddresses(db: Db, owner: Owner): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(ownedBy(owner))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );
}

export async function findAddress(db: Db, owner: Owner, id: number): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(ownedBy(owner), eq(customerAddresses.id, id)));
  return row;
}

export async function insertAddress(
  db: Db,
  owner: Owner,
  values: AddressFields & { isDefault: boolean },
): Promise<CustomerAddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, ...owner })
    .returning();
  return row as CustomerAddressRow;
}

export async function updateAddress(
  db: Db,
  owner: Owner,
  id: number,
  values: Partial<AddressFields & { isDefault: boolean }>,
): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ownedBy(owner), eq(customerAddresses.id, id)))
    .returning();
  return row;
}

/** Clears the default mark, so another address can take it (one default: a unique index). */
export async function clearDefault(db: Db, owner: Owner): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), eq(customerAddresses.isDefault, true)));
}

export async function deleteAddress(
  db: Db,
  owner: Owner,
  id: number,
): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(ownedBy(owner), eq(customerAddresses.id, id)))
    .returning();
  return row;
}
