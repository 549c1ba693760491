// Helpers of the webhook tests: a local receiver (node:http) that records what it is sent and
// answers what the test tells it to, the documented verification snippet (read from docs/api.md,
// so the documentation cannot drift), a job runner for the 'webhooks.deliver' job, and the clock
// moved in the database instead of waiting for a retry.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { callApi, createTestApp, signInUsers, type TestApp, testConfig } from '../../../test/app.ts';
import { testDatabaseUrl } from '../../../test/config.ts';
import type { Db } from '../../db/database.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { type Shop, seedShop } from '../checkout/checkout.test-support.ts';
import { createJobRunner } from '../jobs/job-runner.service.ts';
import type { JobRunner } from '../jobs/jobs.types.ts';
import { webhookJobHandlers } from './webhooks.jobs.ts';

export type Received = { headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  url: string;
  received: Received[];
  /** The statuses of the next answers, in turn; 200 once they are used up. */
  answers: number[];
  close(): Promise<void>;
};

/** A receiver on 127.0.0.1 (a port of this task's range: 5800-5849, one per test file and database). */
export async function startReceiver(port: number): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(parts).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok, thanks' : `receiver broke (${status})`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port of this task's range for a test file, distinct on PostgreSQL so both runs may overlap. */
export function receiverPort(offset: number): number {
  return 5800 + offset + (testDatabaseUrl ? 20 : 0);
}

type Verify = (rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean;

/** The Node snippet of docs/api.md ("Verifying a webhook"), loaded as a module exactly as written. */
export async function documentedVerifier(): Promise<Verify> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/api.md'), 'utf8');
  const match = /<!-- webhook-verification -->\s*```js\n([\s\S]*?)```/.exec(doc);
  if (!match) throw new Error('docs/api.md has no webhook verification snippet');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'webhook-snippet-')), 'verify.mjs');
  writeFileSync(file, match[1]!);
  const loaded = (await import(pathToFileURL(file).href)) as { verifyStorefleetSignature: Verify };
  return loaded.verifyStorefleetSignature;
}

const quiet: FastifyBaseLogger = {
  level: 'silent',
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

/** A job runner for the webhook job on the test app's database, as a server starts one. */
export function webhookRunner(
  t: Pick<TestApp, 'database' | 'config'>,
  log: FastifyBaseLogger = quiet,
): JobRunner {
  return createJobRunner({
    db: t.database.db,
    scopes: t.database.scopes,
    config: t.config,
    log,
    handlers: webhookJobHandlers,
  });
}

/** Every queued webhook job and every pending delivery due now: the backoff "has passed". */
export async function makeRetriesDue(db: Db): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second'
    where name = 'webhooks.deliver' and status = 'queued'`);
  await db.execute(sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second'
    where status = 'pending' and next_attempt_at is not null`);
}

/** What a delivery test file works with: see useWebhookDeliveryApp. */
export type WebhookDeliveryApp = {
  t: TestApp;
  receiver: Receiver;
  verify: Verify;
  /** The store the owner A runs (its tee has 7 in stock), and another store, owner B's. */
  shop: Shop;
  other: Shop;
  cookie: Record<'ownerA' | 'ownerB', string>;
  /** An endpoint of the owner's store at the receiver, for these events. */
  addEndpoint(who: 'ownerA' | 'ownerB', events: string[]): Promise<{ id: number; secret: string }>;
  /** Runs the webhook job until nothing is due (each pass may queue nothing new that is due). */
  sendDue(app?: Pick<TestApp, 'database' | 'config'>): Promise<void>;
  deliveriesOf(endpointId: number): Promise<(typeof webhookDeliveries.$inferSelect)[]>;
};

/**
 * The app of a webhook delivery test file, filled in before its tests: two stores with their
 * owners signed in, a receiver on the file's own port (`receiverPort(portOffset)`) whose log is
 * cleared before each test, and the documented verifier.
 */
export function useWebhookDeliveryApp(portOffset: number): WebhookDeliveryApp {
  const fx = {} as WebhookDeliveryApp;
  fx.addEndpoint = async (who, events) => {
    const res = await callApi(fx.t.app, 'POST', '/api/admin/webhooks', fx.cookie[who], {
      url: fx.receiver.url,
      events,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };
  fx.sendDue = async (app = fx.t) => {
    const runner = webhookRunner(app);
    for (let pass = 0; pass < 10 && (await runner.runDueJobs()) > 0; pass++);
  };
  fx.deliveriesOf = async (endpointId) =>
    fx.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  beforeAll(async () => {
    fx.t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
    fx.receiver = await startReceiver(receiverPort(portOffset));
    fx.verify = await documentedVerifier();
    fx.shop = await seedShop(fx.t.db, 'hooked', { teeStock: 7 });
    fx.other = await seedShop(fx.t.db, 'hooked-other');
    fx.cookie = await signInUsers(fx.t, {
      ownerA: {
        username: 'owner-a',
        password: 'owner-a-pass',
        email: 'owner-a@example.com',
        memberOf: [fx.shop.tenant.id],
      },
      ownerB: {
        username: 'owner-b',
        password: 'owner-b-pass',
        email: 'owner-b@example.com',
        memberOf: [fx.other.tenant.id],
      },
    });
  });
  afterAll(async () => {
    await fx.receiver?.close();
    await fx.t?.close();
  });
  beforeEach(() => {
    fx.receiver.received.length = 0;
    fx.receiver.answers.length = 0;
  });
  return fx;
}
