// A store's webhook endpoints (ADR 0075, docs/api.md "Webhooks"): the owner's calls, who may make
// them (owners only, never staff, a customer or an API key), one store never seeing or resending
// another's, the signing secret shown once, sealed at rest and never logged, and private addresses
// refused in production mode.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, ownersStaffAndAdmin, testConfig } from '../../../test/app.ts';
import { createLoggedApp } from '../../../test/logged-app.test-support.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { buildApp } from '../../app.ts';
import { tenants, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

const stores = useTwoStores('hooks', {
  users: ({ a, b }) => ({
    ...ownersStaffAndAdmin(a, b),
    customer: { username: 'shopper@example.com', password: 'shopper-pass' },
  }),
});
const { call } = stores;
type Who = keyof typeof stores.cookie;

const URL_A = 'http://127.0.0.1:5849/hooks';

async function create(body: object, who: Who = 'ownerA', query = '') {
  return call('POST', `/api/admin/webhooks${query}`, who, body);
}

async function newEndpoint(events = ['order.paid'], who: Who = 'ownerA') {
  const res = await create({ url: URL_A, events }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; events: string[] };
}

/** A delivery row for an endpoint, as an event would write it. */
async function deliveryFor(tenantId: number, endpointId: number): Promise<number> {
  const [row] = await stores.t.db
    .insert(webhookDeliveries)
    .values({
      tenantId,
      endpointId,
      eventId: crypto.randomUUID(),
      eventType: 'order.paid',
      data: { orderId: 1 },
      status: 'failed',
      attempts: 3,
    })
    .returning();
  return row!.id;
}

describe('the owner manages endpoints', () => {
  it('creates an endpoint: the secret once, sealed at rest, never in the list', async () => {
    const res = await create({ url: ` ${URL_A} `, events: ['order.paid', 'order.paid', 'product.created'] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      url: URL_A,
      events: ['order.paid', 'product.created'],
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    const list = await call('GET', '/api/admin/webhooks', 'ownerA');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().endpoints.find((e: { id: number }) => e.id === created.id)).not.toHaveProperty(
      'secret',
    );
    const [row] = await stores.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretSealed).not.toContain(created.secret.slice(6));
    expect(row!.secretSealed).toMatch(/^v1\./);
    // The store's row knows which events are wanted (migration 0035's trigger).
    const [store] = await stores.t.db.select().from(tenants).where(eq(tenants.id, stores.a));
    expect(store!.webhookEvents).toEqual(expect.arrayContaining(['order.paid', 'product.created']));
  });

  it('changes events, turns an endpoint off and on, and deletes it', async () => {
    const { id } = await newEndpoint(['order.refunded']);
    const put = (body: object) => call('PUT', `/api/admin/webhooks/${id}`, 'ownerA', body);
    const changed = await put({ events: ['order.cancelled', 'inventory.low'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, events: ['order.cancelled', 'inventory.low'], enabled: true });
    expect(changed.body).not.toContain('whsec_');
    expect((await put({ enabled: false })).json()).toMatchObject({ enabled: false });
    const [off] = await stores.t.db.select().from(tenants).where(eq(tenants.id, stores.a));
    expect(off!.webhookEvents).not.toContain('inventory.low');
    expect((await put({ enabled: true })).json()).toMatchObject({ enabled: true });
    const removed = await call('DELETE', `/api/admin/webhooks/${id}`, 'ownerA');
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'ownerA')).statusCode).toBe(404);
    const [after] = await stores.t.db.select().from(tenants).where(eq(tenants.id, stores.a));
    expect(after!.webhookEvents).not.toContain('order.cancelled');
  });

  it('answers bad input with readable 400s', async () => {
    const cases: Array<[object, string]> = [
      [{ url: URL_A, events: [] }, 'Choose at least one event'],
      [{ url: URL_A, events: ['order.shipped'] }, 'Unknown event "order.shipped"'],
      [{ url: 'ftp://example.com/x', events: ['order.paid'] }, 'The URL must be a full address'],
      [{ url: 'not a url', events: ['order.paid'] }, 'The URL must be a full address'],
      [{ events: ['order.paid'] }, 'Give the URL the events are sent to'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const put = await call('PUT', '/api/admin/webhooks/999999', 'ownerA', { enabled: false });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Webhook endpoint not found');
  });

  it('lists an endpoint’s deliveries and sends one again with the same event id', async () => {
    const { id } = await newEndpoint(['order.paid']);
    const deliveryId = await deliveryFor(stores.a, id);
    const list = await call('GET', `/api/admin/webhooks/${id}/deliveries`, 'ownerA');
    expect(list.statusCode).toBe(200);
    expect(list.json().deliveries).toEqual([
      expect.objectContaining({ id: deliveryId, status: 'failed', attempts: 3 }),
    ]);
    const resent = await call('POST', `/api/admin/webhooks/deliveries/${deliveryId}/resend`, 'ownerA');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({
      id: deliveryId,
      status: 'pending',
      eventId: list.json().deliveries[0].eventId,
    });
    // Off: nothing is sent again until it is on.
    await call('PUT', `/api/admin/webhooks/${id}`, 'ownerA', { enabled: false });
    const refused = await call('POST', `/api/admin/webhooks/deliveries/${deliveryId}/resend`, 'ownerA');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Turn the endpoint on before sending its events again');
  });
});

describe('who may call', () => {
  it('refuses staff (whatever their permissions), an admin, a customer and anonymous callers', async () => {
    const { id } = await newEndpoint();
    const deliveryId = await deliveryFor(stores.a, id);
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/webhooks'],
      ['POST', '/api/admin/webhooks', { url: URL_A, events: ['order.paid'] }],
      ['PUT', `/api/admin/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/admin/webhooks/${id}`],
      ['GET', `/api/admin/webhooks/${id}/deliveries`],
      ['POST', `/api/admin/webhooks/deliveries/${deliveryId}/resend`],
    ];
    for (const [method, url, body] of calls) {
      for (const who of ['staff', 'adminRole'] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Only the store owner can manage webhooks');
      }
      const customer = await call(method, url, 'customer', body);
      expect(customer.statusCode, `customer ${method} ${url}`).toBe(403);
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    const [still] = await stores.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(still!.enabled).toBe(true);
  });

  it('refuses an API key, whatever its scopes', async () => {
    const made = await call('POST', '/api/admin/api-keys', 'ownerA', {
      name: 'Everything',
      scopes: ['orders:read', 'orders:write', 'settings:read', 'settings:write'],
    });
    expect(made.statusCode).toBe(201);
    const res = await stores.t.app.inject({
      method: 'GET',
      url: '/api/admin/webhooks',
      headers: { authorization: `Bearer ${made.json().key}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a super admin act for a store with ?tenantId', async () => {
    const res = await create({ url: URL_A, events: ['order.created'] }, 'admin', `?tenantId=${stores.b}`);
    expect(res.statusCode, res.body).toBe(201);
    const list = await call('GET', `/api/admin/webhooks?tenantId=${stores.b}`, 'admin');
    expect(list.json().endpoints.map((e: { id: number }) => e.id)).toContain(res.json().id);
  });
});

describe('one store never reaches another’s endpoints', () => {
  it('store B cannot list, change, delete, read the log of, or resend store A’s', async () => {
    const { id } = await newEndpoint();
    const deliveryId = await deliveryFor(stores.a, id);
    const listB = await call('GET', '/api/admin/webhooks', 'ownerB');
    expect(listB.statusCode).toBe(200);
    expect(listB.json().endpoints.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await call('GET', `/api/admin/webhooks?tenantId=${stores.a}`, 'ownerB')).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['PUT', `/api/admin/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/admin/webhooks/${id}`, undefined],
      ['GET', `/api/admin/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/admin/webhooks/deliveries/${deliveryId}/resend`, undefined],
    ] as const) {
      const res = await call(method, url, 'ownerB', body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await stores.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row!.enabled).toBe(true);
    const [delivery] = await stores.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(delivery!.status).toBe('failed');
  });
});

describe('production mode', () => {
  it('refuses private and loopback addresses, and allows them only when the setting says so', async () => {
    for (const [settings, expected] of [
      [{ NODE_ENV: 'production' }, 400],
      [{ NODE_ENV: 'production', WEBHOOK_PRIVATE_ADDRESSES: 'true' }, 201],
    ] as const) {
      const app = await buildApp({
        config: testConfig({ ...settings, STORE_DOMAIN: 'localhost', PUBLIC_URL: 'http://localhost' }),
        database: stores.t.database,
        logger: false,
        serveWeb: false,
      });
      await app.ready();
      try {
        for (const url of [
          'http://127.0.0.1:5849/hooks',
          'http://10.1.2.3/hooks',
          'http://[::1]:5849/hooks',
          'http://169.254.169.254/latest',
        ]) {
          const res = await callApi(app, 'POST', '/api/admin/webhooks', stores.cookie.ownerA, {
            url,
            events: ['order.paid'],
          });
          expect(res.statusCode, `${url} ${JSON.stringify(settings)}: ${res.body}`).toBe(expected);
          if (expected === 400) {
            expect(res.json().message).toBe(
              'The URL points at a private or local address, which is not allowed',
            );
          }
        }
      } finally {
        await app.close();
      }
    }
  });
});

describe('the secret never reaches a log', () => {
  it('is not in any log line of its creation or of the calls after it', async () => {
    const { app: logged, lines } = await createLoggedApp(stores.t);
    try {
      const res = await callApi(logged, 'POST', '/api/admin/webhooks', stores.cookie.ownerA, {
        url: URL_A,
        events: ['order.paid'],
      });
      expect(res.statusCode).toBe(201);
      const { id, secret } = res.json();
      await callApi(logged, 'GET', '/api/admin/webhooks', stores.cookie.ownerA);
      await callApi(logged, 'PUT', `/api/admin/webhooks/${id}`, stores.cookie.ownerA, {
        events: ['order.created'],
      });
      expect(lines.length).toBeGreaterThan(2);
      const text = lines.join('\n');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(6));
    } finally {
      await logged.close();
    }
  });
});
