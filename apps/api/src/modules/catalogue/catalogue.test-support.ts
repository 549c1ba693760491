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
  signInStoreTeam,
  type TestApp,
  testConfig,
} from '../../../test/app.ts';
import { categories } from '../../db/schema/index.ts';

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
