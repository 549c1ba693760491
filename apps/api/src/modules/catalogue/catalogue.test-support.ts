// Shared set-up for the catalogue API tests: stores A and B with their owners, a super admin, a
// customer, a category each, small real images, and helpers that call the API as one of them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  signInStoreTeam,
  type TestApp,
  testConfig,
} from '../../../test/app.ts';
import type { Db } from '../../db/database.ts';
import { categories, subscriptionPlans, type tenants, uploads } from '../../db/schema/index.ts';

export type CatalogueFixture = TestApp & {
  dataDir: string;
  admin: string;
  ownerA: string;
  ownerB: string;
  customer: string;
  storeA: number;
  storeB: number;
  /** One JSON (or empty) request to this app; `cookie` undefined = anonymous. */
  call(...args: DropFirst<Parameters<typeof callApi>>): Promise<LightMyRequestResponse>;
  /** One multipart request to this app (see callForm). */
  callForm(...args: DropFirst<Parameters<typeof callForm>>): Promise<LightMyRequestResponse>;
};
type DropFirst<A extends unknown[]> = A extends [unknown, ...infer Rest] ? Rest : never;

async function createCatalogueFixture(): Promise<CatalogueFixture> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-catalogue-'));
  const t = await createTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  const storeA = (await createTenant(t.db, { slug: 'alpha', name: 'Alpha' })).id;
  const storeB = (await createTenant(t.db, { slug: 'bravo', name: 'Bravo' })).id;
  await t.db.insert(categories).values([
    { tenantId: storeA, name: 'T-Shirts' },
    { tenantId: storeB, name: 'Mugs' },
  ]);
  return {
    ...t,
    dataDir,
    storeA,
    storeB,
    ...(await signInStoreTeam(t, storeA, storeB)),
    call: (...args) => callApi(t.app, ...args),
    callForm: (...args) => callForm(t.app, ...args),
  };
}

/** The fixture of one describe block: created before its tests, closed after them. */
export function useCatalogueFixture(): CatalogueFixture {
  const fixture = {} as CatalogueFixture;
  beforeAll(async () => {
    Object.assign(fixture, await createCatalogueFixture());
  });
  afterAll(() => fixture.close());
  return fixture;
}

/** One multipart request: text fields, and `image` as a file when bytes are given. */
export function callForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string | undefined,
  fields: Record<string, string>,
  image?: { bytes: Buffer; name?: string; type?: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' });
    form.append('image', blob, image.name ?? 'photo.png');
  }
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: form });
}

export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
}

/** The product form's fields for a valid product; override any of them. */
export function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Logo Tee',
    description: 'A soft tee',
    price: '19.99',
    category: 'T-Shirts',
    inStock: '12',
    sizes: JSON.stringify(['Size:S', 'Size:M']),
    hasSubscription: 'false',
    isDraft: 'false',
    ...overrides,
  };
}

export const messageOf = (response: LightMyRequestResponse) =>
  (response.json() as { message: string }).message;

/** POST /api/admin/products/import with `text` as the CSV file; `cookie` undefined = anonymous. */
export function importProductsCsv(
  app: FastifyInstance,
  cookie: string | undefined,
  text: string,
  query = '',
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'text/csv' },
    payload: text,
  });
}

/** A store of its own (`values`) and its owner `owner-<slug>`, signed in: its id and their Cookie header. */
export async function storeWithOwner(
  t: { app: FastifyInstance; db: Db },
  values: Partial<typeof tenants.$inferInsert> & { slug: string },
) {
  const store = await createTenant(t.db, values);
  const username = `owner-${values.slug}`;
  await createUser(t.db, { username, password: `${username}-pass`, memberOf: [store.id] });
  return { id: store.id, cookie: await loginCookie(t.app, username, `${username}-pass`) };
}

/**
 * A store of its own on the plan `planName`, which allows 1 MB of image storage, `usedBytes` of it
 * taken by a file already uploaded; its owner signed in (storeWithOwner's).
 */
export async function storeWithStorageUsed(
  t: { app: FastifyInstance; db: Db },
  slug: string,
  planName: string,
  usedBytes: number,
) {
  const plan = `${slug}-plan`;
  await t.db.insert(subscriptionPlans).values({ name: planName, slug: plan, limits: { maxStorage: 1 } });
  const store = await storeWithOwner(t, { slug, subscriptionPlan: plan });
  await t.db.insert(uploads).values({
    tenantId: store.id,
    storageKey: `${slug}-used`,
    url: `/uploads/${slug}-used`,
    bytes: usedBytes,
    contentType: 'image/webp',
  });
  return store;
}
