// Product handles (ADR 0037): made from the name, unique per store (the same handle
// in two stores is fine), editable with a readable 409/400, old handles answering with the new one,
// and the public lookup that finds live products only, in the store asked for.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { messageOf, pngImage, productFields, useCatalogueFixture } from './catalogue.test-support.ts';

describe('product handles', () => {
  const t = useCatalogueFixture();
  let png: Buffer;
  const create = (cookie: string, fields: Record<string, string>, tenantId?: number) =>
    t.callForm(
      'POST',
      `/api/admin/products${tenantId ? `?tenantId=${tenantId}` : ''}`,
      cookie,
      productFields(fields),
      { bytes: png },
    );
  const lookup = (handle: string, tenantId: number) =>
    t.call('GET', `/api/products/by-handle/${handle}?tenantId=${tenantId}`);

  beforeAll(async () => {
    png = await pngImage();
  });

  it('makes a handle from the name, -2, -3… when the store already has it', async () => {
    const first = await create(t.ownerA, { name: 'Café Crème Tee!' });
    expect(first.statusCode).toBe(201);
    expect(first.json().handle).toBe('cafe-creme-tee');
    expect((await create(t.ownerA, { name: 'Cafe Creme Tee' })).json().handle).toBe('cafe-creme-tee-2');
    expect((await create(t.ownerA, { name: 'café  crème tee' })).json().handle).toBe('cafe-creme-tee-3');
    // A name with no letters or digits still gets an address.
    expect((await create(t.ownerA, { name: '★★★' })).json().handle).toBe('product');
  });

  it('allows the same handle in two stores', async () => {
    const inB = await create(t.ownerB, { name: 'Café Crème Tee!', category: 'Mugs' });
    expect(inB.statusCode).toBe(201);
    expect(inB.json().handle).toBe('cafe-creme-tee');
    const typed = await create(t.ownerB, { name: 'Other', handle: 'cafe-creme-tee-2', category: 'Mugs' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().handle).toBe('cafe-creme-tee-2');
  });

  it('refuses a handle another product of the store has, with a readable 409', async () => {
    const res = await create(t.ownerA, { name: 'Another', handle: 'cafe-creme-tee' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(
      'Another product in this store already has the handle "cafe-creme-tee". Choose another.',
    );
  });

  it('refuses an invalid handle with a 400 that says what a handle may contain', async () => {
    for (const handle of ['no spaces', '-leading', 'double--hyphen', 'ünïcode', 'a'.repeat(101)]) {
      const res = await create(t.ownerA, { name: 'Bad', handle });
      expect(res.statusCode, handle).toBe(400);
      expect(messageOf(res), handle).toMatch(/^Handle (may contain only|must be at most 100)/);
    }
    // Typed in capitals or with spaces around it: lower-cased and trimmed.
    const ok = await create(t.ownerA, { name: 'Caps', handle: '  Blue-Tee ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().handle).toBe('blue-tee');
  });

  it('a rename keeps the old handle as a redirect; an edit without a handle keeps it', async () => {
    const created = (await create(t.ownerA, { name: 'Rename Me' })).json();
    const put = (fields: Record<string, string>) =>
      t.callForm('PUT', `/api/admin/products/${created.id}`, t.ownerA, productFields(fields));
    const kept = await put({ name: 'Renamed But Same Address' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().handle).toBe('rename-me');

    const renamed = await put({ name: 'Renamed', handle: 'renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().handle).toBe('renamed');
    const old = await lookup('rename-me', t.storeA);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({
      product: { id: created.id, handle: 'renamed' },
      redirectTo: 'renamed',
    });
    const current = await lookup('renamed', t.storeA);
    expect(current.json()).toMatchObject({ product: { id: created.id, name: 'Renamed' }, redirectTo: null });

    // Renamed again, then back: every old address still leads to it, and its own is not "old".
    expect((await put({ name: 'Renamed', handle: 'renamed-again' })).statusCode).toBe(200);
    expect((await lookup('rename-me', t.storeA)).json().redirectTo).toBe('renamed-again');
    expect((await put({ name: 'Renamed', handle: 'rename-me' })).json().handle).toBe('rename-me');
    expect((await lookup('rename-me', t.storeA)).json().redirectTo).toBeNull();
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.previousHandles.sort()).toEqual(['renamed', 'renamed-again']);

    // Taking another product's handle on an edit: the same 409.
    const taken = await put({ name: 'Renamed', handle: 'blue-tee' });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toContain('"blue-tee"');
  });

  it('lists the handle in the admin list and the store front’s list', async () => {
    const admin = await t.call('GET', `/api/admin/products?tenantId=${t.storeA}`, t.ownerA);
    expect(admin.statusCode).toBe(200);
    const body = admin.json() as { products?: { handle: string }[] } | { handle: string }[];
    const rows = Array.isArray(body) ? body : (body.products ?? []);
    expect(rows.map((p) => p.handle)).toContain('blue-tee');
    const shop = await t.call('GET', `/api/products?tenantId=${t.storeA}`);
    expect((shop.json() as { handle: string }[]).map((p) => p.handle)).toContain('cafe-creme-tee');
  });

  it('the public lookup: 404 for an unknown handle, a draft, or another store’s product; 400 for a bad one', async () => {
    expect((await lookup('cafe-creme-tee', t.storeA)).json().product.tenantId).toBe(t.storeA);
    expect((await lookup('cafe-creme-tee', t.storeB)).json().product.tenantId).toBe(t.storeB);
    const unknown = await lookup('no-such-product', t.storeA);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found', code: 'not_found' });
    // blue-tee is store A's only.
    expect((await lookup('blue-tee', t.storeB)).statusCode).toBe(404);
    await create(t.ownerA, { name: 'Hidden', isDraft: 'true' });
    expect((await lookup('hidden', t.storeA)).statusCode).toBe(404);
    const bad = await lookup('Not%20A%20Handle', t.storeA);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toMatch(/^Handle may contain only/);
    expect((await lookup('cafe-creme-tee', 999999)).statusCode).toBe(404);
  });
});
