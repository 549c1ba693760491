import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { cmsContent } from '../../db/schema/index.ts';

describe('GET /api/cms/content (store front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const demo = await createTenant(t.db, { slug: 'demo' });
    const other = await createTenant(t.db, { slug: 'other', domain: 'other.test' });
    await createTenant(t.db, { slug: 'closed', status: 'suspended' });
    await t.db.insert(cmsContent).values([
      { tenantId: demo.id, key: 'site_title', value: 'Demo Store', description: 'Store name' },
      { tenantId: demo.id, key: 'hero_title', value: 'Hello', type: 'text' },
      { tenantId: demo.id, key: 'terms_conditions', value: '<p>Terms</p>', type: 'html' },
      { tenantId: other.id, key: 'site_title', value: 'Other Store' },
    ]);
  });
  afterAll(() => t.close());

  it('answers the store entries as key/value pairs only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/content?tenantId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { key: 'hero_title', value: 'Hello' },
      { key: 'site_title', value: 'Demo Store' },
      { key: 'terms_conditions', value: '<p>Terms</p>' },
    ]);
  });

  it("never mixes in another store's content", async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/api/cms/content?tenantId=2' });
    expect(byId.json()).toEqual([{ key: 'site_title', value: 'Other Store' }]);
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api/cms/content',
      headers: { host: 'other.test' },
    });
    expect(byHost.json()).toEqual([{ key: 'site_title', value: 'Other Store' }]);
  });

  it('answers 404 for an unknown or closed store and 400 for a bad id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/cms/content?tenantId=77' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tenant not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/content?tenantId=3' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cms/content?tenantId=1e3x' });
    expect(bad.statusCode).toBe(400);
  });
});
